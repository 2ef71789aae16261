import { type Database } from '../../db/client.ts';
import { type PaymentAdapter } from '../../payments/adapter.ts';
import { type Actor } from '../audit/public.ts';
import { type Mailer } from '../outbox/public.ts';
import { type UserRow } from '../users/public.ts';

/** Shared types, errors and helpers of the order services. */

/** What the order services need: the database, mail, the payment adapter and the public URL. */
export interface OrderDeps {
  db: Database;
  mailer: Mailer;
  payments: PaymentAdapter;
  publicUrl: string;
}

/** What placing an order needs too: whether the customer's email address is confirmed. */
export interface OrderCreateDeps extends OrderDeps {
  /** users/email-confirmation.ts: an order is refused until the address is confirmed. */
  emailConfirmed: (user: UserRow) => Promise<boolean>;
}

/** Who is asking: the user and whether they are operations staff (role admin). */
export interface Viewer {
  user: UserRow;
  isStaff: boolean;
}

export class OrderNotFoundError extends Error {
  override name = 'OrderNotFoundError';
  constructor() {
    super('Order not found.');
  }
}

/** A business rule refused the request (message is safe to show). */
export class OrderRuleError extends Error {
  override name = 'OrderRuleError';
  /** The input the rule is about, when there is one (clients show the message beside it). */
  readonly field: string | undefined;
  constructor(message: string, options: { field?: string } = {}) {
    super(message);
    this.field = options.field;
  }
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

export interface DeliveryAddressInput {
  recipientName?: string | null | undefined;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function actorOf(viewer: Viewer): Actor {
  return { type: viewer.isStaff ? 'admin' : 'customer', id: viewer.user.id };
}

// the first); idempotency keys make the provider side safe across processes too.
export const orderLocks = new Map<string, Promise<unknown>>();
export async function withOrderLock<T>(orderId: string, work: () => Promise<T>): Promise<T> {
  const previous = orderLocks.get(orderId) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  orderLocks.set(orderId, tail);
  try {
    return await run;
  } finally {
    if (orderLocks.get(orderId) === tail) orderLocks.delete(orderId);
  }
}

/**
 * Cancels an order before dispatch (customer or staff). Awaiting payment: cancelled (any open
 * checkout session is expired first). Paid: refunded in full through the provider.
 */
