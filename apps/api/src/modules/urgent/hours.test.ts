import { describe, expect, it } from 'vitest';
import { callDueBy, ukInstant } from './hours.ts';

describe('urgent call due time (support hours Mon-Fri 9-5 UK)', () => {
  it('is 5pm UK the same day when flagged on a working day before 5pm', () => {
    // Tuesday 7 July 2026, 10:00 BST.
    expect(callDueBy(new Date('2026-07-07T09:00:00Z')).toISOString()).toBe(
      '2026-07-07T16:00:00.000Z',
    );
    // Before opening counts as the same day: Tuesday 13 January 2026, 07:00 GMT.
    expect(callDueBy(new Date('2026-01-13T07:00:00Z')).toISOString()).toBe(
      '2026-01-13T17:00:00.000Z',
    );
  });

  it('moves to the next working day after 5pm and over weekends', () => {
    // Friday 9 January 2026, 17:30 GMT → Monday 12 January, 17:00 GMT.
    expect(callDueBy(new Date('2026-01-09T17:30:00Z')).toISOString()).toBe(
      '2026-01-12T17:00:00.000Z',
    );
    // Sunday 5 July 2026 → Monday 6 July, 17:00 BST.
    expect(callDueBy(new Date('2026-07-05T12:00:00Z')).toISOString()).toBe(
      '2026-07-06T16:00:00.000Z',
    );
  });

  it('converts UK wall-clock hours in summer and winter', () => {
    expect(ukInstant('2026-07-01', 9).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(ukInstant('2026-12-01', 9).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });
});
