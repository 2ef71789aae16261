import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldView } from '@heartcheck/contracts/holds';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import { auditLog } from '../audit/public.ts';
import { orders } from '../orders/public.ts';
import {
  api,
  orderStatus,
  receivedOrder,
  REVIEW_CUSTOMER as CUSTOMER,
  startReviewCast,
  uploadFile,
  waitFor,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';

describe.each(testDatabaseKinds())('short recordings held for staff on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;
  let edf: Uint8Array;

  beforeAll(async () => {
    ({ t, admin, customer, cardiologist } = await startReviewCast(kind, {
      MIN_ANALYSABLE_HOURS: '20',
    }));
    edf = (await syntheticRecording(6)).bytes;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A 6-minute recording analysed, then signed by the cardiologist (the usual release). */
  async function shortSignedOrder(): Promise<string> {
    const order = await receivedOrder(t, CUSTOMER);
    expect((await uploadFile(t, admin, order.id, edf, 'short.edf')).status).toBe(200);
    await waitFor(
      async () => ((await orderStatus(t, order.id)) === 'results_ready' ? true : undefined),
      60_000,
    );
    // Signed as usual: customers read only a signed version (one truth).
    const signed = await api(t, cardiologist)('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm throughout the 6 minutes recorded.',
      conclusion: 'Too short for a Holter report.',
    });
    expect(signed.status).toBe(200);
    expect(await orderStatus(t, order.id)).toBe('cardiac_report_ready');
    return order.id;
  }

  it('holds a recording under 20 h analysable: nothing reaches the customer, even once signed', async () => {
    const orderId = await shortSignedOrder();
    const held = await api(t, cardiologist)('GET', `/orders/${orderId}/hold`);
    expect(held.status).toBe(200);
    expect((held.data as { hold: HoldView }).hold).toMatchObject({
      status: 'held',
      minimumS: 72_000,
      analysable: expect.stringMatching(/^\d+ minutes of analysable ECG over 6 minutes worn$/),
    });
    const asCustomer = api(t, customer);
    expect((await asCustomer('GET', `/results/${orderId}`)).status).toBe(404);
    expect((await asCustomer('GET', `/results/${orderId}/report.pdf`)).status).toBe(404);
    const list = (await asCustomer('GET', '/results')).data as {
      list: { orderId: string }[];
      pending: { orderId: string; shortRecording?: boolean; expectedBy: string | null }[];
    };
    expect(list.list.map((r) => r.orderId)).not.toContain(orderId);
    // The customer is told it is held, with no release date promised.
    expect(list.pending.find((p) => p.orderId === orderId)).toMatchObject({
      shortRecording: true,
      expectedBy: null,
    });
    // Staff still read it, with the hold said plainly.
    const staffView = await api(t, admin)('GET', `/results/${orderId}`);
    expect((staffView.data as { shortRecording: string }).shortRecording).toMatch(/^Held:/);
    // Only operations decide; the customer cannot.
    expect(
      (
        await asCustomer('POST', `/orders/${orderId}/hold/decision`, {
          decision: 'release',
          reason: 'x'.repeat(20),
        })
      ).status,
    ).toBe(403);
  });

  it('releases with a reason the customer then reads, once', async () => {
    const orderId = await shortSignedOrder();
    const decide = (body: unknown) =>
      api(t, admin)('POST', `/orders/${orderId}/hold/decision`, body);
    const short = await decide({ decision: 'release', reason: 'ok' });
    expect(short.status).toBe(400);
    expect((short.data as { message: string }).message).toMatch(/at least 10 characters/);
    const reason =
      'The patient cannot wear the recorder again; the cardiologist found the hours enough to report.';
    const released = await decide({ decision: 'release', reason });
    expect(released.status).toBe(200);
    expect((released.data as { hold: HoldView }).hold).toMatchObject({
      status: 'released',
      reason,
    });
    const seen = await api(t, customer)('GET', `/results/${orderId}`);
    expect(seen.status).toBe(200);
    expect((seen.data as { shortRecording: string }).shortRecording).toContain(reason);
    expect((seen.data as { analysable: string }).analysable).toMatch(
      /minutes of analysable ECG over 6 minutes worn/,
    );
    expect((await decide({ decision: 'repeat', reason: 'changed my mind about it' })).status).toBe(
      409,
    );
    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'short_recording_release')));
    expect(audit.map((a) => a.note)).toEqual([reason]);
  });

  it('repeats at no cost: a paid £0 order ready to dispatch, and the short one stays unreleased', async () => {
    const orderId = await shortSignedOrder();
    const repeated = await api(t, admin)('POST', `/orders/${orderId}/hold/decision`, {
      decision: 'repeat',
      reason: 'Recorder came off after 6 minutes',
    });
    expect(repeated.status).toBe(200);
    const hold = (repeated.data as { hold: HoldView }).hold;
    expect(hold.status).toBe('repeated');
    const repeat = (
      await t.app.database.db
        .select()
        .from(orders)
        .where(eq(orders.number, hold.repeatOrderNumber!))
    )[0]!;
    const original = (
      await t.app.database.db.select().from(orders).where(eq(orders.id, orderId))
    )[0]!;
    expect(repeat).toMatchObject({
      status: 'paid',
      totalPence: 0,
      userId: original.userId,
      postalCode: original.postalCode,
      productId: original.productId,
    });
    expect((await api(t, customer)('GET', `/results/${orderId}`)).status).toBe(404);
  });
});
