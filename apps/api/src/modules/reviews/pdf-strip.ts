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
 * Gains an ECG machine offers (mm/mV): standard, half and quarter (AHA recommendations,
 * Kligfield et al. 2007, name 5 and 20 mm/mV beside the standard 10).
 */
const GAINS_MM_PER_MV = [MM_PER_MV, 5, 2.5];
/** Paper kept clear at the top and bottom of the strip, in mm. */
const MARGIN_MM = 0.5;

export interface StripScale {
  /** Microvolts drawn on the strip's middle line. */
  centreUv: number;
  /** The gain used: 10 mm/mV unless the trace would leave the paper. */
  mmPerMv: number;
}

/**
 * The gain and centre that keep the whole trace on the paper: never clipped, since a QRS cut
 * at the box edge can look like a pause. The trace is centred on the middle of its extremes;
 * the standard 10 mm/mV is kept when it fits, else half or quarter gain, else whatever fits
 * (printed beside the strip, so calipers still read true).
 */
export function stripScale(uv: ArrayLike<number>, n: number): StripScale {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = uv[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!(max >= min)) return { centreUv: 0, mmPerMv: MM_PER_MV };
  const centreUv = (min + max) / 2;
  const halfMv = (max - min) / 2000;
  const roomMm = STRIP_MM / 2 - MARGIN_MM;
  const gain = GAINS_MM_PER_MV.find((g) => halfMv * g <= roomMm) ?? roomMm / halfMv;
  return { centreUv, mmPerMv: gain };
}

/** The y of a sample on a strip whose top is `y0` (points), at the given scale. */
export function stripY(uv: number, y0: number, scale: StripScale): number {
  const mid = y0 + (STRIP_MM / 2) * PT_PER_MM;
  return mid - ((uv - scale.centreUv) / 1000) * scale.mmPerMv * PT_PER_MM;
}

/** The strip's box height in points. */
export const STRIP_BOX_PT = STRIP_MM * PT_PER_MM;

/**
 * Draws an ECG strip on calibrated paper at the current position: 1 mm minor and 5 mm major
 * squares, 25 mm/s and 10 mm/mV (a lower gain, printed on the strip, when a tall complex would
 * not fit), so a printed page at 100 % can be measured with calipers. Returns the scale used.
 */
export function drawStrip(doc: PDFKit.PDFDocument, strip: Strip): StripScale {
  const x0 = doc.page.margins.left;
  const y0 = doc.y;
  const widthMm = STRIP_SECONDS * MM_PER_S;
  drawGrid(doc, x0, y0, widthMm);
  const n = Math.min(strip.uv.length, Math.round(STRIP_SECONDS * strip.samplingRate));
  const scale = stripScale(strip.uv, n);
  if (n > 1) {
    const yOf = (uv: number) => stripY(uv, y0, scale);
    const xOf = (i: number) => x0 + (i / strip.samplingRate) * MM_PER_S * PT_PER_MM;
    doc.moveTo(xOf(0), yOf(strip.uv[0]!));
    for (let i = 1; i < n; i++) doc.lineTo(xOf(i), yOf(strip.uv[i]!));
    doc.lineWidth(0.6).strokeColor('#111827').stroke();
  }
  const gain = Number(scale.mmPerMv.toFixed(1));
  doc
    .font('Helvetica')
    .fontSize(6)
    .fillColor(gain === MM_PER_MV ? '#6b7280' : '#b91c1c')
    .text(`${MM_PER_S} mm/s · ${gain} mm/mV`, x0 + 2, y0 + 2, { lineBreak: false });
  doc.fillColor('#111827');
  doc.y = y0 + STRIP_BOX_PT + 4;
  doc.x = x0;
  return scale;
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
