import { describe, expect, it } from 'vitest';
import {
  correctRr,
  BEAT_ECTOPIC,
  BEAT_EXTRA,
  BEAT_LONG_SHORT,
  BEAT_MISSED,
} from './lipponen2019.ts';
import { Prng } from '../synth/prng.ts';

function base(n: number, seed = 1): number[] {
  const r = new Prng(seed);
  // respiratory sinus arrhythmia (+/-40 ms, one breath per 4.5 beats) plus 3 ms jitter
  return Array.from(
    { length: n },
    (_, i) => 900 + 40 * Math.sin((2 * Math.PI * i) / 4.5) + 3 * r.normal(),
  );
}

describe('Lipponen & Tarvainen 2019 RR correction', () => {
  it('leaves a clean series alone', () => {
    const c = correctRr(Float64Array.from(base(300)));
    expect(c.corrected).toBe(0);
  });
  it('finds an ectopic beat (short-long pair) and corrects both intervals', () => {
    const rr = base(300);
    rr[150] = 0.6 * 900;
    rr[151] = 1.4 * 900;
    const c = correctRr(Float64Array.from(rr));
    // flagged on the compensatory interval; the coupling interval is corrected as "short"
    expect(c.classes[151]).toBe(BEAT_ECTOPIC);
    expect(c.classes[150]).toBe(BEAT_LONG_SHORT);
    expect(c.ectopic).toBe(1);
    expect(c.corrected).toBe(2);
    expect(Math.abs(c.nn[150]! - 900)).toBeLessThan(80);
    expect(Math.abs(c.nn[151]! - 900)).toBeLessThan(80);
  });
  it('finds a missed beat (doubled interval) and splits it', () => {
    const rr = base(300);
    rr[100] = 2 * rr[100]!;
    const c = correctRr(Float64Array.from(rr));
    expect(c.classes[100]).toBe(BEAT_MISSED);
    expect(c.nn[100]).toBeCloseTo(rr[100] / 2, 6);
  });
  it('finds an extra beat (interval split in two) and merges it', () => {
    const rr = base(300);
    const a = rr[200]!;
    rr.splice(200, 1, 0.35 * a, 0.65 * a);
    const c = correctRr(Float64Array.from(rr));
    expect(c.classes[200]).toBe(BEAT_EXTRA);
    expect(c.extra).toBe(1);
    expect(c.corrected).toBe(1);
    expect(c.nn[200]).toBeNaN();
    expect(c.nn[201]).toBeCloseTo(a, 6);
  });
});
