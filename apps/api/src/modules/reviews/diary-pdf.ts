import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import type { DiaryView } from '@heartcheck/contracts/diary';
import type { Strip } from '@heartcheck/contracts/results';
import type { BlobStore } from '../../blob/store.ts';
import { heading, MUTED, readStrip, ukTime, type FinishedAnalysis } from '../results/public.ts';
import { drawStrip, STRIP_HEIGHT_PT, STRIP_SECONDS } from './pdf-strip.ts';

/** A diary entry with the ECG at its time (null outside the recording or past the cap). */
export interface DiaryStrip {
  entry: DiaryView;
  strip: Strip | null;
}

/**
 * Most diary entries printed with their strip. Our choice: a page holds about six strips, so 24
 * keeps a 72-hour report's diary to four pages; later entries are listed without one.
 */
export const MAX_DIARY_STRIPS = 24;

/**
 * The ECG at each diary entry, centred on the time the customer noted (as Zio's report prints a
 * strip per symptom), so a cardiologist or GP sees the rhythm behind the symptom.
 */
export async function diaryStrips(
  blobs: BlobStore,
  found: FinishedAnalysis,
  diary: DiaryView[],
): Promise<DiaryStrip[]> {
  const out: DiaryStrip[] = [];
  let drawn = 0;
  // beat times only: no ECG to draw, each entry is listed with its heart rate
  const noEcg = isBeatTimesFormat(found.recording.format);
  for (const entry of diary) {
    if (noEcg || entry.atS === null || drawn >= MAX_DIARY_STRIPS) {
      out.push({ entry, strip: null });
      continue;
    }
    drawn++;
    const fromS = Math.max(0, entry.atS - STRIP_SECONDS / 2);
    out.push({ entry, strip: await readStrip(blobs, found, fromS, STRIP_SECONDS) });
  }
  return out;
}

function entryLine(entry: DiaryView): string {
  const hr = entry.hrBpm !== null ? ` · heart rate at the time ${Math.round(entry.hrBpm)} bpm` : '';
  const outside = entry.atS === null ? ' · outside the recording' : '';
  return `${entry.activityLabel}${entry.note ? ` · ${entry.note}` : ''}${hr}${outside}`;
}

/** "Your symptom diary": each entry, UK time, with the ECG strip at that time when there is one. */
export function drawDiary(doc: PDFKit.PDFDocument, entries: DiaryStrip[]): void {
  if (entries.length === 0) return;
  if (doc.y + STRIP_HEIGHT_PT + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading(doc, 'Your symptom diary');
  for (const { entry, strip } of entries) {
    const bottom = doc.page.height - doc.page.margins.bottom;
    if (doc.y + (strip ? STRIP_HEIGHT_PT : 0) + 40 > bottom) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#111827')
      .text(`${ukTime(new Date(entry.occurredAt))}: ${entry.symptomLabel}`);
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(entryLine(entry)).fillColor('#111827');
    if (strip) {
      doc.moveDown(0.2);
      drawStrip(doc, strip);
    }
    doc.moveDown(0.3);
  }
}
