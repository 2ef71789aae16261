import { eq } from 'drizzle-orm';
import { type Database } from '../../db/client.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { orders, type OrderRow } from './schema.ts';
import { returnDueDate, transition, type OrderAction } from './state-machine.ts';
import type { OrderDeps, Viewer } from './types.ts';
import { OrderNotFoundError, OrderRuleError, actorOf } from './types.ts';
import { requireOrder } from './queries.ts';
import { deliveredAtFor } from './delivery-day.ts';
import { deliverNotice, queueNotice } from './notifications.ts';
import { orderProductFacts } from './product.ts';
import { checkSerial, parseDeviceSerial } from './device-serial.ts';

/** Status changes through the state machine, each with its audit entry and email. */

// ---------------------------------------------------------------------------------------------
// Status changes

export type OrderPatch = Partial<typeof orders.$inferInsert>;

export const TIMESTAMP_OF: Record<OrderAction, keyof OrderRow> = {
  pay: 'paidAt',
  dispatch: 'dispatchedAt',
  deliver: 'deliveredAt',
  customerReturn: 'returnedAt',
  receive: 'receivedAt',
  startAnalysis: 'analysingAt',
  resultsReady: 'resultsReadyAt',
  cardiacReportReady: 'cardiacReportReadyAt',
  cancel: 'cancelledAt',
  refund: 'refundedAt',
};

export function snapshot(order: OrderRow, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = order[key as keyof OrderRow];
    out[key] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

/** Fields the audit log may show (no addresses or names). */
export const AUDITABLE = new Set<string>([
  'status',
  'trackingNumber',
  'deviceSerial',
  'returnedDeviceSerial',
  'paymentIntentId',
  'refundId',
  'returnDueAt',
  'notReturnedAt',
  'replacementFeePence',
  'replacementPaymentId',
  'replacementChargedAt',
  'replacementChargeError',
  'paymentError',
  'checkoutSessionId',
  ...Object.values(TIMESTAMP_OF),
]);

/**
 * Applies one move of the state machine inside `tx` (row locked), with its timestamp, any extra
 * fields, and an audit entry. Throws IllegalTransitionError when the move is not allowed.
 */
export async function applyTransition(
  tx: Database,
  order: OrderRow,
  action: OrderAction,
  actor: Actor,
  extra: OrderPatch = {},
  note?: string,
): Promise<OrderRow> {
  const to = transition(order.status, action, order.number);
  const now = new Date();
  // A step's own time may be given (e.g. a delivery the courier reported days ago).
  const patch: OrderPatch = { [TIMESTAMP_OF[action]]: now, ...extra, status: to, updatedAt: now };
  const rows = await tx.update(orders).set(patch).where(eq(orders.id, order.id)).returning();
  const updated = rows[0]!;
  const keys = Object.keys(patch).filter((key) => AUDITABLE.has(key));
  await recordAudit(tx, {
    entityType: 'order',
    entityId: order.id,
    actor,
    action,
    fromStatus: order.status,
    toStatus: to,
    before: snapshot(order, keys),
    after: snapshot(updated, keys),
    note,
  });
  return updated;
}

export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow> {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!rows[0]) throw new OrderNotFoundError();
  return rows[0];
}

/**
 * Moves an order by one action of the state machine, recording the change in the audit log and
 * the customer's email for the step in one transaction, then sends the email (the staff actions
 * below use it).
 */
export async function changeOrderStatus(
  deps: OrderDeps,
  orderId: string,
  action: OrderAction,
  actor: Actor,
  extra: OrderPatch = {},
  note?: string,
): Promise<OrderRow> {
  const { updated, mailId } = await deps.db.transaction(async (tx) => {
    const row = await applyTransition(tx, await lockOrder(tx, orderId), action, actor, extra, note);
    return { updated: row, mailId: await queueNotice(deps, tx, row, action) };
  });
  await deliverNotice(deps, mailId);
  return updated;
}

export const TRACKING = /^[A-Z0-9][A-Z0-9 -]{3,39}$/;

/** paid → dispatched with the courier's tracking number (staff). */
export async function dispatchOrder(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
  trackingNumber: string,
  deviceSerial?: string | null,
): Promise<OrderRow> {
  const order = await requireOrder(deps.db, orderId, viewer);
  const tracking = trackingNumber.trim().toUpperCase();
  if (!TRACKING.test(tracking))
    throw new OrderRuleError(
      'Enter the tracking number: 4 to 40 letters, digits, spaces or dashes.',
    );
  const serial = deviceSerial ? parseDeviceSerial(deviceSerial) : null;
  return changeOrderStatus(deps, order.id, 'dispatch', actorOf(viewer), {
    trackingNumber: tracking,
    ...(serial ? { deviceSerial: serial } : {}),
  });
}

/**
 * dispatched → delivered (staff) on a UK calendar day (default today), checked against the
 * order's timeline; sets the return due date (delivery + the product's return window).
 */
export async function markOrderDelivered(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
  deliveredOn?: string,
  now: Date = new Date(),
): Promise<OrderRow> {
  const order = await requireOrder(deps.db, orderId, viewer);
  // Staff may record a delivery the courier reported days ago (it starts the return clock).
  const at = deliveredAtFor(deliveredOn, order, now);
  return changeOrderStatus(deps, order.id, 'deliver', actorOf(viewer), {
    deliveredAt: at,
    returnDueAt: returnDueDate(at, await orderProductFacts(deps.db, order.productId)),
  });
}

/**
 * delivered/returned → received (staff): the device is back and its data can be processed. The
 * serial read off the returned recorder is recorded and checked against the one sent: a
 * different recorder is refused unless staff give the reason to accept it (audited).
 */
export async function markOrderReceived(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
  returned: { deviceSerial?: string | null; overrideReason?: string | null } = {},
) {
  const order = await requireOrder(deps.db, orderId, viewer);
  const serial = returned.deviceSerial ? parseDeviceSerial(returned.deviceSerial) : null;
  const check = checkSerial(order, serial, returned.overrideReason);
  return changeOrderStatus(
    deps,
    order.id,
    'receive',
    actorOf(viewer),
    serial ? { returnedDeviceSerial: serial } : {},
    check.note,
  );
}

/** delivered → returned: the customer says they have posted the device back. */
export async function markOrderPostedBack(deps: OrderDeps, orderId: string, viewer: Viewer) {
  const order = await requireOrder(deps.db, orderId, viewer);
  return changeOrderStatus(deps, order.id, 'customerReturn', actorOf(viewer));
}

// Serialises payment operations per order within this process (a second "Pay Now" waits for
