/**
 * Bank holidays in England and Wales, computed from the rules gov.uk/bank-holidays follows
 * (Banking and Financial Dealings Act 1971 and the annual royal proclamations): New Year's Day,
 * Good Friday, Easter Monday, the early May bank holiday (first Monday of May), the spring bank
 * holiday (last Monday of May), the summer bank holiday (last Monday of August), Christmas Day
 * and Boxing Day, each moved to the next free weekday when it falls at a weekend. One-off
 * proclamations (a coronation, a moved May holiday) are listed in ONE_OFF_*.
 */

/** Proclaimed changes: [added days, removed days]. Source: gov.uk/bank-holidays. */
const ONE_OFF_ADDED = ['2020-05-08', '2022-06-02', '2022-06-03', '2022-09-19', '2023-05-08'];
const ONE_OFF_REMOVED = new Set(['2020-05-04', '2022-05-30']);

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86400_000);

/** Easter Sunday (anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function firstMonday(year: number, month: number): Date {
  const first = iso(year, month, 1);
  return plusDays(first, (8 - first.getUTCDay()) % 7);
}

function lastMonday(year: number, month: number): Date {
  const last = iso(year, month + 1, 0);
  return plusDays(last, -((last.getUTCDay() + 6) % 7));
}

/** Fixed-date holidays move to the next weekday not already taken. */
function substitute(dates: Date[]): Date[] {
  const taken = new Set<string>();
  return dates.map((date) => {
    let d = date;
    while (d.getUTCDay() === 0 || d.getUTCDay() === 6 || taken.has(dayOf(d))) d = plusDays(d, 1);
    taken.add(dayOf(d));
    return d;
  });
}

/** The bank holidays of `year` in England and Wales as "YYYY-MM-DD". */
export function ukBankHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const [newYear] = substitute([iso(year, 1, 1)]);
  const christmas = substitute([iso(year, 12, 25), iso(year, 12, 26)]);
  const days = [
    newYear!,
    plusDays(easter, -2),
    plusDays(easter, 1),
    firstMonday(year, 5),
    lastMonday(year, 5),
    lastMonday(year, 8),
    ...christmas,
  ].map(dayOf);
  const set = new Set(days.filter((d) => !ONE_OFF_REMOVED.has(d)));
  for (const d of ONE_OFF_ADDED) if (d.startsWith(`${year}-`)) set.add(d);
  return set;
}

/** True when `day` ("YYYY-MM-DD") is a bank holiday in England and Wales. */
export function isUkBankHoliday(day: string): boolean {
  return ukBankHolidays(Number(day.slice(0, 4))).has(day);
}
