/**
 * How many browser-test files run at once, each worker with its own server (global-setup.ts), so
 * files never share data or sign-in limits with a file running beside them. One on the 2-core
 * machines: the browser and the server already keep both cores busy, so with two workers each
 * file ran 1.5-1.8 times slower and the suite only 7 % faster, and that load exposed a race in
 * the operations list (docs/performance.md, "The test command's time"). Raise it on a machine
 * with more cores.
 */
export const E2E_WORKERS = 1;

/** The server of the worker this test file runs in (VITEST_POOL_ID is 1 to E2E_WORKERS). */
export const serverVariable = (worker: string | undefined = process.env.VITEST_POOL_ID): string =>
  `E2E_BASE_URL_${worker ?? '1'}`;
