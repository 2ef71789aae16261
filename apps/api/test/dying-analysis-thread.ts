/**
 * An analysis thread entry that dies instead of answering (run-in-thread.test.ts), in the way
 * named by its input's file path: "exit" calls process.exit after one progress report, "throw"
 * throws outside any try (an uncaught exception), "oom" allocates until its heap limit is hit,
 * "hang" loops for ever after its progress report.
 * Loaded by Node's type stripping in a worker thread: plain TypeScript, Node imports only.
 */
import { parentPort, workerData } from 'node:worker_threads';

const how = (workerData as { filePath: string }).filePath;
parentPort?.postMessage({ kind: 'progress', fraction: 0.1 });

if (how === 'exit') process.exit(7);
if (how === 'throw')
  setTimeout(() => {
    throw new TypeError("Cannot read properties of undefined (reading 'rr')");
  }, 10);
if (how === 'oom') {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i * 1.5));
}
if (how === 'hang') for (;;);
