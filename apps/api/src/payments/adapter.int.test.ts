import { loadKeyring } from '../config/secrets-key.ts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createStripeAdapter, PaymentDeclinedError, type PaymentAdapter } from './adapter.ts';
import { loadSandboxKeys, SANDBOX_API_BASE } from './sandbox/index.ts';
import { signPayload } from './sandbox/state.ts';

/** The Stripe adapter, through the official SDK, against the running payments sandbox. */
describe.each(testDatabaseKinds())('Stripe adapter against the payments sandbox on %s', (kind) => {
  let t: TestApp;
  let adapter: PaymentAdapter;
  let secretKey: string;
  let webhookSecret: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ secretKey, webhookSecret } = await loadSandboxKeys(
      t.app.database.db,
      await loadKeyring(t.config.secrets),
    ));
    const url = new URL(t.url);
    adapter = createStripeAdapter({
      kind: 'sandbox',
      secretKey,
      webhookSecret,
      endpoint: () => ({
        protocol: 'http',
        host: url.hostname,
        port: Number(url.port),
        basePath: SANDBOX_API_BASE,
      }),
    });
  });
  afterAll(() => t.close());

  const input = (
    key: string,
    overrides: Partial<Parameters<PaymentAdapter['createCheckoutSession']>[0]> = {},
  ) => ({
    orderId: '00000000-0000-4000-8000-000000000001',
    orderNumber: 'HC-2026-000001',
    productName: '72-Hour Heart Check',
    quantity: 1,
    unitAmountPence: 29_900,
    taxPence: 1794,
    taxRate: 6,
    currency: 'gbp',
    customerEmail: 'customer@example.com',
    successUrl: `${t.url}/orderConfirmation?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${t.url}/OrderList`,
    idempotencyKey: key,
    ...overrides,
  });

  async function pay(sessionId: string, number = '4242424242424242') {
    return fetch(`${t.url}/sandbox/checkout/${sessionId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number, expiry: '12/34', cvc: '123' }),
    });
  }

  it('creates a checkout session once per idempotency key', async () => {
    const key = `adapter-${kind}-${Date.now()}`;
    const first = await adapter.createCheckoutSession(input(key));
    const again = await adapter.createCheckoutSession(input(key));
    expect(again.id).toBe(first.id);
    expect(first.url).toBe(`${t.url}/sandbox/checkout/${first.id}`);
    expect(first.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await expect(adapter.createCheckoutSession(input(key, { taxPence: 1 }))).rejects.toThrow(
      /Keys for idempotent requests can only be used with the same parameters/,
    );
    const state = await adapter.retrieveCheckoutSession(first.id);
    expect(state).toMatchObject({ status: 'open', paymentStatus: 'unpaid', paymentIntentId: null });
  });

  it('refuses a wrong API key and unknown objects like Stripe does', async () => {
    const url = new URL(t.url);
    const wrong = createStripeAdapter({
      kind: 'sandbox',
      secretKey: 'sk_test_wrong',
      webhookSecret,
      endpoint: () => ({
        protocol: 'http',
        host: url.hostname,
        port: Number(url.port),
        basePath: SANDBOX_API_BASE,
      }),
    });
    await expect(wrong.retrieveCheckoutSession('cs_test_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(adapter.retrieveCheckoutSession('cs_test_missing')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('expires an open session', async () => {
    const session = await adapter.createCheckoutSession(input(`expire-${kind}-${Date.now()}`));
    await adapter.expireCheckoutSession(session.id);
    expect((await adapter.retrieveCheckoutSession(session.id)).status).toBe('expired');
    expect((await fetch(session.url)).status).toBe(410);
  });

  it('pays, refunds once per key, and charges the saved card off-session', async () => {
    const session = await adapter.createCheckoutSession(input(`pay-${kind}-${Date.now()}`));
    expect((await pay(session.id)).status).toBe(303);
    const state = await adapter.retrieveCheckoutSession(session.id);
    expect(state).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(state.paymentIntentId).toMatch(/^pi_/);
    expect(state.customerId).toMatch(/^cus_/);

    const charge = await adapter.chargeOffSession({
      originalPaymentIntentId: state.paymentIntentId!,
      customerId: state.customerId!,
      amountPence: 6800,
      currency: 'gbp',
      description: 'replacement',
      metadata: { kind: 'replacement' },
      idempotencyKey: `replacement-${session.id}`,
    });
    expect(charge.status).toBe('succeeded');
    const repeat = await adapter.chargeOffSession({
      originalPaymentIntentId: state.paymentIntentId!,
      customerId: state.customerId!,
      amountPence: 6800,
      currency: 'gbp',
      description: 'replacement',
      metadata: { kind: 'replacement' },
      idempotencyKey: `replacement-${session.id}`,
    });
    expect(repeat.id).toBe(charge.id);

    const refundKey = `refund-${session.id}`;
    const refund = await adapter.refund({
      paymentIntentId: state.paymentIntentId!,
      orderId: 'x',
      idempotencyKey: refundKey,
    });
    expect(refund).toMatchObject({ status: 'succeeded' });
    const replay = await adapter.refund({
      paymentIntentId: state.paymentIntentId!,
      orderId: 'x',
      idempotencyKey: refundKey,
    });
    expect(replay.id).toBe(refund.id);
    await expect(
      adapter.refund({
        paymentIntentId: state.paymentIntentId!,
        orderId: 'x',
        idempotencyKey: `${refundKey}-2`,
      }),
    ).rejects.toThrow(/already been refunded/);
  });

  it('declines an off-session charge of a declined card with a typed error', async () => {
    const session = await adapter.createCheckoutSession(input(`decline-${kind}-${Date.now()}`));
    await pay(session.id, '4000000000000002');
    const state = await adapter.retrieveCheckoutSession(session.id);
    expect(state.status).toBe('open');
    expect(state.paymentIntentId).toMatch(/^pi_/);
    await expect(
      adapter.chargeOffSession({
        originalPaymentIntentId: state.paymentIntentId!,
        customerId: 'cus_none',
        amountPence: 6800,
        currency: 'gbp',
        description: 'replacement',
        metadata: {},
        idempotencyKey: `x-${session.id}`,
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('verifies webhook signatures with stripe.webhooks.constructEvent', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'ping',
      data: { object: {} },
    });
    expect(adapter.verifyWebhook(payload, signPayload(payload, webhookSecret)).id).toBe('evt_1');
    expect(() => adapter.verifyWebhook(payload, signPayload(payload, 'whsec_other'))).toThrow();
    expect(() => adapter.verifyWebhook(payload, undefined)).toThrow();
  });
});
