import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import { PAYMENT_PROVIDER_ACTOR, recordAudit } from '../audit/public.ts';
import {
  paymentMismatch,
  refundMismatch,
  replacementMismatch,
  type EventMoney,
} from './payment-checks.ts';
import { orders, type OrderRow } from './schema.ts';
import type { OrderAction } from './state-machine.ts';
import { applyTransition, lockOrder } from './transitions.ts';

/**
 * One handler per provider event type. Effects only move orders forward through the state
 * machine, so events arriving out of order end in the same state as in order; an event whose
 * amount, currency or order state does not fit (payment-checks.ts) changes nothing and is
 * recorded on the order for staff.
 */

/**
 * What a handler asks of its caller: the customer's email for a step (written in the event's
 * transaction, sent after it commits) or a refund (after the commit: it calls the provider).
 */
export type Followup =
  | { kind: 'mail'; order: OrderRow; action: OrderAction }
  | { kind: 'refundCancelled'; order: OrderRow; paymentIntentId: string };

export interface Ctx {
  tx: Database;
  followups: Followup[];
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockById(
  tx: Database,
  orderId: string | null | undefined,
): Promise<OrderRow | undefined> {
  if (!orderId || !UUID.test(orderId)) return undefined;
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return rows[0] ? lockOrder(tx, rows[0].id) : undefined;
}

async function lockByPaymentIntent(
  tx: Database,
  paymentIntentId: string | null,
): Promise<OrderRow | undefined> {
  if (!paymentIntentId) return undefined;
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId));
  return rows[0] ? lockOrder(tx, rows[0].id) : undefined;
}

/**
 * Leaves the order as it is and records why, in its audit log (staff see it on the order) and
 * as an error in the log for alerting: ids, amounts and states only, no personal data.
 */
async function refuse(
  ctx: Ctx,
  event: Stripe.Event,
  order: OrderRow,
  reason: string,
  money: { expected: number; received: EventMoney },
): Promise<string> {
  await recordAudit(ctx.tx, {
    entityType: 'order',
    entityId: order.id,
    actor: PAYMENT_PROVIDER_ACTOR,
    action: 'payment_event_mismatch',
    fromStatus: order.status,
    toStatus: order.status,
    before: { amount: money.expected, currency: order.currency },
    after: {
      amount: money.received.amount ?? null,
      currency: money.received.currency ?? null,
      eventId: event.id,
      eventType: event.type,
    },
    note: reason,
  });
  logger.error('payment event does not match its order: not applied', {
    eventId: event.id,
    type: event.type,
    orderId: order.id,
    reason,
  });
  return `mismatch: ${reason}`;
}

