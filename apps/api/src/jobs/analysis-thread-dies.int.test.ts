import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { analyses, runInThread } from '../modules/analysis/public.ts';
import {
  orderStatus,
  receivedOrder,
  syntheticEdf,
  uploadFile,
  waitFor,
} from '../modules/results/testing.ts';
import { startAnalysisWorker, type AnalyseStep, type AnalysisWorker } from './worker.ts';

const CUSTOMER = 'customer@example.com';
const DYING = new URL('../../test/dying-analysis-thread.ts', import.meta.url);

/**
 * Issue 24: the engine runs in a worker thread; when that thread dies (here: process.exit in
 * it), the job must fail with a message staff can read and be retried, never wait for an answer
 * that cannot come with its lease renewed for ever.
 */
describe.each(testDatabaseKinds())('an analysis whose thread dies on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let dir: string;
  let edf: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    admin = await t.tokenFor('admin@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, admin);
    const rec = await syntheticEdf(2, 5);
    dir = rec.dir;
    edf = new Uint8Array(await fs.readFile(rec.file));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('fails the attempt with the reason, is retried, and the order stays analysing', async () => {
    const runtime = t.app.services;
    await runtime.analysis.worker!.stop();
    // The worker's own run step, with the thread's entry one that exits without an answer.
    const dies: AnalyseStep = (_file, format, header, options) =>
      runInThread({ entry: DYING }, 'exit', format, header, options);
    const worker: AnalysisWorker = await startAnalysisWorker(
      {
        database: t.app.database,
        blobs: runtime.blobs,
        mailer: { send: async () => 'x' },
        publicUrl: t.url,
        analyse: dies,
      },
      { concurrency: 1, leaseSeconds: 2, pollSeconds: 0.5 },
    );
    runtime.analysis.attach(worker);
    try {
      const order = await receivedOrder(t, CUSTOMER);
      const accepted = await uploadFile(t, admin, order.id, edf, 'dies.edf');
      expect(accepted.status).toBe(200);
      const analysisId = (accepted.data as { analysisId: string }).analysisId;
      const failed = await waitFor(async () => {
        const row = (
          await t.app.database.db.select().from(analyses).where(eq(analyses.id, analysisId))
        )[0]!;
        return row.error ? row : undefined;
      }, 30_000);
      expect(failed.error).toBe(
        "the analysis engine's thread stopped without an answer (exit code 7)",
      );
      // Not the file's fault: queued again for a retry (queue.ts backoff), not failed for good.
      expect(['queued', 'running']).toContain(failed.status);
      expect(failed.attempts).toBeGreaterThanOrEqual(1);
      expect(await orderStatus(t, order.id)).toBe('analysing');
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
