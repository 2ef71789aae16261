import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsOfOrder } from '@heartcheck/contracts/results';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../audit/public.ts';
import { orders } from '../orders/public.ts';
import { recordings } from './public.ts';
import { api, orderStatus, receivedOrder, uploadFile, waitFor } from '../results/testing.ts';
import { syntheticCsvWithoutStart, syntheticRecording } from '../results/recording-testing.ts';

const CUSTOMER = 'customer@example.com';

/** A copy of an EDF+ file whose recording field names the recorder's serial. */
function withSerial(edf: Uint8Array, serial: string): Uint8Array {
  const copy = new Uint8Array(edf);
  const field = `Startdate 05-JAN-2026 X X SN=${serial}`.padEnd(80, ' ');
  copy.set(new TextEncoder().encode(field), 88);
  return copy;
}

describe.each(testDatabaseKinds())('recording intake on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let edf: Uint8Array;
  let csvNoStart: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    admin = await t.tokenFor('admin@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, admin);
    const customer = await t.tokenFor(CUSTOMER);
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, customer);
    edf = (await syntheticRecording(8)).bytes;
    csvNoStart = await syntheticCsvWithoutStart(8, 11);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An order sent with recorder `sent` and received back (serial `back`, override if given). */
  async function orderWithSerial(sent: string, back = sent, overrideReason?: string) {
    const order = await receivedOrder(t, CUSTOMER, 'delivered');
    // receivedOrder dispatched without a serial: record the one sent as dispatch would.
    await t.app.database.db
      .update(orders)
      .set({ deviceSerial: sent })
      .where(eq(orders.id, order.id));
    const received = await t.graphql(
      `mutation($id: ID!, $serial: String, $reason: String) {
        markOrderReceived(id: $id, deviceSerial: $serial, overrideReason: $reason) { status returnedDeviceSerial }
      }`,
      { id: order.id, serial: back, reason: overrideReason ?? null },
      admin,
    );
    return { order, received };
  }

  it('refuses a returned recorder that is not the one sent, unless staff give the reason (audited)', async () => {
    const { order, received } = await orderWithSerial('HC-1001', 'HC-2002');
    expect(received.body.errors?.[0]?.message).toMatch(
      /^The serial entered, HC-2002, does not match HC-1001, the recorder of order HC-/,
    );
    expect(await orderStatus(t, order.id)).toBe('delivered');
    const accepted = await t.graphql(
      `mutation($id: ID!) {
        markOrderReceived(id: $id, deviceSerial: " hc-2002 ", overrideReason: "Customer swapped with spouse's kit, confirmed by phone") { status returnedDeviceSerial }
      }`,
      { id: order.id },
      admin,
    );
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data).toEqual({
      markOrderReceived: { status: 'received', returnedDeviceSerial: 'HC-2002' },
    });
    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'receive')));
    expect(audit[0]!.note).toMatch(
      /Serial override: recorder HC-2002 accepted in place of HC-1001. Reason: Customer swapped/,
    );
  });

  it('asks for the serial at intake and refuses a different recorder unless overridden with a reason', async () => {
    const { order } = await orderWithSerial('HC-3003');
    const info = await api(t, admin)('GET', `/orders/${order.id}/recording`);
    expect(info.data).toMatchObject({
      patient: { name: 'Alex Taylor', deviceSerial: 'HC-3003', returnedDeviceSerial: 'HC-3003' },
    });
    const none = await uploadFile(t, admin, order.id, edf, 'a.edf');
    expect(none.status).toBe(400);
    expect((none.data as { message: string }).message).toMatch(
      /the recorder of order HC-[0-9-]+ is HC-3003/,
    );
    const wrong = await uploadFile(t, admin, order.id, edf, 'a.edf', {
      fields: { deviceSerial: 'HC-4004' },
    });
    expect(wrong.status).toBe(409);
    expect((wrong.data as { message: string }).message).toMatch(
      /entered, HC-4004, does not match HC-3003.*another patient's recording/,
    );
    const tooShortReason = await uploadFile(t, admin, order.id, edf, 'a.edf', {
      fields: { deviceSerial: 'HC-4004', serialOverrideReason: 'ok' },
    });
    expect(tooShortReason.status).toBe(409);
    expect(await orderStatus(t, order.id)).toBe('received');
    const overridden = await uploadFile(t, admin, order.id, edf, 'a.edf', {
      fields: {
        deviceSerial: 'HC-4004',
        serialOverrideReason: 'Label misprinted; serial confirmed with the maker',
      },
    });
    expect(overridden.status).toBe(200);
    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'upload_recording')));
    expect(audit[0]!.note).toMatch(
      /Serial override at intake: recorder HC-4004 .*Label misprinted/,
    );
    expect(audit[0]!.after).toMatchObject({ deviceSerial: 'HC-4004' });
  });

  it("refuses a file whose own header names another recorder's serial", async () => {
    const { order } = await orderWithSerial('HC-5005');
    const other = await uploadFile(t, admin, order.id, withSerial(edf, 'HC-6006'), 'b.edf', {
      fields: { deviceSerial: 'HC-5005' },
    });
    expect(other.status).toBe(400);
    expect((other.data as { message: string }).message).toMatch(
      /made by recorder HC-6006, not HC-5005/,
    );
    expect(await orderStatus(t, order.id)).toBe('received');
    const same = await uploadFile(t, admin, order.id, withSerial(edf, 'HC-5005'), 'b.edf', {
      fields: { deviceSerial: 'HC-5005' },
    });
    expect(same.status).toBe(200);
    const row = (
      await t.app.database.db.select().from(recordings).where(eq(recordings.orderId, order.id))
    )[0]!;
    expect([row.deviceSerial, row.fileDeviceSerial]).toEqual(['HC-5005', 'HC-5005']);
  });

  async function resultsOf(orderId: string): Promise<ResultsOfOrder> {
    await waitFor(
      async () => ((await orderStatus(t, orderId)) === 'results_ready' ? true : undefined),
      60_000,
    );
    return (await api(t, admin)('GET', `/results/${orderId}`)).data;
  }

  it('withholds day and night while the start time is unknown, and says why', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    const done = await uploadFile(t, admin, order.id, csvNoStart, 'nostart.csv');
    expect(done.status).toBe(200);
    const r = await resultsOf(order.id);
    expect(r.recording.startTime).toBeNull();
    expect(r.dayNight).toBeNull();
    expect(r.dayNightWithheld).toMatch(/did not record the time it started/);
    expect(r.nightWindows).toEqual([]);
    expect(r.warnings.join(' ')).toMatch(/no start date-time/);
    expect(r.indices.find((c) => c.id === 'sns')).toMatchObject({ periods: null });
  });

  it('takes the start time at intake (UK time) and then splits day and night', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    const badTime = await uploadFile(t, admin, order.id, csvNoStart, 'start.csv', {
      fields: { startTime: '2026-02-30T23:55' },
    });
    expect(badTime.status).toBe(400);
    expect((badTime.data as { message: string }).message).toMatch(/real date and time/);
    const done = await uploadFile(t, admin, order.id, csvNoStart, 'start.csv', {
      fields: { startTime: '2026-01-05T23:55' },
    });
    expect(done.status).toBe(200);
    const r = await resultsOf(order.id);
    expect(r.recording.startTime).toBe('2026-01-05T23:55:00');
    expect(r.dayNightWithheld).toBeNull();
    expect(r.dayNight?.night).toHaveLength(6);
    // 23:55 + 8 minutes: the last 3 minutes are after midnight, inside the night window.
    expect(r.nightWindows).toEqual([[300, 480]]);
    expect(r.warnings.join(' ')).not.toMatch(/no start date-time/);
    const info = await api(t, admin)('GET', `/orders/${order.id}/recording`);
    expect(info.data).toMatchObject({ recording: { startTimeSource: 'staff' } });
  });
});
