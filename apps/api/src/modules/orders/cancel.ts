import { eq } from 'drizzle-orm';
import { describeError, logger } from '../../lib/logger.ts';
import { type Actor } from '../audit/public.ts';
import { orders, type OrderRow } from './schema.ts';
import { transition } from './state-machine.ts';
import type { OrderDeps, Viewer } from './types.ts';
import { PaymentProviderError, actorOf, withOrderLock } from './types.ts';
import { findOrderForViewer, requireOrder } from './queries.ts';
import { applyTransition, lockOrder, changeOrderStatus } from './transitions.ts';
import { deliverNotice, queueNotice } from './notifications.ts';

/** Cancelling before dispatch (refunding a paid order) and recording confirmed payments. */

export async function cancelOrder(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
): Promise<OrderRow> {
  const order = await requireOrder(deps.db, orderId, viewer);
  const actor = actorOf(viewer);
  return withOrderLock(order.id, async () => {
    let current = (await findOrderForViewer(deps.db, order.id, viewer))!;
    if (current.status === 'awaiting_payment' && current.checkoutSessionId) {
      // A checkout page left open must not take money for a cancelled order.
      const session = await deps.payments
        .retrieveCheckoutSession(current.checkoutSessionId)
        .catch(() => undefined);
      if (session?.status === 'open') {
        await deps.payments.expireCheckoutSession(session.id).catch((error: unknown) => {
          logger.warn('expiring a checkout session failed', {
            orderId: current.id,
            ...describeError(error),
          });
        });
      } else if (session?.status === 'complete' && session.paymentIntentId) {
        // Paid, but the webhook has not arrived yet: record the payment, then refund it.
        current = await recordPayment(
          deps,
          current.id,
          session.paymentIntentId,
          session.customerId,
        );
      }
    }
    if (current.status === 'awaiting_payment') {
      return changeOrderStatus(deps, current.id, 'cancel', actor, { checkoutUrl: null });
    }
    if (current.status === 'paid') return refundPaidOrder(deps, current, actor);
    transition(current.status, 'cancel', current.number);
    return current;
  });
}

export async function refundPaidOrder(
  deps: OrderDeps,
  order: OrderRow,
  actor: Actor,
): Promise<OrderRow> {
  if (!order.paymentIntentId)
    throw new PaymentProviderError('This order has no payment to refund.');
  let refund: { id: string };
  try {
    refund = await deps.payments.refund({
      paymentIntentId: order.paymentIntentId,
      orderId: order.id,
      idempotencyKey: `order-${order.id}-refund`,
    });
  } catch (error) {
    logger.warn('refund failed', { orderId: order.id, ...describeError(error) });
    throw new PaymentProviderError(
      'The payment provider could not refund this order just now. Nothing was changed; please try again.',
    );
  }
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    // The provider's charge.refunded webhook may have got here first.
    if (locked.status === 'refunded') {
      const rows = await tx
        .update(orders)
        .set({ refundId: locked.refundId ?? refund.id })
        .where(eq(orders.id, locked.id))
        .returning();
      return { row: rows[0]!, changed: false, mailId: undefined };
    }
    const row = await applyTransition(tx, locked, 'refund', actor, {
      refundId: refund.id,
      cancelledAt: new Date(),
    });
    return { row, changed: true, mailId: await queueNotice(deps, tx, row, 'refund') };
  });
  if (updated.changed) await deliverNotice(deps, updated.mailId);
  return updated.row;
}

/** Records a confirmed payment (awaiting_payment → paid); no-op if already past that. */
export async function recordPayment(
  deps: OrderDeps,
  orderId: string,
  paymentIntentId: string,
  customerId: string | null,
  actor: Actor = { type: 'payment_provider' },
): Promise<OrderRow> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked.status !== 'awaiting_payment')
      return { row: locked, changed: false, mailId: undefined };
    const row = await applyTransition(tx, locked, 'pay', actor, {
      paymentIntentId,
      providerCustomerId: customerId,
      paymentError: null,
      checkoutUrl: null,
    });
    return { row, changed: true, mailId: await queueNotice(deps, tx, row, 'pay') };
  });
  if (result.changed) await deliverNotice(deps, result.mailId);
  return result.row;
}
