import type { Charts } from '@heartcheck/contracts/results';
import { BRAND, MUTED } from './pdf-colours.ts';

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
