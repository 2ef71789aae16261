/**
 * How many browser-test files run at once. Each worker has its own server (global-setup.ts), so
 * files never share data or sign-in limits with a file running beside them, as when they ran one
 * at a time. Two suit the 2-core machines: a worker spends much of its time waiting on its
 * server or its page, which the other worker fills (see docs/testing.md for the figures).
 */
export const E2E_WORKERS = 2;

/** The server of the worker this test file runs in (VITEST_POOL_ID is 1 to E2E_WORKERS). */
export const serverVariable = (worker: string | undefined = process.env.VITEST_POOL_ID): string =>
  `E2E_BASE_URL_${worker ?? '1'}`;
