import { describe, expect, it } from 'vitest';
import { CLASS_N, CLASS_S, CLASS_V } from './beat-classes.ts';
import { SV_RUN } from './learned.ts';
import { BASELINE_BEATS, baselineAt, markSvRuns, rrBaseline, svRuns } from './sv-runs.ts';

/** Intervals (s): `pre` sinus beats at 0.8 s, then the given tail. */
const series = (tail: number[], pre = 40): number[] => [
  NaN,
  ...Array.from({ length: pre }, () => 0.8),
  ...tail,
];

describe('supraventricular runs (abrupt onset of a fast rhythm)', () => {
  it('finds a tachycardia that starts from one beat to the next and ends when the rate falls back', () => {
    const rr = series([...Array.from({ length: 100 }, () => 0.42), 0.8, 0.8, 0.8]);
    expect(svRuns(rr, SV_RUN)).toEqual([[41, 140]]);
  });

  it('leaves sinus tachycardia that ramps over tens of seconds', () => {
    // 0.8 s to 0.42 s over 60 beats (~35 s), then steady: the baseline follows the ramp
    const ramp = Array.from({ length: 60 }, (_, j) => 0.8 - (0.38 * (j + 1)) / 60);
    const rr = series([...ramp, ...Array.from({ length: 100 }, () => 0.42)]);
    expect(svRuns(rr, SV_RUN)).toEqual([]);
  });

  it('leaves the end of a slow stretch (2:1 AV block back to 1:1 at 75 bpm): not a tachycardia', () => {
    const rr = [
      NaN,
      ...Array.from({ length: 40 }, () => 1.6),
      ...Array.from({ length: 60 }, () => 0.8),
    ];
    expect(svRuns(rr, SV_RUN)).toEqual([]);
  });

  it('needs three short intervals in a row: a lone premature beat is the model’s to call', () => {
    expect(svRuns(series([0.45, 1.1, 0.8, 0.8, 0.45, 0.45, 1.2, 0.8]), SV_RUN)).toEqual([]);
  });

  it('turns the run’s N beats into S, keeping V and beats inside AF', () => {
    const rr = series([0.42, 0.42, 0.42, 0.42, 0.42, 0.8, 0.8]);
    const classes = new Uint8Array(rr.length).fill(CLASS_N);
    classes[43] = CLASS_V;
    const inAf = new Uint8Array(rr.length);
    inAf[45] = 1;
    markSvRuns(classes, rr, inAf, SV_RUN);
    expect(Array.from(classes.subarray(40, 48))).toEqual([
      CLASS_N,
      CLASS_S,
      CLASS_S,
      CLASS_V,
      CLASS_S,
      CLASS_N,
      CLASS_N,
      CLASS_N,
    ]);
  });

  it('takes the baseline as the median of the intervals before the beat, skipping invalid ones', () => {
    const rr = [NaN, ...Array.from({ length: BASELINE_BEATS }, (_, j) => (j % 3 === 0 ? NaN : j))];
    const base = rrBaseline(rr);
    const valid = rr.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
    expect(base[rr.length - 1]).toBe(valid.slice(0, -1)[(valid.length - 1) >> 1]);
    expect(Number.isNaN(base[5]!)).toBe(true);
    for (let k = 0; k < rr.length; k++) expect(baselineAt(rr, k)).toEqual(base[k]);
  });
});
