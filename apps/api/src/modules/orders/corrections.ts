import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, recordAudit } from '../audit/public.ts';
import { cleanDateOfBirth, cleanNhsNumber, cleanPhone } from './patient.ts';
import { orders, type OrderRow } from './schema.ts';
import { lockOrder } from './transitions.ts';
import { OrderRuleError } from './types.ts';
import { ukDayOf } from '../../lib/uk-day.ts';

/** Identity details that can be corrected after ordering, as the order stores them. */
const FIELDS = {
  dateOfBirth: 'patientDateOfBirth',
  nhsNumber: 'nhsNumber',
  phone: 'contactPhone',
} as const;
export type CorrectableField = keyof typeof FIELDS;

/** Details printed on the signed reports: correcting them needs a corrected report version. */
const ON_REPORT: readonly CorrectableField[] = ['dateOfBirth', 'nhsNumber'];

export interface CorrectionInput {
  dateOfBirth?: string | null | undefined;
  nhsNumber?: string | null | undefined;
  phone?: string | null | undefined;
  reason: string;
}

export interface IdentityCorrection {
  at: string;
  byType: string;
  changes: { field: CorrectableField; before: string | null; after: string | null }[];
  reason: string;
  reissueNeeded: boolean;
}

function cleaned(field: CorrectableField, value: string | null): string | null {
  if (field === 'dateOfBirth') return cleanDateOfBirth(value, ukDayOf(new Date()));
  if (field === 'nhsNumber') return cleanNhsNumber(value);
  return cleanPhone(value);
}

/**
 * Corrects the date of birth, NHS number or phone number of an order, with an audit entry saying
 * who, when, before → after and why. When a report is already signed and a detail it prints
 * changed, the order is marked "correction pending re-issue" until a corrected version is signed.
 * Access (who may change which field) is the caller's to decide.
 */
export async function correctIdentity(
  db: Database,
  orderId: string,
  actor: { type: 'customer' | 'admin'; id: string },
  input: CorrectionInput,
): Promise<{ order: OrderRow; correction: IdentityCorrection }> {
  const reason = input.reason.trim();
  if (!reason) throw new OrderRuleError('Give the reason for the correction.');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const changes: IdentityCorrection['changes'] = [];
    const patch: Partial<OrderRow> = {};
    for (const field of Object.keys(FIELDS) as CorrectableField[]) {
      if (input[field] === undefined) continue;
      const after = cleaned(field, input[field]);
      const before = order[FIELDS[field]];
      if (after === before) continue;
      changes.push({ field, before, after });
      patch[FIELDS[field]] = after;
    }
    if (changes.length === 0)
      throw new OrderRuleError('Nothing to correct: the details are already as given.');
    const reissueNeeded =
      order.cardiacReportReadyAt !== null && changes.some((c) => ON_REPORT.includes(c.field));
    const now = new Date();
    const updated = (
      await tx
        .update(orders)
        .set({ ...patch, ...(reissueNeeded ? { correctionPendingAt: now } : {}), updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning()
    )[0]!;
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      actor,
      action: 'correct_identity',
      before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
      after: { ...Object.fromEntries(changes.map((c) => [c.field, c.after])), reissueNeeded },
      note: reason,
    });
    return {
      order: updated,
      correction: { at: now.toISOString(), byType: actor.type, changes, reason, reissueNeeded },
    };
  });
}

/** The order's identity corrections, oldest first (from the audit log). */
export async function identityCorrections(
  db: Database,
  orderId: string,
): Promise<IdentityCorrection[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'correct_identity')))
    .orderBy(asc(auditLog.createdAt));
  return rows.map((row) => {
    const before = (row.before ?? {}) as Record<string, string | null>;
    const after = (row.after ?? {}) as Record<string, string | null | boolean>;
    return {
      at: row.createdAt.toISOString(),
      byType: row.actorType,
      changes: (Object.keys(FIELDS) as CorrectableField[])
        .filter((field) => field in before)
        .map((field) => ({
          field,
          before: before[field] ?? null,
          after: (after[field] as string | null | undefined) ?? null,
        })),
      reason: row.note ?? '',
      reissueNeeded: after.reissueNeeded === true,
    };
  });
}

/** A corrected report version was signed: the order no longer waits for one. */
export async function clearCorrectionPending(tx: Database, orderId: string): Promise<void> {
  await tx.update(orders).set({ correctionPendingAt: null }).where(eq(orders.id, orderId));
}

/**
 * A detail the signed report prints changed after signing (e.g. the recording's start time was
 * corrected): the order waits for a corrected version, as after an identity correction.
 */
export async function markCorrectionPending(tx: Database, orderId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(orders)
    .set({ correctionPendingAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
}
