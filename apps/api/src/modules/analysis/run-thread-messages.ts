import type { RecordingFormat } from '../recordings/public.ts';
import type { RunOutput } from './run-types.ts';

/** What the analysis thread is started with (workerData): runAnalysis's arguments. */
export interface ThreadInput {
  filePath: string;
  format: RecordingFormat;
  wfdbHeader: string | null;
  declaredSamples?: number;
  startTime?: string | null;
  /** A beat annotation file's sampling rate (RunOptions.samplingRate). */
  samplingRate?: number;
}

/** An error as it crosses threads: structured clone keeps only name and message of an Error. */
export interface ThreadError {
  name: string;
  message: string;
  /** Set for the engine's EcgFormatError (an unreadable file: the job fails for good). */
  format?: string;
  where?: string;
  /** A system error's code (ENOSPC, …). */
  code?: string;
}

export type ThreadMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; output: Omit<RunOutput, 'cleanup'> }
  | { kind: 'failed'; error: ThreadError };
