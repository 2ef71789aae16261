import fs from 'node:fs/promises';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { EcgFormatError } from '@heartcheck/ecg/io/errors';
import type { RecordingFormat } from '../recordings/public.ts';
import type { RunOptions, RunOutput } from './run-types.ts';
import type { ThreadError, ThreadInput, ThreadMessage } from './run-thread-messages.ts';

/** Which thread runs the analysis: its entry file, and V8 heap limits if any. */
export interface AnalysisThread {
  entry: URL;
  resourceLimits?: ResourceLimits;
}

/** The engine's thread: run-thread.ts, with the process's own heap limits. */
const ENGINE_THREAD: AnalysisThread = { entry: new URL('./run-thread.ts', import.meta.url) };

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
 * message saying so; `signal` (shutdown) terminates the thread.
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
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      fn();
    };
    const stop = () => {
      settle(() => reject(new Error('the analysis was stopped (worker shutting down)')));
      void worker.terminate();
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: ThreadMessage) => {
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
