import { describe, expect, it } from 'vitest';
import { FLUTTER, rrQuantisation, splitFlutter } from './afl.ts';

const FS = 250;
/** Beat samples from RR intervals (ms). */
const beats = (rr: number[]): Float64Array => {
  const out = [0];
  for (const r of rr) out.push(out[out.length - 1]! + (r / 1000) * FS);
  return Float64Array.from(out);
};
/** Seeded uniform numbers in [0, 1). */
const rand = (seed: number): (() => number) => {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
};

describe('atrial flutter from RR quantisation', () => {
  it('finds variable 2:1 / 4:1 block at a 210 ms flutter cycle', () => {
    const r = rand(1);
    const rr = Array.from({ length: 60 }, () => (r() < 0.5 ? 420 : 840) + (r() - 0.5) * 20);
    const q = rrQuantisation(rr, FLUTTER.tolMs, FLUTTER.minSecond);
    expect(q.share).toBeGreaterThanOrEqual(FLUTTER.threshold);
    expect(Math.abs(q.cycleMs - 210)).toBeLessThanOrEqual(6);
  });

  it('does not take AF (continuous RR) for flutter, and reads a regular rhythm as quantised', () => {
    const r = rand(2);
    const af = Array.from({ length: 60 }, () => 350 + r() * 600);
    expect(rrQuantisation(af, FLUTTER.tolMs, FLUTTER.minSecond).share).toBeLessThan(
      FLUTTER.threshold,
    );
    // why flutter is only looked for inside AF: sinus rhythm fits one multiple of some cycle
    const sinus = Array.from({ length: 60 }, () => 800 + (r() - 0.5) * 20);
    expect(rrQuantisation(sinus, FLUTTER.tolMs, FLUTTER.minSecond).share).toBeGreaterThan(0.9);
  });

  it('turns the flutter part of an AF episode into AFL and keeps the AF part', () => {
    const r = rand(3);
    const af = Array.from({ length: 200 }, () => 350 + r() * 600);
    const fl = Array.from({ length: 200 }, () => (r() < 0.5 ? 420 : 840) + (r() - 0.5) * 20);
    const x = beats([...af, ...fl]);
    const valid = new Uint8Array(x.length).fill(1);
    valid[0] = 0;
    const out = splitFlutter(x, valid, FS, [{ from: 0, to: x.length - 1, confidence: 0.9 }]);
    expect(out.afl.length).toBe(1);
    expect(out.afl[0]!.from).toBeGreaterThan(160);
    expect(out.afl[0]!.from).toBeLessThanOrEqual(220);
    expect(out.afl[0]!.to).toBeGreaterThan(360);
    expect(out.af.length).toBe(1);
    expect(out.af[0]!.to).toBeLessThan(out.afl[0]!.from);
    expect(out.af[0]!.confidence).toBe(0.9);
  });
});
