import type { ReportView } from '@heartcheck/contracts/reviews';
import {
  footerNote,
  header,
  heading,
  identityLines,
  MUTED,
  renderPdf,
  table,
  ukTime,
  type GpIdentity,
} from '../results/public.ts';

function when(iso: string | null): string {
  return iso ? ukTime(new Date(iso)) : '';
}

export function cardiacReportPdf(view: ReportView, identity: GpIdentity): Promise<Buffer> {
  const reportId = `${view.orderNumber}-C-v${view.version}`;
  return renderPdf(
    (doc) => {
      header(doc, 'Cardiac report', [
        ...identityLines(
          identity,
          `${reportId}${view.version > 1 ? ` (amended: ${view.amendmentReason ?? ''})` : ''}`,
        ),
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
    },
    `HeartCheck cardiac report ${view.orderNumber}`,
    `HeartCheck cardiac report ${reportId} · ${identity.patientName}`,
  );
}
