import PDFDocument from 'pdfkit';
import type { Database } from '../../db/client.ts';
import type { Charts, IndexCard, ResultsView } from '@heartcheck/contracts/results';
import { resultsView, type FinishedAnalysis } from './service.ts';
import {
  gpIdentity,
  identityLines,
  signedArtefacts,
  ukTime,
  type GpIdentity,
} from './gp-identity.ts';

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

export const BRAND = '#1d4ed8';
export const MUTED = '#4b5563';

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

export function footerNote(doc: PDFKit.PDFDocument, text: string): void {
  doc
    .moveDown(1)
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text)
    .fillColor('#111827');
}

const AXIS_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const AXIS_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Whole-hour ticks under the chart with the recorder's wall-clock time (UK), and the day under
 * the first tick and wherever it changes; hours from the start when the recording has no clock.
 */
function timeAxis(
  doc: PDFKit.PDFDocument,
  a: { x0: number; y: number; width: number; durationS: number; startTime: string | null },
): void {
  const hours = a.durationS / 3600;
  const stepH = [1, 2, 3, 6, 12, 24].find((h) => hours / h <= a.width / 70) ?? 24;
  const start = a.startTime ? Date.parse(`${a.startTime}Z`) : null;
  let lastDay = '';
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  for (let s = 0; s <= a.durationS; s += stepH * 3600) {
    const x = a.x0 + (s / a.durationS) * a.width;
    const at = start === null ? null : new Date(start + s * 1000);
    const time = at ? AXIS_TIME.format(at) : `+${Math.round(s / 3600)} h`;
    const day = at ? AXIS_DAY.format(at) : '';
    doc
      .moveTo(x, a.y)
      .lineTo(x, a.y + 3)
      .lineWidth(0.5)
      .stroke('#9ca3af');
    const left = Math.min(Math.max(a.x0, x - 25), a.x0 + a.width - 50);
    doc.text(time, left, a.y + 4, { width: 50, align: 'center', lineBreak: false });
    if (day !== lastDay)
      doc
        .font('Helvetica-Bold')
        .text(day, left, a.y + 12, { width: 50, align: 'center', lineBreak: false })
        .font('Helvetica');
    lastDay = day;
  }
  doc.fillColor('#111827');
}

/** The heart-rate trend as vector lines, night shaded. */
export function hrTrendChart(
  doc: PDFKit.PDFDocument,
  charts: Charts,
  night: [number, number][],
  durationS: number,
  startTime: string | null = null,
): void {
  const x0 = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const height = 120;
  if (doc.y + height + 52 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y0 = doc.y;
  const values = charts.hrPerMinute.filter((v): v is number => v !== null);
  const lo = Math.max(0, Math.floor((Math.min(...values, 60) - 10) / 10) * 10);
  const hi = Math.ceil((Math.max(...values, 100) + 10) / 10) * 10;
  const xOf = (s: number) => x0 + (s / durationS) * width;
  const yOf = (bpm: number) => y0 + height - ((bpm - lo) / (hi - lo)) * height;
  doc.save();
  for (const [a, b] of night) doc.rect(xOf(a), y0, xOf(b) - xOf(a), height).fill('#e5e7eb');
  doc.rect(x0, y0, width, height).lineWidth(0.5).stroke('#9ca3af');
  for (let bpm = lo; bpm <= hi; bpm += 20) {
    doc
      .moveTo(x0, yOf(bpm))
      .lineTo(x0 + width, yOf(bpm))
      .lineWidth(0.25)
      .stroke('#d1d5db');
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(String(bpm), x0 - 22, yOf(bpm) - 3, { width: 18, align: 'right' });
  }
  let pen = false;
  charts.hrPerMinute.forEach((bpm, minute) => {
    if (bpm === null) {
      pen = false;
      return;
    }
    const x = xOf(minute * 60 + 30);
    if (pen) doc.lineTo(x, yOf(bpm));
    else doc.moveTo(x, yOf(bpm));
    pen = true;
  });
  doc.lineWidth(0.8).stroke(BRAND);
  doc.restore();
  timeAxis(doc, { x0, y: y0 + height, width, durationS, startTime });
  doc.x = x0;
  doc.y = y0 + height + 26;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      startTime
        ? 'Heart rate per minute (bpm) over the whole recording; night is shaded.'
        : 'Heart rate per minute (bpm) over the whole recording; no night is shaded because the start time is unknown.',
      x0,
      doc.y,
    );
  doc.fillColor('#111827');
}

/** A card's range note: its typical range, or why it is compared by day and night only. */
function indexNote(card: IndexCard): string {
  if (card.band !== 'byPeriodOnly') return `Typical range ${card.rangeDisplay}. ${card.reading}`;
  const periods = card.periods
    ? ` Day ${card.periods.day.display} (${BAND_WORDS[card.periods.day.band]}), night ${card.periods.night.display} (${BAND_WORDS[card.periods.night.band]}); typical range ${card.rangeDisplay}.`
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

export interface ResultsPdfInput {
  view: ResultsView;
  charts: Charts;
  identity: GpIdentity;
  generatedAt: Date;
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
      ]);
      doc.font('Helvetica-Bold').fontSize(10).text(`Recording: ${view.analysable}.`);
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
      footerNote(
        doc,
        "These figures are calculated automatically from your ECG recording and are not a diagnosis; findings in poor signal, and events your cardiologist identified as signal noise, are not counted. They were released with the cardiologist's signed cardiac report, which is the clinical opinion on your recording.",
      );
    },
    `HeartCheck results ${view.orderNumber}`,
    `HeartCheck results report ${reportId} · ${input.identity.patientName}`,
  );
}

/** The results report PDF of a finished analysis (customer, staff and share links alike). */
export async function buildResultsPdf(
  deps: { db: Database },
  found: FinishedAnalysis,
): Promise<Buffer> {
  return resultsPdf({
    view: resultsView(found, await signedArtefacts(deps.db, found.order.id)),
    charts: found.analysis.charts as Charts,
    identity: await gpIdentity(deps.db, found),
    generatedAt: new Date(),
  });
}
