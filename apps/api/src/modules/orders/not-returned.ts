import { and, eq, isNull } from 'drizzle-orm';
import type { OrderAuditAction } from '@heartcheck/contracts/order-audit-actions';
import { describeError, logger } from '../../lib/logger.ts';
import { PaymentDeclinedError } from '../../payments/adapter.ts';
import { recordAudit } from '../audit/public.ts';
import { orders, type OrderRow } from './schema.ts';
import { DEVICE_WITH_CUSTOMER, describeStatus } from './state-machine.ts';
import type { OrderDeps, Viewer } from './types.ts';
import { OrderRuleError, actorOf, withOrderLock } from './types.ts';
import { requireOrder } from './queries.ts';
import type { OrderPatch } from './transitions.ts';
import { snapshot, lockOrder } from './transitions.ts';
import { deliverNotice, queueReplacement } from './notifications.ts';
import { orderProductFacts } from './product.ts';

/**
 * Devices not returned by their due date: flagged once, the product's replacement fee charged
 * once.
 */

export async function flagOrderNotReturned(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<OrderRow> {
  const order = await requireOrder(deps.db, orderId, viewer);
  const fee = (await orderProductFacts(deps.db, order.productId)).replacementFeePence;
  return withOrderLock(order.id, async () => {
    const claimed = await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked.notReturnedAt)
        throw new OrderRuleError(
          `Order ${locked.number} is already flagged as not returned; the replacement fee is charged only once.`,
        );
      if (!(DEVICE_WITH_CUSTOMER as readonly string[]).includes(locked.status))
        throw new OrderRuleError(
          `Order ${locked.number} is ${describeStatus(locked.status)}: only a delivered device that has not come back can be flagged as not returned.`,
        );
      if (!locked.returnDueAt || locked.returnDueAt.getTime() > now.getTime())
        throw new OrderRuleError(
          `Order ${locked.number} is not overdue yet: the device is due back by ${locked.returnDueAt?.toISOString().slice(0, 10) ?? 'its return date'}.`,
        );
      const rows = await tx
        .update(orders)
        .set({ notReturnedAt: now, replacementFeePence: fee, updatedAt: now })
        .where(and(eq(orders.id, locked.id), isNull(orders.notReturnedAt)))
        .returning();
      await recordAudit(tx, {
        entityType: 'order',
        entityId: locked.id,
        actor: actorOf(viewer),
        action: 'flag_not_returned',
        fromStatus: locked.status,
        toStatus: locked.status,
        before: { notReturnedAt: null, replacementFeePence: null },
        after: { notReturnedAt: now.toISOString(), replacementFeePence: fee },
      });
      return rows[0]!;
    });
    let patch: OrderPatch;
    let action: Extract<OrderAuditAction, 'charge_replacement_fee' | 'replacement_fee_failed'>;
    try {
      if (!claimed.paymentIntentId || !claimed.providerCustomerId)
        throw new PaymentDeclinedError('No card was saved with the original payment.');
      const charge = await deps.payments.chargeOffSession({
        originalPaymentIntentId: claimed.paymentIntentId,
        customerId: claimed.providerCustomerId,
        amountPence: fee,
        currency: claimed.currency,
        description: `HeartCheck order ${claimed.number}: replacement fee for a device not returned`,
        metadata: { orderId: claimed.id, orderNumber: claimed.number, kind: 'replacement' },
        idempotencyKey: `order-${claimed.id}-replacement`,
      });
      patch = {
        replacementPaymentId: charge.id,
        replacementChargedAt: new Date(),
        replacementChargeError: null,
      };
      action = 'charge_replacement_fee';
    } catch (error) {
      const message =
        error instanceof PaymentDeclinedError
          ? error.message
          : 'The payment provider did not answer; the charge was not taken.';
      logger.warn('replacement fee charge failed', {
        orderId: claimed.id,
        ...describeError(error),
      });
      patch = { replacementChargeError: message };
      action = 'replacement_fee_failed';
    }
    const updated = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orders.id, claimed.id))
        .returning();
      await recordAudit(tx, {
        entityType: 'order',
        entityId: claimed.id,
        actor: actorOf(viewer),
        action,
        before: snapshot(claimed, Object.keys(patch)),
        after: snapshot(rows[0]!, Object.keys(patch)),
      });
      const row = rows[0]!;
      return {
        row,
        mailId: row.replacementChargedAt ? await queueReplacement(deps, tx, row) : undefined,
      };
    });
    await deliverNotice(deps, updated.mailId);
    return updated.row;
  });
}
