import { isUkBankHoliday } from './bank-holidays.ts';

/**
 * Staffed hours: Monday to Friday, 9am-5pm UK time, except bank holidays in England and Wales
 * (the product specification's support hours; the Help Centre's "except bank holidays"). All in
 * Europe/London whatever the server's zone.
 *
 * An urgent flag signed within staffed hours is called the same day (due 5pm UK). One signed
 * outside them (evening, night, weekend, bank holiday) is out of hours: the customer is told at
 * once to call NHS 111 now (999 for chest pain or collapse), and the call is due at the next
 * staffed start (9am UK). The Terms promise exactly this.
 */
export const SUPPORT_OPENS_HOUR = 9;
export const SUPPORT_CLOSES_HOUR = 17;

/** A failed call's retry is due this long after the second failure, within staffed hours. */
export const RETRY_AFTER_MS = 2 * 3600_000;

interface LondonParts {
  day: string;
  hour: number;
  minute: number;
  weekday: number;
}

function londonParts(at: Date): LondonParts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday,
  };
}

/** The instant of `hour`:00 UK time on the UK calendar day `day` ("YYYY-MM-DD"). */
export function ukInstant(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // London is UTC or UTC+1: the guess's London hour tells which.
  const offsetHours = (londonParts(guess).hour - hour + 24) % 24;
  return new Date(guess.getTime() - offsetHours * 3600_000);
}

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A UK working day: Monday to Friday and not a bank holiday in England and Wales. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isUkBankHoliday(day);
}

/** True when `at` falls within staffed hours (a working day, 9am-5pm UK time). */
export function isStaffed(at: Date): boolean {
  const now = londonParts(at);
  return isWorkingDay(now.day) && now.hour >= SUPPORT_OPENS_HOUR && now.hour < SUPPORT_CLOSES_HOUR;
}

/** The next start of staffed hours at or after `at` (9am UK on a working day). */
export function nextStaffedStart(at: Date): Date {
  const now = londonParts(at);
  let day = now.day;
  if (!isWorkingDay(day) || now.hour >= SUPPORT_OPENS_HOUR) day = nextDay(day);
  while (!isWorkingDay(day)) day = nextDay(day);
  return ukInstant(day, SUPPORT_OPENS_HOUR);
}

/**
 * When the call about a finding flagged at `flaggedAt` is due: 5pm UK the same day within staffed
 * hours; otherwise the next staffed start (the customer was told to call NHS 111 meanwhile).
 */
export function callDueBy(flaggedAt: Date): Date {
  if (isStaffed(flaggedAt)) return ukInstant(londonParts(flaggedAt).day, SUPPORT_CLOSES_HOUR);
  return nextStaffedStart(flaggedAt);
}

/** When a retry after the second failed call is due: two hours on, or the next staffed start. */
export function retryDueBy(failedAt: Date): Date {
  const later = new Date(failedAt.getTime() + RETRY_AFTER_MS);
  return isStaffed(later) ? later : nextStaffedStart(later);
}
