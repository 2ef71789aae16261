/**
 * The order state machine: pure data and functions, no database. Every change of an order's
 * status goes through `transition`, which refuses illegal moves with a clear message.
 *
 *   awaiting_payment ──pay──▶ paid ──dispatch──▶ dispatched ──deliver──▶ delivered
 *        │                     │                                          │  │
 *      cancel               cancel (refund)                    customer posts │ receive
 *        ▼                     ▼                                          ▼  ▼
 *    cancelled             refunded                              returned ─▶ received
 *                                                                               │ startAnalysis
 *                                   cardiac_report_ready ◀── results_ready ◀── analysing
 *
 * "Not returned" is a flag, not a status: staff flag a delivered (or posted-back) order whose
 * return due date has passed, which charges the replacement fee once. The device may still
 * arrive later and the order then carries on from `received`.
 */

/** Every order status, in journey order: declared once, in the contract the web app shares. */
import { ORDER_STATUSES, type OrderStatus } from '@heartcheck/contracts/order-status';
import { ORDER_TRANSITION_ACTIONS } from '@heartcheck/contracts/order-audit-actions';
export { ORDER_STATUSES, type OrderStatus };

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The named moves between statuses: one list, the head of the audit log's actions. */
export const ORDER_ACTIONS = ORDER_TRANSITION_ACTIONS;

export type OrderAction = (typeof ORDER_ACTIONS)[number];

interface TransitionRule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** What the move is called in messages ("dispatched", "marked as delivered"). */
  verb: string;
  /** When the move is allowed, for the refusal message. */
  requirement: string;
}

/** The transition table: for each action, the statuses it may start from and where it leads. */
export const TRANSITIONS: Readonly<Record<OrderAction, TransitionRule>> = {
  pay: {
    from: ['awaiting_payment'],
    to: 'paid',
    verb: 'marked as paid',
    requirement: 'only while it is awaiting payment',
  },
  dispatch: {
    from: ['paid'],
    to: 'dispatched',
    verb: 'dispatched',
    requirement: 'only once it is paid',
  },
  deliver: {
    from: ['dispatched'],
    to: 'delivered',
    verb: 'marked as delivered',
    requirement: 'only once it has been dispatched',
  },
  customerReturn: {
    from: ['delivered'],
    to: 'returned',
    verb: 'marked as posted back',
    requirement: 'only once it has been delivered',
  },
  receive: {
    from: ['delivered', 'returned'],
    to: 'received',
    verb: 'marked as received back',
    requirement: 'only once it has been delivered',
  },
  startAnalysis: {
    from: ['received'],
    to: 'analysing',
    verb: 'moved to analysis',
    requirement: 'only once the device has been received back',
  },
  resultsReady: {
    from: ['analysing'],
    to: 'results_ready',
    verb: 'marked as results ready',
    requirement: 'only while it is being analysed',
  },
  cardiacReportReady: {
    from: ['results_ready'],
    to: 'cardiac_report_ready',
    verb: 'marked as cardiac report ready',
    requirement: 'only once its results are ready',
  },
  cancel: {
    from: ['awaiting_payment'],
    to: 'cancelled',
    verb: 'cancelled',
    requirement: 'only before it is dispatched',
  },
  refund: {
    from: ['paid'],
    to: 'refunded',
    verb: 'cancelled and refunded',
    requirement: 'only before it is dispatched',
  },
};

const STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'awaiting payment',
  paid: 'paid',
  dispatched: 'dispatched',
  delivered: 'delivered',
  returned: 'posted back',
  received: 'received back',
  analysing: 'being analysed',
  results_ready: 'results ready',
  cardiac_report_ready: 'cardiac report ready',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

export function describeStatus(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

export class IllegalTransitionError extends Error {
  override name = 'IllegalTransitionError';
  readonly action: OrderAction;
  readonly from: OrderStatus;
  constructor(action: OrderAction, from: OrderStatus, orderNumber?: string) {
    const rule = TRANSITIONS[action];
    const which = orderNumber ? `Order ${orderNumber}` : 'This order';
    super(
      `${which} cannot be ${rule.verb}: it is ${describeStatus(from)}. An order can be ${rule.verb} ${rule.requirement}.`,
    );
    this.action = action;
    this.from = from;
  }
}

export function canTransition(from: OrderStatus, action: OrderAction): boolean {
  return TRANSITIONS[action].from.includes(from);
}

/** The status an action leads to from `from`; throws IllegalTransitionError when not allowed. */
export function transition(
  from: OrderStatus,
  action: OrderAction,
  orderNumber?: string,
): OrderStatus {
  if (!canTransition(from, action)) throw new IllegalTransitionError(action, from, orderNumber);
  return TRANSITIONS[action].to;
}

/** Statuses in which the customer may still change the address or cancel. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'paid'];

/** Statuses in which the device is with the customer (it may become overdue). */
export const DEVICE_WITH_CUSTOMER: readonly OrderStatus[] = ['delivered', 'returned'];

/** Statuses after which the order is over (nothing more will happen). */
export const CLOSED_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** The return is due the product's return window (wear time plus the post) after delivery. */
export function returnDueDate(deliveredAt: Date, product: { returnWindowDays: number }): Date {
  return new Date(deliveredAt.getTime() + product.returnWindowDays * 86_400_000);
}

/** True when the device is still with the customer after the return due date. */
export function isOverdue(
  order: { status: OrderStatus; returnDueAt: Date | null },
  now: Date = new Date(),
): boolean {
  return (
    order.status === 'delivered' &&
    order.returnDueAt !== null &&
    order.returnDueAt.getTime() < now.getTime()
  );
}
