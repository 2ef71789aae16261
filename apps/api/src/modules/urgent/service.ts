import type { UrgentFlag } from '@heartcheck/contracts/reviews';
import { URGENT_REASONS, type UrgentReason } from '@heartcheck/contracts/urgent-reasons';
import { desc, eq, gte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/public.ts';
import { orders } from '../orders/public.ts';
import { users, type UserRow } from '../users/public.ts';
import { callDueBy } from './hours.ts';
import { urgentTasks, type UrgentCall, type UrgentTaskRow } from './schema.ts';

export { URGENT_REASONS, type UrgentReason };

/** Outcomes of a call; only "reached" completes the task. */
export const CALL_OUTCOMES = ['reached', 'no_answer', 'left_message', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export type { UrgentFlag };

/** Creates the call task for an urgent finding (inside the signing transaction). */
export async function createUrgentTask(
  tx: Database,
  input: { orderId: string; reportId: string; flag: UrgentFlag; cardiologistId: string },
): Promise<UrgentTaskRow> {
  const now = new Date();
  const row = (
    await tx
      .insert(urgentTasks)
      .values({
        orderId: input.orderId,
        reportId: input.reportId,
        reason: input.flag.reason,
        note: input.flag.note?.trim() ?? '',
        flaggedBy: input.cardiologistId,
        flaggedAt: now,
        dueBy: callDueBy(now),
      })
      .returning()
  )[0]!;
  await recordAudit(tx, {
    entityType: 'order',
    entityId: input.orderId,
    actor: { type: 'cardiologist', id: input.cardiologistId },
    action: 'flag_urgent_finding',
    after: { taskId: row.id, reason: row.reason, dueBy: row.dueBy.toISOString() },
  });
  return row;
}

export interface UrgentTaskView {
  id: string;
  orderId: string;
  orderNumber: string;
  /** The customer's account (whose urgent finding the list shows: the access log's key). */
  customerId: string;
  customer: { name: string; phone: string; email: string };
  reason: string;
  note: string;
  flaggedAt: string;
  dueBy: string;
  status: string;
  overdue: boolean;
  calls: UrgentCall[];
  doneAt: string | null;
}

/** Open tasks (most overdue first) and those done in the last 7 days. */
export async function listUrgentTasks(db: Database, now = new Date()): Promise<UrgentTaskView[]> {
  const rows = await db
    .select({ task: urgentTasks, order: orders, customer: users })
    .from(urgentTasks)
    .innerJoin(orders, eq(orders.id, urgentTasks.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      or(
        eq(urgentTasks.status, 'open'),
        gte(urgentTasks.doneAt, new Date(now.getTime() - 7 * 86400_000)),
      ),
    )
    .orderBy(desc(urgentTasks.status), urgentTasks.dueBy);
  return rows.map(({ task, order, customer }) => ({
    id: task.id,
    orderId: order.id,
    orderNumber: order.number,
    customerId: order.userId,
    customer: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      phone: `${customer.dialCode} ${customer.phoneNumber}`.trim(),
      email: customer.email,
    },
    reason: task.reason,
    note: task.note,
    flaggedAt: task.flaggedAt.toISOString(),
    dueBy: task.dueBy.toISOString(),
    status: task.status,
    overdue: task.status === 'open' && task.dueBy.getTime() < now.getTime(),
    calls: task.calls,
    doneAt: task.doneAt?.toISOString() ?? null,
  }));
}

/** Records who called and with what outcome; a call that reached the customer closes the task. */
export async function recordUrgentCall(
  db: Database,
  taskId: string,
  caller: UserRow,
  input: { outcome: CallOutcome; note: string; actorType: string },
): Promise<UrgentTaskRow | undefined> {
  return db.transaction(async (tx) => {
    const task = (
      await tx.select().from(urgentTasks).where(eq(urgentTasks.id, taskId)).for('update')
    )[0];
    if (!task) return undefined;
    const call: UrgentCall = {
      at: new Date().toISOString(),
      byId: caller.id,
      byName: `${caller.firstName} ${caller.lastName}`.trim() || caller.email,
      outcome: input.outcome,
      note: input.note.trim(),
    };
    const done = input.outcome === 'reached';
    const updated = (
      await tx
        .update(urgentTasks)
        .set({
          calls: [...task.calls, call],
          ...(done && task.status === 'open' ? { status: 'done', doneAt: new Date() } : {}),
        })
        .where(eq(urgentTasks.id, task.id))
        .returning()
    )[0]!;
    await recordAudit(tx, {
      entityType: 'order',
      entityId: task.orderId,
      actor: { type: input.actorType, id: caller.id },
      action: 'urgent_call',
      after: { taskId: task.id, outcome: input.outcome, status: updated.status },
    });
    return updated;
  });
}

/** The newest urgent flag on an order, for the customer's and GP's screens. */
export async function urgentOfOrder(
  db: Database,
  orderId: string,
): Promise<{ reason: string; flaggedAt: string } | null> {
  const row = (
    await db
      .select()
      .from(urgentTasks)
      .where(eq(urgentTasks.orderId, orderId))
      .orderBy(desc(urgentTasks.flaggedAt))
      .limit(1)
  )[0];
  return row ? { reason: row.reason, flaggedAt: row.flaggedAt.toISOString() } : null;
}
