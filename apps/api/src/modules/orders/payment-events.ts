import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describeError, logger } from '../../lib/logger.ts';
import { paymentWebhookEvents } from '../../payments/schema.ts';
import { recordAudit } from '../audit/public.ts';
import { orders, type OrderRow } from './schema.ts';
import { deliverNotice, queueNotice } from './notifications.ts';
import { applyPaymentEvent, type Ctx } from './payment-event-handlers.ts';
import type { OrderDeps } from './types.ts';

/**
 * Applies payment-provider webhook events to orders, exactly once: the event id is inserted in
 * the same transaction as its effect, so a duplicate or replayed delivery finds the id and does
 * nothing. What each event does, and the checks of its amount, currency and order state before
 * it does it, are in payment-event-handlers.ts.
 */

export interface EventOutcome {
  duplicate: boolean;
  outcome: string;
}

export async function processPaymentEvent(
  deps: OrderDeps,
  event: Stripe.Event,
): Promise<EventOutcome> {
  const ctx: Ctx = { tx: deps.db, followups: [] };
  let mailIds: string[] = [];
  const result = await deps.db.transaction(async (tx) => {
    ctx.tx = tx;
    ctx.followups = [];
    mailIds = [];
    const inserted = await tx
      .insert(paymentWebhookEvents)
      .values({ id: event.id, type: event.type, outcome: 'processing' })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (inserted.length === 0) return { duplicate: true, outcome: 'duplicate' };
    const outcome = await applyPaymentEvent(ctx, event);
    // The customer's email commits with the step it reports (an order paid is never without it).
    for (const followup of ctx.followups) {
      if (followup.kind !== 'mail') continue;
      const id = await queueNotice(deps, tx, followup.order, followup.action);
      if (id) mailIds.push(id);
    }
    await tx
      .update(paymentWebhookEvents)
      .set({ outcome: outcome.slice(0, 200) })
      .where(eq(paymentWebhookEvents.id, event.id));
    return { duplicate: false, outcome };
  });
  if (!result.duplicate) {
    for (const id of mailIds) await deliverNotice(deps, id);
    for (const followup of ctx.followups) {
      if (followup.kind === 'refundCancelled')
        await refundCancelled(deps, followup.order, followup.paymentIntentId);
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
