import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDay, ukDayOf, ukInstant } from './uk-day.ts';

// Fixed clocks at 00:30 and 23:30 UK time on the days the clocks change (2026: BST starts
// 29 March at 01:00 UTC, ends 25 October at 01:00 UTC; source: UK Summer Time Act 1972 as
// amended, dates as published on gov.uk/when-do-the-clocks-change).
const CLOCKS = [
  { uk: '2026-03-29 00:30 (GMT)', instant: '2026-03-29T00:30:00Z', day: '2026-03-29' },
  { uk: '2026-03-29 23:30 (BST)', instant: '2026-03-29T22:30:00Z', day: '2026-03-29' },
  { uk: '2026-10-25 00:30 (BST)', instant: '2026-10-24T23:30:00Z', day: '2026-10-25' },
  { uk: '2026-10-25 23:30 (GMT)', instant: '2026-10-25T23:30:00Z', day: '2026-10-25' },
];

describe('UK calendar days, whatever the process time zone', () => {
  it.each(CLOCKS)('$uk is the UK day $day', ({ instant, day }) => {
    expect(ukDayOf(new Date(instant))).toBe(day);
  });

  it('midday UK is 11:00 UTC in summer and 12:00 UTC in winter, either side of each change', () => {
    expect(ukInstant('2026-03-28').toISOString()).toBe('2026-03-28T12:00:00.000Z');
    expect(ukInstant('2026-03-29').toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(ukInstant('2026-10-24').toISOString()).toBe('2026-10-24T11:00:00.000Z');
    expect(ukInstant('2026-10-25').toISOString()).toBe('2026-10-25T12:00:00.000Z');
    expect(ukInstant('2026-10-25', '23:30:00').toISOString()).toBe('2026-10-25T23:30:00.000Z');
  });

  it('knows real days from impossible ones and counts across month ends', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('29/03/2026')).toBe(false);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
