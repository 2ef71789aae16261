/**
 * The app's fixed English (en-GB) date formats, written out rather than built with
 * Intl.DateTimeFormat: the first formatter a page builds costs 20-30 ms of main thread (ICU loads
 * its locale and pattern data), at the moment the results or home page first renders. The output
 * is exactly Intl's en-GB output (clock.test.ts compares the two over every day of a year).
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const two = (n: number) => String(n).padStart(2, '0');

/** "2026-01-05T09:00:00" + seconds → "Mon 5 Jan, 09:00" (the recorder's clock, kept as UTC). */
export function clockAt(startTime: string | null, seconds: number, withSeconds = false): string {
  if (!startTime) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = Math.floor(seconds % 60);
    return `+${h}:${String(m).padStart(2, '0')}${withSeconds ? `:${String(s).padStart(2, '0')}` : ''}`;
  }
  const d = new Date(new Date(`${startTime}Z`).getTime() + seconds * 1000);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}${withSeconds ? `:${two(d.getUTCSeconds())}` : ''}`;
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS_SHORT[d.getUTCMonth()]}, ${time}`;
}

/** The last Sunday of a month at 01:00 UTC, when UK clocks change (the rule since 1996). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/** An instant as UK wall-clock time (GMT, or BST in summer), read with the getUTC… methods. */
function ukWallClock(iso: string): Date {
  const at = new Date(iso).getTime();
  const year = new Date(at).getUTCFullYear();
  const summer = at >= lastSundayAt1Utc(year, 2) && at < lastSundayAt1Utc(year, 9);
  return new Date(at + (summer ? 3_600_000 : 0));
}

/** An instant → its UK calendar day, "25 November 2026" (British Summer Time included). */
export function ukLongDate(iso: string): string {
  const d = ukWallClock(iso);
  return `${d.getUTCDate()} ${MONTHS_LONG[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** An instant → "25 Nov 2026", its UK day as the order pages show dates. */
export function ukDate(iso: string): string {
  const d = ukWallClock(iso);
  return `${d.getUTCDate()} ${MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** An instant → "25 Nov 2026, 14:05" in UK time, as the order pages show times. */
export function ukDateTime(iso: string): string {
  const d = ukWallClock(iso);
  return `${ukDate(iso)}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** "45 s", "12 min", "1.5 h": a length of time in the unit a reader expects. */
export function formatSpan(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}
