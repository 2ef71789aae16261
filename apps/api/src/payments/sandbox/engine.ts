import { and, eq, sql } from 'drizzle-orm';
import { sandboxObjects } from './schema.ts';
import { list, metadata, obj, str, type FormObject } from './form.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  checkCard,
  DECLINED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  int,
  parseExpiry,
  publicView,
  SandboxError,
  TEST_CARDS,
  type AttemptResult,
  type CardInput,
} from './cards.ts';
import { createPaymentIntent, createRefund, failIntent, intentFor } from './intents.ts';
import {
  newId,
  nowSeconds,
  type SandboxStore,
  type StripeLike,
  type WebhookDispatcher,
} from './state.ts';

export {
  AUTHENTICATION_FAILED_MESSAGE,
  DECLINED_MESSAGE,
  publicView,
  SandboxError,
  TEST_CARDS,
  type AttemptResult,
  type CardInput,
} from './cards.ts';

const SESSION_LIFETIME_S = 24 * 60 * 60;

/**
 * The payments sandbox's behaviour: the subset of Stripe's objects and rules the HeartCheck
 * adapter uses (Checkout Sessions, Payment Intents, Charges, Refunds, Customers, Payment
 * Methods, Events), with Stripe's published test cards.
 */
export class SandboxEngine {
  private readonly store: SandboxStore;
  private readonly events: WebhookDispatcher;
  private readonly publicUrl: string;

  constructor(store: SandboxStore, events: WebhookDispatcher, publicUrl: string) {
    this.store = store;
    this.events = events;
    this.publicUrl = publicUrl;
  }

  async retrieve(id: string, object: string): Promise<StripeLike> {
    const found = await this.store.get(id, object);
    if (!found)
      throw new SandboxError(
        404,
        'invalid_request_error',
        `No such ${object.replace('checkout.', '')}: '${id}'`,
        {
          code: 'resource_missing',
          param: 'id',
        },
      );
    return this.expireIfDue(found);
  }

  /** A session past its expires_at becomes expired (and says so with an event) when next read. */
  private async expireIfDue(value: StripeLike): Promise<StripeLike> {
    if (
      value.object === 'checkout.session' &&
      value.status === 'open' &&
      Number(value.expires_at) <= nowSeconds()
    ) {
      return this.expireSession(value.id);
    }
    return value;
  }

