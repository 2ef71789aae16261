import type { AccessLogPage, MyAccessPage } from '@heartcheck/contracts/access-log';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import { analyses } from '../analysis/public.ts';
import { applyTransition, lockOrder, type OrderRow } from '../orders/public.ts';
import {
  api,
  newCustomer,
  orderStatus,
  pdfText,
  receivedOrder,
  REVIEW_CUSTOMER as CUSTOMER,
  startReviewCast,
  uploadFile,
  userByEmail,
  waitFor,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';
import { healthDataReads } from './public.ts';
import { SYSTEM_ACTOR } from './service.ts';

describe.each(testDatabaseKinds())('staff reads of health data on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;
  let other: string;
  let order: OrderRow;

  async function readsOf(orderId: string) {
    return t.app.database.db
      .select()
      .from(healthDataReads)
      .where(eq(healthDataReads.orderId, orderId))
      .orderBy(asc(healthDataReads.id));
  }

  beforeAll(async () => {
    ({ t, admin, customer, cardiologist } = await startReviewCast(kind));
    other = await newCustomer(t, `access-other-${kind}@example.com`);
    // The device is with the customer: they write in the diary, then post it back.
    order = await receivedOrder(t, CUSTOMER, 'delivered');
    const entry = await api(t, customer)('POST', `/orders/${order.id}/diary`, {
      occurredAt: new Date().toISOString(),
      symptom: 'palpitations',
      activity: 'resting',
      note: 'fluttering after lunch',
    });
    expect(entry.status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the diary from staff outside the stages that need it, and records no refused read', async () => {
    // Device still with the customer: nobody on the staff reads the diary.
    for (const token of [admin, cardiologist])
      expect((await api(t, token)('GET', `/orders/${order.id}/diary`)).status).toBe(404);
    expect((await api(t, customer)('GET', `/orders/${order.id}/diary`)).status).toBe(200);
    expect(await readsOf(order.id)).toEqual([]);
  });

  it("logs every cardiologist read with who, what, when and why, and not the customer's own", async () => {
    order = await t.app.database.db.transaction(async (tx) =>
      applyTransition(tx, await lockOrder(tx, order.id), 'receive', SYSTEM_ACTOR),
    );
    const done = await uploadFile(
      t,
      admin,
      order.id,
      (await syntheticRecording(10)).bytes,
      'day.edf',
    );
    expect(done.status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    const analysis = (
      await t.app.database.db.select().from(analyses).where(eq(analyses.orderId, order.id))
    )[0]!;
    const doctor = await userByEmail(t, 'cardiologist@example.com');
    const owner = await userByEmail(t, CUSTOMER);

    const asCardiologist = api(t, cardiologist);
    const started = Date.now();
    for (const path of [
      `/reviews/${order.id}`,
      `/results/${order.id}`,
      `/results/${order.id}/strip?fromS=0&durationS=5`,
      `/results/${order.id}/strip?fromS=5&durationS=5`,
      `/results/${order.id}/report.pdf`,
      `/results/${order.id}/fhir`,
      `/orders/${order.id}/diary`,
    ])
      expect((await asCardiologist('GET', path)).status, path).toBe(200);
    // In review the diary is the cardiologist's; still never the operations team's.
    expect((await api(t, admin)('GET', `/orders/${order.id}/diary`)).status).toBe(404);

    const rows = await readsOf(order.id);
    // (A set: reads either side of a clock hour are two rows.)
    expect([...new Set(rows.map((r) => r.resource))].sort()).toEqual([
      'diary',
      'ecg_strip',
      'results',
      'results_fhir',
      'results_pdf',
      'review',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        customerId: owner.id,
        orderId: order.id,
        actorId: doctor.id,
        actorRole: 'cardiologist',
        purpose: 'review',
      });
      expect(row.firstAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(row.lastAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // Two strips read in the same hour: one row counting both.
    const strips = rows.filter((r) => r.resource === 'ecg_strip');
    expect(strips.reduce((sum, r) => sum + r.reads, 0)).toBe(2);
    if (strips[0]!.hour.getTime() === strips.at(-1)!.hour.getTime()) expect(strips).toHaveLength(1);
    expect(rows.find((r) => r.resource === 'results')!.resourceId).toBe(analysis.id);

    // Signed: released to the customer, whose own reads are not staff reads.
    const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm throughout.',
      conclusion: 'Normal recording.',
    });
    expect(signed.status).toBe(200);
    expect((await asCardiologist('GET', `/cardiac-reports/${order.id}/report.pdf`)).status).toBe(
      200,
    );
    // Amendments: the signed case's diary is still the cardiologist's to read.
    expect((await asCardiologist('GET', `/orders/${order.id}/diary`)).status).toBe(200);
    const staffRows = await readsOf(order.id);
    const asCustomer = api(t, customer);
    for (const path of [
      `/results/${order.id}`,
      `/results/${order.id}/strip?fromS=0&durationS=5`,
      `/results/${order.id}/report.pdf`,
      `/results/${order.id}/fhir`,
      `/cardiac-reports/${order.id}/report.pdf`,
      `/orders/${order.id}/diary`,
    ])
      expect((await asCustomer('GET', path)).status, path).toBe(200);
    const after = await readsOf(order.id);
    expect(after).toEqual(staffRows);
    expect(after.some((r) => r.actorId === owner.id)).toBe(false);
    expect(after.find((r) => r.resource === 'cardiac_report_pdf')).toMatchObject({
      actorRole: 'cardiologist',
      purpose: 'review',
    });
  });

  it('records the purpose an admin names from their role’s list, and refuses another', async () => {
    const asAdmin = api(t, admin);
    expect((await asAdmin('GET', `/results/${order.id}/report.pdf?purpose=support`)).status).toBe(
      200,
    );
    expect((await asAdmin('GET', `/results/${order.id}?purpose=review`)).status).toBe(400);
    expect((await asAdmin('GET', `/results/${order.id}?purpose=curiosity`)).status).toBe(400);
    expect((await asAdmin('GET', `/orders/${order.id}/recording`)).status).toBe(200);
    const mine = (await readsOf(order.id)).filter((r) => r.actorRole === 'admin');
    expect(mine.map((r) => [r.resource, r.purpose]).sort()).toEqual([
      ['recording', 'operations'],
      ['results_pdf', 'support'],
    ]);
    // A customer's own read ignores the parameter: it is not a staff read.
    expect((await api(t, customer)('GET', `/results/${order.id}?purpose=review`)).status).toBe(200);
  });

  it('gives operations staff the signed report and its PDFs without the diary, and logs the report page', async () => {
    const asAdmin = api(t, admin);
    const note = 'fluttering after lunch';
    const report = await asAdmin('GET', `/cardiac-reports/${order.id}?purpose=support`);
    expect(report.status).toBe(200);
    expect((report.data as { diary: unknown[] }).diary).toEqual([]);
    const fhir = await asAdmin('GET', `/results/${order.id}/fhir?purpose=support`);
    expect(fhir.status).toBe(200);
    for (const path of [
      `/results/${order.id}/report.pdf`,
      `/cardiac-reports/${order.id}/report.pdf`,
    ]) {
      const pdf = await asAdmin('GET', `${path}?purpose=support`);
      expect(pdf.status, path).toBe(200);
      expect(await pdfText(pdf.data as Buffer), path).not.toMatch(/symptom diary|fluttering/i);
    }
    // The FHIR export's attached PDFs (presentedForm), likewise.
    const forms = JSON.stringify(fhir.data).match(/"data":"[A-Za-z0-9+/=]+"/g) ?? [];
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      const text = await pdfText(Buffer.from(form.slice(8, -1), 'base64'));
      expect(text).not.toMatch(/symptom diary|fluttering/i);
    }
    // The customer and the cardiologist still read the diary in the same report.
    for (const token of [customer, cardiologist]) {
      const theirs = await api(t, token)('GET', `/cardiac-reports/${order.id}`);
      expect((theirs.data as { diary: { note: string }[] }).diary.map((e) => e.note)).toEqual([
        note,
      ]);
      const pdf = await api(t, token)('GET', `/cardiac-reports/${order.id}/report.pdf`);
      expect(await pdfText(pdf.data as Buffer)).toMatch(/Your symptom diary/);
    }
    const page = (await readsOf(order.id)).filter((r) => r.resource === 'cardiac_report');
    expect(page.map((r) => [r.actorRole, r.purpose]).sort()).toEqual([
      ['admin', 'support'],
      ['cardiologist', 'review'],
    ]);
  });

  it('shows the customer who has seen their data, and nobody else', async () => {
    const page = (await api(t, customer)('GET', '/data-access?pageSize=100')).data as MyAccessPage;
    const ofOrder = page.list.filter((e) => e.orderId === order.id);
    const review = ofOrder.find((e) => e.resource === 'review')!;
    expect(review).toMatchObject({
      orderNumber: order.number,
      purpose: 'review',
      reads: 1,
      staff: {
        role: 'cardiologist',
        professionalRole: 'Consultant Cardiologist',
        gmcNumber: '7000001',
      },
    });
    expect(review.staff.name).toBeTruthy();
    // Operations staff by role only.
    const support = ofOrder.find((e) => e.resource === 'results_pdf' && e.purpose === 'support')!;
    expect(support.staff).toEqual({
      role: 'admin',
      name: null,
      professionalRole: null,
      gmcNumber: null,
    });
    expect(page.total).toBe(page.list.length);
    // Newest first.
    const times = page.list.map((e) => e.lastAt);
    expect([...times].sort().reverse()).toEqual(times);

    const paged = (await api(t, customer)('GET', '/data-access?pageSize=2&pageIndex=2'))
      .data as MyAccessPage;
    expect(paged.total).toBe(page.total);
    expect(paged.list.map((e) => e.id)).toEqual(page.list.slice(2, 4).map((e) => e.id));

    const theirs = (await api(t, other)('GET', '/data-access')).data as MyAccessPage;
    expect(theirs).toEqual({ list: [], total: 0 });
    expect((await api(t, customer)('GET', '/data-access?pageSize=1000')).status).toBe(400);
  });

  it('lists the access log to an admin, by order number, customer email or id, paged', async () => {
    const asAdmin = api(t, admin);
    const owner = await userByEmail(t, CUSTOMER);
    const byNumber = (await asAdmin('GET', `/access-log?query=${order.number.toLowerCase()}`))
      .data as AccessLogPage;
    expect(byNumber.total).toBe((await readsOf(order.id)).length);
    const doctor = await userByEmail(t, 'cardiologist@example.com');
    expect(byNumber.list.find((e) => e.resource === 'diary')).toMatchObject({
      orderNumber: order.number,
      purpose: 'review',
      staff: { id: doctor.id, role: 'cardiologist' },
      customer: { id: owner.id, email: CUSTOMER },
    });
    const byEmail = (await asAdmin('GET', `/access-log?query=${encodeURIComponent(CUSTOMER)}`))
      .data as AccessLogPage;
    expect(byEmail.total).toBeGreaterThanOrEqual(byNumber.total);
    const byId = (await asAdmin('GET', `/access-log?customerId=${owner.id}&pageSize=3`))
      .data as AccessLogPage;
    expect(byId.list).toHaveLength(3);
    expect(byId.total).toBe(byEmail.total);
    const none = (await asAdmin('GET', '/access-log?query=HC-0000-000000')).data as AccessLogPage;
    expect(none).toEqual({ list: [], total: 0 });
    for (const token of [customer, cardiologist])
      expect((await api(t, token)('GET', '/access-log')).status).toBe(403);
  });
});
