import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './test/long-first.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own app on its own database and closes both, and no test mocks a
    // module or changes the environment, so files share a worker's loaded modules: importing the
    // API afresh for each of the 78 files cost more than the tests (459 s against 238 s on a
    // 2-core machine). Many tests wait on sockets and timers, so a third worker fills the idle
    // cores (201 s). Module-level caches are keyed by ids unique across databases.
    isolate: false,
    maxWorkers: 3,
    // The files that wait on leases and analyses start first, not last (test/long-first.ts).
    sequence: { sequencer: LongFirstSequencer },
    // Node 24.21 (the pinned one) carries a V8 bug in freeing WebAssembly code: a worker that
    // creates and closes many PGlite databases, as these files do one after another, can die with
    // "Check failed: jit_page_->allocations_.erase(addr) == 1" in UnregisterWasmAllocation
    // (SIGTRAP; CI at stop 48, in disclosure.int.test.ts after 734 tests had passed). Fixed in V8
    // 9b8ca54d5a, not yet in a 24.x release (nodejs/node#66366, backport nodejs/node#66376).
    // Never collecting wasm code avoids it; the server keeps one database for its life, so only
    // the test workers need it. Remove with a Node release that has the backport.
    execArgv: ['--no-wasm-code-gc'],
  },
});
