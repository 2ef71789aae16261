import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { ErasureOutcomePart } from '@heartcheck/contracts/deletion-requests';
import type { Database } from '../../db/client.ts';
import { idpAccounts } from '../../idp/schema.ts';
import type { Actor } from '../audit/public.ts';
import { orders, type OrderRow } from '../orders/public.ts';
import { outboxMessages, type Mailer } from '../outbox/public.ts';
import { cardiacReports } from '../reviews/public.ts';
import { shareLinks } from '../sharing/public.ts';
import { deleteAvatar, users, type UserRow } from '../users/public.ts';
import { erasureOutcomeMail, erasureRefusedMail } from './erasure-mail.ts';
import { clinicalKeepUntil, DELETED_PARTS, paymentKeepUntil } from './erasure-retention.ts';
import { ErasureError, findRequest, transition } from './erasure-service.ts';
import type { DeletionRequestRow } from './erasure/schema.ts';

/**
 * Limitation Act 1980 s.5 (claims in contract: 6 years): how long the audit trail of an account
 * with no clinical record is kept, so the answer to the request can still be shown.
 */
const AUDIT_ONLY_YEARS = 6;

/**
 * The email is kept only as a SHA-256 hash: the address is freed for a new account (the provider
 * account is deleted), while support can still tell, from a later email, that it belonged to the
 * erased account and find the kept clinical record.
 */
