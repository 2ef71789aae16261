import type { Strip } from '@heartcheck/contracts/results';

/** PDF points per millimetre (72 points to the inch, 25.4 mm to the inch). */
const PT_PER_MM = 72 / 25.4;
/** Standard ECG paper: 25 mm/s and 10 mm/mV (AHA recommendations, Kligfield et al. 2007). */
export const MM_PER_S = 25;
const MM_PER_MV = 10;
/** Seconds of ECG in one printed strip: 6 s is 150 mm, which fits an A4 page's text width. */
export const STRIP_SECONDS = 6;
/** Strip height: ±1.5 mV around the baseline (30 mm). */
const STRIP_MM = 30;
const GRID_MINOR = '#fbd5d5';
const GRID_MAJOR = '#f19a9a';

/**
 * Draws an ECG strip on calibrated paper at the current position: 1 mm minor and 5 mm major
 * squares, 25 mm/s and 10 mm/mV, so a printed page at 100 % can be measured with calipers.
 * The trace is centred on the strip's median (baseline wander would push it off the paper).
 */
export function drawStrip(doc: PDFKit.PDFDocument, strip: Strip): void {
  const x0 = doc.page.margins.left;
  const y0 = doc.y;
  const widthMm = STRIP_SECONDS * MM_PER_S;
  drawGrid(doc, x0, y0, widthMm);
  const n = Math.min(strip.uv.length, Math.round(STRIP_SECONDS * strip.samplingRate));
  if (n > 1) {
    const sorted = strip.uv.slice(0, n).sort((a, b) => a - b);
    const baseline = sorted[n >> 1]!;
    const mid = y0 + (STRIP_MM / 2) * PT_PER_MM;
    const clampMm = STRIP_MM / 2 - 0.5;
    const yOf = (uv: number) => {
      const mm = Math.max(-clampMm, Math.min(clampMm, ((uv - baseline) / 1000) * MM_PER_MV));
      return mid - mm * PT_PER_MM;
    };
    const xOf = (i: number) => x0 + (i / strip.samplingRate) * MM_PER_S * PT_PER_MM;
    doc.moveTo(xOf(0), yOf(strip.uv[0]!));
    for (let i = 1; i < n; i++) doc.lineTo(xOf(i), yOf(strip.uv[i]!));
    doc.lineWidth(0.6).strokeColor('#111827').stroke();
  }
  doc.y = y0 + STRIP_MM * PT_PER_MM + 4;
  doc.x = x0;
}

function drawGrid(doc: PDFKit.PDFDocument, x0: number, y0: number, widthMm: number): void {
  doc.save();
  for (let mm = 0; mm <= widthMm; mm++) {
    const x = x0 + mm * PT_PER_MM;
    doc
      .moveTo(x, y0)
      .lineTo(x, y0 + STRIP_MM * PT_PER_MM)
      .lineWidth(mm % 5 === 0 ? 0.5 : 0.2)
      .strokeColor(mm % 5 === 0 ? GRID_MAJOR : GRID_MINOR)
      .stroke();
  }
  for (let mm = 0; mm <= STRIP_MM; mm++) {
    const y = y0 + mm * PT_PER_MM;
    doc
      .moveTo(x0, y)
      .lineTo(x0 + widthMm * PT_PER_MM, y)
      .lineWidth(mm % 5 === 0 ? 0.5 : 0.2)
      .strokeColor(mm % 5 === 0 ? GRID_MAJOR : GRID_MINOR)
      .stroke();
  }
  doc.restore();
}

/** Height a strip takes on the page, with its caption line. */
export const STRIP_HEIGHT_PT = STRIP_MM * PT_PER_MM + 30;
