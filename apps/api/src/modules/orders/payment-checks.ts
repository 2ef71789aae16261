import type { OrderRow } from './schema.ts';

/**
 * Whether a payment provider's event fits the order it names, before it is applied (issue 22,
 * item 8). A valid signature says the provider sent the event, not that it belongs to this
 * order: a payment of another amount or currency (another product on the same account, a
 * mistaken metadata value), a refund of an order never paid, or a replacement fee for an order
 * never flagged must not change the order. Each function answers the reason in words for staff
 * (the audit note), or undefined when the event fits.
 */

/** What an event says about money: an amount in the currency's minor unit and its ISO code. */
export interface EventMoney {
  amount: number | null | undefined;
  currency: string | null | undefined;
}

function moneyMismatch(
  expected: { amount: number; currency: string },
  money: EventMoney,
  what: string,
): string | undefined {
  // Stripe's currency codes are lower-case ISO 4217; compare without regard to case.
  const currency = money.currency?.toLowerCase();
  if (currency !== expected.currency.toLowerCase())
    return `The ${what}'s currency (${currency ?? 'none'}) is not the order's (${expected.currency}); it was not applied.`;
  if (money.amount !== expected.amount)
    return `The ${what}'s amount (${money.amount ?? 'none'}) is not the ${expected.amount} expected; it was not applied.`;
  return undefined;
}

/** A payment for the order itself: the order's total, in its currency. */
export function paymentMismatch(order: OrderRow, money: EventMoney): string | undefined {
  return moneyMismatch({ amount: order.totalPence, currency: order.currency }, money, 'payment');
}

/** The replacement fee: only for an order flagged as not returned, for the fee it was charged. */
export function replacementMismatch(order: OrderRow, money: EventMoney): string | undefined {
  if (!order.notReturnedAt || order.replacementFeePence === null)
    return 'A replacement fee was reported for an order not flagged as not returned; it was not recorded.';
  return moneyMismatch(
    { amount: order.replacementFeePence, currency: order.currency },
    money,
    'replacement fee',
  );
}

/**
 * A full refund: of the order's own payment, for its total, while the order is paid. An order
 * already refunded, or cancelled and refunded after a late payment, takes no refund again but
 * is no mismatch (the provider's event confirms what happened); `undefined` there too.
 */
export function refundMismatch(
  order: OrderRow,
  paymentIntentId: string,
  money: EventMoney,
): string | undefined {
  if (!order.paymentIntentId || order.status === 'awaiting_payment')
    return 'A refund was reported for an order that was not paid; it was not applied.';
  if (order.paymentIntentId !== paymentIntentId)
    return "A refund was reported for another payment than the order's; it was not applied.";
  const amount = moneyMismatch(
    { amount: order.totalPence, currency: order.currency },
    money,
    'refund',
  );
  if (amount) return amount;
  if (!['paid', 'refunded', 'cancelled'].includes(order.status))
    return `A refund was reported for an order already ${order.status}; its status was not changed. Check the payment.`;
  return undefined;
}
