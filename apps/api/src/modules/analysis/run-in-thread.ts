import fs from 'node:fs/promises';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { EcgFormatError } from '@heartcheck/ecg/io/errors';
import type { RecordingFormat } from '../recordings/public.ts';
import type { RunOptions, RunOutput } from './run-types.ts';
import type { ThreadError, ThreadInput, ThreadMessage } from './run-thread-messages.ts';

/**
 * How long a thread may go without a word (a progress report or its answer) before it is taken
 * as hung and stopped. The engine reports progress at least every 100 ms while it reads samples
 * (run-thread.ts); the silent stretch after the last sample (classes, rhythm, HRV) takes seconds
 * for 72 hours on an idle core and about a minute at a load average near 30 (docs/performance.md).
 * Ten minutes is far beyond any healthy run and still frees a hung job's worker the same hour.
 */
export const ANALYSIS_STALL_LIMIT_MS = 10 * 60_000;

/** Which thread runs the analysis: its entry file, V8 heap limits if any, its stall limit. */
export interface AnalysisThread {
  entry: URL;
  resourceLimits?: ResourceLimits;
  /** Default ANALYSIS_STALL_LIMIT_MS. */
  stallLimitMs?: number;
}

/** The engine's thread: run-thread.ts, with the process's own heap limits. */
const ENGINE_THREAD: AnalysisThread = { entry: new URL('./run-thread.ts', import.meta.url) };

/** The failure of a run whose thread went silent for longer than its stall limit. */
export function stalledMessage(limitMs: number): string {
  const minutes = limitMs / 60_000;
  const span = minutes >= 1 ? `${minutes} minutes` : `${limitMs / 1000} s`;
  return `the analysis engine's thread made no progress for ${span} and was stopped (a hung analysis)`;
}

/** The thread's error as the job sees it: the same name and message as in-process, same class. */
function rebuild(error: ThreadError): Error {
  if (error.format !== undefined) {
    const formatError = new EcgFormatError(error.format, '', error.where);
    formatError.message = error.message;
    return formatError;
  }
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.code !== undefined) Object.assign(rebuilt, { code: error.code });
  return rebuilt;
}

/**
 * runAnalysis in its own worker thread (issue 24): the engine's long synchronous stretches block
 * that thread, not this one, so the job's lease keeps being renewed and the process keeps serving.
 * One thread per running analysis; it reads the recording file itself (nothing large crosses
 * threads but the small result and charts). An engine exception fails with the engine's own name
 * and message (an EcgFormatError stays one); a thread that dies without an answer fails with a
 * message saying so; `signal` (shutdown) terminates the thread, and so does a thread silent for
 * longer than its stall limit (a hung engine would otherwise hold its job's lease for ever).
 */
export function runAnalysisInThread(
  filePath: string,
  format: RecordingFormat,
  wfdbHeader: string | null,
  options: RunOptions = {},
): Promise<RunOutput> {
  return runInThread(ENGINE_THREAD, filePath, format, wfdbHeader, options);
}

/** A thread's uncaught exception (out of memory included), saying that the engine's thread died. */
function crashed(error: Error): Error {
  const wrapped = new Error(`the analysis engine's thread crashed: ${error.message}`, {
    cause: error,
  });
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(wrapped, { code });
  return wrapped;
}

/**
 * runAnalysisInThread with the thread named: production passes only ENGINE_THREAD (above); tests
 * pass an entry that dies (exits, throws uncaught, runs out of memory) to show that such a run
 * fails with a message and leaves nothing waiting.
 */
export function runInThread(
  thread: AnalysisThread,
  filePath: string,
  format: RecordingFormat,
  wfdbHeader: string | null,
  options: RunOptions = {},
): Promise<RunOutput> {
  const { onProgress, signal, ...rest } = options;
  const input: ThreadInput = { filePath, format, wfdbHeader, ...rest };
  return new Promise<RunOutput>((resolve, reject) => {
    if (signal?.aborted)
      return reject(new Error('the analysis was stopped (worker shutting down)'));
    const worker = new Worker(thread.entry, {
      workerData: input,
      ...(thread.resourceLimits ? { resourceLimits: thread.resourceLimits } : {}),
    });
    let settled = false;
    const stallLimitMs = thread.stallLimitMs ?? ANALYSIS_STALL_LIMIT_MS;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', stop);
      fn();
    };
    // Re-armed by every message: a thread silent for the whole limit is hung, and is ended.
    const watch = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        settle(() => reject(new Error(stalledMessage(stallLimitMs))));
        void worker.terminate();
      }, stallLimitMs);
    };
    watch();
    const stop = () => {
      settle(() => reject(new Error('the analysis was stopped (worker shutting down)')));
      void worker.terminate();
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: ThreadMessage) => {
      watch();
      if (message.kind === 'progress') onProgress?.(message.fraction);
      else if (message.kind === 'failed') settle(() => reject(rebuild(message.error)));
      else {
        const dir = message.output.dir;
        const cleanup = () => fs.rm(dir, { recursive: true, force: true });
        // Shut down between the answer and now: the files are nobody's, so remove them.
        if (settled) void cleanup();
        settle(() => resolve({ ...message.output, cleanup }));
      }
    });
    // An uncaught exception in the thread, or its heap limit reached: the thread is gone.
    worker.on('error', (error: Error) => settle(() => reject(crashed(error))));
    worker.on('exit', (code) =>
      settle(() =>
        reject(
          new Error(`the analysis engine's thread stopped without an answer (exit code ${code})`),
        ),
      ),
    );
  });
}
