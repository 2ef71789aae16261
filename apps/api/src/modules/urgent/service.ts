import type { UrgentFlag } from '@heartcheck/contracts/reviews';
import { URGENT_REASONS, type UrgentReason } from '@heartcheck/contracts/urgent-reasons';
import {
  URGENT_TASK_ACTIVE,
  type UrgentStep,
  type UrgentStepKind,
  type UrgentTaskStatus,
} from '@heartcheck/contracts/urgent-tasks';
import { and, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/public.ts';
import { orders, referralOf } from '../orders/public.ts';
import type { GpPractice } from '@heartcheck/contracts/referral-rules';
import { users } from '../users/public.ts';
import { callDueBy, isStaffed } from './hours.ts';
import { customerPhone } from './phone.ts';
import { urgentTasks, type UrgentCall, type UrgentTaskRow } from './schema.ts';

export { URGENT_REASONS, type UrgentReason };
export type { UrgentFlag };

/** A step done by the service itself rather than by a person. */
export const SERVICE_NAME = 'HeartCheck';

export function step(kind: UrgentStepKind, byName: string, note = '', at = new Date()): UrgentStep {
  return { at: at.toISOString(), kind, byName, note };
}

/**
 * Creates the call task for an urgent finding (inside the signing transaction). Out of staffed
 * hours the customer is told to call NHS 111 now and the call is due at the next staffed start;
 * with no phone number on file the email is the way we reach them, and the task says so.
 */
export async function createUrgentTask(
  tx: Database,
  input: {
    orderId: string;
    reportId: string;
    flag: UrgentFlag;
    cardiologistId: string;
    cardiologistName: string;
    now?: Date;
  },
): Promise<UrgentTaskRow> {
  const now = input.now ?? new Date();
  const outOfHours = !isStaffed(now);
  const phone = await phoneOfOrder(tx, input.orderId);
  const steps = [step('flagged', input.cardiologistName, '', now)];
  if (outOfHours) steps.push(step('emailed_out_of_hours', SERVICE_NAME, '', now));
  if (!phone) steps.push(step('emailed_no_phone', SERVICE_NAME, '', now));
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
        outOfHours,
        dueBy: callDueBy(now),
        steps,
      })
      .returning()
  )[0]!;
  await recordAudit(tx, {
    entityType: 'order',
    entityId: input.orderId,
    actor: { type: 'cardiologist', id: input.cardiologistId },
    action: 'flag_urgent_finding',
    after: {
      taskId: row.id,
      reason: row.reason,
      dueBy: row.dueBy.toISOString(),
      outOfHours,
      phoneOnFile: Boolean(phone),
    },
  });
  return row;
}

async function phoneOfOrder(db: Database, orderId: string): Promise<string> {
  const row = (
    await db
      .select({ order: orders, customer: users })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
  )[0];
  return row ? customerPhone(row.order, row.customer) : '';
}

/** The task of the order's current urgent flag (newest, not cleared), locked for update. */
export async function currentTask(
  tx: Database,
  orderId: string,
): Promise<UrgentTaskRow | undefined> {
  return (
    await tx
      .select()
      .from(urgentTasks)
      .where(and(eq(urgentTasks.orderId, orderId), ne(urgentTasks.status, 'cleared')))
      .orderBy(desc(urgentTasks.flaggedAt))
      .limit(1)
      .for('update')
  )[0];
}

export interface UrgentTaskView {
  id: string;
  orderId: string;
  orderNumber: string;
  /** The customer's account (whose urgent finding the list shows: the access log's key). */
  customerId: string;
  /** `phone` is "" when none is on file: the customer was emailed instead. */
  customer: { name: string; phone: string; email: string };
  reason: string;
  note: string;
  flaggedAt: string;
  outOfHours: boolean;
  dueBy: string;
  status: UrgentTaskStatus;
  overdue: boolean;
  calls: UrgentCall[];
  steps: UrgentStep[];
  doneAt: string | null;
  /**
   * The GP practice the customer gave at order and whether they agreed that we contact it: the
   * escalation's last step names it (null practice: none was given).
   */
  gp: { practice: GpPractice | null; consent: boolean };
}

/** Active tasks (most overdue first) and those closed in the last 7 days. */
export async function listUrgentTasks(db: Database, now = new Date()): Promise<UrgentTaskView[]> {
  const rows = await db
    .select({ task: urgentTasks, order: orders, customer: users })
    .from(urgentTasks)
    .innerJoin(orders, eq(orders.id, urgentTasks.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      or(
        inArray(urgentTasks.status, [...URGENT_TASK_ACTIVE]),
        gte(urgentTasks.doneAt, new Date(now.getTime() - 7 * 86400_000)),
      ),
    )
    // Active tasks first, soonest due first; then the recently closed.
    .orderBy(sql`${urgentTasks.doneAt} is not null`, urgentTasks.dueBy);
  return rows.map(({ task, order, customer }) => {
    const active = URGENT_TASK_ACTIVE.includes(task.status);
    return {
      id: task.id,
      orderId: order.id,
      orderNumber: order.number,
      customerId: order.userId,
      customer: {
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        phone: customerPhone(order, customer),
        email: customer.email,
      },
      reason: task.reason,
      note: task.note,
      flaggedAt: task.flaggedAt.toISOString(),
      outOfHours: task.outOfHours,
      dueBy: task.dueBy.toISOString(),
      status: task.status,
      overdue: active && task.dueBy.getTime() < now.getTime(),
      calls: task.calls,
      steps: task.steps,
      doneAt: task.doneAt?.toISOString() ?? null,
      gp: { practice: referralOf(order).gp, consent: order.gpConsent },
    };
  });
}

/**
 * The order's current urgent flag (a cleared one is gone), for the customer's and GP's screens,
 * the PDFs and FHIR: the one accessor other modules read the flag through.
 */
export async function urgentOfOrder(
  db: Database,
  orderId: string,
): Promise<{ reason: string; note: string; flaggedAt: string; outOfHours: boolean } | null> {
  const row = (
    await db
      .select()
      .from(urgentTasks)
      .where(and(eq(urgentTasks.orderId, orderId), ne(urgentTasks.status, 'cleared')))
      .orderBy(desc(urgentTasks.flaggedAt))
      .limit(1)
  )[0];
  return row
    ? {
        reason: row.reason,
        note: row.note,
        flaggedAt: row.flaggedAt.toISOString(),
        outOfHours: row.outOfHours,
      }
    : null;
}
