import { liveGrantId } from '../../../test/grants.ts';
import { loadKeyring } from '../../config/secrets-key.ts';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdpSecrets } from '../../idp/secrets.ts';
import { ukDayOf } from '../../lib/uk-day.ts';
import { loadSandboxKeys } from '../../payments/sandbox/index.ts';
import { signPayload } from '../../payments/sandbox/state.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { outboxMessages } from '../outbox/public.ts';
import { orders } from './schema.ts';
import { paidSession } from './testing.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

const ORDER_FIELDS = `id number status totalPence subtotalPence taxPence paymentError trackingNumber
  returnDueAt overdue notReturnedAt replacementChargedAt replacementFeePence canEdit
  deliveryAddress { address city postalCode country }`;

interface OrderResult {
  id: string;
  number: string;
  status: string;
  totalPence: number;
  subtotalPence: number;
  taxPence: number;
  paymentError: string | null;
  trackingNumber: string | null;
  returnDueAt: string | null;
  overdue: boolean;
  notReturnedAt: string | null;
  replacementChargedAt: string | null;
  replacementFeePence: number | null;
  canEdit: boolean;
}

const ADDRESS = {
  address: '221 Baker Street',
  city: 'London',
  postalCode: 'NW1 6XE',
  country: 'GB',
};

