import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../audit/public.ts';
import type { OrderRow } from '../orders/public.ts';
import { outboxMessages } from '../outbox/public.ts';
import type { UserRow } from '../users/public.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The account as held: everything but the sign-in provider's internal identifiers. */
export function profileOf(user: UserRow, avatarFile: string | null) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    dialCode: user.dialCode,
    phoneNumber: user.phoneNumber,
    address: user.address,
    city: user.city,
    postalCode: user.postalCode,
    country: user.country,
    roles: user.roles,
    professionalRole: user.professionalRole,
    gmcNumber: user.gmcNumber,
    avatar: avatarFile,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    lastSignedInAt: iso(user.lastSignedInAt),
  };
}

/**
 * Each order's status changes from the audit log, oldest first. Who acted is given as their kind
 * (customer, admin, system…), not a staff member's id: the access log names staff where the
 * customer is owed it.
 */
async function statusHistory(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, object[]>();
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), inArray(auditLog.entityId, orderIds)))
    .orderBy(asc(auditLog.seq));
  const byOrder = new Map<string, object[]>();
  for (const row of rows) {
    const list = byOrder.get(row.entityId) ?? [];
    list.push({
      at: row.createdAt.toISOString(),
      action: row.action,
      from: row.fromStatus,
      to: row.toStatus,
      by: row.actorType,
      note: row.note,
    });
    byOrder.set(row.entityId, list);
  }
  return byOrder;
}

/** Orders with their line item, patient, referral and GP fields, delivery and status history. */
export async function ordersOf(db: Database, orders: OrderRow[]) {
  const history = await statusHistory(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    lineItems: [
      {
        productId: o.productId,
        productName: o.productName,
        quantity: o.quantity,
        unitPricePence: o.unitPricePence,
        taxRatePercent: o.taxRate,
      },
    ],
    currency: o.currency,
    subtotalPence: o.subtotalPence,
    taxPence: o.taxPence,
    totalPence: o.totalPence,
    patient: {
      name: o.recipientName,
      dateOfBirth: o.patientDateOfBirth,
      sex: o.patientSex,
      nhsNumber: o.nhsNumber,
      contactPhone: o.contactPhone,
    },
    delivery: { address: o.address, city: o.city, postalCode: o.postalCode, country: o.country },
    terms: { version: o.termsVersion, acceptedAt: iso(o.termsAcceptedAt) },
    referral: { source: o.referralSource, reason: o.referralReason },
    gp: {
      practiceName: o.gpPracticeName,
      practiceAddress: o.gpPracticeAddress,
      practicePostcode: o.gpPracticePostcode,
      odsCode: o.gpOdsCode,
      consentToShare: o.gpConsent,
    },
    device: {
      serialSent: o.deviceSerial,
      serialReturned: o.returnedDeviceSerial,
      trackingNumber: o.trackingNumber,
      returnDueAt: iso(o.returnDueAt),
      notReturnedAt: iso(o.notReturnedAt),
    },
    dates: {
      createdAt: iso(o.createdAt),
      paidAt: iso(o.paidAt),
      dispatchedAt: iso(o.dispatchedAt),
      deliveredAt: iso(o.deliveredAt),
      returnedAt: iso(o.returnedAt),
      receivedAt: iso(o.receivedAt),
      analysingAt: iso(o.analysingAt),
      resultsReadyAt: iso(o.resultsReadyAt),
      cardiacReportReadyAt: iso(o.cardiacReportReadyAt),
      cancelledAt: iso(o.cancelledAt),
      refundedAt: iso(o.refundedAt),
    },
    statusHistory: history.get(o.id) ?? [],
  }));
}

/**
 * The payments we hold, kept on the orders: amounts, dates, outcome and the payment provider's
 * references. Card details are never held here (the provider's checkout takes them).
 */
export function paymentsOf(orders: OrderRow[]) {
  const list: object[] = [];
  for (const o of orders) {
    if (o.paymentIntentId || o.paidAt || o.paymentError)
      list.push({
        orderNumber: o.number,
        kind: 'order',
        amountPence: o.totalPence,
        currency: o.currency,
        status: o.refundedAt ? 'refunded' : o.paidAt ? 'paid' : o.paymentError ? 'failed' : 'open',
        paidAt: iso(o.paidAt),
        refundedAt: iso(o.refundedAt),
        lastError: o.paymentError,
        providerPaymentId: o.paymentIntentId,
        providerRefundId: o.refundId,
        providerCustomerId: o.providerCustomerId,
      });
    if (o.replacementFeePence !== null)
      list.push({
        orderNumber: o.number,
        kind: 'replacement_fee',
        amountPence: o.replacementFeePence,
        currency: o.currency,
        status: o.replacementChargedAt ? 'paid' : o.replacementChargeError ? 'failed' : 'open',
        paidAt: iso(o.replacementChargedAt),
        lastError: o.replacementChargeError,
        providerPaymentId: o.replacementPaymentId,
      });
  }
  return list;
}

/**
 * Emails sent to the account's address, newest first. A password-reset email's body is left out:
 * its link signs the holder in, and an archive may be kept or passed on.
 */
export async function messagesTo(db: Database, email: string) {
  if (!email) return [];
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(sql`lower(${outboxMessages.recipient}) = lower(${email})`)
    .orderBy(desc(outboxMessages.createdAt));
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    to: m.recipient,
    subject: m.subject,
    body:
      m.kind === 'password-reset'
        ? '(Not included: this email held a one-time password-reset link.)'
        : m.textBody,
    createdAt: iso(m.createdAt),
    deliveredAt: iso(m.deliveredAt),
  }));
}