export function erasedEmail(email: string): string {
  return `erased:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

type OrderFacts = Pick<
  OrderRow,
  | 'id'
  | 'number'
  | 'createdAt'
  | 'updatedAt'
  | 'patientDateOfBirth'
  | 'paymentIntentId'
  | 'replacementChargedAt'
>;

function latest(...dates: (Date | null | undefined)[]): Date {
  return new Date(
    Math.max(...dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime())),
  );
}

/** What is deleted and what is kept, each kept part with its rule and date. */
export function outcomeOf(
  userOrders: readonly OrderFacts[],
  signedAt: ReadonlyMap<string, Date | null>,
  now: Date,
): ErasureOutcomePart[] {
  const parts: ErasureOutcomePart[] = DELETED_PARTS.map((p) => ({
    part: p.part,
    action: 'deleted',
    reason: p.reason,
    keepUntil: null,
  }));
  let longest: Date | undefined;
  for (const order of userOrders) {
    const last = latest(order.createdAt, order.updatedAt, signedAt.get(order.id));
    const dob = order.patientDateOfBirth ? new Date(`${order.patientDateOfBirth}T00:00:00Z`) : null;
    const clinical = clinicalKeepUntil(last, dob && !Number.isNaN(dob.getTime()) ? dob : null);
    if (!longest || clinical.until > longest) longest = clinical.until;
    parts.push({
      part:
        `Order ${order.number}: referral, recording, analysis, cardiac report and symptom diary, ` +
        'with the name, date of birth, NHS number and phone that identify them',
      action: 'kept',
      reason: clinical.reason,
      keepUntil: clinical.until.toISOString(),
    });
    if (order.paymentIntentId || order.replacementChargedAt) {
      const payment = paymentKeepUntil(latest(order.createdAt, order.replacementChargedAt));
      parts.push({
        part: `Order ${order.number}: payment amounts and dates`,
        action: 'kept',
        reason: payment.reason,
        keepUntil: payment.until.toISOString(),
      });
    }
  }
  const auditUntil =
    longest ??
    new Date(
      Date.UTC(now.getUTCFullYear() + AUDIT_ONLY_YEARS, now.getUTCMonth(), now.getUTCDate()),
    );
  parts.push({
    part: 'Audit trail and the log of staff who read your records, with this request',
    action: 'kept',
    reason: longest
      ? 'Kept as long as the health record it accounts for (UK GDPR Art. 5(2) accountability).'
      : `Kept for ${AUDIT_ONLY_YEARS} years to show how the request was answered (Limitation Act 1980 s.5).`,
    keepUntil: auditUntil.toISOString(),
  });
  return parts;
}

async function ordersOf(db: Database, userId: string) {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      patientDateOfBirth: orders.patientDateOfBirth,
      paymentIntentId: orders.paymentIntentId,
      replacementChargedAt: orders.replacementChargedAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  const signed = rows.length
    ? await db
        .select({ orderId: cardiacReports.orderId, signedAt: max(cardiacReports.signedAt) })
        .from(cardiacReports)
        .where(
          inArray(
            cardiacReports.orderId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(cardiacReports.orderId)
    : [];
  return { rows, signedAt: new Map(signed.map((s) => [s.orderId, s.signedAt])) };
}

/** Deletes what may be deleted of the account; the kept rows stay untouched. */
async function erase(db: Database, user: UserRow, hasOrders: boolean, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: erasedEmail(user.email),
      dialCode: '',
      phoneNumber: '',
      address: '',
      city: '',
      postalCode: '',
      country: '',
      avatarKey: null,
      // The name identifies the kept clinical record; with none it goes too.
      ...(hasOrders ? {} : { firstName: '', lastName: '' }),
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await db
    .update(orders)
    .set({
      address: '',
      city: '',
      postalCode: '',
      country: '',
      checkoutUrl: null,
      paymentError: null,
    })
    .where(eq(orders.userId, user.id));
  // A GP can no longer open the reports through a link the customer gave (the rows stay, as the
  // record of what was shared and when).
  await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.userId, user.id), isNull(shareLinks.revokedAt)));
  if (user.email) {
    await db
      .delete(outboxMessages)
      .where(
        and(
          sql`lower(${outboxMessages.recipient}) = ${user.email.trim().toLowerCase()}`,
          isNull(outboxMessages.deliveredAt),
        ),
      );
    // The provider account goes (its password reset tokens cascade): it cannot sign in again,
    // and its sessions and refresh tokens stop working because oidc-provider finds no account.
    await db
      .delete(idpAccounts)
      .where(sql`lower(${idpAccounts.email}) = ${user.email.trim().toLowerCase()}`);
  }
}

/**
 * Support completes an identity-checked request: deletes what may be deleted, keeps the clinical
 * record and payments with their keep-until dates, stores and audits the outcome, and writes the
 * email of it to the address the account had, all in one transaction; then sends the email.
 */
export async function completeErasure(
  deps: { db: Database; dataDir: string; mailer: Mailer },
  id: string,
  actor: Actor,
): Promise<DeletionRequestRow> {
  const now = new Date();
  const { row, mailId } = await deps.db.transaction(async (tx) => {
    const request = await findRequest(tx, id);
    if (!request) throw new ErasureError(404, 'No such deletion request.');
    if (request.status !== 'identity-checked')
      throw new ErasureError(409, 'Check the requester’s identity before completing the deletion.');
    const user = (await tx.select().from(users).where(eq(users.id, request.userId)))[0]!;
    const { rows, signedAt } = await ordersOf(tx, user.id);
    const outcome = outcomeOf(rows, signedAt, now);
    await erase(tx, user, rows.length > 0, now);
    const done = await transition(tx, {
      id,
      from: ['identity-checked'],
      to: 'completed',
      actor,
      action: 'deletion_completed',
      set: { completedAt: now, decidedBy: actor.id ?? null, outcome },
    });
    // The email commits with the erasure: the account's address is gone once it has.
    const mailId = user.email
      ? await deps.mailer.queue(tx, erasureOutcomeMail(user.email, outcome))
      : undefined;
    return { row: done, mailId };
  });
  // After the commit: a failed file delete or delivery must not undo the erasure.
  await deleteAvatar(deps.dataDir, row.userId);
  if (mailId) await deps.mailer.deliver(mailId);
  return row;
}

/** Support refuses an open request with a reason the customer is sent. */
export async function refuseErasure(
  deps: { db: Database; mailer: Mailer },
  id: string,
  actor: Actor,
  reason: string,
): Promise<DeletionRequestRow> {
  const { row, mailId } = await deps.db.transaction(async (tx) => {
    const refused = await transition(tx, {
      id,
      from: ['requested', 'identity-checked'],
      to: 'refused',
      actor,
      action: 'deletion_refused',
      set: { refusalReason: reason, decidedBy: actor.id ?? null, completedAt: new Date() },
      note: reason,
    });
    const user = (
      await tx.select({ email: users.email }).from(users).where(eq(users.id, refused.userId))
    )[0];
    return {
      row: refused,
      mailId: user?.email
        ? await deps.mailer.queue(tx, erasureRefusedMail(user.email, reason))
        : undefined,
    };
  });
  if (mailId) await deps.mailer.deliver(mailId);
  return row;
}
