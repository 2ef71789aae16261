import { metadata, str, type FormObject } from './form.ts';
import { DECLINED_MESSAGE, int, SandboxError } from './cards.ts';
import {
  newId,
  nowSeconds,
  type SandboxStore,
  type StripeLike,
  type WebhookDispatcher,
} from './state.ts';

/** Payment intents and refunds of the sandbox outside Checkout: off-session charges, refunds. */

export async function failIntent(
  store: SandboxStore,
  events: WebhookDispatcher,
  intent: StripeLike,
  paymentMethodId: string,
  message: string,
  declineCode?: string,
  code = 'card_declined',
): Promise<StripeLike> {
  const failed = await store.put({
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: 'card_error',
      code,
      message,
      ...(declineCode ? { decline_code: declineCode } : {}),
      payment_method: { id: paymentMethodId, object: 'payment_method' },
    },
  });
  await events.emit('payment_intent.payment_failed', failed);
  return failed;
}

/** POST /v1/payment_intents: only the confirmed, off-session charge of a saved card. */
export async function createPaymentIntent(
  store: SandboxStore,
  events: WebhookDispatcher,
  params: FormObject,
): Promise<StripeLike> {
  const amount = int(str(params.amount), 'amount');
  const currency = str(params.currency);
  if (!currency)
    throw new SandboxError(400, 'invalid_request_error', 'Missing required param: currency.', {
      param: 'currency',
    });
  const confirm = str(params.confirm) === 'true';
  const offSession = str(params.off_session) === 'true';
  if (!confirm || !offSession)
    throw new SandboxError(
      400,
      'invalid_request_error',
      'The sandbox creates payment intents only with confirm=true and off_session=true.',
    );
  const customerId = str(params.customer);
  const pmId = str(params.payment_method);
  const pm = pmId ? await store.get(pmId, 'payment_method') : undefined;
  if (!pm)
    throw new SandboxError(400, 'invalid_request_error', `No such PaymentMethod: '${pmId ?? ''}'`, {
      code: 'resource_missing',
      param: 'payment_method',
    });
  if (!customerId || pm.customer !== customerId)
    throw new SandboxError(
      400,
      'invalid_request_error',
      'The PaymentMethod is not attached to this customer.',
      { param: 'payment_method' },
    );
  const intent = await store.put({
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency: currency.toLowerCase(),
    status: 'processing',
    customer: customerId,
    payment_method: pm.id,
    latest_charge: null,
    last_payment_error: null,
    description: str(params.description) ?? null,
    metadata: metadata(params.metadata),
    setup_future_usage: null,
    created: nowSeconds(),
    livemode: false,
  });
  const last4 = (pm.card as { last4: string }).last4;
  if (last4 === '0002') {
    const failed = await failIntent(
      store,
      events,
      intent,
      pm.id,
      DECLINED_MESSAGE,
      'generic_decline',
    );
    throw Object.assign(
      new SandboxError(402, 'card_error', DECLINED_MESSAGE, {
        code: 'card_declined',
        declineCode: 'generic_decline',
      }),
      { paymentIntent: failed },
    );
  }
  const charge = await store.put({
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_refunded: 0,
    currency: intent.currency,
    customer: customerId,
    payment_intent: intent.id,
    payment_method: pm.id,
    metadata: intent.metadata,
    paid: true,
    refunded: false,
    status: 'succeeded',
    created: nowSeconds(),
    livemode: false,
  });
  const paid = await store.put({
    ...intent,
    status: 'succeeded',
    amount_received: amount,
    latest_charge: charge.id,
  });
  await events.emit('charge.succeeded', charge);
  await events.emit('payment_intent.succeeded', paid);
  return paid;
}

export async function createRefund(
  store: SandboxStore,
  events: WebhookDispatcher,
  params: FormObject,
): Promise<StripeLike> {
  const piId = str(params.payment_intent);
  const intent = piId ? await store.get(piId, 'payment_intent') : undefined;
  if (!intent)
    throw new SandboxError(
      400,
      'invalid_request_error',
      `No such payment_intent: '${piId ?? ''}'`,
      { code: 'resource_missing', param: 'payment_intent' },
    );
  const charge = intent.latest_charge
    ? await store.get(text(intent.latest_charge), 'charge')
    : undefined;
  if (!charge || intent.status !== 'succeeded')
    throw new SandboxError(
      400,
      'invalid_request_error',
      'This PaymentIntent has no successful charge to refund.',
      { code: 'charge_not_refundable' },
    );
  const remaining = Number(charge.amount) - Number(charge.amount_refunded);
  const amount = str(params.amount) ? int(str(params.amount), 'amount') : remaining;
  if (remaining <= 0)
    throw new SandboxError(
      400,
      'invalid_request_error',
      `Charge ${charge.id} has already been refunded.`,
      { code: 'charge_already_refunded' },
    );
  if (amount > remaining)
    throw new SandboxError(
      400,
      'invalid_request_error',
      `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(remaining / 100).toFixed(2)})`,
      { param: 'amount' },
    );
  const refund = await store.put({
    id: newId('re'),
    object: 'refund',
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: intent.id,
    metadata: metadata(params.metadata),
    reason: str(params.reason) ?? null,
    status: 'succeeded',
    created: nowSeconds(),
  });
  const refundedAmount = Number(charge.amount_refunded) + amount;
  const updated = await store.put({
    ...charge,
    amount_refunded: refundedAmount,
    refunded: refundedAmount >= Number(charge.amount),
  });
  await events.emit('charge.refunded', updated);
  return refund;
}

/** The payment intent of a checkout session, created on the first payment attempt. */
export async function intentFor(store: SandboxStore, session: StripeLike): Promise<StripeLike> {
  const existing = session.payment_intent
    ? await store.get(text(session.payment_intent), 'payment_intent')
    : undefined;
  if (existing) return existing;
  const data = session._payment_intent_data as {
    metadata: Record<string, string>;
    setup_future_usage: string | null;
    description: string | null;
  };
  return store.put({
    id: newId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: 0,
    currency: session.currency,
    status: 'requires_payment_method',
    customer: session.customer ?? null,
    payment_method: null,
    latest_charge: null,
    last_payment_error: null,
    description: data.description,
    metadata: data.metadata,
    setup_future_usage: data.setup_future_usage,
    created: nowSeconds(),
    livemode: false,
  });
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
