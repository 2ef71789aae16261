import type { ReportView } from '@heartcheck/contracts/reviews';
import type { EpisodeEdit } from '@heartcheck/contracts/reviews';
import type { DiaryView } from '@heartcheck/contracts/diary';
import type { EventView } from '@heartcheck/contracts/results';
import type { Database } from '../../db/client.ts';
import type { StoredResult } from '../analysis/public.ts';
import { countedSummary, summaryFigures, type FinishedAnalysis } from '../results/public.ts';
import { diaryForReview } from './diary-view.ts';
import { editableEvents, editsOf } from './episodes.ts';
import type { CardiacReportRow } from './schema.ts';

/**
 * A report version as the customer, the GP and the PDF see it: its key numbers without the
 * events the cardiologist called artefact, and the events chosen to print with their strip.
 */
export function reportView(
  found: FinishedAnalysis,
  report: CardiacReportRow,
  diary: DiaryView[],
  edits: EpisodeEdit[],
): ReportView {
  const result = found.analysis.result as StoredResult;
  const artefacts = new Set(edits.filter((e) => e.verdict === 'artefact').map((e) => e.key));
  const inReport = new Set(edits.filter((e) => e.inReport).map((e) => e.key));
  const events = editableEvents(found);
  return {
    id: report.id,
    orderId: found.order.id,
    orderNumber: found.order.number,
    version: report.version,
    status: report.status,
    findings: report.findings,
    conclusion: report.conclusion,
    amendmentReason: report.amendmentReason,
    cardiologistName: report.cardiologistName,
    cardiologistRole: report.cardiologistRole,
    cardiologistGmc: report.cardiologistGmc,
    signedAt: report.signedAt?.toISOString() ?? null,
    summary: summaryFigures(countedSummary(result, artefacts)),
    keyEvents: [...inReport]
      .map((key) => events.get(key))
      .filter((e): e is EventView => e !== undefined)
      .sort((a, b) => a.startSample - b.startSample),
    recording: {
      startTime: result.startTime,
      durationS: result.totalSamples / result.samplingRate,
    },
    artefacts: artefacts.size,
    diary,
  };
}

/** A report version as every reader sees it, with its diary and the cardiologist's edits. */
export async function loadReportView(
  db: Database,
  found: FinishedAnalysis,
  report: CardiacReportRow,
): Promise<ReportView> {
  return reportView(found, report, await diaryForReview(db, found), await editsOf(db, report.id));
}
