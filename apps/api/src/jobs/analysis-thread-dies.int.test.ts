import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import type { TestApp } from '../../test/harness.ts';
import { analyses, runInThread } from '../modules/analysis/public.ts';
import { orderStatus, receivedOrder, uploadFile, waitFor } from '../modules/results/testing.ts';
import type { AnalyseStep } from './worker.ts';
import { startWorkerCast, swapWorker, type WorkerCast } from '../../test/worker-cast.ts';

const CUSTOMER = 'customer@example.com';
const DYING = new URL('../../test/dying-analysis-thread.ts', import.meta.url);

/**
 * Issue 24: the engine runs in a worker thread; when that thread dies (here: process.exit in
 * it), the job must fail with a message staff can read and be retried, never wait for an answer
 * that cannot come with its lease renewed for ever.
 */
describe.each(testDatabaseKinds())('an analysis whose thread dies on %s', (kind) => {
  let cast: WorkerCast;
  let t: TestApp;
  let admin: string;
  let edf: Uint8Array;

  beforeAll(async () => {
    cast = await startWorkerCast(kind, 2);
    ({ t, admin, edf } = cast);
  });
  afterAll(() => cast?.close());

  it('fails the attempt with the reason, is retried, and the order stays analysing', async () => {
    // The worker's own run step, with the thread's entry one that exits without an answer.
    const dies: AnalyseStep = (_file, format, header, options) =>
      runInThread({ entry: DYING }, 'exit', format, header, options);
    const worker = await swapWorker(t, 2, dies);
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
