import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../audit/public.ts';
import {
  api,
  newCustomer,
  orderStatus,
  pdfText,
  uploadFile,
  validateFhirR4,
  waitFor,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';
import { SYSTEM_ACTOR } from '../audit/public.ts';
import { applyTransition, lockOrder } from './public.ts';

const ADDRESS = { address: '1 High St', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' };
const REFERRAL_FIELDS = `referral { source reason gp { name address postcode odsCode } gpConsent canEdit }`;
const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { id number ${REFERRAL_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $referral: ReferralInput!) {
  updateOrderReferral(id: $id, referral: $referral) { id ${REFERRAL_FIELDS} }
}`;
const GP = {
  source: 'gp',
  reason: 'Palpitations at night for three weeks',
  gpPracticeName: 'Church Street Surgery',
  gpPracticeAddress: '1 Church Street, Leeds',
  gpPracticePostcode: 'ls11aa',
  gpOdsCode: 'b86001',
  gpConsent: true,
};

type Referral = {
  source: string | null;
  reason: string | null;
  gp: {
    name: string;
    address: string | null;
    postcode: string | null;
    odsCode: string | null;
  } | null;
  gpConsent: boolean;
  canEdit: boolean;
};
type Created = { createOrder: { id: string; number: string; referral: Referral } };

/**
 * Issue 21: why the check was ordered and the GP practice, asked at order (optional), editable
 * until the recording is analysed (audited), and carried to the cardiologist's review, both PDFs,
 * the share page, FHIR (ServiceRequest.reasonCode, GP Organization with its ODS code) and the
 * urgent escalation's GP step.
 */
describe.each(testDatabaseKinds())('GP and referral reason on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let cardiologist: string;
  let customer: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    [admin, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    customer = await newCustomer(t, 'referral-me@example.com');
    // The app and its worker start slowly on a loaded machine.
  }, 180_000);
  afterAll(() => t?.close());

  const create = async (referral: unknown, token = customer) =>
    (
      await t.graphql<Created>(
        CREATE,
        { input: { deliveryAddress: ADDRESS, acceptedTermsVersion: TERMS_VERSION, referral } },
        token,
      )
    ).body;

  it('refuses a malformed ODS code, a reason without who asked, and GP details without a name', async () => {
    const ods = await create({ ...GP, gpOdsCode: 'ABC12' });
    expect(ods.errors?.[0]?.message).toMatch(
      /^A GP practice code \(ODS code\) is a letter and five digits/,
    );
    expect(ods.errors?.[0]?.extensions).toMatchObject({ field: 'referral.gpOdsCode' });
    const noSource = await create({ reason: 'Dizzy spells' });
    expect(noSource.errors?.[0]?.message).toBe('Say who asked for the check, as well as why.');
    const noName = await create({ gpOdsCode: 'B86001', gpConsent: true });
    expect(noName.errors?.[0]?.message).toBe('Enter the name of your GP practice.');
    const long = await create({ source: 'self', reason: 'x'.repeat(501) });
    expect(long.errors?.[0]?.message).toBe('Keep the reason for the check to 500 characters.');
    const postcode = await create({ ...GP, gpPracticePostcode: '12345' });
    expect(postcode.errors?.[0]?.message).toMatch(/postcode as a UK postcode/);
  });

  it('keeps the referral given at order, lets the customer change it until analysis (audited), then refuses', async () => {
    const none = await create(undefined);
    expect(none.data!.createOrder.referral).toEqual({
      source: null,
      reason: null,
      gp: null,
      gpConsent: false,
      canEdit: true,
    });
    const made = await create(GP);
    expect(made.errors).toBeUndefined();
    const order = made.data!.createOrder;
    expect(order.referral).toEqual({
      source: 'gp',
      reason: 'Palpitations at night for three weeks',
      gp: {
        name: 'Church Street Surgery',
        address: '1 Church Street, Leeds',
        postcode: 'LS1 1AA',
        odsCode: 'B86001',
      },
      gpConsent: true,
      canEdit: true,
    });

    const other = await newCustomer(t, 'referral-other@example.com');
    const theirs = await t.graphql(UPDATE, { id: order.id, referral: { source: 'self' } }, other);
    expect(theirs.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const changed = await t.graphql<{ updateOrderReferral: { referral: Referral } }>(
      UPDATE,
      { id: order.id, referral: { ...GP, source: 'self', reason: 'Fluttering when lying down' } },
      customer,
    );
    expect(changed.body.data!.updateOrderReferral.referral).toMatchObject({
      source: 'self',
      reason: 'Fluttering when lying down',
    });
    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'change_referral')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorType: 'customer',
      before: { referralSource: 'gp', referralReason: 'Palpitations at night for three weeks' },
      after: { referralSource: 'self', referralReason: 'Fluttering when lying down' },
    });

    await t.app.database.db.transaction(async (tx) => {
      let row = await lockOrder(tx, order.id);
      for (const action of ['pay', 'dispatch', 'deliver', 'receive', 'startAnalysis'] as const)
        row = await applyTransition(tx, row, action, SYSTEM_ACTOR, {
          paymentIntentId: 'pi_test',
          trackingNumber: 'T 1',
        });
    });
    const late = await t.graphql<{ order: { referral: Referral } }>(
      `query($id: ID!) { order(id: $id) { ${REFERRAL_FIELDS} } }`,
      { id: order.id },
      customer,
    );
    expect(late.body.data!.order.referral.canEdit).toBe(false);
    const refused = await t.graphql(UPDATE, { id: order.id, referral: GP }, customer);
    expect(refused.body.errors?.[0]?.message).toMatch(
      /has been analysed: the referral reason and GP can no longer be changed/,
    );
  });

  it('shows the referral and GP to the cardiologist, on both PDFs, the share page, FHIR and the urgent GP step', async () => {
    const edf = (await syntheticRecording(3)).bytes;
    const made = await create(GP);
    const order = made.data!.createOrder;
    await t.app.database.db.transaction(async (tx) => {
      let row = await lockOrder(tx, order.id);
      for (const action of ['pay', 'dispatch', 'deliver', 'receive'] as const)
        row = await applyTransition(tx, row, action, SYSTEM_ACTOR, {
          paymentIntentId: 'pi_test',
          trackingNumber: 'T 2',
        });
    });
    expect((await uploadFile(t, admin, order.id, edf, 'r.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    const asCardiologist = api(t, cardiologist);
    const review = (await asCardiologist('GET', `/reviews/${order.id}`)).data as {
      patient: { referral: Referral };
    };
    expect(review.patient.referral).toMatchObject({ source: 'gp', gp: { odsCode: 'B86001' } });
    const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm.',
      conclusion: 'Normal.',
      urgent: { reason: 'long_pauses' },
    });
    expect(signed.status).toBe(200);

    const asCustomer = api(t, customer);
    const reason = 'Referral reason: referred by their GP · Palpitations at night for three weeks';
    const gpLine =
      'GP: Church Street Surgery, 1 Church Street, Leeds, LS1 1AA (ODS B86001); consent to share with the GP: yes';
    for (const path of [
      `/results/${order.id}/report.pdf`,
      `/cardiac-reports/${order.id}/report.pdf`,
    ]) {
      const pdf = await asCustomer('GET', path);
      expect(pdf.status).toBe(200);
      // Lines wrap at the page edge: compare the words, whatever breaks them.
      const text = (await pdfText(pdf.data as Buffer)).replace(/\s+/g, ' ');
      expect(text).toContain(reason);
      expect(text).toContain(gpLine);
    }

    const fhir = (await asCustomer('GET', `/results/${order.id}/fhir`)).data as {
      entry: { fullUrl: string; resource: Record<string, unknown> }[];
    };
    expect(() => validateFhirR4(fhir)).not.toThrow();
    const of = (type: string) => fhir.entry.find((e) => e.resource.resourceType === type)!;
    const request = of('ServiceRequest');
    const gp = of('Organization');
    expect(request.resource).toMatchObject({
      status: 'completed',
      intent: 'order',
      reasonCode: [{ text: 'referred by their GP · Palpitations at night for three weeks' }],
      requester: { reference: gp.fullUrl },
    });
    expect(of('DiagnosticReport').resource.basedOn).toEqual([{ reference: request.fullUrl }]);
    expect(gp.resource).toMatchObject({
      identifier: [{ system: 'https://fhir.nhs.uk/Id/ods-organization-code', value: 'B86001' }],
      name: 'Church Street Surgery',
      address: [{ text: '1 Church Street, Leeds', postalCode: 'LS1 1AA', country: 'GB' }],
    });
    expect(of('Patient').resource.generalPractitioner).toEqual([{ reference: gp.fullUrl }]);
    for (const e of [request, gp]) expect(() => validateFhirR4(e.resource)).not.toThrow();

    const share = await asCustomer('POST', '/shares', { orderId: order.id, report: 'cardiac' });
    const token = (share.data as { token: string }).token;
    const page = (await api(t, undefined)('GET', `/shared/${token}`)).data as {
      referral: Referral;
    };
    expect(page.referral).toMatchObject({
      source: 'gp',
      gpConsent: true,
      gp: { name: 'Church Street Surgery' },
    });

    const tasks = (await api(t, admin)('GET', '/urgent-tasks')).data as {
      list: { orderId: string; gp: { practice: Referral['gp']; consent: boolean } }[];
    };
    expect(tasks.list.find((task) => task.orderId === order.id)!.gp).toEqual({
      practice: {
        name: 'Church Street Surgery',
        address: '1 Church Street, Leeds',
        postcode: 'LS1 1AA',
        odsCode: 'B86001',
      },
      consent: true,
    });
    // Upload, analysis and signing.
  }, 180_000);
});
