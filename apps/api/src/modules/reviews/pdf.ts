import type { ReportView } from '@heartcheck/contracts/reviews';
import type { EventView, Strip } from '@heartcheck/contracts/results';
import { ukInstant } from '../../lib/uk-day.ts';
import { drawStrip, MM_PER_S, STRIP_HEIGHT_PT, STRIP_SECONDS } from './pdf-strip.ts';
import {
  beatTimesNotice,
  footerNote,
  header,
  heading,
  identityLines,
  MUTED,
  renderPdf,
  reportTop,
  table,
  ukTime,
  wearPerDay,
  wearTable,
  type GpIdentity,
  type ReportTop,
} from '../results/public.ts';
import { drawDiary, type DiaryStrip } from './diary-pdf.ts';
import { drawRecorderEvents } from './recorder-events-pdf.ts';

/** A key event with the ECG around it, as the report prints it. */
export interface KeyStrip {
  event: EventView;
  strip: Strip;
  /** The strip's first second, from the start of the recording. */
  fromS: number;
}

function keyEvents(doc: PDFKit.PDFDocument, strips: KeyStrip[]): void {
  // The heading and its note stay on the page of the first strip (never orphaned).
  if (doc.y + STRIP_HEIGHT_PT + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading(doc, 'Key events chosen by your cardiologist');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Each strip shows ${STRIP_SECONDS} s of your ECG at ${MM_PER_S} mm/s and 10 mm/mV (small squares 1 mm = 0.04 s and 0.1 mV), UK time; a strip whose complexes are too tall for the paper is printed at the lower gain written on it (in red), never cut off. Print at 100 % to measure.`,
    )
    .fillColor('#111827')
    .moveDown(0.4);
  for (const { event, strip } of strips) {
    const bottom = doc.page.height - doc.page.margins.bottom;
    if (doc.y + STRIP_HEIGHT_PT > bottom) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${eventTime(event)}: ${event.label}`);
    doc.moveDown(0.2);
    drawStrip(doc, strip);
    doc.moveDown(0.4);
  }
}

/** When the event happened, UK time (the recorder's clock), or its offset without a clock. */
function eventTime(event: EventView): string {
  const local = event.startTime;
  if (!local) return `${Math.round(event.atS)} s into the recording`;
  return ukTime(ukInstant(local.slice(0, 10), local.slice(11, 19)));
}

export function cardiacReportPdf(
  view: ReportView,
  identity: GpIdentity,
  strips: KeyStrip[] = [],
  top?: ReportTop,
  /** The diary entries with their strips (`diaryStrips`); listed without strips if absent. */
  diary?: DiaryStrip[],
): Promise<Buffer> {
  const reportId = `${view.orderNumber}-C-v${view.version}`;
  return renderPdf(
    (doc) => {
      header(doc, 'Cardiac report', [
        ...identityLines(
          identity,
          `${reportId}${view.version > 1 ? ` (amended: ${view.amendmentReason ?? ''})` : ''}`,
        ),
      ]);
      if (top) reportTop(doc, top);
      const noEcg = beatTimesNotice(view.recording.format);
      if (noEcg) doc.font('Helvetica-Bold').fontSize(9).text(noEcg).moveDown(0.3);
      heading(doc, 'Findings');
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .text(view.findings || '—');
      heading(doc, 'Conclusion');
      doc
        .font('Helvetica-Bold')
        .fontSize(10.5)
        .text(view.conclusion || '—');
      doc.font('Helvetica');
      heading(doc, 'Key numbers');
      table(
        doc,
        view.summary.map((f) => [f.label, f.display]),
      );
      if (view.artefacts > 0)
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor(MUTED)
          .text(
            `Your cardiologist reviewed the automated findings and left out ${view.artefacts} event${view.artefacts === 1 ? '' : 's'} caused by signal noise; the numbers above do not count them.`,
          )
          .fillColor('#111827');
      if (strips.length) keyEvents(doc, strips);
      wearTable(doc, wearPerDay(view.recording.startTime, view.recording.durationS));
      drawDiary(doc, diary ?? view.diary.map((entry) => ({ entry, strip: null })));
      drawRecorderEvents(doc, view.recorderEvents, view.recording);
      footerNote(
        doc,
        `This report was written and signed by ${view.cardiologistName} after reviewing your ${noEcg ? "recorder's beat times (no ECG)" : 'ECG recording'}. A signed report is never changed; corrections are issued as a new signed version.`,
      );
    },
    `HeartCheck cardiac report ${view.orderNumber}`,
    `HeartCheck cardiac report ${reportId} · ${identity.patientName}`,
  );
}
