/**
 * The statuses of an order, in the order an order normally moves through them (spec §3). This
 * module has no dependencies, so the web app may import it at run time without pulling in zod.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'dispatched',
  'delivered',
  'returned',
  'received',
  'analysing',
  'results_ready',
  'cardiac_report_ready',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
