import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../audit/public.ts';
import {
  api,
  newCustomer,
  orderStatus,
  receivedOrder,
  uploadFile,
  waitFor,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';
import { orders } from './schema.ts';

interface Correction {
  byType: string;
  changes: { field: string; before: string | null; after: string | null }[];
  reason: string;
  reissueNeeded: boolean;
}

describe.each(testDatabaseKinds())('identity corrections on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let cardiologist: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    [admin, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the customer corrects their phone but not their date of birth; staff correct both, audited', async () => {
    const customer = await newCustomer(t, 'correct-me@example.com');
    const other = await newCustomer(t, 'correct-other@example.com');
    const order = await receivedOrder(t, 'correct-me@example.com');
    const path = `/orders/${order.id}/identity`;
    const asCustomer = api(t, customer);

    const dob = await asCustomer('PATCH', path, { dateOfBirth: '1970-01-02', reason: 'typo' });
    expect(dob.status).toBe(403);
    expect((dob.data as { message: string }).message).toMatch(/Only our support team/);
    expect(
      (await api(t, other)('PATCH', path, { phone: '07700 900123', reason: 'x' })).status,
    ).toBe(404);
    const badPhone = await asCustomer('PATCH', path, { phone: '0909 879 0000', reason: 'new' });
    expect(badPhone.status).toBe(400);
    expect((badPhone.data as { message: string }).message).toBe(
      'Enter a UK mobile or landline number, such as 07700 900123.',
    );
    const noReason = await asCustomer('PATCH', path, { phone: '07700 900123', reason: ' ' });
    expect((noReason.data as { message: string }).message).toBe(
      'Give the reason for the correction.',
    );
    const phone = await asCustomer('PATCH', path, { phone: '07700 900123', reason: 'New mobile' });
    expect(phone.status).toBe(200);
    expect((phone.data as { correction: Correction }).correction.changes).toEqual([
      { field: 'phone', before: null, after: '+447700900123' },
    ]);

    const asAdmin = api(t, admin);
    const staff = await asAdmin('PATCH', path, {
      dateOfBirth: '1970-01-02',
      nhsNumber: '943 476 5919',
      reason: 'Customer phoned: day and month swapped',
    });
    expect(staff.status).toBe(200);
    expect((staff.data as { correctionPending: boolean }).correctionPending).toBe(false);
    const same = await asAdmin('PATCH', path, { dateOfBirth: '1970-01-02', reason: 'again' });
    expect(same.status).toBe(400);
    expect((await asAdmin('PATCH', path, { dateOfBirth: '2015-01-01', reason: 'x' })).status).toBe(
      400,
    );

    const list = (await asCustomer('GET', `/orders/${order.id}/identity-corrections`)).data as {
      list: Correction[];
    };
    expect(list.list.map((c) => [c.byType, c.reason])).toEqual([
      ['customer', 'New mobile'],
      ['admin', 'Customer phoned: day and month swapped'],
    ]);
    expect(list.list[1]!.changes).toEqual([
      { field: 'dateOfBirth', before: null, after: '1970-01-02' },
      { field: 'nhsNumber', before: null, after: '9434765919' },
    ]);
    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'correct_identity')));
    expect(audit.map((a) => a.actorType)).toEqual(['customer', 'admin']);
    expect(audit.every((a) => a.actorId)).toBe(true);
    const stored = (
      await t.app.database.db.select().from(orders).where(eq(orders.id, order.id))
    )[0]!;
    expect(stored).toMatchObject({
      patientDateOfBirth: '1970-01-02',
      nhsNumber: '9434765919',
      contactPhone: '+447700900123',
    });
  });

  it('a correction after signing marks the report for re-issue until a corrected version is signed', async () => {
    const edf = (await syntheticRecording(3)).bytes;
    await newCustomer(t, 'correct-signed@example.com');
    const order = await receivedOrder(t, 'correct-signed@example.com');
    expect((await uploadFile(t, admin, order.id, edf, 'c.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    const asCardiologist = api(t, cardiologist);
    const report = { findings: 'Sinus rhythm.', conclusion: 'Normal.' };
    expect((await asCardiologist('POST', `/reviews/${order.id}/sign`, report)).status).toBe(200);
    // The phone is not on the report: no re-issue needed.
    const phone = await api(t, admin)('PATCH', `/orders/${order.id}/identity`, {
      phone: '020 7946 0018',
      reason: 'Landline',
    });
    expect((phone.data as { correctionPending: boolean }).correctionPending).toBe(false);
    const dob = await api(t, admin)('PATCH', `/orders/${order.id}/identity`, {
      dateOfBirth: '1965-05-05',
      reason: 'Wrong year',
    });
    expect(dob.data).toMatchObject({
      correctionPending: true,
      correction: { reissueNeeded: true },
    });
    const review = async () =>
      (await asCardiologist('GET', `/reviews/${order.id}`)).data as {
        correctionPendingAt: string | null;
        patient: { dateOfBirth: string | null };
      };
    expect((await review()).correctionPendingAt).not.toBeNull();
    expect((await review()).patient.dateOfBirth).toBe('1965-05-05');
    expect(
      (
        await asCardiologist('POST', `/reviews/${order.id}/sign`, {
          ...report,
          amendmentReason: 'Corrected date of birth',
        })
      ).status,
    ).toBe(200);
    expect((await review()).correctionPendingAt).toBeNull();
  });
});
