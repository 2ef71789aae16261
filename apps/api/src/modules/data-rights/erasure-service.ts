import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  OPEN_DELETION_STATUSES,
  type DeletionChannel,
  type DeletionRequestView,
  type IdentityMethod,
} from '@heartcheck/contracts/deletion-requests';
import type { Database } from '../../db/client.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { users } from '../users/public.ts';
import { deletionRequests, type DeletionRequestRow } from './erasure/schema.ts';

export const ENTITY = 'deletion_request';

export class ErasureError extends Error {
  override name = 'ErasureError';
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

/** UK GDPR Art. 12(3): the answer is due "within one month of receipt of the request". */
export function dueBy(requestedAt: Date): Date {
  const due = new Date(requestedAt);
  due.setUTCMonth(due.getUTCMonth() + 1);
  return due;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The request as the API answers it; `email` only in support's view. */
export function viewOf(row: DeletionRequestRow, email: string | null): DeletionRequestView {
  return {
    id: row.id,
    userId: row.userId,
    email,
    channel: row.channel,
    status: row.status,
    note: row.note,
    requestedAt: row.requestedAt.toISOString(),
    dueBy: dueBy(row.requestedAt).toISOString(),
    identityMethod: row.identityMethod,
    identityNotes: row.identityNotes,
    identityCheckedAt: iso(row.identityCheckedAt),
    completedAt: iso(row.completedAt),
    refusalReason: row.refusalReason,
    outcome: row.outcome,
  };
}

export async function findRequest(
  db: Database,
  id: string,
): Promise<DeletionRequestRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (await db.select().from(deletionRequests).where(eq(deletionRequests.id, id)))[0];
}

/** The customer's newest request, if any. */
export async function latestRequestOf(
  db: Database,
  userId: string,
): Promise<DeletionRequestRow | undefined> {
  return (
    await db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.userId, userId))
      .orderBy(desc(deletionRequests.requestedAt))
      .limit(1)
  )[0];
}

/** Support's list: open requests first by due date, then the 50 newest closed ones. */
export async function listForSupport(
  db: Database,
): Promise<{ row: DeletionRequestRow; email: string }[]> {
  const select = () =>
    db
      .select({ row: deletionRequests, email: users.email })
      .from(deletionRequests)
      .innerJoin(users, eq(users.id, deletionRequests.userId));
  const open = await select()
    .where(inArray(deletionRequests.status, [...OPEN_DELETION_STATUSES]))
    .orderBy(asc(deletionRequests.requestedAt));
  const closed = await select()
    .where(inArray(deletionRequests.status, ['completed', 'refused', 'withdrawn'] as const))
    .orderBy(desc(deletionRequests.requestedAt))
    .limit(50);
  return [...open, ...closed];
}

/** Records a request; one open request per account (a second is refused with 409). */
export async function requestDeletion(
  db: Database,
  input: { userId: string; channel: DeletionChannel; note: string; actor: Actor },
): Promise<DeletionRequestRow> {
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: deletionRequests.id })
      .from(deletionRequests)
      .where(
        and(
          eq(deletionRequests.userId, input.userId),
          inArray(deletionRequests.status, [...OPEN_DELETION_STATUSES]),
        ),
      );
    if (open.length > 0)
      throw new ErasureError(409, 'A deletion request for this account is already open.');
    const row = (
      await tx
        .insert(deletionRequests)
        .values({
          userId: input.userId,
          channel: input.channel,
          note: input.note,
          recordedBy: input.actor.id ?? null,
        })
        .returning()
    )[0]!;
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: row.id,
      actor: input.actor,
      action: 'deletion_requested',
      toStatus: 'requested',
      after: { channel: input.channel },
    });
    return row;
  });
}

/** Moves an open request on, audited; 409 when it is no longer in one of `from`. */
export async function transition(
  db: Database,
  input: {
    id: string;
    from: readonly DeletionRequestRow['status'][];
    to: DeletionRequestRow['status'];
    actor: Actor;
    action: string;
    set: Partial<typeof deletionRequests.$inferInsert>;
    note?: string;
  },
): Promise<DeletionRequestRow> {
  const rows = await db
    .update(deletionRequests)
    .set({ ...input.set, status: input.to })
    .where(
      and(eq(deletionRequests.id, input.id), inArray(deletionRequests.status, [...input.from])),
    )
    .returning();
  const row = rows[0];
  if (!row) throw new ErasureError(409, 'The request is not in a state that allows this.');
  await recordAudit(db, {
    entityType: ENTITY,
    entityId: row.id,
    actor: input.actor,
    action: input.action,
    toStatus: input.to,
    note: input.note,
  });
  return row;
}

export function withdraw(db: Database, id: string, actor: Actor): Promise<DeletionRequestRow> {
  return db.transaction((tx) =>
    transition(tx, {
      id,
      from: OPEN_DELETION_STATUSES,
      to: 'withdrawn',
      actor,
      action: 'deletion_withdrawn',
      set: { completedAt: new Date() },
    }),
  );
}

export function checkIdentity(
  db: Database,
  id: string,
  actor: Actor,
  input: { method: IdentityMethod; notes: string },
): Promise<DeletionRequestRow> {
  return db.transaction((tx) =>
    transition(tx, {
      id,
      from: ['requested'],
      to: 'identity-checked',
      actor,
      action: 'deletion_identity_checked',
      set: {
        identityMethod: input.method,
        identityNotes: input.notes,
        identityCheckedBy: actor.id ?? null,
        identityCheckedAt: new Date(),
      },
      note: input.method,
    }),
  );
}
