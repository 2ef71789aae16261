import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadKeyring } from '../../config/secrets-key.ts';
import { loadSandboxKeys } from '../../payments/sandbox/index.ts';
import { signPayload } from '../../payments/sandbox/state.ts';
import { paymentWebhookEvents } from '../../payments/schema.ts';
import { orders, type OrderRow } from './schema.ts';
import { paidSession } from './testing.ts';
import { HEART_CHECK_FACTS } from '@heartcheck/contracts/product-facts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

/** The heart check's replacement fee, from its catalogue facts. */
const REPLACEMENT_FEE_PENCE = HEART_CHECK_FACTS.replacementFeePence;

const ADDRESS = {
  address: '221 Baker Street',
  city: 'London',
  postalCode: 'NW1 6XE',
  country: 'GB',
};

interface AuditEntry {
  action: string;
  actorType: string;
  before: string | null;
  after: string | null;
  note: string | null;
}

/**
 * Validly signed webhook events that do not match their order (issue 22, item 8): the amount,
 * the currency or the order's state is wrong. Each leaves the order as it was, is answered 2xx
 * (so the provider does not retry it for days) and is recorded where staff see it.
 */
describe.each(testDatabaseKinds())('payment events checked against their order on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  let webhookSecret: string;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = await t.tokenFor('customer@example.com');
    admin = await t.tokenFor('admin@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', undefined, customer);
    await t.graphql('mutation { userSignedIn { user { id } } }', undefined, admin);
    const keyring = await loadKeyring(t.config.secrets);
    webhookSecret = (await loadSandboxKeys(t.app.database.db, keyring)).webhookSecret;
  });
  afterAll(() => t?.close());

  async function createOrder(): Promise<OrderRow> {
    const { body } = await t.graphql<{ createOrder: { id: string } }>(
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
      { input: { deliveryAddress: ADDRESS, acceptedTermsVersion: TERMS_VERSION } },
      customer,
    );
    return row(body.data!.createOrder.id);
  }

  async function row(id: string): Promise<OrderRow> {
    return (await t.app.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  }

  /** Posts a validly signed event; returns the answer and the outcome the API stored. */
  async function deliver(type: string, object: Record<string, unknown>) {
    counter += 1;
    const id = `evt_check_${kind}_${Date.now()}_${counter}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const response = await fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(payload, webhookSecret),
      },
      body: payload,
    });
    const stored = await t.app.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.id, id));
    const body = (await response.json()) as { ignored?: boolean };
    return { status: response.status, ignored: body.ignored ?? false, outcome: stored[0]?.outcome };
  }

  async function auditLog(orderId: string): Promise<AuditEntry[]> {
    const { body } = await t.graphql<{ order: { auditLog: AuditEntry[] } }>(
      'query($id: ID!) { order(id: $id) { auditLog { action actorType before after note } } }',
      { id: orderId },
      admin,
    );
    return body.data!.order.auditLog;
  }

  const completed = (order: OrderRow, amount: number, currency: string, intent: string) =>
    paidSession(
      order,
      { session: `cs_check_${intent}`, intent, customer: `cus_${intent}` },
      { amount, currency },
    );

  /** Expects the event to have changed nothing and to be recorded as a mismatch for staff. */
  async function expectRefused(
    before: OrderRow,
    answer: { status: number; ignored: boolean; outcome: string | undefined },
    mentions: string,
  ) {
    expect(answer.status).toBe(200);
    expect(answer.ignored).toBe(true);
    expect(answer.outcome).toMatch(/^mismatch: /);
    const after = await row(before.id);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    const mismatches = (await auditLog(before.id)).filter(
      (entry) => entry.action === 'payment_event_mismatch',
    );
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]!.actorType).toBe('payment_provider');
    expect(mismatches[0]!.note).toContain(mentions);
  }

  it('refuses a payment of the wrong amount (1 US cent for a £ order) and of the wrong currency', async () => {
    const cent = await createOrder();
    await expectRefused(
      cent,
      await deliver('checkout.session.completed', completed(cent, 1, 'usd', `pi_cent_${kind}`)),
      'currency (usd)',
    );

    const dollars = await createOrder();
    await expectRefused(
      dollars,
      await deliver(
        'checkout.session.completed',
        completed(dollars, dollars.totalPence, 'usd', `pi_usd_${kind}`),
      ),
      'currency',
    );

    const intent = await createOrder();
    await expectRefused(
      intent,
      await deliver('payment_intent.succeeded', {
        id: `pi_small_${kind}`,
        object: 'payment_intent',
        amount: 1,
        amount_received: 1,
        currency: 'gbp',
        metadata: { orderId: intent.id, kind: 'order' },
      }),
      'amount',
    );

    // The same event with the order's amount and currency is applied.
    const answer = await deliver(
      'checkout.session.completed',
      completed(cent, cent.totalPence, cent.currency, `pi_right_${kind}`),
    );
    expect(answer).toEqual({ status: 200, ignored: false, outcome: 'paid' });
    expect((await row(cent.id)).status).toBe('paid');
  });

  it('refuses a refund of an order that was never paid', async () => {
    const order = await createOrder();
    await expectRefused(
      order,
      await deliver('charge.refunded', {
        id: `ch_unpaid_${kind}`,
        object: 'charge',
        amount: order.totalPence,
        amount_refunded: order.totalPence,
        currency: order.currency,
        refunded: true,
        payment_intent: `pi_unpaid_${kind}`,
        customer: null,
        metadata: { orderId: order.id },
      }),
      'not paid',
    );
  });

  it('refuses a replacement fee on an order never flagged as not returned', async () => {
    const order = await createOrder();
    const intent = `pi_paid_${kind}`;
    await deliver(
      'checkout.session.completed',
      completed(order, order.totalPence, order.currency, intent),
    );
    const paid = await row(order.id);
    expect(paid.status).toBe('paid');
    await expectRefused(
      paid,
      await deliver('payment_intent.succeeded', {
        id: `pi_fee_${kind}`,
        object: 'payment_intent',
        amount: REPLACEMENT_FEE_PENCE,
        amount_received: REPLACEMENT_FEE_PENCE,
        currency: order.currency,
        metadata: { orderId: order.id, kind: 'replacement' },
      }),
      'not flagged',
    );

    // A refund of that paid order, for its amount, is applied.
    const refund = await deliver('charge.refunded', {
      id: `ch_paid_${kind}`,
      object: 'charge',
      amount: paid.totalPence,
      amount_refunded: paid.totalPence,
      currency: paid.currency,
      refunded: true,
      payment_intent: intent,
      customer: null,
      metadata: { orderId: order.id },
    });
    expect(refund).toEqual({ status: 200, ignored: false, outcome: 'refunded' });
    expect((await row(order.id)).status).toBe('refunded');
  });
});
