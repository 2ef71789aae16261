import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import type { Workstation } from '@heartcheck/contracts/review-edits';
import { analyses, reviewBeatsKey, type StoredResult } from '../analysis/public.ts';
import { healthDataReads } from '../audit/public.ts';
import type { OrderRow } from '../orders/public.ts';
import {
  api,
  newCustomer,
  orderStatus,
  receivedOrder,
  uploadFile,
  waitFor,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';

const CUSTOMER = 'customer@example.com';

function decode(base64: string): Int16Array {
  const bytes = Buffer.from(base64, 'base64');
  return Int16Array.from({ length: bytes.length / 2 }, (_, i) => bytes.readInt16LE(2 * i));
}

describe.each(testDatabaseKinds())('full disclosure on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;
  let other: string;
  let order: OrderRow;
  let analysisId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    [admin, customer, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor(CUSTOMER),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, customer, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    other = await newCustomer(t, `disclosure-other-${kind}@example.com`);
    order = await receivedOrder(t, CUSTOMER);
    // 35 minutes: a full first page of 30 rows and a second page of 5.
    const done = await uploadFile(
      t,
      admin,
      order.id,
      (await syntheticRecording(35)).bytes,
      'day.edf',
    );
    expect(done.status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    analysisId = (
      await t.app.database.db.select().from(analyses).where(eq(analyses.orderId, order.id))
    )[0]!.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives the cardiologist every page: rows, envelope and the engine’s labelled beats', async () => {
    const first = await api(t, cardiologist)('GET', `/reviews/${order.id}/disclosure/0`);
    expect(first.status).toBe(200);
    const page = first.data as DisclosurePage;
    expect(page).toMatchObject({ page: 0, pageCount: 2, rowsPerPage: 30, rowSeconds: 60 });
    expect(page.labels).toBe('engine');
    expect(page.rows).toHaveLength(30);
    expect(first.headers.get('cache-control')).toBe('no-store');
    // 68 bpm synthetic: about 68 beats a minute, almost all normal.
    const beats = page.beats!;
    expect(beats.length).toBeGreaterThan(30 * 60);
    expect(beats.length).toBeLessThan(30 * 76);
    expect(beats.filter((b) => b.label === 'N').length / beats.length).toBeGreaterThan(0.9);
    const perRow = page.rows.map((r) => Object.values(r.counts).reduce((a, b) => a + b, 0));
    expect(perRow.reduce((a, b) => a + b, 0)).toBe(beats.length);
    expect(page.rows[3]!.hr).toBeGreaterThan(55);
    expect(page.rows[3]!.hr).toBeLessThan(80);
    // The envelope covers the page, 50 min/max pairs a second, and shows the R peaks.
    const env = decode(page.envelope);
    expect(env.length).toBe(30 * 60 * 50 * 2);
    expect(Math.max(...env.subarray(0, 6000))).toBeGreaterThan(500);

    const second = (await api(t, cardiologist)('GET', `/reviews/${order.id}/disclosure/1`))
      .data as DisclosurePage;
    expect(second.rows.map((r) => r.fromS)).toEqual([1800, 1860, 1920, 1980, 2040]);
    expect(second.beats!.every((b) => b.sample >= 1800 * 250)).toBe(true);
    // Past the last page, or not a page at all: the answer says which pages there are.
    const past = await api(t, cardiologist)('GET', `/reviews/${order.id}/disclosure/2`);
    expect(past.status).toBe(404);
    expect((past.data as { message: string }).message).toBe(
      'The recording has no page 2: its pages are 0 to 1.',
    );
    for (const page of ['x', '673', '-1']) {
      const bad = await api(t, cardiologist)('GET', `/reviews/${order.id}/disclosure/${page}`);
      expect(bad.status, page).toBe(400);
      expect((bad.data as { message: string }).message).toBe(
        'The page is a whole number from 0 (the first page) to 672.',
      );
    }
  });

  it('logs the cardiologist’s reads of the pages in the access log', async () => {
    const rows = await t.app.database.db
      .select()
      .from(healthDataReads)
      .where(and(eq(healthDataReads.orderId, order.id), eq(healthDataReads.resource, 'ecg_strip')));
    // One row per reader, order and clock hour, counting the reads: pages 0 and 1 (not the
    // refused page numbers, which read nothing). Reads either side of a clock hour are two rows,
    // so a run that straddles one sees two (it failed at 13:00 when this asserted one row).
    expect(rows).toHaveLength(new Set(rows.map((r) => r.hour.getTime())).size);
    for (const row of rows)
      expect(row.hour.getTime()).toBe(Math.floor(row.firstAt.getTime() / 3_600_000) * 3_600_000);
    expect(rows.reduce((sum, r) => sum + r.reads, 0)).toBe(2);
    for (const row of rows)
      expect(row).toMatchObject({
        actorRole: 'cardiologist',
        purpose: 'review',
        resourceId: analysisId,
      });
  });

  it('refuses everyone but the cardiologist: 403 for the customer and operations, 404 unknown', async () => {
    for (const token of [customer, other, admin])
      expect((await api(t, token)('GET', `/reviews/${order.id}/disclosure/0`)).status).toBe(403);
    expect((await api(t, undefined)('GET', `/reviews/${order.id}/disclosure/0`)).status).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api(t, cardiologist)('GET', `/reviews/${unknown}/disclosure/0`)).status).toBe(
      404,
    );
  });

  it('labels the beats as the cardiologist corrected them: a relabel shows, its undo goes', async () => {
    const call = api(t, cardiologist);
    const page0 = async () =>
      (await call('GET', `/reviews/${order.id}/disclosure/0`)).data as DisclosurePage;
    const ws = (await call('GET', `/reviews/${order.id}/workstation`)).data as Workstation;
    const largest = ws.templates[0]!;
    expect(largest.label).toBe('N');
    const before = await page0();
    const normal = before.beats!.filter((b) => b.label === 'N').length;
    expect(
      (
        await call('POST', `/reviews/${order.id}/edits`, {
          kind: 'relabel-template',
          templateId: largest.id,
          label: 'S',
        })
      ).status,
    ).toBe(200);
    const after = await page0();
    expect(after.labels).toBe('corrected');
    // the template's beats on the page are supraventricular now, in the beats and the row counts
    const s = after.beats!.filter((b) => b.label === 'S').length;
    expect(s).toBeGreaterThan(normal / 2);
    expect(after.rows.reduce((a, r) => a + r.counts.S, 0)).toBe(s);
    expect((await call('POST', `/reviews/${order.id}/edits/undo`)).status).toBe(200);
    const undone = await page0();
    expect(undone.labels).toBe('engine');
    expect(undone.beats).toEqual(before.beats);
  });

  it('draws a recording analysed before the beat file at once; the workstation builds the file on first open', async () => {
    const old = await receivedOrder(t, CUSTOMER);
    const { bytes } = await syntheticRecording(10);
    expect((await uploadFile(t, admin, old.id, bytes, 'old.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, old.id)) === 'results_ready' ? true : undefined,
    );
    const row = (
      await t.app.database.db.select().from(analyses).where(eq(analyses.orderId, old.id))
    )[0]!;
    // as an analysis made before the workstation existed: no beat file
    await t.app.services.blobs.delete(reviewBeatsKey(row.id));
    const call = api(t, cardiologist);
    const page = (await call('GET', `/reviews/${old.id}/disclosure/0`)).data as DisclosurePage;
    expect(page.labels).toBe('unavailable');
    expect(page.beats).toBeNull();
    expect(decode(page.envelope).length).toBe(10 * 60 * 50 * 2);

    // without its signal copy it cannot be built: said so, never a blank screen
    await t.app.database.db
      .update(analyses)
      .set({ signalKey: null })
      .where(eq(analyses.id, row.id));
    const refused = await call('GET', `/reviews/${old.id}/workstation`);
    expect(refused.status).toBe(409);
    expect((refused.data as { message: string }).message).toMatch(/signal copy is missing/);
    await t.app.database.db
      .update(analyses)
      .set({ signalKey: row.signalKey })
      .where(eq(analyses.id, row.id));

    const opened = await call('GET', `/reviews/${old.id}/workstation`);
    expect(opened.status).toBe(202);
    expect(opened.data).toMatchObject({ preparing: true });
    const ready = await waitFor<Workstation>(async () => {
      const r = await call('GET', `/reviews/${old.id}/workstation`);
      return r.status === 200 ? r.data : undefined;
    }, 90_000);
    // the engine run again over the signal copy finds the beats the analysis found
    const stored = row.result as StoredResult;
    expect(ready.counts.totalBeats).toBe(stored.summary.totalBeats);
    expect(ready.counts.beatClasses).toEqual(stored.summary.beatClasses);
    expect(ready.templates.length).toBeGreaterThan(0);
    const labelled = (await call('GET', `/reviews/${old.id}/disclosure/0`)).data as DisclosurePage;
    expect(labelled.labels).toBe('engine');
    expect(labelled.beats!.length).toBeGreaterThan(10 * 60);
  }, 180_000);
});
