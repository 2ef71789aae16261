import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One browser at a time against one server: steady on the 2-core machines.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
