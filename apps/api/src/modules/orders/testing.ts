/** Test fixtures of the orders module (imported by tests only). */

/** A checkout session the provider reports completed and paid, for the order's amount in pounds. */
export function paidSession(
  order: { id: string; totalPence: number },
  ids: { session: string; intent: string; customer: string | null },
  money: { amount: number; currency: string } = { amount: order.totalPence, currency: 'gbp' },
) {
  return {
    id: ids.session,
    object: 'checkout.session',
    payment_status: 'paid',
    status: 'complete',
    amount_total: money.amount,
    currency: money.currency,
    metadata: { orderId: order.id },
    payment_intent: ids.intent,
    customer: ids.customer,
  };
}
