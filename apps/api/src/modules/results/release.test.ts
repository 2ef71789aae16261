import { describe, expect, it } from 'vitest';
import { addWorkingDays, isReleased, ukDay } from './release.ts';

describe('release after review', () => {
  it('releases results to the customer only once the report is signed', () => {
    expect(isReleased('results_ready')).toBe(false);
    expect(isReleased('analysing')).toBe(false);
    expect(isReleased('cardiac_report_ready')).toBe(true);
  });

  it('counts working days over weekends', () => {
    // 2026-01-02 is a Friday: five working days later is Friday 9 January.
    expect(addWorkingDays('2026-01-02', 5)).toBe('2026-01-09');
    // From a Saturday the count starts on Monday.
    expect(addWorkingDays('2026-01-03', 1)).toBe('2026-01-05');
  });

  it('takes the UK calendar day, not the UTC one', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(ukDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