/** A confirmed payment for the order: awaiting_payment → paid. */
async function paid(
  ctx: Ctx,
  order: OrderRow,
  paymentIntentId: string,
  customerId: string | null,
): Promise<string> {
  if (order.status === 'awaiting_payment') {
    const updated = await applyTransition(ctx.tx, order, 'pay', PAYMENT_PROVIDER_ACTOR, {
      paymentIntentId,
      providerCustomerId: customerId ?? order.providerCustomerId,
      paymentError: null,
      checkoutUrl: null,
    });
    ctx.followups.push({ kind: 'mail', order: updated, action: 'pay' });
    return 'paid';
  }
  if (order.status === 'cancelled' && !order.paymentIntentId) {
    // Paid on a checkout page after the order was cancelled: give the money back.
    await ctx.tx
      .update(orders)
      .set({ paymentIntentId, providerCustomerId: customerId, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    ctx.followups.push({ kind: 'refundCancelled', order, paymentIntentId });
    return 'refund_after_cancel';
  }
  if (!order.paymentIntentId && customerId && order.status !== 'cancelled') {
    await ctx.tx
      .update(orders)
      .set({ paymentIntentId, providerCustomerId: customerId })
      .where(eq(orders.id, order.id));
  }
  return `ignored: order already ${order.status}`;
}

/** A payment of the order (a completed checkout or its payment intent), after the checks. */
async function payment(
  ctx: Ctx,
  event: Stripe.Event,
  order: OrderRow,
  intent: { id: string; customer: string | null },
  money: EventMoney,
): Promise<string> {
  const mismatch = paymentMismatch(order, money);
  if (mismatch)
    return refuse(ctx, event, order, mismatch, { expected: order.totalPence, received: money });
  return paid(ctx, order, intent.id, intent.customer);
}

async function onCheckoutPaid(ctx: Ctx, event: Stripe.Event): Promise<string> {
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return 'ignored: not paid yet';
  const order = await lockById(ctx.tx, session.metadata?.orderId ?? session.client_reference_id);
  const intent = idOf(session.payment_intent);
  if (!order || !intent) return 'ignored: no matching order';
  return payment(
    ctx,
    event,
    order,
    { id: intent, customer: idOf(session.customer) },
    { amount: session.amount_total, currency: session.currency },
  );
}

async function onReplacementPaid(
  ctx: Ctx,
  event: Stripe.Event,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
): Promise<string> {
  const money = { amount: intent.amount_received, currency: intent.currency };
  const mismatch = replacementMismatch(order, money);
  if (mismatch) {
    const expected = order.replacementFeePence ?? 0;
    return refuse(ctx, event, order, mismatch, { expected, received: money });
  }
  if (order.replacementChargedAt) return 'ignored: replacement already recorded';
  const now = new Date();
  await ctx.tx
    .update(orders)
    .set({
      replacementPaymentId: intent.id,
      replacementChargedAt: now,
      replacementChargeError: null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await recordAudit(ctx.tx, {
    entityType: 'order',
    entityId: order.id,
    actor: PAYMENT_PROVIDER_ACTOR,
    action: 'replacement_fee_confirmed',
    before: { replacementChargedAt: null },
    after: { replacementChargedAt: now.toISOString(), replacementPaymentId: intent.id },
  });
  return 'replacement recorded';
}

async function onIntentSucceeded(ctx: Ctx, event: Stripe.Event): Promise<string> {
  const intent = event.data.object as Stripe.PaymentIntent;
  const order = await lockById(ctx.tx, intent.metadata?.orderId);
  if (!order) return 'ignored: no matching order';
  if (intent.metadata?.kind === 'replacement') return onReplacementPaid(ctx, event, order, intent);
  return payment(
    ctx,
    event,
    order,
    { id: intent.id, customer: idOf(intent.customer) },
    { amount: intent.amount_received, currency: intent.currency },
  );
}

async function onIntentFailed(ctx: Ctx, event: Stripe.Event): Promise<string> {
  const intent = event.data.object as Stripe.PaymentIntent;
  const order = await lockById(ctx.tx, intent.metadata?.orderId);
  if (!order) return 'ignored: no matching order';
  const message = intent.last_payment_error?.message ?? 'The payment did not go through.';
  if (intent.metadata?.kind === 'replacement') {
    if (!order.notReturnedAt) return 'ignored: order not flagged as not returned';
    if (order.replacementChargedAt) return 'ignored: replacement already charged';
    await ctx.tx
      .update(orders)
      .set({ replacementChargeError: message })
      .where(eq(orders.id, order.id));
    return 'replacement failure recorded';
  }
  if (order.status !== 'awaiting_payment') return `ignored: order already ${order.status}`;
  await ctx.tx
    .update(orders)
    .set({ paymentError: message, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await recordAudit(ctx.tx, {
    entityType: 'order',
    entityId: order.id,
    actor: PAYMENT_PROVIDER_ACTOR,
    action: 'payment_failed',
    before: { paymentError: order.paymentError },
    after: { paymentError: message },
  });
  return 'payment failure recorded';
}

async function onCheckoutExpired(ctx: Ctx, event: Stripe.Event): Promise<string> {
  const session = event.data.object as Stripe.Checkout.Session;
  const order = await lockById(ctx.tx, session.metadata?.orderId ?? session.client_reference_id);
  if (!order) return 'ignored: no matching order';
  if (order.status !== 'awaiting_payment' || order.checkoutSessionId !== session.id)
    return 'ignored: not the open session';
  const message = 'Your checkout page expired before payment. Press Pay Now to try again.';
  await ctx.tx
    .update(orders)
    .set({
      checkoutUrl: null,
      checkoutExpiresAt: null,
      paymentError: message,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await recordAudit(ctx.tx, {
    entityType: 'order',
    entityId: order.id,
    actor: PAYMENT_PROVIDER_ACTOR,
    action: 'checkout_expired',
    before: { checkoutSessionId: session.id },
    after: { checkoutSessionId: session.id, paymentError: message },
  });
  return 'checkout expiry recorded';
}

async function onChargeRefunded(ctx: Ctx, event: Stripe.Event): Promise<string> {
  const charge = event.data.object as Stripe.Charge;
  if (!charge.refunded) return 'ignored: partial refund';
  const intentId = idOf(charge.payment_intent);
  let order = await lockByPaymentIntent(ctx.tx, intentId);
  order ??= await lockById(ctx.tx, charge.metadata?.orderId);
  if (!order || !intentId) return 'ignored: no matching order';
  if (charge.metadata?.kind === 'replacement') return 'ignored: replacement fee refund';
  const money = { amount: charge.amount, currency: charge.currency };
  const mismatch = refundMismatch(order, intentId, money);
  if (mismatch)
    return refuse(ctx, event, order, mismatch, { expected: order.totalPence, received: money });
  if (order.status !== 'paid') return `ignored: order already ${order.status}`;
  const updated = await applyTransition(ctx.tx, order, 'refund', PAYMENT_PROVIDER_ACTOR, {
    cancelledAt: order.cancelledAt ?? new Date(),
  });
  ctx.followups.push({ kind: 'mail', order: updated, action: 'refund' });
  return 'refunded';
}

const HANDLERS: Partial<Record<string, (ctx: Ctx, event: Stripe.Event) => Promise<string>>> = {
  'checkout.session.completed': onCheckoutPaid,
  'checkout.session.async_payment_succeeded': onCheckoutPaid,
  'payment_intent.succeeded': onIntentSucceeded,
  'payment_intent.payment_failed': onIntentFailed,
  'checkout.session.expired': onCheckoutExpired,
  'charge.refunded': onChargeRefunded,
};

/** Applies one event inside the caller's transaction; answers what it did, for the log. */
export function applyPaymentEvent(ctx: Ctx, event: Stripe.Event): Promise<string> {
  const handler = HANDLERS[event.type];
  return handler ? handler(ctx, event) : Promise.resolve('ignored: event type not used');
}
