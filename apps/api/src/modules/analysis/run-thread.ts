/**
 * The analysis thread's entry (run-in-thread.ts starts it): runs the engine over one recording
 * file and posts progress, then the output or the error, to the parent. The engine is synchronous
 * for long stretches (tens of seconds for a 72-hour recording under load, docs/performance.md
 * "Analysis throughput at scale"); here it blocks this thread only, not the worker's event loop
 * that renews the job's lease. The thread reads the file itself, so no samples cross threads.
 * Loaded by Node's type stripping: plain TypeScript only (no enums, no parameter properties).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { EcgFormatError } from '@heartcheck/ecg/io/errors';
import { runAnalysis } from './run.ts';
import type { ThreadInput, ThreadMessage } from './run-thread-messages.ts';

const port = parentPort;
if (!port) throw new Error('run-thread.ts runs in a worker thread only');
const input = workerData as ThreadInput;
const post = (message: ThreadMessage) => port.postMessage(message);

/** Progress at most every 100 ms: the parent writes it at most twice a second (worker.ts). */
const PROGRESS_EVERY_MS = 100;
let lastProgress = 0;

try {
  const output = await runAnalysis(input.filePath, input.format, input.wfdbHeader, {
    ...(input.declaredSamples !== undefined ? { declaredSamples: input.declaredSamples } : {}),
    ...(input.startTime !== undefined ? { startTime: input.startTime } : {}),
    ...(input.samplingRate !== undefined ? { samplingRate: input.samplingRate } : {}),
    onProgress: (fraction) => {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = now;
      post({ kind: 'progress', fraction });
    },
  });
  // The parent removes the folder itself (a function does not cross threads).
  post({
    kind: 'done',
    output: {
      engineVersion: output.engineVersion,
      result: output.result,
      charts: output.charts,
      dir: output.dir,
      ...(output.signalFile !== undefined ? { signalFile: output.signalFile } : {}),
      ...(output.reviewBeatsFile !== undefined ? { reviewBeatsFile: output.reviewBeatsFile } : {}),
    },
  });
} catch (error) {
  const e = error instanceof Error ? error : new Error(String(error));
  const code = (e as { code?: unknown }).code;
  post({
    kind: 'failed',
    error: {
      name: e.name,
      message: e.message,
      ...(e instanceof EcgFormatError
        ? { format: e.format, ...(e.where !== undefined ? { where: e.where } : {}) }
        : {}),
      ...(typeof code === 'string' ? { code } : {}),
    },
  });
}
