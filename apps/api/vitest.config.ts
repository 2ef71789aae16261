import { defineConfig } from 'vitest/config';

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
  },
});
