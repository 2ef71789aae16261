import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../audit/public.ts';
import type { OrderRow } from '../orders/public.ts';
import { outboxMessages } from '../outbox/public.ts';
import { users } from '../users/public.ts';
import {
  api,
  mailsFor,
  newCustomer,
  orderStatus,
  receivedOrder,
  uploadFile,
  userByEmail,
  waitFor,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';
import { createUrgentTask } from './service.ts';
import { urgentTasks } from './schema.ts';

interface Task {
  id: string;
  orderId: string;
  status: string;
  reason: string;
  dueBy: string;
  outOfHours: boolean;
  customer: { phone: string };
  steps: { kind: string; byName: string; note: string; at: string }[];
  calls: { outcome: string }[];
}

const REPORT = { findings: 'Sustained VT at 02:14, 45 s.', conclusion: 'Urgent review.' };

describe.each(testDatabaseKinds())('urgent findings on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let cardiologist: string;
  let edf: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    [admin, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    edf = (await syntheticRecording(3)).bytes;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new customer's order with results ready for the cardiologist. */
  async function readyOrder(email: string): Promise<{ order: OrderRow; token: string }> {
    const token = await newCustomer(t, email);
    const order = await receivedOrder(t, email);
    expect((await uploadFile(t, admin, order.id, edf, 'u.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    return { order, token };
  }

  const listed = async (orderId: string) =>
    ((await api(t, admin)('GET', '/urgent-tasks')).data as { list: Task[] }).list.find(
      (x) => x.orderId === orderId,
    );

  it('needs an explicit reason; an amendment corrects it, then clears the flag and closes the task', async () => {
    const { order, token } = await readyOrder('urgent-amend@example.com');
    const asCardiologist = api(t, cardiologist);
    const sign = (body: object) => asCardiologist('POST', `/reviews/${order.id}/sign`, body);
    // No reason: refused with a message naming the problem; nothing is signed.
    const noReason = await sign({ ...REPORT, urgent: {} });
    expect(noReason.status).toBe(400);
    expect((noReason.data as { message: string }).message).toBe(
      'Choose the reason for the urgent flag, or "Other" and say what it is.',
    );
    const otherBare = await sign({ ...REPORT, urgent: { reason: 'other', note: '  ' } });
    expect((otherBare.data as { message: string }).message).toBe('Say what the urgent finding is.');
    expect(await orderStatus(t, order.id)).toBe('results_ready');

    expect((await sign({ ...REPORT, urgent: { reason: 'long_pauses' } })).status).toBe(200);
    const first = (await listed(order.id))!;
    expect(first).toMatchObject({ status: 'open', reason: 'long_pauses' });

    // Amendment: the reason was wrong. Same task, reason corrected, the history says who and why.
    const corrected = await sign({
      ...REPORT,
      amendmentReason: 'The run was 3 beats, the pause 4 s',
      urgent: { reason: 'other', note: 'Pause of 4 s while awake' },
    });
    expect(corrected.status).toBe(200);
    const afterCorrection = (await listed(order.id))!;
    expect(afterCorrection.id).toBe(first.id);
    expect(afterCorrection).toMatchObject({ status: 'open', reason: 'other' });
    expect(afterCorrection.steps.at(-1)).toMatchObject({
      kind: 'reason_corrected',
      note: 'long_pauses → other (The run was 3 beats, the pause 4 s)',
    });
    const customerView = async () =>
      (
        (await api(t, token)('GET', `/results/${order.id}`)).data as {
          urgent: { reason: string; note: string } | null;
        }
      ).urgent;
    expect(await customerView()).toMatchObject({
      reason: 'other',
      note: 'Pause of 4 s while awake',
    });

    // Second amendment: not urgent after all. The task closes with the reason; the screens drop it.
    expect(
      (await sign({ ...REPORT, amendmentReason: 'Artefact, not a pause', urgent: null })).status,
    ).toBe(200);
    const cleared = (await listed(order.id))!;
    expect(cleared.status).toBe('cleared');
    expect(cleared.steps.at(-1)).toMatchObject({ kind: 'cleared', note: 'Artefact, not a pause' });
    expect(await customerView()).toBeNull();
    const audit = await t.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, order.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'flag_urgent_finding',
        'correct_urgent_finding',
        'clear_urgent_finding',
      ]),
    );
  });

  it('without a phone number emails the customer and the task says so; failed calls escalate', async () => {
    const { order } = await readyOrder('urgent-nophone@example.com');
    const signed = await api(t, cardiologist)('POST', `/reviews/${order.id}/sign`, {
      ...REPORT,
      urgent: { reason: 'sustained_vt' },
    });
    expect(signed.status).toBe(200);
    expect(await mailsFor(t, order.number)).toEqual(['results-ready-urgent']);
    const mail = (
      await t.app.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, 'results-ready-urgent'))
    ).find((m) => m.subject.includes(order.number))!;
    expect(mail.textBody).toContain('We have no phone number for you');
    const task = (await listed(order.id))!;
    expect(task.customer.phone).toBe('');
    expect(task.steps.map((s) => s.kind)).toContain('emailed_no_phone');

    // The customer gave a number later: calls fail twice → retry scheduled; the retry fails →
    // the customer is emailed; then staff record how the GP was told.
    const asAdmin = api(t, admin);
    const call = (outcome: string) =>
      asAdmin('POST', `/urgent-tasks/${task.id}/calls`, { outcome, note: '' });
    expect((await call('no_answer')).status).toBe(200);
    expect((await listed(order.id))!.status).toBe('open');
    const second = await call('left_message');
    expect((second.data as { status: string }).status).toBe('retry');
    const retry = (await listed(order.id))!;
    expect(retry.steps.at(-1)).toMatchObject({ kind: 'retry_scheduled' });
    expect(retry.steps.at(-1)!.byName).not.toBe('');
    expect(new Date(retry.dueBy).getTime()).toBeGreaterThan(Date.now());
    // The GP step is not yet due.
    expect((await asAdmin('POST', `/urgent-tasks/${task.id}/gp`, { note: 'x' })).status).toBe(409);
    expect((await call('wrong_number')).data).toMatchObject({ status: 'written' });
    expect(await mailsFor(t, order.number)).toEqual(['results-ready-urgent', 'urgent-unreached']);
    const gpBad = await asAdmin('POST', `/urgent-tasks/${task.id}/gp`, { note: ' ' });
    expect(gpBad.status).toBe(400);
    expect((gpBad.data as { message: string }).message).toMatch(/Say how the GP was told/);
    expect(
      (
        await asAdmin('POST', `/urgent-tasks/${task.id}/gp`, {
          note: 'No GP details on file; letter posted to the customer',
        })
      ).status,
    ).toBe(200);
    const closed = (await listed(order.id))!;
    expect(closed.status).toBe('gp_informed');
    expect(closed.steps.map((s) => s.kind)).toEqual([
      'flagged',
      ...(closed.outOfHours ? ['emailed_out_of_hours'] : []),
      'emailed_no_phone',
      'retry_scheduled',
      'customer_emailed',
      'gp_informed',
    ]);
    const audit = await t.app.database.db
      .select({ action: auditLog.action, to: auditLog.toStatus })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'urgent_call')));
    expect(audit.map((a) => a.to)).toEqual(['open', 'retry', 'written']);
  });

  it('out of hours: due at the next staffed start in UK time, NHS 111 on the customer screen', async () => {
    const { order, token } = await readyOrder('urgent-ooh@example.com');
    const db = t.app.database.db;
    const customer = await userByEmail(t, 'urgent-ooh@example.com');
    await db
      .update(users)
      .set({ dialCode: '+44', phoneNumber: '07700 900123' })
      .where(eq(users.id, customer.id));
    const cardiologistRow = await userByEmail(t, 'cardiologist@example.com');
    // Saturday 24 October 2026, 21:00 BST; the clocks go back on Sunday 25th, so the call is due
    // Monday 26 October 09:00 GMT = 09:00 UTC.
    const autumn = await createUrgentTask(db, {
      orderId: order.id,
      reportId: order.id,
      flag: { reason: 'fast_af' },
      cardiologistId: cardiologistRow.id,
      cardiologistName: 'Dr Test',
      now: new Date('2026-10-24T20:00:00Z'),
    });
    expect(autumn.outOfHours).toBe(true);
    expect(autumn.dueBy.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    // Friday 27 March 2026, 17:30 GMT; the clocks go forward on Sunday 29th: due Monday 30th 09:00 BST.
    const spring = await createUrgentTask(db, {
      orderId: order.id,
      reportId: order.id,
      flag: { reason: 'fast_af' },
      cardiologistId: cardiologistRow.id,
      cardiologistName: 'Dr Test',
      now: new Date('2026-03-27T17:30:00Z'),
    });
    expect(spring.dueBy.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    // Tuesday 13 January 2026, 11:00 GMT: staffed, due 17:00 the same day.
    const inHours = await createUrgentTask(db, {
      orderId: order.id,
      reportId: order.id,
      flag: { reason: 'fast_af' },
      cardiologistId: cardiologistRow.id,
      cardiologistName: 'Dr Test',
      now: new Date('2026-01-13T11:00:00Z'),
    });
    expect(inHours).toMatchObject({ outOfHours: false });
    expect(inHours.dueBy.toISOString()).toBe('2026-01-13T17:00:00.000Z');
    expect(inHours.steps.map((s) => s.kind)).toEqual(['flagged']);
    await db.delete(urgentTasks).where(eq(urgentTasks.id, inHours.id));
    await db.delete(urgentTasks).where(eq(urgentTasks.id, spring.id));
    // The newest remaining flag (the autumn one) is what the customer sees: NHS 111 now.
    await db
      .update(urgentTasks)
      .set({ flaggedAt: new Date() })
      .where(eq(urgentTasks.id, autumn.id));
    // Customers see results only once a cardiologist has signed (one truth): sign, not flagging.
    const signed = await api(t, cardiologist)('POST', `/reviews/${order.id}/sign`, REPORT);
    expect(signed.status).toBe(200);
    const view = await api(t, token)('GET', `/results/${order.id}`);
    expect((view.data as { urgent: { outOfHours: boolean } | null }).urgent).toMatchObject({
      reason: 'fast_af',
      outOfHours: true,
    });
    const task = (await listed(order.id))!;
    expect(task.customer.phone).toBe('+447700900123');
  });
});
