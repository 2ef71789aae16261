import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import type { Viewer } from '../../auth/authorise.ts';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { amendedLine, gpIdentity, readStrip, summaryLine, urgentLine } from '../results/public.ts';
import { cardiacReportPdf, type KeyStrip } from './pdf.ts';
import { diaryStrips } from './diary-pdf.ts';
import { STRIP_SECONDS } from './pdf-strip.ts';
import { loadReportView } from './report-view.ts';
import type { ReviewedVersion } from './reviewed-result.ts';

/**
 * The cardiac report PDF of one signed version as `reader` may read it (the diary only where the
 * policy lets them), with the ECG strip of every key event the cardiologist chose (the strip
 * starts 2 s before the event, so its onset is in view).
 */
export async function cardiacReportPdfOf(
  deps: { db: Database; blobs: BlobStore },
  reviewed: ReviewedVersion,
  reader: Viewer,
): Promise<Buffer> {
  const view = await loadReportView(deps.db, reviewed, reader);
  const strips: KeyStrip[] = [];
  // beat times only: there is no ECG to print at the key events (the PDF says so)
  const events = isBeatTimesFormat(reviewed.found.recording.format) ? [] : view.keyEvents;
  for (const event of events) {
    const fromS = Math.max(0, event.atS - 2);
    strips.push({
      event,
      fromS,
      strip: await readStrip(deps.blobs, reviewed.found, fromS, STRIP_SECONDS),
    });
  }
  return cardiacReportPdf(
    view,
    await gpIdentity(deps.db, reviewed.found, reviewed.signed),
    strips,
    {
      urgent: urgentLine(reviewed.urgent),
      amended: amendedLine(reviewed.signed),
      headline: summaryLine(reviewed.summary),
    },
    await diaryStrips(deps.blobs, reviewed.found, view.diary),
  );
}
