import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { paymentWebhookEvents } from '../../payments/schema.ts';
import { PAYMENT_PROVIDER_ACTOR, recordAudit } from '../audit/public.ts';
import { orders, type OrderRow } from './schema.ts';
import { notify } from './notifications.ts';
import { applyTransition, lockOrder } from './transitions.ts';
import type { OrderDeps } from './types.ts';
import type { OrderAction } from './state-machine.ts';

/**
 * Applies payment-provider webhook events to orders, exactly once: the event id is inserted in
 * the same transaction as its effect, so a duplicate or replayed delivery finds the id and does
 * nothing. Effects only move orders forward through the state machine, so events arriving out
 * of order end in the same state as in order.
 */

export interface EventOutcome {
  duplicate: boolean;
  outcome: string;
}

type Followup =
  | { kind: 'mail'; order: OrderRow; action: OrderAction }
  | { kind: 'refundCancelled'; order: OrderRow; paymentIntentId: string };

interface Ctx {
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

async function apply(ctx: Ctx, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return 'ignored: not paid yet';
      const order = await lockById(
        ctx.tx,
        session.metadata?.orderId ?? session.client_reference_id,
      );
      const intent = idOf(session.payment_intent);
      if (!order || !intent) return 'ignored: no matching order';
      return paid(ctx, order, intent, idOf(session.customer));
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const order = await lockById(ctx.tx, intent.metadata?.orderId);
      if (!order) return 'ignored: no matching order';
      if (intent.metadata?.kind === 'replacement') {
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
      return paid(ctx, order, intent.id, idOf(intent.customer));
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const order = await lockById(ctx.tx, intent.metadata?.orderId);
      if (!order) return 'ignored: no matching order';
      const message = intent.last_payment_error?.message ?? 'The payment did not go through.';
      if (intent.metadata?.kind === 'replacement') {
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
    case 'checkout.session.expired': {
      const session = event.data.object;
      const order = await lockById(
        ctx.tx,
        session.metadata?.orderId ?? session.client_reference_id,
      );
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
    case 'charge.refunded': {
      const charge = event.data.object;
      if (!charge.refunded) return 'ignored: partial refund';
      const intentId = idOf(charge.payment_intent);
      let order = await lockByPaymentIntent(ctx.tx, intentId);
      order ??= await lockById(ctx.tx, charge.metadata?.orderId);
      if (!order || !intentId) return 'ignored: no matching order';
      if (charge.metadata?.kind === 'replacement') return 'ignored: replacement fee refund';
      if (order.status === 'awaiting_payment') {
        // The refund overtook the payment's own event: record both, in order.
        order = await applyTransition(ctx.tx, order, 'pay', PAYMENT_PROVIDER_ACTOR, {
          paymentIntentId: intentId,
          providerCustomerId: idOf(charge.customer),
          checkoutUrl: null,
        });
      }
      if (order.status !== 'paid') return `ignored: order already ${order.status}`;
      const updated = await applyTransition(ctx.tx, order, 'refund', PAYMENT_PROVIDER_ACTOR, {
        cancelledAt: order.cancelledAt ?? new Date(),
      });
      ctx.followups.push({ kind: 'mail', order: updated, action: 'refund' });
      return 'refunded';
    }
    default:
      return 'ignored: event type not used';
  }
}

export async function processPaymentEvent(
  deps: OrderDeps,
  event: Stripe.Event,
): Promise<EventOutcome> {
  const ctx: Ctx = { tx: deps.db, followups: [] };
  const result = await deps.db.transaction(async (tx) => {
    ctx.tx = tx;
    ctx.followups = [];
    const inserted = await tx
      .insert(paymentWebhookEvents)
      .values({ id: event.id, type: event.type, outcome: 'processing' })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (inserted.length === 0) return { duplicate: true, outcome: 'duplicate' };
    const outcome = await apply(ctx, event);
    await tx
      .update(paymentWebhookEvents)
      .set({ outcome: outcome.slice(0, 200) })
      .where(eq(paymentWebhookEvents.id, event.id));
    return { duplicate: false, outcome };
  });
  if (!result.duplicate) {
    for (const followup of ctx.followups) {
      if (followup.kind === 'mail') await notify(deps, followup.order, followup.action);
      else await refundCancelled(deps, followup.order, followup.paymentIntentId);
    }
  }
  return result;
}

async function refundCancelled(
  deps: OrderDeps,
  order: OrderRow,
  paymentIntentId: string,
): Promise<void> {
  try {
    const refund = await deps.payments.refund({
      paymentIntentId,
      orderId: order.id,
      idempotencyKey: `order-${order.id}-refund`,
    });
    await deps.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ refundId: refund.id, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, {
        entityType: 'order',
        entityId: order.id,
        actor: { type: 'system' },
        action: 'refund_after_cancel',
        before: { refundId: null },
        after: { refundId: refund.id },
        note: 'A payment arrived after the order was cancelled and was refunded in full.',
      });
    });
  } catch (error) {
    logger.error('refunding a payment for a cancelled order failed', {
      orderId: order.id,
      ...describeError(error),
    });
  }
}
