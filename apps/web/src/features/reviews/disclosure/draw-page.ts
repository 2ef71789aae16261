import type { DisclosurePage, DisclosureLabel } from '@heartcheck/contracts/disclosure';
import {
  LABEL_BAND_PX,
  PX_PER_MV,
  ROW_PX,
  TIME_COLUMN_PX,
  TRACE_BAND_PX,
  pxPerSecond,
} from './layout';

export interface Palette {
  background: string;
  grid: string;
  gridMajor: string;
  trace: string;
  text: string;
  selected: string;
  labels: Record<DisclosureLabel, string>;
}

/** Colours of the light and dark themes (text at AA contrast on each background). */
export const PALETTES: Record<'light' | 'dark', Palette> = {
  light: {
    background: '#ffffff',
    grid: '#fbe4e6',
    gridMajor: '#f4b9bf',
    trace: '#111827',
    text: '#374151',
    selected: 'rgba(37, 99, 235, 0.12)',
    labels: { N: '#4b5563', S: '#1d4ed8', V: '#b91c1c', F: '#a16207', Q: '#7e22ce', A: '#57534e' },
  },
  dark: {
    background: '#030712',
    grid: '#2a1216',
    gridMajor: '#4c1d24',
    trace: '#f3f4f6',
    text: '#d1d5db',
    selected: 'rgba(125, 211, 252, 0.16)',
    labels: { N: '#9ca3af', S: '#93c5fd', V: '#fca5a5', F: '#fcd34d', Q: '#d8b4fe', A: '#d6d3d1' },
  },
};

export interface DrawOptions {
  widthPx: number;
  palette: Palette;
  /** Clock text of each row's start. */
  rowTimes: readonly string[];
  selectedRow?: number | undefined;
}

function drawGrid(ctx: CanvasRenderingContext2D, rows: number, o: DrawOptions, pxPerS: number) {
  const height = rows * ROW_PX;
  // One second (thin) and five seconds (thick) across; 0.5 mV lines within each trace band.
  for (let s = 0; s * pxPerS <= o.widthPx - TIME_COLUMN_PX + 0.5; s++) {
    ctx.fillStyle = s % 5 === 0 ? o.palette.gridMajor : o.palette.grid;
    ctx.fillRect(TIME_COLUMN_PX + Math.round(s * pxPerS), 0, 1, height);
  }
  ctx.fillStyle = o.palette.grid;
  for (let r = 0; r < rows; r++) {
    const mid = r * ROW_PX + LABEL_BAND_PX + TRACE_BAND_PX / 2;
    for (const mv of [-1, -0.5, 0.5, 1])
      ctx.fillRect(TIME_COLUMN_PX, Math.round(mid - mv * PX_PER_MV), o.widthPx, 1);
  }
}

/** The trace: per bucket a vertical stroke from its minimum to its maximum, joined. */
function drawTrace(
  ctx: CanvasRenderingContext2D,
  page: DisclosurePage,
  envelope: Int16Array,
  o: DrawOptions,
  pxPerS: number,
) {
  const perRow = page.rowSeconds * page.envelopePerSecond;
  const dx = pxPerS / page.envelopePerSecond;
  const gain = PX_PER_MV / 1000;
  const half = TRACE_BAND_PX / 2 + LABEL_BAND_PX / 2;
  ctx.strokeStyle = o.palette.trace;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let r = 0; r < page.rows.length; r++) {
    const mid = r * ROW_PX + LABEL_BAND_PX + TRACE_BAND_PX / 2;
    const clip = (uv: number) => mid - Math.max(-half, Math.min(half, uv * gain));
    const first = r * perRow;
    const last = Math.min(envelope.length / 2, first + perRow);
    for (let k = first; k < last; k++) {
      const x = TIME_COLUMN_PX + (k - first) * dx;
      const lo = clip(envelope[2 * k]!);
      const hi = clip(envelope[2 * k + 1]!);
      if (k === first) ctx.moveTo(x, lo);
      else ctx.lineTo(x, lo);
      ctx.lineTo(x, hi);
    }
  }
  ctx.stroke();
}

function drawLabels(
  ctx: CanvasRenderingContext2D,
  page: DisclosurePage,
  o: DrawOptions,
  pxPerS: number,
) {
  if (!page.beats) return;
  // Below 12 px a second (a phone) normal beats' letters would run together: only the
  // abnormal ones are lettered there.
  const showNormal = pxPerS >= 12;
  const perRow = page.samplingRate * page.rowSeconds;
  ctx.font = '9px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const beat of page.beats) {
    const offset = beat.sample - page.fromSample;
    const row = Math.floor(offset / perRow);
    if (row < 0 || row >= page.rows.length || (beat.label === 'N' && !showNormal)) continue;
    const x = TIME_COLUMN_PX + ((offset - row * perRow) / page.samplingRate) * pxPerS;
    ctx.fillStyle = o.palette.labels[beat.label];
    ctx.fillText(beat.label, x, row * ROW_PX + 1);
  }
}

/** Draws the whole page on `ctx` (CSS pixels; the caller scales for the device's pixel ratio). */
export function drawPage(
  ctx: CanvasRenderingContext2D,
  page: DisclosurePage,
  envelope: Int16Array,
  o: DrawOptions,
): void {
  const rows = page.rows.length;
  const pxPerS = pxPerSecond(o.widthPx, page.rowSeconds);
  ctx.fillStyle = o.palette.background;
  ctx.fillRect(0, 0, o.widthPx, rows * ROW_PX);
  if (o.selectedRow !== undefined && o.selectedRow < rows) {
    ctx.fillStyle = o.palette.selected;
    ctx.fillRect(0, o.selectedRow * ROW_PX, o.widthPx, ROW_PX);
  }
  drawGrid(ctx, rows, o, pxPerS);
  drawTrace(ctx, page, envelope, o, pxPerS);
  drawLabels(ctx, page, o, pxPerS);
  ctx.fillStyle = o.palette.text;
  ctx.font = '11px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (let r = 0; r < rows; r++)
    ctx.fillText(o.rowTimes[r] ?? '', 2, r * ROW_PX + LABEL_BAND_PX + TRACE_BAND_PX / 2);
}
