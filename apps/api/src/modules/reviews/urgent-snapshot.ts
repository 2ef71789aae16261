import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { urgentOfOrder } from '../urgent/public.ts';
import { cardiacReports, type CardiacReportRow, type UrgentSnapshot } from './schema.ts';

/**
 * Fixes on the signed version the urgent flag it was signed with (issue 21): its documents show
 * that flag, not whatever a later amendment made of it. Called in the signing transaction, after
 * the flag was set, corrected or cleared.
 */
export async function snapshotUrgent(
  tx: Database,
  report: CardiacReportRow,
): Promise<CardiacReportRow> {
  const flag = await urgentOfOrder(tx, report.orderId);
  return (
    await tx
      .update(cardiacReports)
      .set({ urgent: { flag } })
      .where(eq(cardiacReports.id, report.id))
      .returning()
  )[0]!;
}

/**
 * The urgent flag a version was signed with; a version signed before the flag was recorded on
 * it shows the order's current flag.
 */
export async function urgentOfVersion(
  db: Database,
  report: CardiacReportRow,
): Promise<UrgentSnapshot | null> {
  return report.urgent ? report.urgent.flag : urgentOfOrder(db, report.orderId);
}
