// Entry point of the CLI's signal-quality worker thread (src/quality/worker-scanner.ts). A
// worker is a Node instance of its own: it turns the compile cache on (bin/heartcheck-ecg.mjs,
// README "Memory of the CLI") before loading any .ts, or it would load Node's TypeScript
// stripper, ~16 MB more for the worker (RSS of a process with an idle worker: 62 MB with this,
// 78 MB without; 27 November 2026).
import { enableCompileCache } from 'node:module';

enableCompileCache?.();

await import('../src/quality/scan-worker.ts');
