import { defineConfig } from 'vitest/config';

/** Tests of the project's own scripts (the web build `npm start` runs), in Node. */
export default defineConfig({
  test: { include: ['test/**/*.test.mjs'], environment: 'node' },
});
