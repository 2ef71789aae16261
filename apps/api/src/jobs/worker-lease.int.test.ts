import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { analyses } from '../modules/analysis/public.ts';
import {
  orderStatus,
  receivedOrder,
  syntheticEdf,
  uploadFile,
  waitFor,
} from '../modules/results/testing.ts';
import { startAnalysisWorker, type AnalysisWorker } from './worker.ts';

const CUSTOMER = 'customer@example.com';

/**
 * Issue 24: with the engine on the worker's own thread, a long analysis stopped the lease timer,
 * the lease lapsed and the job was handed back and restarted (4-7 times under load). The engine
 * now runs in a worker thread; this runs a six-hour recording under a 1 s lease.
 */
describe.each(testDatabaseKinds())('analysis lease under a long analysis on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let dir: string;
  let edf: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    admin = await t.tokenFor('admin@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, admin);
    const rec = await syntheticEdf(360, 5);
    dir = rec.dir;
    edf = new Uint8Array(await fs.readFile(rec.file));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps renewing a lease shorter than the analysis: one attempt, never lapsed, done once', async () => {
    const runtime = t.app.services;
    await runtime.analysis.worker!.stop();
    const worker: AnalysisWorker = await startAnalysisWorker(
      {
        database: t.app.database,
        blobs: runtime.blobs,
        mailer: { send: async () => 'x' },
        publicUrl: t.url,
      },
      { concurrency: 1, leaseSeconds: 1, pollSeconds: 0.5 },
    );
    runtime.analysis.attach(worker);
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
