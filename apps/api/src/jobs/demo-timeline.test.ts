import { describe, expect, it } from 'vitest';
import { demoTimeline } from './demo.ts';

// Seeded at 00:30 and 23:30 UK time either side of the 2026 clock changes (29 March, 25 October),
// whatever zone the process is in (the API suite runs in Auckland, the tz step in Los Angeles).
const SEEDED = [
  '2026-03-29T00:30:00Z',
  '2026-03-29T22:30:00Z',
  '2026-04-03T23:30:00Z',
  '2026-10-24T23:30:00Z',
  '2026-10-25T23:30:00Z',
  '2026-10-30T00:30:00Z',
];

const ukClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

describe('the demo order: the recording is worn after the order was placed and delivered', () => {
  it.each(SEEDED)('seeded at %s', (seeded) => {
    const t = demoTimeline(new Date(seeded), 72);
    expect(t.placedAt.getTime()).toBeLessThan(t.dispatchedAt.getTime());
    expect(t.dispatchedAt.getTime()).toBeLessThan(t.deliveredAt.getTime());
    // Never before the order existed (it once started four days before it was placed).
    expect(t.recordingStartUk.getTime()).toBeGreaterThan(t.deliveredAt.getTime());
    expect(t.recordingEndUk.getTime()).toBeLessThan(t.receivedAt.getTime());
    expect(t.receivedAt.getTime()).toBeLessThan(new Date(seeded).getTime());
    // The device's wall clock reads 09:00 UK time at the start.
    expect(ukClock(t.recordingStartUk)).toBe('09:00');
    expect(t.recordingStart.getHours()).toBe(9);
  });
});
