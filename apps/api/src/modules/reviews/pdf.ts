import { footerNote, header, heading, MUTED, renderPdf, table } from '../results/pdf.ts';
import type { ReportView } from './service.ts';

function when(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '';
}

export function cardiacReportPdf(view: ReportView, customerName: string): Promise<Buffer> {
  return renderPdf((doc) => {
    header(doc, 'Cardiac report', [
      `Order ${view.orderNumber}${customerName ? ` · ${customerName}` : ''}`,
      `Signed by ${view.cardiologistName} on ${when(view.signedAt)}`,
      view.version > 1
        ? `Version ${view.version} (amended: ${view.amendmentReason ?? ''})`
        : 'Version 1',
    ]);
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
    if (view.diary.length) {
      heading(doc, 'Your symptom diary');
      for (const entry of view.diary) {
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(`${when(entry.occurredAt)}: ${entry.symptomLabel}`, { continued: false });
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor(MUTED)
          .text(
            `${entry.activityLabel}${entry.note ? ` · ${entry.note}` : ''}${entry.hrBpm !== null ? ` · heart rate at the time ${Math.round(entry.hrBpm)} bpm` : entry.atS === null ? ' · outside the recording' : ''}`,
          )
          .fillColor('#111827')
          .moveDown(0.3);
      }
    }
    footerNote(
      doc,
      `This report was written and signed by ${view.cardiologistName} after reviewing your ECG recording. A signed report is never changed; corrections are issued as a new signed version.`,
    );
  }, `HeartCheck cardiac report ${view.orderNumber}`);
}
