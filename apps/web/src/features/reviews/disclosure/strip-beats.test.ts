import { describe, expect, it } from 'vitest';
import { beatsBetween, beatTime } from './strip-beats';

describe('the opened strip’s beats', () => {
  it('reads a beat’s moment on the recorder’s clock to the hundredth, or from the start', () => {
    expect(beatTime('2026-01-05T09:00:00', 12.345)).toBe('09:00:12.34');
    expect(beatTime('2026-01-05T23:59:59', 1.5)).toBe('00:00:00.50');
    expect(beatTime(null, 3725.07)).toBe('+1:02:05.07');
    expect(beatTime(null, 0.29)).toBe('+0:00:00.29');
  });

  it('keeps the beats inside the strip', () => {
    const beats = [100, 250, 499, 500, 750].map((sample) => ({ sample }));
    expect(beatsBetween(beats, 250, 1, 2).map((b) => b.sample)).toEqual([250, 499]);
    expect(beatsBetween(null, 250, 0, 10)).toEqual([]);
  });
});
