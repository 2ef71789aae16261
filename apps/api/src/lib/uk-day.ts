/**
 * UK calendar days. The service runs in the UK, so a day staff type ("delivered on 2026-03-29")
 * is a day in Europe/London, whatever time zone the server process happens to run in. Pure
 * functions of their arguments: the caller passes "now", so tests can run at fixed clocks.
 */

export const UK_ZONE = 'Europe/London';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** UK wall-clock time of an instant as `YYYY-MM-DDTHH:mm:ss` (no zone). */
function ukWallClock(instant: Date): string {
  const parts = dayParts.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** The UK calendar day (`YYYY-MM-DD`) an instant falls on. */
export function ukDayOf(instant: Date): string {
  return ukWallClock(instant).slice(0, 10);
}

/** True for `YYYY-MM-DD` naming a day that exists (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The day `count` days after `day` (negative: before). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The instant the UK clock shows `time` on `day`. Twice a year an hour repeats or is skipped;
 * for 12:00 (what callers use) neither happens, since the clocks change at 01:00 UTC.
 */
export function ukInstant(day: string, time = '12:00:00'): Date {
  const guess = new Date(`${day}T${time}Z`);
  const offset = Date.parse(`${ukWallClock(guess)}Z`) - guess.getTime();
  return new Date(guess.getTime() - offset);
}
