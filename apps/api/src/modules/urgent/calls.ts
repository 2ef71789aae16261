import {
  FAILED_CALLS_BEFORE_RETRY,
  URGENT_TASK_ACTIVE,
  type CallOutcome,
  type UrgentTaskStatus,
} from '@heartcheck/contracts/urgent-tasks';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/public.ts';
import { deliverNotice, orders, type OrderDeps } from '../orders/public.ts';
import type { UserRow } from '../users/public.ts';
import { callDueBy, retryDueBy } from './hours.ts';
import { queueUnreached } from './notify.ts';
import { urgentTasks, type UrgentCall, type UrgentTaskRow } from './schema.ts';
import { SERVICE_NAME, step } from './service.ts';

export class UrgentTaskError extends Error {
  readonly status: 409;
  constructor(status: 409, message: string) {
    super(message);
    this.status = status;
  }
}

const nameOf = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * The escalation after a failed call: the second failure schedules a retry (two staffed hours
 * on); a failed retry emails the customer the advice and hands the task to the GP step.
 */
function escalate(
  task: UrgentTaskRow,
  failures: number,
  byName: string,
  now: Date,
): Partial<UrgentTaskRow> {
  if (task.status === 'open' && failures >= FAILED_CALLS_BEFORE_RETRY) {
    const dueBy = retryDueBy(now);
    return {
      status: 'retry',
      dueBy,
      steps: [...task.steps, step('retry_scheduled', byName, dueBy.toISOString(), now)],
    };
  }
  if (task.status === 'retry')
    return {
      status: 'written',
      dueBy: callDueBy(now),
      steps: [...task.steps, step('customer_emailed', SERVICE_NAME, '', now)],
    };
  return {};
}

/**
 * Records who called, when and with what outcome. A call that reaches the customer closes the
 * task; failed calls escalate it (see `escalate`). A closed task keeps taking call notes.
 */
export async function recordUrgentCall(
  deps: { db: Database; orders: OrderDeps },
  taskId: string,
  caller: UserRow,
  input: { outcome: CallOutcome; note: string; actorType: string },
  now = new Date(),
): Promise<UrgentTaskRow | undefined> {
  const result = await deps.db.transaction(async (tx) => {
    const task = (
      await tx.select().from(urgentTasks).where(eq(urgentTasks.id, taskId)).for('update')
    )[0];
    if (!task) return undefined;
    const byName = nameOf(caller);
    const call: UrgentCall = {
      at: now.toISOString(),
      byId: caller.id,
      byName,
      outcome: input.outcome,
      note: input.note.trim(),
    };
    const calls = [...task.calls, call];
    const active = URGENT_TASK_ACTIVE.includes(task.status);
    const failures = calls.filter((c) => c.outcome !== 'reached').length;
    const change: Partial<UrgentTaskRow> = !active
      ? {}
      : input.outcome === 'reached'
        ? {
            status: 'done',
            doneAt: now,
            steps: [...task.steps, step('reached', byName, call.note, now)],
          }
        : escalate(task, failures, byName, now);
    const updated = (
      await tx
        .update(urgentTasks)
        .set({ calls, ...change })
        .where(eq(urgentTasks.id, task.id))
        .returning()
    )[0]!;
    await recordAudit(tx, {
      entityType: 'order',
      entityId: task.orderId,
      actor: { type: input.actorType, id: caller.id },
      action: 'urgent_call',
      fromStatus: task.status,
      toStatus: updated.status,
      after: { taskId: task.id, outcome: input.outcome, status: updated.status },
    });
    return {
      updated,
      mailId: change.status === 'written' ? await unreachedMail(deps, tx, updated) : undefined,
    };
  });
  await deliverNotice(deps.orders, result?.mailId);
  return result?.updated;
}

/** The customer's written advice once calls have failed, in the call's transaction. */
async function unreachedMail(
  deps: { orders: OrderDeps },
  tx: Database,
  task: UrgentTaskRow,
): Promise<string | undefined> {
  const order = (await tx.select().from(orders).where(eq(orders.id, task.orderId)))[0];
  return order ? queueUnreached(deps.orders, tx, order) : undefined;
}

/**
 * The last step when the customer could not be reached: staff record how they told the
 * customer's GP (or that no GP is known), which closes the task.
 */
export async function recordGpInformed(
  db: Database,
  taskId: string,
  staff: UserRow,
  note: string,
  now = new Date(),
): Promise<UrgentTaskRow | undefined> {
  return db.transaction(async (tx) => {
    const task = (
      await tx.select().from(urgentTasks).where(eq(urgentTasks.id, taskId)).for('update')
    )[0];
    if (!task) return undefined;
    const allowed: UrgentTaskStatus[] = ['written'];
    if (!allowed.includes(task.status))
      throw new UrgentTaskError(
        409,
        'The GP step comes after the calls and the retry failed and the customer was emailed.',
      );
    const updated = (
      await tx
        .update(urgentTasks)
        .set({
          status: 'gp_informed',
          doneAt: now,
          steps: [...task.steps, step('gp_informed', nameOf(staff), note.trim(), now)],
        })
        .where(eq(urgentTasks.id, task.id))
        .returning()
    )[0]!;
    await recordAudit(tx, {
      entityType: 'order',
      entityId: task.orderId,
      actor: { type: 'admin', id: staff.id },
      action: 'urgent_gp_informed',
      fromStatus: task.status,
      toStatus: 'gp_informed',
      after: { taskId: task.id },
    });
    return updated;
  });
}
