import { describe, expect, it } from 'vitest';
import { ukBankHolidays } from './bank-holidays.ts';
import { callDueBy, isStaffed, nextStaffedStart, retryDueBy, ukInstant } from './hours.ts';

describe('urgent call due time (staffed Mon-Fri 9-5 UK, not bank holidays)', () => {
  it('is 5pm UK the same day when flagged within staffed hours', () => {
    // Tuesday 7 July 2026, 10:00 BST.
    expect(callDueBy(new Date('2026-07-07T09:00:00Z')).toISOString()).toBe(
      '2026-07-07T16:00:00.000Z',
    );
    // Tuesday 13 January 2026, 16:59 GMT.
    expect(callDueBy(new Date('2026-01-13T16:59:00Z')).toISOString()).toBe(
      '2026-01-13T17:00:00.000Z',
    );
  });

  it('is the next staffed start (9am UK) when flagged out of hours', () => {
    // Before opening: Tuesday 13 January 2026, 07:00 GMT → 09:00 the same day.
    expect(callDueBy(new Date('2026-01-13T07:00:00Z')).toISOString()).toBe(
      '2026-01-13T09:00:00.000Z',
    );
    // Friday 9 January 2026, 17:30 GMT → Monday 12 January, 09:00 GMT.
    expect(callDueBy(new Date('2026-01-09T17:30:00Z')).toISOString()).toBe(
      '2026-01-12T09:00:00.000Z',
    );
    // Sunday 5 July 2026 → Monday 6 July, 09:00 BST.
    expect(callDueBy(new Date('2026-07-05T12:00:00Z')).toISOString()).toBe(
      '2026-07-06T08:00:00.000Z',
    );
    // Thursday 2 April 2026 18:00 BST → Good Friday and Easter Monday are bank holidays → Tue 7 April.
    expect(callDueBy(new Date('2026-04-02T17:00:00Z')).toISOString()).toBe(
      '2026-04-07T08:00:00.000Z',
    );
  });

  it('uses UK wall-clock time across the clock changes', () => {
    // Saturday 28 March 2026 20:00 GMT; clocks go forward Sunday 29 March → Monday 30, 09:00 BST.
    expect(callDueBy(new Date('2026-03-28T20:00:00Z')).toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    // Friday 23 October 2026 18:00 BST; clocks go back Sunday 25 October → Monday 26, 09:00 GMT.
    expect(callDueBy(new Date('2026-10-23T17:00:00Z')).toISOString()).toBe(
      '2026-10-26T09:00:00.000Z',
    );
    // 16:30 UTC on 30 March 2026 is 17:30 BST: out of hours although it is before 17:00 UTC.
    expect(isStaffed(new Date('2026-03-30T16:30:00Z'))).toBe(false);
    expect(isStaffed(new Date('2026-03-30T15:30:00Z'))).toBe(true);
    expect(ukInstant('2026-07-01', 9).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(ukInstant('2026-12-01', 9).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('schedules a retry two staffed hours on, or at the next staffed start', () => {
    expect(retryDueBy(new Date('2026-01-13T10:00:00Z')).toISOString()).toBe(
      '2026-01-13T12:00:00.000Z',
    );
    expect(retryDueBy(new Date('2026-01-16T15:30:00Z')).toISOString()).toBe(
      '2026-01-19T09:00:00.000Z',
    );
    expect(nextStaffedStart(new Date('2026-12-24T18:00:00Z')).toISOString()).toBe(
      '2026-12-29T09:00:00.000Z',
    );
  });
});

describe('bank holidays in England and Wales', () => {
  it('match gov.uk/bank-holidays, substitute days included', () => {
    expect([...ukBankHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect([...ukBankHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
    expect(ukBankHolidays(2028).has('2028-01-03')).toBe(true);
    expect(ukBankHolidays(2023).has('2023-05-08')).toBe(true);
  });
});
