import { and, asc, eq } from 'drizzle-orm';
import type { OrderAuditAction } from '@heartcheck/contracts/order-audit-actions';
import type { Database } from '../../db/client.ts';
import { auditLog, type AuditRow } from './schema.ts';

export interface Actor {
  type: 'customer' | 'admin' | 'system' | 'payment_provider' | (string & {});
  /** The user id of a person; undefined for the system and the payment provider. */
  id?: string | undefined;
}

export const SYSTEM_ACTOR: Actor = { type: 'system' };
export const PAYMENT_PROVIDER_ACTOR: Actor = { type: 'payment_provider' };

interface AuditFields {
  entityId: string;
  actor: Actor;
  fromStatus?: string | null | undefined;
  toStatus?: string | null | undefined;
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
  note?: string | null | undefined;
}

/**
 * One entry: an order's action is one of the listed codes, which staff read in words (the list
 * is shared with the web app); an account's or a deletion request's is its own.
 */
export type AuditEntry = AuditFields &
  (
    | { entityType: 'order'; action: OrderAuditAction }
    | { entityType: 'user' | 'deletion_request'; action: string }
  );

/** Records one audit entry; pass the transaction so the entry commits with its effect. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    actorType: entry.actor.type,
    actorId: entry.actor.id ?? null,
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
    createdAt: new Date(),
  });
}

/** The audit trail of one record, oldest first. */
export async function listAudit(
  db: Database,
  entityType: string,
  entityId: string,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.seq));
}
