import type { CheckoutStart } from '@heartcheck/contracts/payments';
import { eq } from 'drizzle-orm';
import { describeError, logger } from '../../lib/logger.ts';
import { recordAudit } from '../audit/public.ts';
import { orders } from './schema.ts';
import { describeStatus } from './state-machine.ts';
import type { OrderDeps, Viewer } from './types.ts';
import { OrderRuleError, PaymentProviderError, actorOf, withOrderLock } from './types.ts';
import { findOrderForViewer, requireOrder, customerOf } from './queries.ts';
import { lockOrder } from './transitions.ts';

/** "Pay Now": the provider's hosted checkout, one open session per order. */

// ---------------------------------------------------------------------------------------------
// Payment

/**
 * "Pay Now": the provider's hosted checkout for an order awaiting payment. An open session is
 * reused, so pressing twice creates one session; a new one is made only after expiry.
 */
export async function startCheckout(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
): Promise<CheckoutStart> {
  const order = await requireOrder(deps.db, orderId, { ...viewer, isStaff: false });
  return withOrderLock(order.id, async () => {
    const current = (await findOrderForViewer(deps.db, order.id, { ...viewer, isStaff: false }))!;
    if (current.status !== 'awaiting_payment')
      throw new OrderRuleError(
        `Order ${current.number} is ${describeStatus(current.status)}: there is nothing to pay.`,
      );
    if (current.checkoutSessionId && current.checkoutUrl) {
      const session = await deps.payments
        .retrieveCheckoutSession(current.checkoutSessionId)
        .catch(() => undefined);
      if (session?.status === 'open')
        return { url: current.checkoutUrl, sessionId: session.id, reused: true };
      if (session?.status === 'complete')
        throw new OrderRuleError(
          `Order ${current.number} has been paid; we are waiting for the payment provider to confirm it.`,
        );
    }
    const attempt = current.checkoutAttempt + 1;
    const customer = await customerOf(deps.db, current);
    let session;
    try {
      session = await deps.payments.createCheckoutSession({
        orderId: current.id,
        orderNumber: current.number,
        productName: current.productName,
        quantity: current.quantity,
        unitAmountPence: current.unitPricePence,
        taxPence: current.taxPence,
        taxRate: current.taxRate,
        currency: current.currency,
        customerEmail: customer?.email || undefined,
        successUrl: `${deps.publicUrl}/orderConfirmation?orderId=${current.id}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.publicUrl}/order-details/${current.id}?payment=cancelled`,
        idempotencyKey: `order-${current.id}-checkout-${attempt}`,
      });
    } catch (error) {
      logger.warn('creating a checkout session failed', {
        orderId: current.id,
        ...describeError(error),
      });
      throw new PaymentProviderError(
        'The payment provider is not answering just now. Nothing was charged; please try again in a moment.',
      );
    }
    await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, current.id);
      await tx
        .update(orders)
        .set({
          checkoutSessionId: session.id,
          checkoutUrl: session.url,
          checkoutExpiresAt: session.expiresAt,
          checkoutAttempt: attempt,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, locked.id));
      await recordAudit(tx, {
        entityType: 'order',
        entityId: locked.id,
        actor: actorOf(viewer),
        action: 'start_checkout',
        before: { checkoutSessionId: locked.checkoutSessionId },
        after: { checkoutSessionId: session.id },
      });
    });
    return { url: session.url, sessionId: session.id, reused: false };
  });
}

/**
 * Flags a device as not returned after its due date and charges the replacement fee once to
 * the card saved at checkout (staff). A second flag is refused; the provider call carries an
 * idempotency key, so even a retried request cannot charge twice.
 */
