/**
 * Electronic calipers (issue 20 item 4): two markers on a strip and the interval between them,
 * as on paper with dividers. Pure conversions, unit-tested in calipers.test.ts.
 */

/** What the cardiologist measures: RR (and the rate from it), PR, QRS and QT intervals. */
export const CALIPER_MODES = ['RR', 'PR', 'QRS', 'QT'] as const;
export type CaliperMode = (typeof CALIPER_MODES)[number];

/** Arrow keys move a marker 10 ms; with Shift 40 ms, one small square at 25 mm/s. */
export const FINE_STEP_MS = 10;
export const COARSE_STEP_MS = 40;

/** Milliseconds a horizontal distance of `px` stands for at `pxPerS` pixels per second. */
export function pxToMs(px: number, pxPerS: number): number {
  return pxPerS > 0 ? (px / pxPerS) * 1000 : 0;
}

/** Pixels `ms` milliseconds take at `pxPerS` pixels per second. */
export function msToPx(ms: number, pxPerS: number): number {
  return (ms / 1000) * pxPerS;
}

/** Heart rate (bpm) of one RR interval: 60,000 / RR in ms; null for no interval. */
export function hrFromRr(rrMs: number): number | null {
  return rrMs > 0 ? 60000 / rrMs : null;
}

/** The interval between two markers (ms from the strip's start), rounded to whole ms. */
export function caliperInterval(aMs: number, bMs: number): number {
  return Math.round(Math.abs(bMs - aMs));
}

/** A marker moved by a key: clamped to the strip [0, spanMs]; undefined for other keys. */
export function stepMarker(
  ms: number,
  key: string,
  shift: boolean,
  spanMs: number,
): number | undefined {
  const step = shift ? COARSE_STEP_MS : FINE_STEP_MS;
  const next =
    key === 'ArrowRight' || key === 'ArrowUp'
      ? ms + step
      : key === 'ArrowLeft' || key === 'ArrowDown'
        ? ms - step
        : key === 'Home'
          ? 0
          : key === 'End'
            ? spanMs
            : undefined;
  return next === undefined ? undefined : Math.max(0, Math.min(spanMs, next));
}

/** Where the two markers start on a strip `spanMs` long: 0.8 s apart (75 bpm) near its start. */
export function initialMarkers(spanMs: number): [number, number] {
  const a = Math.min(spanMs, 400);
  return [a, Math.min(spanMs, a + 800)];
}
