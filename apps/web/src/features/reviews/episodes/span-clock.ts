/**
 * Episode onsets and offsets as the cardiologist reads them: the recorder's clock time when the
 * recording's start is known (with the date when the recording spans more than one calendar
 * day), else seconds from the start. The start is local wall clock without a zone, so it is
 * handled as UTC throughout (as `clockAt` in lib/format/clock.ts does): no time-zone shift.
 */
export interface RecordingClock {
  /** "2026-01-05T09:00:00": the recorder's local wall clock at the first sample, if known. */
  start: string | null;
  durationS: number;
}

/** How a span is entered: clock time of the one day, date and time, or seconds. */
export type SpanUnit = 'time' | 'datetime' | 'seconds';

const at = (iso: string): number => Date.parse(`${iso}Z`);
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 19);

/** The unit for a recording: seconds without a start; the date too when it crosses midnight. */
export function spanUnit(clock: RecordingClock): SpanUnit {
  if (!clock.start || Number.isNaN(at(clock.start))) return 'seconds';
  const first = clock.start.slice(0, 10);
  const last = isoOf(at(clock.start) + clock.durationS * 1000).slice(0, 10);
  return first === last ? 'time' : 'datetime';
}

/** The input's value `s` seconds in: "09:30:05", "2026-01-05T09:30:05" or "1805.2". */
export function spanValue(clock: RecordingClock, unit: SpanUnit, s: number): string {
  if (unit === 'seconds' || !clock.start) return String(Math.round(s * 10) / 10);
  const iso = isoOf(at(clock.start) + Math.round(s) * 1000);
  return unit === 'time' ? iso.slice(11) : iso;
}

/** Seconds into the recording of an input's value; undefined when unreadable or outside it. */
export function secondsOfValue(
  clock: RecordingClock,
  unit: SpanUnit,
  value: string,
): number | undefined {
  let s: number;
  if (unit === 'seconds' || !clock.start) s = value.trim() === '' ? NaN : Number(value);
  else {
    // a time input may leave out the seconds ("09:30"): both forms parse with the Z appended
    const iso = unit === 'time' ? `${clock.start.slice(0, 10)}T${value}` : value;
    s = (at(iso) - at(clock.start)) / 1000;
  }
  if (!Number.isFinite(s) || s < 0 || s > clock.durationS) return undefined;
  return s;
}

/** The input's bounds: the recording's first and last moment, in the input's own form. */
export function spanBounds(clock: RecordingClock, unit: SpanUnit): { min: string; max: string } {
  return {
    min: spanValue(clock, unit, 0),
    max: spanValue(clock, unit, Math.floor(clock.durationS)),
  };
}
