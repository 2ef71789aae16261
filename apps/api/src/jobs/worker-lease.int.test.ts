import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import type { TestApp } from '../../test/harness.ts';
import { analyses } from '../modules/analysis/public.ts';
import { orderStatus, receivedOrder, uploadFile, waitFor } from '../modules/results/testing.ts';
import { startWorkerCast, swapWorker, type WorkerCast } from '../../test/worker-cast.ts';

const CUSTOMER = 'customer@example.com';

/**
 * Issue 24: with the engine on the worker's own thread, a long analysis stopped the lease timer,
 * the lease lapsed and the job was handed back and restarted (4-7 times under load). The engine
 * now runs in a worker thread; this runs a six-hour recording under a 1 s lease.
 */
describe.each(testDatabaseKinds())('analysis lease under a long analysis on %s', (kind) => {
  let cast: WorkerCast;
  let t: TestApp;
  let admin: string;
  let edf: Uint8Array;

  beforeAll(async () => {
    cast = await startWorkerCast(kind, 360);
    ({ t, admin, edf } = cast);
  });
  afterAll(() => cast?.close());

  it('keeps renewing a lease shorter than the analysis: one attempt, never lapsed, done once', async () => {
    const worker = await swapWorker(t, 1);
    try {
      const order = await receivedOrder(t, CUSTOMER);
      const accepted = await uploadFile(t, admin, order.id, edf, 'six-hours.edf');
      expect(accepted.status).toBe(200);
      const analysisId = (accepted.data as { analysisId: string }).analysisId;
      const row = async () =>
        (await t.app.database.db.select().from(analyses).where(eq(analyses.id, analysisId)))[0]!;
      // The test's own timer reads the row every 50 ms: it runs on the worker's thread, so it
      // ticks, and sees the lease, only as often as the lease timer could run.
      let ticks = 0;
      let lapsedSeen = 0;
      let runningSince: number | undefined;
      let runningFor = 0;
      const watch = setInterval(() => {
        ticks++;
        void row().then((r) => {
          if (r.status !== 'running') return;
          runningSince ??= performance.now();
          runningFor = performance.now() - runningSince;
          if (r.leaseUntil && r.leaseUntil.getTime() < Date.now()) lapsedSeen++;
        });
      }, 50);
      try {
        await waitFor(
          async () => ((await orderStatus(t, order.id)) === 'results_ready' ? true : undefined),
          120_000,
        );
      } finally {
        clearInterval(watch);
      }
      const finished = await row();
      expect(finished.status).toBe('succeeded');
      expect(finished.attempts).toBe(1);
      expect(lapsedSeen).toBe(0);
      // Longer than the lease, or the test proves nothing.
      expect(runningFor).toBeGreaterThan(1000);
      expect(ticks).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
  }, 180_000);
});