describe.each(testDatabaseKinds())('orders and payments on %s', (kind) => {
  let t: TestApp;
  let customer: string;
  let other: string;
  let admin: string;
  let webhookSecret: string;

  /** A token for a fresh customer, signed with the provider's own key, then signed in. */
  async function newCustomerToken(subject: string): Promise<string> {
    const key = (await loadIdpSecrets(t.app.database.db, await loadKeyring(t.config.secrets)))
      .signingKeys.keys[0]!;
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      scope: 'Access.Functions',
      gid: await liveGrantId(t),
      email: `${subject}@example.com`,
      given_name: 'Other',
      family_name: 'Customer',
      roles: [],
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid!, typ: 'at+jwt' })
      .setIssuer(t.config.identity.issuer)
      .setAudience(t.config.identity.audience)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await importJWK(key, 'RS256'));
    await t.graphql('mutation { userSignedIn { user { id } } }', undefined, token);
    return token;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    customer = await t.tokenFor('customer@example.com');
    admin = await t.tokenFor('admin@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', undefined, customer);
    await t.graphql('mutation { userSignedIn { user { id } } }', undefined, admin);
    other = await newCustomerToken(`other-${kind}`);
    webhookSecret = (await loadSandboxKeys(t.app.database.db, await loadKeyring(t.config.secrets)))
      .webhookSecret;
  });
  afterAll(() => t.close());

  async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
    const { body } = await t.graphql<T>(query, variables, token);
    return body;
  }

  async function createOrder(token = customer): Promise<OrderResult> {
    const body = await gql<{ createOrder: OrderResult }>(
      `mutation($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`,
      { input: { deliveryAddress: ADDRESS, acceptedTermsVersion: TERMS_VERSION } },
      token,
    );
    expect(body.errors).toBeUndefined();
    return body.data!.createOrder;
  }

  async function getOrder(id: string, token = customer): Promise<OrderResult | null> {
    const body = await gql<{ order: OrderResult | null }>(
      `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id },
      token,
    );
    return body.data?.order ?? null;
  }

  async function payNow(orderId: string, token = customer) {
    const response = await fetch(`${t.url}/api/payments/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ orderId }),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        url: string;
        sessionId: string;
        reused: boolean;
        message?: string;
      },
    };
  }

  async function submitCard(sessionId: string, number: string) {
    return fetch(`${t.url}/sandbox/checkout/${sessionId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number, expiry: '12 / 34', cvc: '123' }),
    });
  }

  async function waitForStatus(id: string, status: string, token = customer): Promise<OrderResult> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const order = await getOrder(id, token);
      if (order?.status === status) return order;
      if (Date.now() > deadline)
        throw new Error(`order stayed ${order?.status}, expected ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function paidOrder(token = customer): Promise<OrderResult> {
    const order = await createOrder(token);
    const { body } = await payNow(order.id, token);
    const response = await submitCard(body.sessionId, '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    return waitForStatus(order.id, 'paid', token);
  }

  async function postWebhook(payload: string, signature?: string) {
    const response = await fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  let eventCounter = 0;
  function event(type: string, object: Record<string, unknown>) {
    eventCounter += 1;
    return JSON.stringify({
      id: `evt_test_${kind}_${Date.now()}_${eventCounter}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  async function auditCount(orderId: string): Promise<number> {
    const rows = await t.app.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity_id = ${orderId}`,
    );
    const list = ((rows as { rows?: { n: number }[] }).rows ?? rows) as { n: number }[];
    return list[0]!.n;
  }

  it('prices one kit at £299 + 6 % tax in pence and prefills nothing it was not given', async () => {
    const order = await createOrder();
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotalPence: 29_900,
      taxPence: 1794,
      totalPence: 31_694,
      canEdit: true,
    });
    expect(order.number).toMatch(/^HC-\d{4}-\d{6}$/);
  });

  it('the database refuses an order status the code does not know', async () => {
    const order = await createOrder();
    await expect(
      t.app.database.db.execute(sql`update orders set status = 'lost' where id = ${order.id}`),
    ).rejects.toThrow();
    const row = (await t.app.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect(row.status).toBe('awaiting_payment');
  });

  it('lists only the caller’s orders with paging, sorting and filtering by status and text', async () => {
    const lister = await newCustomerToken(`lister-${kind}`);
    const made = [await createOrder(lister), await createOrder(lister), await createOrder(lister)];
    await gql(
      `mutation($id: ID!) { cancelOrder(id: $id) { status } }`,
      { id: made[1]!.id },
      lister,
    );
    const list = async (input: Record<string, unknown>) =>
      (
        await gql<{ myOrders: { total: number; list: { number: string; status: string }[] } }>(
          `query($input: OrderListInput) { myOrders(input: $input) { total list { number status } } }`,
          { input },
          lister,
        )
      ).data!.myOrders;
    const page1 = await list({ pageIndex: 1, pageSize: 2, sortKey: 'number', sortOrder: 'asc' });
    expect(page1.total).toBe(3);
    expect(page1.list.map((o) => o.number)).toEqual([made[0]!.number, made[1]!.number]);
    const page2 = await list({ pageIndex: 2, pageSize: 2, sortKey: 'number', sortOrder: 'asc' });
    expect(page2.list.map((o) => o.number)).toEqual([made[2]!.number]);
    expect(page2.total).toBe(3);
    // A page past the end is empty but still states how many orders there are.
    expect(await list({ pageIndex: 9, pageSize: 2 })).toEqual({ total: 3, list: [] });
    const desc = await list({ sortKey: 'number', sortOrder: 'desc' });
    expect(desc.list[0]!.number).toBe(made[2]!.number);
    expect((await list({ status: 'cancelled' })).list.map((o) => o.number)).toEqual([
      made[1]!.number,
    ]);
    const text = made[2]!.number.slice(-6).toLowerCase();
    expect((await list({ query: text })).list.map((o) => o.number)).toEqual([made[2]!.number]);
    expect((await list({ query: 'no-such-order' })).total).toBe(0);
    // Options out of range are refused by name, not clamped into a list that looks as asked.
    const refusals: [Record<string, unknown>, string][] = [
      [{ pageSize: 100_000 }, 'pageSize: a whole number of orders from 1 to 100.'],
      [{ pageIndex: -5 }, 'pageIndex: a whole page number from 1 to 100000.'],
      [{ sortKey: 'bogus' }, 'sortKey: sort by createdAt, number, status, totalPence.'],
      [{ sortOrder: 'sideways' }, 'sortOrder: asc or desc.'],
      [{ query: 'x'.repeat(201) }, 'query: search with at most 200 characters.'],
    ];
    for (const [input, message] of refusals) {
      const refused = await gql(
        `query($input: OrderListInput) { myOrders(input: $input) { total } }`,
        { input },
        lister,
      );
      expect(refused.errors?.[0]?.message, message).toBe(`Check the list options: ${message}`);
    }
    const rest = await fetch(`${t.url}/api/orders?sortKey=bogus&pageSize=0`, {
      headers: { authorization: `Bearer ${lister}` },
    });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { message: string }).message).toBe(
      'Invalid list parameters: pageSize: a whole number of orders from 1 to 100; sortKey: sort by createdAt, number, status, totalPence.',
    );

    // Lists asked for at once share queries on PostgreSQL (list-reader.ts): each list must be
    // what it is when read alone, whoever else's list and whatever page rode in the same query.
    const listerId = (
      await t.app.database.db
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, made[0]!.id))
    )[0]!.userId;
    const reader = t.app.services.orderLists;
    const asks = [listerId, randomUUID(), listerId].flatMap((userId) =>
      [
        { pageIndex: 1, pageSize: 2, sortKey: 'number', sortOrder: 'asc' },
        { pageIndex: 2, pageSize: 2, sortKey: 'number', sortOrder: 'asc' },
        { pageIndex: 9, pageSize: 2 },
        { status: 'cancelled' },
        { query: text },
        {},
      ].map((options) => ({ userId, options })),
    );
    const alone = [];
    for (const ask of asks) alone.push(await reader.forUser(ask.userId, ask.options));
    const together = await Promise.all(asks.map((ask) => reader.forUser(ask.userId, ask.options)));
    expect(together).toEqual(alone);
    expect(alone[0]!.list.map((o) => o.number)).toEqual([made[0]!.number, made[1]!.number]);
  });

  it('buys with the success card: hosted checkout, webhook, paid, email', async () => {
    const order = await createOrder();
    const { status, body } = await payNow(order.id);
    expect(status).toBe(200);
    expect(body.url).toBe(`${t.url}/sandbox/checkout/${body.sessionId}`);
    const page = await fetch(body.url);
    const html = await page.text();
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).toContain('Expiry date');
    expect(html).toContain('CVC');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const response = await submitCard(body.sessionId, '4242424242424242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${t.url}/orderConfirmation?orderId=${order.id}&session_id=${body.sessionId}`,
    );
    await waitForStatus(order.id, 'paid');
    // The email commits with the paid status (step-mail.int.test.ts), so it is there already.
    const mail = await t.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'order-paid'));
    expect(mail.some((m) => m.subject.includes(order.number))).toBe(true);
  });

  it('refuses real card numbers in the sandbox', async () => {
    const order = await createOrder();
    const { body } = await payNow(order.id);
    const response = await submitCard(body.sessionId, '4111 1111 1111 1111');
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('real card numbers are never accepted');
    expect((await getOrder(order.id))!.status).toBe('awaiting_payment');
  });

  it('a declined card leaves the order awaiting payment with the message; a retry pays', async () => {
    const order = await createOrder();
    const { body } = await payNow(order.id);
    const declined = await submitCard(body.sessionId, '4000 0000 0000 0002');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/sandbox/checkout/${body.sessionId}`);
    const deadline = Date.now() + 10_000;
    let current = await getOrder(order.id);
    while (!current?.paymentError && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await getOrder(order.id);
    }
    expect(current).toMatchObject({
      status: 'awaiting_payment',
      paymentError: 'Your card was declined.',
    });
    const again = await payNow(order.id);
    expect(again.body).toMatchObject({ sessionId: body.sessionId, reused: true });
    await submitCard(body.sessionId, '4242424242424242');
    expect((await waitForStatus(order.id, 'paid')).paymentError).toBeNull();
  });

  it('pressing Pay Now twice (even at once) creates one checkout session', async () => {
    const order = await createOrder();
    const [a, b] = await Promise.all([payNow(order.id), payNow(order.id)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.sessionId).toBe(b.body.sessionId);
    const c = await payNow(order.id);
    expect(c.body).toMatchObject({ sessionId: a.body.sessionId, reused: true });
    const sessions = await t.app.database.db.execute(
      sql`select count(*)::int as n from payment_sandbox_objects where object = 'checkout.session' and data->'metadata'->>'orderId' = ${order.id}`,
    );
    const list = ((sessions as { rows?: { n: number }[] }).rows ?? sessions) as { n: number }[];
    expect(list[0]!.n).toBe(1);
  });

  it('an abandoned checkout expires (with its webhook) and Pay Now then opens a new one', async () => {
    const order = await createOrder();
    const first = await payNow(order.id);
    await t.app.database.db.execute(
      sql`update payment_sandbox_objects set data = jsonb_set(data, '{expires_at}', '1') where id = ${first.body.sessionId}`,
    );
    const second = await payNow(order.id);
    expect(second.status).toBe(200);
    expect(second.body.sessionId).not.toBe(first.body.sessionId);
    expect(second.body.reused).toBe(false);
    expect((await fetch(first.body.url)).status).toBe(410);
    // The expiry event of the old session arrives but does not disturb the new one.
    const deadline = Date.now() + 5000;
    for (;;) {
      const rows = await t.app.database.db.execute(
        sql`select count(*)::int as n from payment_webhook_events where type = 'checkout.session.expired'`,
      );
      const list = ((rows as { rows?: { n: number }[] }).rows ?? rows) as { n: number }[];
      if (list[0]!.n > 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await payNow(order.id)).body).toMatchObject({
      sessionId: second.body.sessionId,
      reused: true,
    });
    await submitCard(second.body.sessionId, '4242424242424242');
    await waitForStatus(order.id, 'paid');
  });

  it('refuses a webhook with no, a wrong, or a stale signature, or a tampered body', async () => {
    const payload = event('checkout.session.completed', {
      id: 'cs_test_x',
      object: 'checkout.session',
    });
    expect((await postWebhook(payload)).status).toBe(400);
    expect((await postWebhook(payload, signPayload(payload, 'whsec_wrong'))).status).toBe(400);
    const stale = signPayload(payload, webhookSecret, Math.floor(Date.now() / 1000) - 3600);
    expect((await postWebhook(payload, stale)).status).toBe(400);
    const signed = signPayload(payload, webhookSecret);
    expect((await postWebhook(payload.replace('cs_test_x', 'cs_test_y'), signed)).status).toBe(400);
    const ok = await postWebhook(payload, signed);
    expect(ok).toEqual({ status: 200, body: { received: true, duplicate: false } });
  });

  it('applies a duplicated or replayed event exactly once', async () => {
    const order = await createOrder();
    const payload = event(
      'checkout.session.completed',
      paidSession(order, {
        session: `cs_test_dup_${kind}`,
        intent: `pi_dup_${kind}`,
        customer: `cus_dup_${kind}`,
      }),
    );
    const first = await postWebhook(payload, signPayload(payload, webhookSecret));
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await getOrder(order.id))!.status).toBe('paid');
    const audits = await auditCount(order.id);
    const second = await postWebhook(payload, signPayload(payload, webhookSecret));
    expect(second.body).toEqual({ received: true, duplicate: true });
    const replay = await Promise.all(
      [1, 2, 3].map(() => postWebhook(payload, signPayload(payload, webhookSecret))),
    );
    expect(replay.every((r) => r.body.duplicate === true)).toBe(true);
    expect(await auditCount(order.id)).toBe(audits);
    const mails = await t.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'order-paid'));
    expect(mails.filter((m) => m.subject.includes(order.number))).toHaveLength(1);
  });

  it('ends in the right state when events arrive out of order', async () => {
    // A payment's completion arriving again after its refund (another event of the same
    // payment) does not undo the refund.
    const order = await createOrder();
    const money = { amount_total: order.totalPence, currency: 'gbp' };
    const completed = event('checkout.session.completed', {
      id: `cs_test_ooo_${kind}`,
      object: 'checkout.session',
      payment_status: 'paid',
      ...money,
      metadata: { orderId: order.id },
      payment_intent: `pi_ooo_${kind}`,
    });
    await postWebhook(completed, signPayload(completed, webhookSecret));
    const refunded = event('charge.refunded', {
      id: `ch_ooo_${kind}`,
      object: 'charge',
      refunded: true,
      amount: order.totalPence,
      currency: 'gbp',
      payment_intent: `pi_ooo_${kind}`,
      customer: null,
      metadata: { orderId: order.id },
    });
    await postWebhook(refunded, signPayload(refunded, webhookSecret));
    expect((await getOrder(order.id))!.status).toBe('refunded');
    const late = event('checkout.session.async_payment_succeeded', {
      id: `cs_test_ooo_${kind}`,
      object: 'checkout.session',
      payment_status: 'paid',
      ...money,
      metadata: { orderId: order.id },
      payment_intent: `pi_ooo_${kind}`,
    });
    expect((await postWebhook(late, signPayload(late, webhookSecret))).status).toBe(200);
    expect((await getOrder(order.id))!.status).toBe('refunded');

    // A failure or an expiry arriving after the payment does not undo it.
    const paid = await paidOrder();
    const failed = event('payment_intent.payment_failed', {
      id: 'pi_late',
      object: 'payment_intent',
      metadata: { orderId: paid.id, kind: 'order' },
      last_payment_error: { message: 'Your card was declined.' },
    });
    await postWebhook(failed, signPayload(failed, webhookSecret));
    const row = (await t.app.database.db.select().from(orders).where(eq(orders.id, paid.id)))[0]!;
    const expired = event('checkout.session.expired', {
      id: row.checkoutSessionId,
      object: 'checkout.session',
      status: 'expired',
      metadata: { orderId: paid.id },
    });
    await postWebhook(expired, signPayload(expired, webhookSecret));
    expect(await getOrder(paid.id)).toMatchObject({ status: 'paid', paymentError: null });
  });

  it('refuses illegal moves with a clear error (dispatch before payment)', async () => {
    const order = await createOrder();
    const body = await gql(
      `mutation($id: ID!) { dispatchOrder(id: $id, trackingNumber: "RM123456789GB") { status } }`,
      { id: order.id },
      admin,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: `Order ${order.number} cannot be dispatched: it is awaiting payment. An order can be dispatched only once it is paid.`,
      extensions: { code: 'ILLEGAL_TRANSITION' },
    });
    const received = await gql(
      `mutation($id: ID!) { markOrderReceived(id: $id) { status } }`,
      { id: order.id },
      admin,
    );
    expect(received.errors?.[0]?.message).toMatch(
      /cannot be marked as received back: it is awaiting payment/,
    );
    expect((await getOrder(order.id))!.status).toBe('awaiting_payment');
  });

  it("never shows one customer another's order (GraphQL, REST, payment, actions)", async () => {
    const order = await createOrder();
    expect(await getOrder(order.id, other)).toBeNull();
    const rest = await fetch(`${t.url}/api/orders/${order.id}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(rest.status).toBe(404);
    expect(await rest.json()).toEqual({ message: 'Order not found.' });
    const own = await fetch(`${t.url}/api/orders/${order.id}`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(own.status).toBe(200);
    expect((await payNow(order.id, other)).status).toBe(404);
    const cancel = await gql(
      `mutation($id: ID!) { cancelOrder(id: $id) { status } }`,
      { id: order.id },
      other,
    );
    expect(cancel.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await gql<{ myOrders: { list: { id: string }[] } }>(
      `{ myOrders(input: { pageSize: 100 }) { list { id } total } }`,
      {},
      other,
    );
    expect(list.data!.myOrders.list.map((o) => o.id)).not.toContain(order.id);
    const ops = await gql(`{ operationsOrders { total } }`, {}, customer);
    expect(ops.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (
        await fetch(`${t.url}/api/orders/not-a-uuid`, {
          headers: { authorization: `Bearer ${customer}` },
        })
      ).status,
    ).toBe(404);
  });

  it('cancels a paid order with a refund through the provider; not after dispatch', async () => {
    const order = await paidOrder();
    const body = await gql<{ cancelOrder: OrderResult }>(
      `mutation($id: ID!) { cancelOrder(id: $id) { ${ORDER_FIELDS} } }`,
      { id: order.id },
      customer,
    );
    expect(body.data!.cancelOrder.status).toBe('refunded');
    const row = (await t.app.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect(row.refundId).toMatch(/^re_/);

    const shipped = await paidOrder();
    await gql(
      `mutation($id: ID!) { dispatchOrder(id: $id, trackingNumber: "RM123456789GB") { status } }`,
      { id: shipped.id },
      admin,
    );
    const late = await gql(
      `mutation($id: ID!) { cancelOrder(id: $id) { status } }`,
      { id: shipped.id },
      customer,
    );
    expect(late.errors?.[0]?.message).toBe(
      `Order ${shipped.number} cannot be cancelled: it is dispatched. An order can be cancelled only before it is dispatched.`,
    );
    const address = await gql(
      `mutation($id: ID!, $a: DeliveryAddressInput!) { updateOrderAddress(id: $id, deliveryAddress: $a) { status } }`,
      { id: shipped.id, a: ADDRESS },
      customer,
    );
    expect(address.errors?.[0]?.message).toMatch(/only before the kit is dispatched/);
  });

  it('dispatches, delivers, receives, and charges an overdue device once, never twice', async () => {
    const order = await paidOrder();
    const run = (mutation: string) =>
      gql<Record<string, OrderResult>>(
        `mutation($id: ID!) { ${mutation} { ${ORDER_FIELDS} } }`,
        { id: order.id },
        admin,
      );
    expect(
      (await run('dispatchOrder(id: $id, trackingNumber: "rm 1234 5678 gb")')).data!.dispatchOrder!
        .trackingNumber,
    ).toBe('RM 1234 5678 GB');
    const early = await run('flagOrderNotReturned(id: $id)');
    expect(early.errors?.[0]?.message).toMatch(/only a delivered device/);
    // A delivery is never before its dispatch day: the courier collected this kit 13 days ago.
    const day = ukDayOf(new Date(Date.now() - 12 * 86_400_000));
    const beforeDispatch = await run(`markOrderDelivered(id: $id, deliveredOn: "${day}")`);
    expect(beforeDispatch.errors?.[0]?.message).toMatch(
      /^Delivered on: the delivery date cannot be before the day the order was dispatched/,
    );
    expect(beforeDispatch.errors?.[0]?.extensions).toMatchObject({ field: 'deliveredOn' });
    await t.app.database.db
      .update(orders)
      .set({ dispatchedAt: new Date(Date.now() - 13 * 86_400_000) })
      .where(eq(orders.id, order.id));
    const delivered = (await run(`markOrderDelivered(id: $id, deliveredOn: "${day}")`)).data!
      .markOrderDelivered!;
    expect(delivered).toMatchObject({ status: 'delivered', overdue: true });
    expect((await getOrder(order.id))!.overdue).toBe(true);

    const [first, second] = await Promise.all([
      run('flagOrderNotReturned(id: $id)'),
      run('flagOrderNotReturned(id: $id)'),
    ]);
    const results = [first, second];
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data!.flagOrderNotReturned).toMatchObject({ replacementFeePence: 6800 });
    expect(ok[0]!.data!.flagOrderNotReturned!.replacementChargedAt).not.toBeNull();
    expect(refused[0]!.errors![0]!.message).toMatch(
      /already flagged as not returned; the replacement fee is charged only once/,
    );
    const third = await run('flagOrderNotReturned(id: $id)');
    expect(third.errors).toBeDefined();
    const charges = await t.app.database.db.execute(
      sql`select count(*)::int as n from payment_sandbox_objects where object = 'payment_intent' and data->'metadata'->>'kind' = 'replacement' and data->'metadata'->>'orderId' = ${order.id}`,
    );
    const list = ((charges as { rows?: { n: number }[] }).rows ?? charges) as { n: number }[];
    expect(list[0]!.n).toBe(1);

    expect((await run('markOrderReceived(id: $id)')).data!.markOrderReceived!.status).toBe(
      'received',
    );
    const audit = await gql<{ order: { auditLog: { action: string; actorType: string }[] } }>(
      `query($id: ID!) { order(id: $id) { auditLog { action actorType fromStatus toStatus before after } } }`,
      { id: order.id },
      admin,
    );
    expect(audit.data!.order.auditLog.map((a) => a.action)).toEqual([
      'create',
      'start_checkout',
      'pay',
      'dispatch',
      'deliver',
      'flag_not_returned',
      'charge_replacement_fee',
      'receive',
    ]);
    const customerView = await gql<{ order: { auditLog: unknown[] } }>(
      `query($id: ID!) { order(id: $id) { auditLog { action } } }`,
      { id: order.id },
      customer,
    );
    expect(customerView.data!.order.auditLog).toEqual([]);
  });
});
