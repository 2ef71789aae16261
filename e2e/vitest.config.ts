import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers.ts';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Fails any test whose pages asked for a missing translation key, on every route visited.
    setupFiles: ['support/console-check.ts'],
    testTimeout: 60_000,
    // expect.poll gives up after 1 s by default: a lazily loaded page and its translations take
    // longer on a busy 2-core machine, so polls wait as long as Playwright's own actions do
    // (support/browser.ts sets 15 s). Without it, tests failed by the machine's load, not the app.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 90_000,
    // Files at a time, each worker with its own browser and its own server (support/workers.ts).
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
  },
});
