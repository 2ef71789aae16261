import type { UrgentFlag } from '@heartcheck/contracts/reviews';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/public.ts';
import { urgentTasks, type UrgentTaskRow } from './schema.ts';
import { createUrgentTask, currentTask, step } from './service.ts';

/** What signing did to the order's urgent flag: the caller emails the customer accordingly. */
export type UrgentChange = 'created' | 'corrected' | 'cleared' | 'unchanged';

/**
 * Applies the urgent flag of a report being signed (inside the signing transaction).
 *
 * `flag` undefined keeps the current flag; null clears it (the open call task is closed with the
 * amendment's reason); an object creates the flag, or corrects the reason and note of the current
 * one (the task keeps its calls and history, and says who corrected what).
 */
export async function applyUrgentFlag(
  tx: Database,
  input: {
    orderId: string;
    reportId: string;
    flag: UrgentFlag | null | undefined;
    cardiologistId: string;
    cardiologistName: string;
    amendmentReason: string;
    now?: Date;
  },
): Promise<{ change: UrgentChange; task: UrgentTaskRow | undefined }> {
  const now = input.now ?? new Date();
  const current = await currentTask(tx, input.orderId);
  if (input.flag === undefined) return { change: 'unchanged', task: current };
  if (input.flag === null) {
    if (!current) return { change: 'unchanged', task: undefined };
    return { change: 'cleared', task: await clear(tx, current, input, now) };
  }
  if (!current)
    return { change: 'created', task: await createUrgentTask(tx, { ...input, flag: input.flag }) };
  const note = input.flag.note?.trim() ?? '';
  if (current.reason === input.flag.reason && current.note === note) {
    await tx
      .update(urgentTasks)
      .set({ reportId: input.reportId })
      .where(eq(urgentTasks.id, current.id));
    return { change: 'unchanged', task: current };
  }
  const corrected = (
    await tx
      .update(urgentTasks)
      .set({
        reason: input.flag.reason,
        note,
        reportId: input.reportId,
        steps: [
          ...current.steps,
          step(
            'reason_corrected',
            input.cardiologistName,
            `${current.reason} → ${input.flag.reason}${input.amendmentReason ? ` (${input.amendmentReason})` : ''}`,
            now,
          ),
        ],
      })
      .where(eq(urgentTasks.id, current.id))
      .returning()
  )[0]!;
  await recordAudit(tx, {
    entityType: 'order',
    entityId: input.orderId,
    actor: { type: 'cardiologist', id: input.cardiologistId },
    action: 'correct_urgent_finding',
    before: { taskId: current.id, reason: current.reason, note: current.note },
    after: { taskId: current.id, reason: corrected.reason, note: corrected.note },
    note: input.amendmentReason,
  });
  return { change: 'corrected', task: corrected };
}

async function clear(
  tx: Database,
  current: UrgentTaskRow,
  input: {
    orderId: string;
    cardiologistId: string;
    cardiologistName: string;
    amendmentReason: string;
  },
  now: Date,
): Promise<UrgentTaskRow> {
  const cleared = (
    await tx
      .update(urgentTasks)
      .set({
        status: 'cleared',
        doneAt: current.doneAt ?? now,
        steps: [
          ...current.steps,
          step('cleared', input.cardiologistName, input.amendmentReason, now),
        ],
      })
      .where(eq(urgentTasks.id, current.id))
      .returning()
  )[0]!;
  await recordAudit(tx, {
    entityType: 'order',
    entityId: input.orderId,
    actor: { type: 'cardiologist', id: input.cardiologistId },
    action: 'clear_urgent_finding',
    fromStatus: current.status,
    toStatus: 'cleared',
    before: { taskId: current.id, reason: current.reason },
    note: input.amendmentReason,
  });
  return cleared;
}
