import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/public.ts';
import { CONFIRM_BEFORE_ORDERING, type UserRow } from '../users/public.ts';
import { findOrderableProduct, priceSummary } from './product.ts';
import { orderNumberSeq, orders, type OrderRow } from './schema.ts';
import { EDITABLE_STATUSES, describeStatus } from './state-machine.ts';
import type { OrderCreateDeps, OrderDeps, Viewer, DeliveryAddressInput } from './types.ts';
import { OrderRuleError, actorOf } from './types.ts';
import { requireOrder } from './queries.ts';
import { cleanPatient } from './patient.ts';
import { cleanReferral, type ReferralInput } from './referral.ts';
import { ukDayOf } from '../../lib/uk-day.ts';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';

/** Creating an order and changing its delivery address. */

// ---------------------------------------------------------------------------------------------
// Creating and editing

export function cleanAddress(input: DeliveryAddressInput): {
  [K in keyof DeliveryAddressInput]-?: NonNullable<DeliveryAddressInput[K]>;
} {
  const clean = {
    recipientName: (input.recipientName ?? '').trim(),
    address: input.address.trim(),
    city: input.city.trim(),
    postalCode: input.postalCode.trim().toUpperCase(),
    country: input.country.trim().toUpperCase() || 'GB',
  };
  const problems: string[] = [];
  if (!clean.address) problems.push('the address');
  if (!clean.city) problems.push('the town or city');
  if (!clean.postalCode) problems.push('the postcode');
  if (problems.length)
    throw new OrderRuleError(`Enter ${problems.join(', ')} of the delivery address.`);
  if (clean.country !== 'GB')
    throw new OrderRuleError('We can deliver the heart check kit to UK addresses only.');
  if (!/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(clean.postalCode))
    throw new OrderRuleError('Enter a real UK postcode, such as NW1 6XE.');
  if (!clean.postalCode.includes(' '))
    clean.postalCode = `${clean.postalCode.slice(0, -3)} ${clean.postalCode.slice(-3)}`;
  if (
    [clean.recipientName, clean.address, clean.city].some((value) => value.length > 200) ||
    clean.postalCode.length > 10
  )
    throw new OrderRuleError('The delivery address is too long.');
  return clean;
}

export function formatOrderNumber(year: number, sequence: number): string {
  return `HC-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The Terms version the customer accepted, which must be the one in force (issue 21): an order
 * is a contract, so it is refused without an explicit acceptance of the current Terms.
 */
export function acceptedTerms(version: string | null | undefined): string {
  const given = (version ?? '').trim();
  if (!given)
    throw new OrderRuleError(
      `Accept the Terms & Conditions (version ${TERMS_VERSION}) to place the order.`,
    );
  if (given !== TERMS_VERSION)
    throw new OrderRuleError(
      `The Terms & Conditions have changed: read and accept the current version (${TERMS_VERSION}) to place the order.`,
    );
  return given;
}

/** Creates an order awaiting payment: one kit, priced from the catalogue, tax at its rate. */
export async function createOrder(
  deps: OrderCreateDeps,
  user: UserRow,
  input: {
    productId?: string | undefined;
    deliveryAddress: DeliveryAddressInput;
    dateOfBirth?: string | null | undefined;
    nhsNumber?: string | null | undefined;
    sex?: string | null | undefined;
    phone?: string | null | undefined;
    /** The Terms version the customer ticked on the order form (must be TERMS_VERSION). */
    acceptedTermsVersion?: string | null | undefined;
    /** Why the check was ordered and the GP practice (optional, issue 21). */
    referral?: ReferralInput | null | undefined;
  },
): Promise<OrderRow> {
  if (!(await deps.emailConfirmed(user))) throw new OrderRuleError(CONFIRM_BEFORE_ORDERING);
  const termsVersion = acceptedTerms(input.acceptedTermsVersion);
  const product = await findOrderableProduct(deps.db, input.productId);
  if (!product) throw new OrderRuleError('This service is not available to order.');
  const address = cleanAddress(input.deliveryAddress);
  const patient = cleanPatient(input, ukDayOf(new Date()));
  const referral = cleanReferral(input.referral);
  const price = priceSummary(product, 1);
  return deps.db.transaction(async (tx) => {
    const seq = await tx.execute(sql`select nextval(${orderNumberSeq.seqName}) as n`);
    const n = Number(((seq as { rows?: { n: string }[] }).rows ?? (seq as { n: string }[]))[0]!.n);
    const now = new Date();
    const rows = await tx
      .insert(orders)
      .values({
        number: formatOrderNumber(now.getUTCFullYear(), n),
        userId: user.id,
        status: 'awaiting_payment',
        productId: product.id,
        productName: product.name,
        quantity: price.quantity,
        currency: 'gbp',
        unitPricePence: price.unitPricePence,
        taxRate: price.taxRate,
        subtotalPence: price.subtotalPence,
        taxPence: price.taxPence,
        totalPence: price.totalPence,
        ...address,
        ...patient,
        ...referral,
        termsVersion,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const order = rows[0]!;
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      actor: { type: 'customer', id: user.id },
      action: 'create',
      toStatus: order.status,
      after: {
        number: order.number,
        totalPence: order.totalPence,
        productId: order.productId,
        termsVersion,
        referralGiven: referral.referralSource !== null,
        gpGiven: referral.gpPracticeName !== null,
      },
    });
    return order;
  });
}

/** Changes the delivery address; only before dispatch. */
export async function updateDeliveryAddress(
  deps: OrderDeps,
  orderId: string,
  viewer: Viewer,
  input: DeliveryAddressInput,
): Promise<OrderRow> {
  const current = await requireOrder(deps.db, orderId, viewer);
  const address = cleanAddress(input);
  return deps.db.transaction(async (tx) => {
    const locked = (
      await tx.select().from(orders).where(eq(orders.id, current.id)).for('update')
    )[0]!;
    if (!(EDITABLE_STATUSES as readonly string[]).includes(locked.status))
      throw new OrderRuleError(
        `Order ${locked.number} is ${describeStatus(locked.status)}: the delivery address can be changed only before the kit is dispatched.`,
      );
    const rows = await tx
      .update(orders)
      .set({ ...address, updatedAt: new Date() })
      .where(eq(orders.id, locked.id))
      .returning();
    await recordAudit(tx, {
      entityType: 'order',
      entityId: locked.id,
      actor: actorOf(viewer),
      action: 'change_address',
      // Addresses are personal data: the log says that it changed, not what to.
      before: { addressChanged: false },
      after: { addressChanged: true },
    });
    return rows[0]!;
  });
}
