import type { Charts } from '@heartcheck/contracts/results';
import type { AnalysisResult } from '@heartcheck/ecg/types';

/** A result as stored: everything but the per-beat series (those go to the beat file and charts). */
export type StoredResult = Omit<AnalysisResult, 'series'>;

export interface RunOutput {
  engineVersion: string;
  result: StoredResult;
  charts: Charts;
  /** The temporary folder holding the files below (the caller removes it). */
  dir: string;
  /**
   * Temporary file with the 16-bit signal copy; the caller stores it and removes the folder.
   * None for beat times (no ECG, so no strips).
   */
  signalFile?: string;
  /**
   * Temporary file with the engine's beats and templates (review-beats.ts): the review
   * workstation's and the full disclosure's one beat file.
   */
  reviewBeatsFile?: string;
  cleanup(): Promise<void>;
}

export interface RunOptions {
  onProgress?: (fraction: number) => void;
  declaredSamples?: number;
  /** Start given by staff at intake (local wall clock, ISO without zone) for a file without one. */
  startTime?: string | null;
  /** A beat annotation file's sampling rate (the recording's, as validated at intake). */
  samplingRate?: number;
  /** Aborted on shutdown: runAnalysisInThread terminates its thread (this in-process run ignores it). */
  signal?: AbortSignal;
}
