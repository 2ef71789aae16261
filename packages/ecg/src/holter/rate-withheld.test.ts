import { describe, expect, it } from 'vitest';
import type { HrvIndices } from '../types.ts';
import {
  RATE_EVIDENCE_SHARE,
  rateWithheld,
  signalSeconds,
  withoutRate,
  withoutTrend,
} from './rate-withheld.ts';

const IX: HrvIndices = {
  beats: 300,
  meanHr: 72,
  meanRr: 833,
  sdnn: 40,
  rmssd: 30,
  pnn50: 10,
  sd1: 21,
  sd2: 50,
  stressIndex: 100,
  stressIndexSqrt: 10,
  pnsIndex: 0,
  snsIndex: 0,
  lf: 500,
  hf: 400,
  lfHf: 1.25,
  respiratoryRate: 14,
  withheld: null,
};

describe('heart rate withheld for noise (issue 19)', () => {
  it('nulls the mean HR and RR with every index, reason noise, and names them', () => {
    const out = withoutRate(IX);
    expect(out.meanHr).toBeNull();
    expect(out.meanRr).toBeNull();
    expect(out.sdnn).toBeNull();
    expect(out.withheld?.reason).toBe('noise');
    expect(out.withheld?.indices).toContain('meanHr');
    expect(out.withheld?.indices).toContain('rmssd');
    expect(out.beats).toBe(300);
  });

  it('leaves no minute of the trend with a rate', () => {
    expect([...withoutTrend(Float32Array.from([70, 71, NaN]))].every(Number.isNaN)).toBe(true);
  });

  it('withholds the rate when too little of the recording is analysable, or noise dominates, and says which', () => {
    expect(rateWithheld(false, 0.1 * 300, 300)).toBe('little-signal');
    expect(rateWithheld(false, RATE_EVIDENCE_SHARE * 300, 300)).toBeUndefined();
    // the lowest development ECG piece with a rate (bench/rate-evidence.ts) keeps it
    expect(rateWithheld(false, 0.277 * 300, 300)).toBeUndefined();
    expect(rateWithheld(true, 300, 300)).toBe('noise');
    // noise-dominated is the stronger finding: it names the recording, not a share of it
    expect(rateWithheld(true, 0.1 * 300, 300)).toBe('noise');
    // 0 turns the stop off (benchmarks)
    expect(rateWithheld(false, 0, 300, 0)).toBeUndefined();
  });

  it('counts flat and saturated time (leads off) out of the time with a signal, noise in it', () => {
    const quality = [
      { kind: 'flat' as const, start: 0, end: 1000 },
      { kind: 'saturation' as const, start: 500, end: 1500 },
      { kind: 'noise' as const, start: 2000, end: 3000 },
    ];
    // 1,500 samples off (overlaps merged), noise still counts as signal: 8,500 of 10,000 at 100 Hz
    expect(signalSeconds(quality, 10_000, 100)).toBe(85);
    expect(signalSeconds([], 10_000, 100)).toBe(100);
  });
});