  /** Expires every open session past its expires_at (and sends checkout.session.expired). */
  async expireDueSessions(): Promise<number> {
    const due = await this.store.db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.object, 'checkout.session'),
          sql`${sandboxObjects.data}->>'status' = 'open'`,
          sql`(${sandboxObjects.data}->>'expires_at')::bigint <= ${nowSeconds()}`,
        ),
      );
    for (const row of due) await this.expireSession(row.id);
    return due.length;
  }

  async createSession(params: FormObject): Promise<StripeLike> {
    if (str(params.mode) !== 'payment')
      throw new SandboxError(
        400,
        'invalid_request_error',
        'The sandbox supports mode=payment only.',
        {
          param: 'mode',
        },
      );
    const successUrl = str(params.success_url);
    if (!successUrl)
      throw new SandboxError(400, 'invalid_request_error', 'Missing required param: success_url.', {
        param: 'success_url',
      });
    const items = list(params.line_items).map((raw, index) => {
      const item = obj(raw);
      const priceData = obj(item.price_data);
      const product = obj(priceData.product_data);
      const currency = str(priceData.currency);
      if (!currency)
        throw new SandboxError(400, 'invalid_request_error', 'Missing currency.', {
          param: `line_items[${index}][price_data][currency]`,
        });
      return {
        description: str(product.name) ?? 'Item',
        currency: currency.toLowerCase(),
        unit_amount: int(
          str(priceData.unit_amount),
          `line_items[${index}][price_data][unit_amount]`,
        ),
        quantity: int(str(item.quantity) ?? '1', `line_items[${index}][quantity]`),
      };
    });
    if (items.length === 0)
      throw new SandboxError(400, 'invalid_request_error', 'Missing required param: line_items.', {
        param: 'line_items',
      });
    const amount = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
    const id = newId('cs_test');
    const expiresAt = str(params.expires_at)
      ? int(str(params.expires_at), 'expires_at')
      : nowSeconds() + SESSION_LIFETIME_S;
    const piData = obj(params.payment_intent_data);
    const session: StripeLike = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency: items[0]!.currency,
      client_reference_id: str(params.client_reference_id) ?? null,
      customer: str(params.customer) ?? null,
      customer_creation: str(params.customer_creation) ?? 'if_required',
      customer_email: str(params.customer_email) ?? null,
      metadata: metadata(params.metadata),
      payment_intent: null,
      success_url: successUrl,
      cancel_url: str(params.cancel_url) ?? null,
      url: `${this.publicUrl}/sandbox/checkout/${id}`,
      created: nowSeconds(),
      expires_at: expiresAt,
      livemode: false,
      // Sandbox-internal fields (underscored): not part of Stripe's object.
      _line_items: items,
      _payment_intent_data: {
        metadata: metadata(piData.metadata),
        setup_future_usage: str(piData.setup_future_usage) ?? null,
        description: str(piData.description) ?? null,
      },
      _last_error: null,
    };
    return this.store.put(session);
  }

  async expireSession(id: string): Promise<StripeLike> {
    const session = await this.store.get(id, 'checkout.session');
    if (!session)
      throw new SandboxError(404, 'invalid_request_error', `No such checkout session: '${id}'`, {
        code: 'resource_missing',
      });
    if (session.status === 'expired') return session;
    if (session.status !== 'open')
      throw new SandboxError(
        400,
        'invalid_request_error',
        'Only open Checkout Sessions can be expired.',
        {
          code: 'checkout_session_not_open',
        },
      );
    const expired = await this.store.put({ ...session, status: 'expired', url: null });
    await this.events.emit('checkout.session.expired', publicView(expired));
    return expired;
  }

  async attemptPayment(sessionId: string, card: CardInput): Promise<AttemptResult> {
    const session = await this.retrieve(sessionId, 'checkout.session');
    if (session.status !== 'open')
      return { kind: 'failed', message: 'This checkout session is no longer open.' };
    const errors = checkCard(card);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const number = card.number.replace(/[\s-]/g, '');
    const test = TEST_CARDS[number]!;
    const paymentMethod = await this.store.put({
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: test.brand,
        last4: number.slice(-4),
        exp_month: parseExpiry(card.expiry)?.month ?? 0,
        exp_year: parseExpiry(card.expiry)?.year ?? 0,
        funding: 'credit',
      },
      customer: null,
      created: nowSeconds(),
      livemode: false,
    });
    const intent = await intentFor(this.store, session);
    if (test.outcome === 'decline' || test.outcome === 'insufficient_funds') {
      const message = test.outcome === 'decline' ? DECLINED_MESSAGE : INSUFFICIENT_FUNDS_MESSAGE;
      await failIntent(
        this.store,
        this.events,
        intent,
        paymentMethod.id,
        message,
        test.outcome === 'decline' ? 'generic_decline' : 'insufficient_funds',
      );
      await this.store.put({ ...session, payment_intent: intent.id, _last_error: message });
      return { kind: 'failed', message };
    }
    if (test.outcome === 'authenticate') {
      await this.store.put({
        ...intent,
        status: 'requires_action',
        payment_method: paymentMethod.id,
        next_action: { type: 'use_stripe_sdk' },
      });
      await this.store.put({ ...session, payment_intent: intent.id, _last_error: null });
      return { kind: 'requires_action' };
    }
    return this.succeed(session, intent, paymentMethod.id);
  }

  async completeAuthentication(sessionId: string, passed: boolean): Promise<AttemptResult> {
    const session = await this.retrieve(sessionId, 'checkout.session');
    const intentId = str(session.payment_intent as string | undefined);
    const intent = intentId ? await this.store.get(intentId, 'payment_intent') : undefined;
    if (session.status !== 'open' || !intent || intent.status !== 'requires_action')
      return { kind: 'failed', message: 'There is no payment waiting for authentication.' };
    if (!passed) {
      await failIntent(
        this.store,
        this.events,
        intent,
        String(intent.payment_method),
        AUTHENTICATION_FAILED_MESSAGE,
        undefined,
        'payment_intent_authentication_failure',
      );
      await this.store.put({ ...session, _last_error: AUTHENTICATION_FAILED_MESSAGE });
      return { kind: 'failed', message: AUTHENTICATION_FAILED_MESSAGE };
    }
    return this.succeed(session, intent, String(intent.payment_method));
  }

  async lastError(sessionId: string): Promise<string | null> {
    const session = await this.store.get(sessionId, 'checkout.session');
    return (session?._last_error as string | null | undefined) ?? null;
  }

  private async succeed(
    session: StripeLike,
    intent: StripeLike,
    paymentMethodId: string,
  ): Promise<AttemptResult> {
    let customerId = session.customer as string | null;
    if (!customerId && (session.customer_creation === 'always' || intent.setup_future_usage)) {
      const customer = await this.store.put({
        id: newId('cus'),
        object: 'customer',
        email: session.customer_email ?? null,
        created: nowSeconds(),
        livemode: false,
      });
      customerId = customer.id;
    }
    const pm = await this.store.get(paymentMethodId, 'payment_method');
    if (pm && customerId && intent.setup_future_usage)
      await this.store.put({ ...pm, customer: customerId });
    const charge = await this.store.put({
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      customer: customerId,
      payment_intent: intent.id,
      payment_method: paymentMethodId,
      metadata: intent.metadata,
      paid: true,
      refunded: false,
      status: 'succeeded',
      created: nowSeconds(),
      livemode: false,
    });
    const paid = await this.store.put({
      ...intent,
      status: 'succeeded',
      amount_received: intent.amount,
      customer: customerId,
      payment_method: paymentMethodId,
      latest_charge: charge.id,
      last_payment_error: null,
      next_action: null,
    });
    const completed = await this.store.put({
      ...session,
      status: 'complete',
      payment_status: 'paid',
      customer: customerId,
      payment_intent: paid.id,
      url: null,
      _last_error: null,
    });
    await this.events.emit('charge.succeeded', charge);
    await this.events.emit('payment_intent.succeeded', paid);
    await this.events.emit('checkout.session.completed', publicView(completed));
    const redirectTo = String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    return { kind: 'succeeded', redirectTo };
  }

  createPaymentIntent(params: FormObject): Promise<StripeLike> {
    return createPaymentIntent(this.store, this.events, params);
  }

  createRefund(params: FormObject): Promise<StripeLike> {
    return createRefund(this.store, this.events, params);
  }
}
