import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom per worker, each file still in its own VM context: creating jsdom for each of
    // the 50 files took 57 % of the suite's time (97 s against 19 s on a 2-core machine).
    pool: 'vmThreads',
    // A page test renders a whole page and types into it: the default 5 s was too short on a
    // 2-core machine under load (three page tests timed out mid-way, none stuck).
    testTimeout: 20_000,
  },
});
