import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletionRequestView } from '@heartcheck/contracts/deletion-requests';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAccount } from '../../idp/accounts.ts';
import { idpAccounts } from '../../idp/schema.ts';
import { auditLog } from '../audit/public.ts';
import { diaryEntries } from '../diary/public.ts';
import { orders } from '../orders/public.ts';
import { outboxMessages } from '../outbox/public.ts';
import { shareLinks } from '../sharing/public.ts';
import { api, receivedOrder } from '../results/testing.ts';
import { users } from '../users/public.ts';

const CUSTOMER = 'customer@example.com';
const OTHER = 'other-customer@example.com';
const PASSWORD = 'Lub-Dub-Erase-2026';

type One = { request: DeletionRequestView };

describe.each(testDatabaseKinds())('account deletion requests on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let other: string;
  let cardiologist: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { LOG_LEVEL: 'error' });
    const db = t.app.database.db;
    await createAccount(db, {
      email: OTHER,
      password: PASSWORD,
      givenName: 'Ola',
      familyName: 'Other',
    });
    await db.update(idpAccounts).set({ emailVerified: true }).where(eq(idpAccounts.email, OTHER));
    [admin, customer, other, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor(CUSTOMER),
      t.tokenFor(OTHER, PASSWORD),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, customer, other, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const userRow = async (email: string) =>
    (await t.app.database.db.select().from(users).where(eq(users.email, email)))[0]!;

  it('a customer requests and withdraws; another customer can neither see nor withdraw it', async () => {
    const asOther = api(t, other);
    const asked = await asOther('POST', '/deletion-requests', { note: 'Please remove me.' });
    expect(asked.status).toBe(201);
    const request = (asked.data as One).request;
    expect(request).toMatchObject({ status: 'requested', channel: 'settings', email: null });
    // Art. 12(3): due one month after receipt.
    const due = new Date(request.requestedAt);
    due.setUTCMonth(due.getUTCMonth() + 1);
    expect(request.dueBy).toBe(due.toISOString());
    expect((await asOther('POST', '/deletion-requests', {})).status).toBe(409);
    const asCustomer = api(t, customer);
    expect(
      ((await asCustomer('GET', '/deletion-requests/mine')).data as { request: null }).request,
    ).toBeNull();
    expect((await asCustomer('POST', `/deletion-requests/${request.id}/withdraw`)).status).toBe(
      404,
    );
    for (const token of [customer, cardiologist]) {
      const as = api(t, token);
      expect((await as('GET', '/deletion-requests')).status).toBe(403);
      expect((await as('POST', `/deletion-requests/${request.id}/complete`)).status).toBe(403);
      expect(
        (await as('POST', `/deletion-requests/${request.id}/refuse`, { reason: 'x'.repeat(20) }))
          .status,
      ).toBe(403);
      expect(
        (
          await as('POST', `/deletion-requests/${request.id}/identity-check`, {
            method: 'other',
            notes: 'x',
          })
        ).status,
      ).toBe(403);
    }
    const withdrawn = await asOther('POST', `/deletion-requests/${request.id}/withdraw`);
    expect((withdrawn.data as One).request.status).toBe('withdrawn');
    expect((await asOther('POST', `/deletion-requests/${request.id}/withdraw`)).status).toBe(409);
    const audit = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, request.id));
    expect(audit.map((a) => a.action)).toEqual(['deletion_requested', 'deletion_withdrawn']);
  });

  it('support refuses a request recorded from an email, with the reason sent to the customer', async () => {
    const asAdmin = api(t, admin);
    const recorded = await asAdmin('POST', '/deletion-requests/by-email', {
      email: OTHER,
      note: 'Email of 3 May',
    });
    expect(recorded.status).toBe(201);
    const id = (recorded.data as One).request.id;
    expect((recorded.data as One).request.channel).toBe('email');
    // Completing before the identity check is refused.
    expect((await asAdmin('POST', `/deletion-requests/${id}/complete`)).status).toBe(409);
    expect(
      (await asAdmin('POST', `/deletion-requests/${id}/refuse`, { reason: 'no' })).status,
    ).toBe(400);
    const reason = 'The email did not come from the address on the account.';
    const refused = await asAdmin('POST', `/deletion-requests/${id}/refuse`, { reason });
    expect((refused.data as One).request).toMatchObject({
      status: 'refused',
      refusalReason: reason,
    });
    const mail = await t.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, OTHER));
    expect(mail.some((m) => m.textBody.includes(reason))).toBe(true);
    const audit = await t.app.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['deletion_requested', 'deletion_refused']);
  });

  it('support checks identity and completes: the account is erased, the clinical record kept', async () => {
    const db = t.app.database.db;
    const order = await receivedOrder(t, CUSTOMER);
    await db
      .insert(diaryEntries)
      .values({ orderId: order.id, occurredAt: new Date(), symptom: 'palpitations' });
    const before = await userRow(CUSTOMER);
    await db
      .update(users)
      .set({ phoneNumber: '7700900123', address: '1 High St' })
      .where(eq(users.id, before.id));
    await db
      .insert(outboxMessages)
      .values({ recipient: CUSTOMER, subject: 'unsent', textBody: 'x', kind: 'order-paid' });
    // A link the customer gave their GP, still open.
    await db.insert(shareLinks).values({
      orderId: order.id,
      userId: before.id,
      tokenHash: 'a'.repeat(64),
      report: 'results',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    });

    const asked = await api(t, customer)('POST', '/deletion-requests', { note: '' });
    const id = (asked.data as One).request.id;
    const asAdmin = api(t, admin);
    const listed = (await asAdmin('GET', '/deletion-requests')).data as {
      requests: DeletionRequestView[];
    };
    expect(listed.requests.find((r) => r.id === id)).toMatchObject({
      email: CUSTOMER,
      status: 'requested',
    });
    const checked = await asAdmin('POST', `/deletion-requests/${id}/identity-check`, {
      method: 'reply-from-own-address',
      notes: 'Confirmed by reply from the account address.',
    });
    expect((checked.data as One).request.status).toBe('identity-checked');
    const completed = await asAdmin('POST', `/deletion-requests/${id}/complete`);
    expect(completed.status).toBe(200);
    const outcome = (completed.data as One).request.outcome!;
    const kept = outcome.filter((p) => p.action === 'kept');
    const clinical = kept.find((p) => p.part.startsWith(`Order ${order.number}: referral`))!;
    expect(clinical.reason).toContain('NHS Records Management Code of Practice 2023');
    // Adult (the demo patient): 8 years after the last clinical activity.
    const years = (Date.parse(clinical.keepUntil!) - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(7.9);
    expect(years).toBeLessThan(8.1);
    expect(outcome.filter((p) => p.action === 'deleted').map((p) => p.part)).toContain(
      'Profile picture',
    );

    // Deleted fields are gone; the clinical rows remain.
    const after = (await db.select().from(users).where(eq(users.id, before.id)))[0]!;
    expect(after).toMatchObject({ phoneNumber: '', address: '', avatarKey: null });
    expect(after.email).toMatch(/^erased:[0-9a-f]{64}$/);
    expect(after.erasedAt).toBeInstanceOf(Date);
    const idp = await db
      .select()
      .from(idpAccounts)
      .where(sql`lower(${idpAccounts.email}) = ${CUSTOMER}`);
    expect(idp).toHaveLength(0);
    const keptOrder = (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect(keptOrder).toMatchObject({
      address: '',
      nhsNumber: order.nhsNumber,
      patientDateOfBirth: order.patientDateOfBirth,
    });
    expect(
      await db.select().from(diaryEntries).where(eq(diaryEntries.orderId, order.id)),
    ).toHaveLength(1);
    const links = await db.select().from(shareLinks).where(eq(shareLinks.orderId, order.id));
    expect(links.map((link) => link.revokedAt)).toEqual([expect.any(Date)]);

    // The unsent mail went; the outcome mail carries the reasons and dates.
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, CUSTOMER));
    expect(mail.map((m) => m.subject)).not.toContain('unsent');
    const outcomeMail = mail.find((m) => m.kind === 'account-deletion')!;
    expect(outcomeMail.textBody).toContain('NHS Records Management Code of Practice 2023');
    expect(outcomeMail.textBody).toContain('Companies Act 2006 s.388');

    // The old token is refused and the account cannot sign in again.
    expect((await api(t, customer)('GET', '/deletion-requests/mine')).status).toBe(401);
    const again = await t.graphql<{ userSignedIn: { user: null; errors: { message: string }[] } }>(
      'mutation { userSignedIn { user { id } errors { ... on NotAuthenticatedError { message } } } }',
      {},
      customer,
    );
    expect(again.body.data?.userSignedIn.user).toBeNull();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual([
      'deletion_requested',
      'deletion_identity_checked',
      'deletion_completed',
    ]);
  });
});
