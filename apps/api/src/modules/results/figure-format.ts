import { formatNumber } from './indices.ts';

/** How findings are written in every figure, PDF and export (British English, UK clock). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-01-05T09:30:00" → "5 Jan 09:30" (the recording's own wall-clock time, UK). */
export function clock(time: string | null): string {
  if (!time) return '';
  return `${Number(time.slice(8, 10))} ${MONTHS[Number(time.slice(5, 7)) - 1] ?? ''} ${time.slice(11, 16)}`;
}

/** "45 s", "12 min", "1.5 h": the unit a reader expects for that length of time. */
export function span(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${formatNumber(seconds / 3600, 1)} h`;
}

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
