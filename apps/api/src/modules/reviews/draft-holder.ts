import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/public.ts';
import { findUserById, type UserRow } from '../users/public.ts';
import { ReviewError } from './errors.ts';
import type { CardiacReportRow } from './schema.ts';

/** How a report names its cardiologist: "Dr First Last". */
export function displayName(user: Pick<UserRow, 'firstName' | 'lastName'> | undefined): string {
  const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim();
  return name ? `Dr ${name}` : 'HeartCheck cardiologist';
}

/** The draft's author as the review screen shows them. */
export async function draftAuthor(db: Database, draft: CardiacReportRow): Promise<string> {
  return displayName(await findUserById(db, draft.cardiologistId));
}

/**
 * One cardiologist writes a report at a time: a draft another cardiologist started is neither
 * overwritten nor signed unless the caller takes it over (`takeOver`), and a take-over is on the
 * order's audit trail (who took it from whom, which version). The workstation's edits follow the
 * draft's author (edits.ts), so after a take-over they are the new author's to change. Run inside
 * the transaction that holds the order's lock.
 */
export async function claimDraft(
  tx: Database,
  draft: CardiacReportRow | undefined,
  cardiologist: UserRow,
  takeOver: boolean | undefined,
): Promise<void> {
  if (!draft || draft.cardiologistId === cardiologist.id) return;
  const author = await draftAuthor(tx, draft);
  if (!takeOver)
    throw new ReviewError(
      409,
      `${author} is writing this report (draft version ${draft.version}). Take the report over to change or sign it.`,
    );
  await recordAudit(tx, {
    entityType: 'order',
    entityId: draft.orderId,
    actor: { type: 'cardiologist', id: cardiologist.id },
    action: 'report_taken_over',
    before: { cardiologistId: draft.cardiologistId },
    after: { cardiologistId: cardiologist.id },
    note: `Draft version ${draft.version} taken over from ${author}.`,
  });
}
