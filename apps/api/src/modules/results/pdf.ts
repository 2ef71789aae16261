import { beatTimesNotice } from './beat-times-notice.ts';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/client.ts';
import type { Charts, IndexCard, ResultsView } from '@heartcheck/contracts/results';
import { resultsView } from './service.ts';
import { gpIdentity, identityLines, termsLine, ukTime, type GpIdentity } from './gp-identity.ts';
import { amendedLine, urgentLine } from './document-lines.ts';
import type { Reviewed } from './reviewed.ts';
import { wearPerDay, type WearDay } from './wear-days.ts';
import { hrTrendChart } from './pdf-hr-chart.ts';
import { BRAND, MUTED } from './pdf-colours.ts';

/** Renders a pdfkit document into one buffer. */
export function renderPdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  title: string,
  footer = title,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      bufferPages: true,
      info: { Title: title, Author: 'HeartCheck' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      pageFooters(doc, footer);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** "Report … · Page n of N" at the foot of every page, so a filed page is never orphaned. */
function pageFooters(doc: PDFKit.PDFDocument, footer: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${footer} · Page ${i + 1} of ${range.count}`,
        doc.page.margins.left,
        doc.page.height - 30,
        {
          width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottom;
  }
}

export function heading(doc: PDFKit.PDFDocument, text: string, size = 14): void {
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor('#111827')
    .text(text)
    .moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
}

/** Two-column rows of label and value. */
export function table(doc: PDFKit.PDFDocument, rows: [string, string][], labelWidth = 220): void {
  const x = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  for (const [label, value] of rows) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, x, y, { width: labelWidth });
    const h1 = doc.y - y;
    doc.fillColor('#111827').text(value, x + labelWidth + 8, y, { width: width - labelWidth - 8 });
    doc.y = Math.max(doc.y, y + h1) + 3;
  }
  doc.x = x;
}

export function header(doc: PDFKit.PDFDocument, title: string, lines: string[]): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('HeartCheck');
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111827').text(title).moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of lines) doc.text(line);
  doc.fillColor('#111827');
}

/** What every report states first (issue 21): the urgent flag, the amendment, the one-line summary. */
export interface ReportTop {
  urgent: string | null;
  amended: string | null;
  headline: string;
}

export const URGENT_RED = '#b91c1c';

/** The urgent flag (red), the amendment line and the one-line summary, under the identity lines. */
export function reportTop(doc: PDFKit.PDFDocument, top: ReportTop): void {
  doc.moveDown(0.5);
  if (top.urgent) doc.font('Helvetica-Bold').fontSize(11).fillColor(URGENT_RED).text(top.urgent);
  if (top.amended) doc.font('Helvetica-Bold').fontSize(10).fillColor('#92400e').text(top.amended);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#111827').text(`Summary: ${top.headline}`);
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
}

/** "Wear time per day": hours worn on each day of the recording (issue 21). */
export function wearTable(doc: PDFKit.PDFDocument, days: WearDay[]): void {
  if (days.length === 0) return;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 40 - 16 * days.length) doc.addPage();
  heading(doc, 'Wear time per day');
  table(
    doc,
    days.map((d) => [d.label, `${d.hours.toFixed(1)} h worn`]),
  );
}

export function footerNote(doc: PDFKit.PDFDocument, text: string): void {
  doc
    .moveDown(1)
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text)
    .fillColor('#111827');
}

type PeriodValue = NonNullable<IndexCard['periods']>['day'];

/** A day or night value and its band, or that it is not shown (why follows, `periodReasons`). */
function periodText(value: PeriodValue): string {
  return value.withheld ? 'not shown' : `${value.display} (${BAND_WORDS[value.band]})`;
}

/** Why a day or night value is not shown, as the results page says it ("Night: Not shown: …"). */
function periodReasons(periods: NonNullable<IndexCard['periods']>): string {
  const why = (name: string, value: PeriodValue) =>
    value.withheld ? ` ${name}: ${value.withheld.text}` : '';
  return `${why('Day', periods.day)}${why('Night', periods.night)}`;
}

/** A card's range note: its typical range, or why it is compared by day and night only. */
export function indexNote(card: IndexCard): string {
  if (card.band !== 'byPeriodOnly') return `Typical range ${card.rangeDisplay}. ${card.reading}`;
  const periods = card.periods
    ? ` Day ${periodText(card.periods.day)}, night ${periodText(card.periods.night)}; typical range ${card.rangeDisplay}.${periodReasons(card.periods)}`
    : '';
  return `${card.reading}${periods}`;
}

const BAND_WORDS: Record<IndexCard['band'], string> = {
  below: 'below typical',
  within: 'within typical',
  above: 'above typical',
  unavailable: 'not available',
  byPeriodOnly: 'by period only',
};

/** The day-and-night table, or why it is withheld (start time unknown). */
function dayAndNight(doc: PDFKit.PDFDocument, view: ResultsView): void {
  // Keep the day-and-night table (heading, six rows, note) together on one page.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 170) doc.addPage();
  heading(doc, 'Day and night');
  const split = view.dayNight;
  if (!split) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(view.dayNightWithheld ?? '');
    doc.fillColor('#111827');
    return;
  }
  table(
    doc,
    view.indices.map((card, i) => [
      card.label,
      `day ${split.day[i]!.display} · night ${split.night[i]!.display}`,
    ]),
  );
}

/** What the figures were calculated from, as the footer says it. */
function noEcgSource(view: ResultsView): string {
  return beatTimesNotice(view.recording.format)
    ? "recorder's beat times (no ECG)"
    : 'ECG recording';
}

export interface ResultsPdfInput {
  view: ResultsView;
  charts: Charts;
  identity: GpIdentity;
  generatedAt: Date;
  top: ReportTop;
  /** Drawn after the figures: the reviews module's diary with its strips. */
  appendix?: (doc: PDFKit.PDFDocument) => void;
}

export function resultsPdf(input: ResultsPdfInput): Promise<Buffer> {
  const { view } = input;
  const reportId = `${view.orderNumber}-R${input.identity.signer ? `-v${input.identity.signer.version}` : '-draft'}`;
  return renderPdf(
    (doc) => {
      header(doc, 'Results report', [
        ...identityLines(
          input.identity,
          `${reportId} (results report, generated ${ukTime(input.generatedAt)})`,
        ),
        termsLine(input.identity),
      ]);
      reportTop(doc, input.top);
      doc.font('Helvetica-Bold').fontSize(10).text(`Recording: ${view.analysable}.`);
      const noEcg = beatTimesNotice(view.recording.format);
      if (noEcg) doc.font('Helvetica-Bold').fontSize(9).text(noEcg);
      if (view.shortRecording) doc.font('Helvetica').fontSize(9).text(view.shortRecording);
      doc.font('Helvetica').moveDown(0.3);
      heading(doc, 'Your indices');
      for (const card of view.indices) {
        if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
        doc.font('Helvetica-Bold').fontSize(11).text(`${card.label}: ${card.display}`);
        doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(indexNote(card));
        doc.fillColor('#111827').moveDown(0.4);
      }
      heading(doc, 'Heart-rate trend');
      hrTrendChart(
        doc,
        input.charts,
        view.nightWindows,
        view.recording.durationS,
        view.recording.startTime,
      );
      heading(doc, 'Recording summary');
      table(
        doc,
        view.summary.map((f) => [f.label, f.display]),
      );
      dayAndNight(doc, view);
      wearTable(doc, wearPerDay(view.recording.startTime, view.recording.durationS));
      input.appendix?.(doc);
      footerNote(
        doc,
        `These figures are calculated automatically from your ${noEcgSource(view)} and are not a diagnosis; findings in poor signal, and events your cardiologist identified as signal noise, are not counted. They were released with the cardiologist's signed cardiac report, which is the clinical opinion on your recording.`,
      );
    },
    `HeartCheck results ${view.orderNumber}`,
    `HeartCheck results report ${reportId} · ${input.identity.patientName}`,
  );
}

/**
 * The results report PDF of the version `reviewed` shows (customer, staff and share links alike):
 * its figures, signer, amendment and urgent flag are those of that signed version.
 */
export async function buildResultsPdf(
  deps: { db: Database },
  reviewed: Reviewed,
  appendix?: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const view = resultsView(reviewed);
  return resultsPdf({
    view,
    charts: reviewed.found.analysis.charts as Charts,
    identity: await gpIdentity(deps.db, reviewed.found, reviewed.signed),
    generatedAt: new Date(),
    top: {
      urgent: urgentLine(reviewed.urgent),
      amended: amendedLine(reviewed.signed),
      headline: view.headline ?? '',
    },
    appendix,
  });
}
