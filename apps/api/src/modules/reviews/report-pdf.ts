import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { gpIdentity, readStrip, type FinishedAnalysis } from '../results/public.ts';
import { cardiacReportPdf, type KeyStrip } from './pdf.ts';
import { STRIP_SECONDS } from './pdf-strip.ts';
import type { CardiacReportRow } from './schema.ts';
import { loadReportView } from './report-view.ts';

/**
 * The cardiac report PDF of one signed version, with the ECG strip of every key event the
 * cardiologist chose (the strip starts 2 s before the event, so its onset is in view).
 */
export async function cardiacReportPdfOf(
  deps: { db: Database; blobs: BlobStore },
  found: FinishedAnalysis,
  report: CardiacReportRow,
): Promise<Buffer> {
  const view = await loadReportView(deps.db, found, report);
  const strips: KeyStrip[] = [];
  for (const event of view.keyEvents) {
    const fromS = Math.max(0, event.atS - 2);
    strips.push({ event, fromS, strip: await readStrip(deps.blobs, found, fromS, STRIP_SECONDS) });
  }
  return cardiacReportPdf(view, await gpIdentity(deps.db, found), strips);
}
