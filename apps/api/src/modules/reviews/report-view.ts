import type { ReportView } from '@heartcheck/contracts/reviews';
import type { DiaryView } from '@heartcheck/contracts/diary';
import type { EventView } from '@heartcheck/contracts/results';
import type { Viewer } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import type { StoredResult } from '../analysis/public.ts';
import { summaryFigures, summaryLine } from '../results/public.ts';
import { diaryForReview } from './diary-view.ts';
import { editableEvents } from './episodes.ts';
import type { ReviewedVersion } from './reviewed-result.ts';

/**
 * A signed report version as the customer, the GP and the PDF see it: its key numbers as the
 * version's edits leave them (`reviewedResult`), and the events chosen to print with their strip.
 */
export function reportView(reviewed: ReviewedVersion, diary: DiaryView[]): ReportView {
  const { found, signed, report } = reviewed;
  if (!signed || !report) throw new Error('A report view needs a signed version.');
  const result = found.analysis.result as StoredResult;
  const inReport = new Set(reviewed.edits.episodes.filter((e) => e.inReport).map((e) => e.key));
  const events = editableEvents(found);
  return {
    id: signed.id,
    orderId: found.order.id,
    orderNumber: found.order.number,
    version: signed.version,
    status: report.status,
    findings: signed.findings,
    conclusion: signed.conclusion,
    amendmentReason: signed.amendmentReason,
    cardiologistName: signed.name,
    cardiologistRole: report.cardiologistRole,
    cardiologistGmc: signed.gmc,
    signedAt: signed.signedAt.toISOString(),
    summary: summaryFigures(reviewed.summary),
    keyEvents: [...inReport]
      .map((key) => events.get(key))
      .filter((e): e is EventView => e !== undefined)
      .sort((a, b) => a.startSample - b.startSample),
    recording: {
      startTime: result.startTime,
      durationS: result.totalSamples / result.samplingRate,
      format: found.recording.format,
    },
    artefacts: reviewed.artefacts.size,
    diary,
    recorderEvents: found.recording.recorderEvents ?? null,
    headline: summaryLine(reviewed.summary),
    urgent: reviewed.urgent,
  };
}

/** A signed report version as `reader` sees it, with the diary where they may read it. */
export async function loadReportView(
  db: Database,
  reviewed: ReviewedVersion,
  reader: Viewer,
): Promise<ReportView> {
  return reportView(reviewed, await diaryForReview(db, reviewed.found, reader));
}
