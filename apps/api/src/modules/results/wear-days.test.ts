import { describe, expect, it } from 'vitest';
import { wearPerDay } from './wear-days.ts';

describe('wear time per day', () => {
  it('splits a recording at midnight on the recorder clock', () => {
    // Started Mon 5 Jan 2026 at 18:00, worn 30 h: 6 h on Monday, 24 h on Tuesday.
    expect(wearPerDay('2026-01-05T18:00:00', 30 * 3600)).toEqual([
      { label: 'Mon, 5 Jan 2026', hours: 6 },
      { label: 'Tue, 6 Jan 2026', hours: 24 },
    ]);
  });

  it('counts 72 hours over four calendar days, the hours adding up to the recording', () => {
    const days = wearPerDay('2026-07-01T09:30:00', 72 * 3600);
    expect(days.map((d) => d.label)).toEqual([
      'Wed, 1 Jul 2026',
      'Thu, 2 Jul 2026',
      'Fri, 3 Jul 2026',
      'Sat, 4 Jul 2026',
    ]);
    expect(days.reduce((sum, d) => sum + d.hours, 0)).toBeCloseTo(72);
    expect(days[0]!.hours).toBeCloseTo(14.5);
  });

  it('invents no dates when the start time is unknown', () => {
    expect(wearPerDay(null, 30 * 3600)).toEqual([
      { label: 'Day 1', hours: 24 },
      { label: 'Day 2', hours: 6 },
    ]);
    expect(wearPerDay(null, 0)).toEqual([]);
  });
});
