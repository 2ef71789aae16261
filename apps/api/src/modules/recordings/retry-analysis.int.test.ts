import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { ANALYSIS_STORAGE_FULL } from '../../jobs/worker.ts';
import { analyses, unqueuedAnalyses } from '../analysis/public.ts';
import { auditLog } from '../audit/public.ts';
import { api, orderStatus, receivedOrder, uploadFile } from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';

/**
 * Issue 25: an analysis that failed for good (the disk filled on its last try) is queued again
 * from the operations console, not with SQL: admin only, only a failed analysis, a second click
 * while it waits changes nothing, and the order's audit says who retried it and why it failed.
 * No worker runs here, so each analysis stays where the test puts it.
 */
describe.each(testDatabaseKinds())('retrying a failed analysis on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let orderId = '';

  const retry = (token: string) => api(t, token)('POST', `/orders/${orderId}/analysis/retry`, {});
  const analysis = async () =>
    (await t.app.database.db.select().from(analyses).where(eq(analyses.orderId, orderId)))[0]!;
  const retries = () =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'retry_analysis')));
  /** Where the worker leaves an analysis whose tries ran out (worker.ts fail, final). */
  const failForGood = () =>
    t.app.database.db
      .update(analyses)
      .set({ status: 'failed', error: ANALYSIS_STORAGE_FULL, jobId: 'job-that-failed' })
      .where(eq(analyses.orderId, orderId));

  beforeAll(async () => {
    t = await startTestApp(kind, { RUN_WORKER: 'false', LOG_LEVEL: 'silent' });
    admin = await t.tokenFor('admin@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, admin);
    const order = await receivedOrder(t, 'customer@example.com');
    orderId = order.id;
    const { bytes } = await syntheticRecording(5);
    expect((await uploadFile(t, admin, orderId, bytes, 'retry.edf')).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses staff who are not admin, and an analysis that did not fail', async () => {
    const cardiologist = await t.tokenFor('cardiologist@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, cardiologist);
    expect((await retry(cardiologist)).status).toBe(403);
    const customer = await t.tokenFor('customer@example.com');
    expect((await retry(customer)).status).toBe(403);
    await t.app.database.db
      .update(analyses)
      .set({ status: 'succeeded' })
      .where(eq(analyses.orderId, orderId));
    const done = await retry(admin);
    expect(done.status).toBe(409);
    expect((done.data as { message: string }).message).toBe(
      'Only a failed analysis can be retried.',
    );
    expect(await retries()).toEqual([]);
  });

  it('queues a failed analysis again once, audited; a second click changes nothing', async () => {
    await failForGood();
    expect(await orderStatus(t, orderId)).toBe('analysing');
    const first = await retry(admin);
    expect(first.status).toBe(200);
    const row = await analysis();
    expect(first.data).toEqual({ analysisId: row.id, status: 'queued', retried: true });
    expect(row).toMatchObject({ status: 'queued', error: null, jobId: null });
    // With no job, a worker's sweep queues it even if this process had no worker to hand it to.
    expect(await unqueuedAnalyses(t.app.database.db, 0)).toContainEqual({ id: row.id });
    const [entry] = await retries();
    expect(entry).toMatchObject({
      entityType: 'order',
      actorType: 'admin',
      before: { analysisId: row.id, status: 'failed', error: ANALYSIS_STORAGE_FULL },
      after: { analysisId: row.id, status: 'queued' },
    });

    const second = await retry(admin);
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ analysisId: row.id, status: 'queued', retried: false });
    expect(await retries()).toHaveLength(1);
    expect(await orderStatus(t, orderId)).toBe('analysing');
  });
});
