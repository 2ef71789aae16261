import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsOfOrder } from '@heartcheck/contracts/results';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import { ukDayOf } from '../../lib/uk-day.ts';
import { auditLog } from '../audit/public.ts';
import {
  api,
  newCustomer,
  orderStatus,
  receivedOrder,
  startReviewCast,
  uploadFile,
  waitFor,
} from '../results/testing.ts';
import { syntheticCsvWithoutStart } from '../results/recording-testing.ts';

const CUSTOMER = 'start-time@example.com';

/**
 * Issue 21: staff add or correct the recording's start time after intake (audited, with the
 * reason); the recording is analysed again, so day/night splits appear; after signing the order
 * waits for a corrected version, which is signed on the new analysis while version 1 keeps its own.
 */
describe.each(testDatabaseKinds())('start time corrected after intake on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let cardiologist: string;
  let customer: string;
  let csvNoStart: Uint8Array;

  beforeAll(async () => {
    ({ t, admin, cardiologist } = await startReviewCast(kind));
    customer = await newCustomer(t, CUSTOMER);
    csvNoStart = await syntheticCsvWithoutStart(8, 11);
    // The app and its worker start slowly on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  /**
   * The newest analysis of the order once it has finished, as the cardiologist reviews it (staff
   * results show the latest signed version, on the analysis it was signed on).
   */
  async function analysed(orderId: string, analysisId: string): Promise<ResultsOfOrder> {
    await waitFor(async () => {
      const info = (await api(t, admin)('GET', `/orders/${orderId}/recording`)).data as {
        analysis: { id: string; status: string };
      };
      return info.analysis.id === analysisId && info.analysis.status === 'succeeded'
        ? true
        : undefined;
    }, 60_000);
    return (
      (await api(t, cardiologist)('GET', `/reviews/${orderId}`)).data as {
        results: ResultsOfOrder;
      }
    ).results;
  }

  it('refuses a wrong correction, then analyses again with the start and shows day and night; after signing a corrected version is needed', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    expect((await uploadFile(t, admin, order.id, csvNoStart, 'nostart.csv')).status).toBe(200);
    await waitFor(
      async () => ((await orderStatus(t, order.id)) === 'results_ready' ? true : undefined),
      60_000,
    );
    const path = `/orders/${order.id}/recording/start-time`;
    // The UK day whose 23:55 is nearest now (within 12 hours either side): the order was
    // dispatched and received just now, and a start a day either side of that is allowed. A
    // fixed "yesterday" failed when the test ran across midnight (23:55 yesterday was then more
    // than a day before the dispatch).
    const day = ukDayOf(new Date(Date.now() - 12 * 3_600_000));
    const asAdmin = api(t, admin);

    expect(
      (await api(t, customer)('PUT', path, { startTime: `${day}T23:55`, reason: 'x' })).status,
    ).toBe(403);
    const noReason = await asAdmin('PUT', path, { startTime: `${day}T23:55`, reason: ' ' });
    expect([noReason.status, (noReason.data as { message: string }).message]).toEqual([
      400,
      'Give the reason for the start time.',
    ]);
    const early = await asAdmin('PUT', path, { startTime: '2020-01-01T10:00', reason: 'form' });
    expect((early.data as { message: string }).message).toMatch(/before the recorder was sent/);

    const first = await asAdmin('PUT', path, {
      startTime: `${day}T23:55`,
      reason: 'Start time from the return form',
    });
    expect(first.status).toBe(200);
    const firstDone = first.data as { analysisId: string; reissueNeeded: boolean };
    expect(firstDone.reissueNeeded).toBe(false);
    const r = await analysed(order.id, firstDone.analysisId);
    expect(r.recording.startTime).toBe(`${day}T23:55:00`);
    expect(r.dayNightWithheld).toBeNull();
    expect(r.dayNight?.night).toHaveLength(6);
    // 23:55 + 8 minutes: the last 3 minutes are after midnight, inside the night window.
    expect(r.nightWindows).toEqual([[300, 480]]);

    const asCardiologist = api(t, cardiologist);
    const report = { findings: 'Sinus rhythm.', conclusion: 'Normal.' };
    expect((await asCardiologist('POST', `/reviews/${order.id}/sign`, report)).status).toBe(200);

    const second = await asAdmin('PUT', path, {
      startTime: `${day}T23:58`,
      reason: 'Customer says they started it at 23:58',
    });
    const secondDone = second.data as { analysisId: string; reissueNeeded: boolean };
    expect(secondDone.reissueNeeded).toBe(true);
    const review = async () =>
      (await asCardiologist('GET', `/reviews/${order.id}`)).data as {
        correctionPendingAt: string | null;
      };
    expect((await review()).correctionPendingAt).not.toBeNull();
    // The customer still reads version 1, signed on the analysis its cardiologist reviewed.
    const v1 = (await api(t, customer)('GET', `/results/${order.id}`)).data as ResultsOfOrder;
    expect(v1.nightWindows).toEqual([[300, 480]]);

    expect((await analysed(order.id, secondDone.analysisId)).nightWindows).toEqual([[120, 480]]);
    const amended = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      ...report,
      amendmentReason: 'Corrected start time',
    });
    expect(amended.status).toBe(200);
    expect((await review()).correctionPendingAt).toBeNull();
    const asCustomer = api(t, customer);
    const v2 = (await asCustomer('GET', `/results/${order.id}`)).data as ResultsOfOrder;
    expect(v2.nightWindows).toEqual([[120, 480]]);
    const kept = (await asCustomer('GET', `/results/${order.id}?version=1`)).data as ResultsOfOrder;
    expect(kept.nightWindows).toEqual([[300, 480]]);

    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'correct_start_time')))
      .orderBy(asc(auditLog.createdAt));
    expect(audit.map((a) => [a.actorType, a.note, a.before, a.after])).toEqual([
      [
        'admin',
        'Start time from the return form',
        { startTime: null, startTimeSource: null },
        expect.objectContaining({ startTime: `${day}T23:55:00`, reissueNeeded: false }),
      ],
      [
        'admin',
        'Customer says they started it at 23:58',
        { startTime: `${day}T23:55:00`, startTimeSource: 'staff' },
        expect.objectContaining({ startTime: `${day}T23:58:00`, reissueNeeded: true }),
      ],
    ]);
    // Three analyses of the same recording, one after the other.
  }, 300_000);
});
