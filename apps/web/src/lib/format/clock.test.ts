import { describe, expect, it } from 'vitest';
import { clockAt, ukDate, ukDateTime, ukLongDate } from './clock';

const clockOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

describe('written-out en-GB formats', () => {
  it('clockAt reads as Intl en-GB at every day and hour of a year', () => {
    const minutes = new Intl.DateTimeFormat('en-GB', clockOptions);
    const seconds = new Intl.DateTimeFormat('en-GB', { ...clockOptions, second: '2-digit' });
    // Every 7 h 3 min 7 s for 400 days: each weekday, month, hour and many minutes and seconds.
    for (let s = 0; s < 400 * 86_400; s += 25_387) {
      const at = new Date(Date.UTC(2026, 0, 1) + s * 1000);
      expect(clockAt('2026-01-01T00:00:00', s)).toBe(minutes.format(at));
      expect(clockAt('2026-01-01T00:00:00', s, true)).toBe(seconds.format(at));
    }
  });

  it('ukLongDate is the UK calendar day as Intl gives it, across summer time changes', () => {
    const london = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeZone: 'Europe/London',
    });
    for (const year of [2025, 2026, 2027, 2028]) {
      // Every 20 minutes around midnight UK time on each day of the year.
      for (let day = 0; day < 366; day++)
        for (const minutes of [-80, -60, -40, -20, 0, 20, 40, 60, 80]) {
          const at = new Date(Date.UTC(year, 0, 1 + day) + minutes * 60_000);
          expect(ukLongDate(at.toISOString())).toBe(london.format(at));
        }
    }
  });

  it('ukDate and ukDateTime read as Intl en-GB in UK time, across summer time changes', () => {
    const options = { dateStyle: 'medium', timeZone: 'Europe/London' } as const;
    const date = new Intl.DateTimeFormat('en-GB', options);
    const dateTime = new Intl.DateTimeFormat('en-GB', { ...options, timeStyle: 'short' });
    for (const year of [2026, 2027])
      for (let day = 0; day < 366; day++)
        for (const minutes of [-70, -30, 0, 30, 70, 601]) {
          const at = new Date(Date.UTC(year, 0, 1 + day) + minutes * 60_000);
          expect(ukDate(at.toISOString())).toBe(date.format(at));
          expect(ukDateTime(at.toISOString())).toBe(dateTime.format(at));
        }
  });

  it('keeps offsets for a recording without a start time', () => {
    expect(clockAt(null, 3_725)).toBe('+1:02');
    expect(clockAt(null, 3_725, true)).toBe('+1:02:05');
  });
});
