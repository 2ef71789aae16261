import type { DisclosurePage } from '@heartcheck/contracts/disclosure';

/**
 * Geometry of a drawn full-disclosure page (issue 20 item 1): a time column, then one band per
 * one-minute row with its beat labels above the trace. Pure, unit-tested in layout.test.ts.
 */
export const TIME_COLUMN_PX = 56;
export const LABEL_BAND_PX = 11;
export const TRACE_BAND_PX = 34;
export const ROW_PX = LABEL_BAND_PX + TRACE_BAND_PX;
/**
 * 12 px per mV: a 1.5 mV R wave fills most of its band without running into the next row, as
 * full-disclosure printouts compress the gain (commonly 5 mm/mV against 10 mm/mV on a strip).
 */
export const PX_PER_MV = 12;

/** Little-endian Int16 min/max pairs from the page's base64 envelope. */
export function decodeEnvelope(base64: string): Int16Array {
  const text = atob(base64);
  const out = new Int16Array(text.length >> 1);
  for (let i = 0; i < out.length; i++) {
    const v = text.charCodeAt(2 * i) | (text.charCodeAt(2 * i + 1) << 8);
    out[i] = v >= 0x8000 ? v - 0x10000 : v;
  }
  return out;
}

/** Pixels a second of recording takes in a row `widthPx` wide. */
export function pxPerSecond(widthPx: number, rowSeconds: number): number {
  return Math.max(1, widthPx - TIME_COLUMN_PX) / rowSeconds;
}

/** The row (0-based) and seconds into it at a point of the drawn page; undefined outside rows. */
export function rowAt(
  x: number,
  y: number,
  widthPx: number,
  page: Pick<DisclosurePage, 'rows' | 'rowSeconds'>,
): { row: number; atS: number } | undefined {
  const row = Math.floor(y / ROW_PX);
  if (row < 0 || row >= page.rows.length) return undefined;
  const s = (x - TIME_COLUMN_PX) / pxPerSecond(widthPx, page.rowSeconds);
  return { row, atS: Math.max(0, Math.min(page.rowSeconds, s)) };
}

/** The page and row of minute `minute` of the recording (pages of `rowsPerPage` rows). */
export function pageOfMinute(
  minute: number,
  rowsPerPage: number,
  pageCount: number,
): { page: number; row: number } {
  const m = Math.max(0, Math.floor(minute));
  const page = Math.min(pageCount - 1, Math.floor(m / rowsPerPage));
  return { page, row: Math.min(rowsPerPage - 1, m - page * rowsPerPage) };
}
