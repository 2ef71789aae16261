import { describe, expect, it } from 'vitest';
import { nonRecurring, nonRecurringShare, recurrenceSegments } from './template-recurrence.ts';

const FS = 100;
const ALL = new Uint8Array(600).fill(1);
// one complex a second for 10 min; complexes 200-399 (minutes 3.3-6.7) never recur
const exact = Float64Array.from({ length: 600 }, (_, k) => k * FS);
// clean complexes join cluster 0; each non-recurring one opens a cluster of its own
const cluster = Int32Array.from({ length: 600 }, (_, k) => (k >= 200 && k < 400 ? k : 0));

describe('nonRecurring (stretch-level template recurrence, issue 19)', () => {
  it('flags complexes whose minute either side is mostly non-recurring, not the clean ones', () => {
    const f = nonRecurring(exact, cluster, FS, [], ALL);
    expect(f[300]).toBe(1);
    expect(f[100]).toBe(0);
    expect(f[500]).toBe(0);
    // the edges move in to the first and last complex that opened a template
    expect(f[199]).toBe(0);
    expect(f[200]).toBe(1);
    expect(f[399]).toBe(1);
    expect(f[400]).toBe(0);
  });

  it('keeps every complex of recurring ECG and of a neighbourhood near VF', () => {
    // a new beat shape now and then (ectopy: 1 complex in 5 opens a template) is still ECG
    const ecg = Int32Array.from({ length: 600 }, (_, k) => (k % 5 === 0 ? k : 0));
    expect(nonRecurring(exact, ecg, FS, [], ALL).includes(1)).toBe(false);
    const f = nonRecurring(exact, cluster, FS, [{ start: 390 * FS, end: 420 * FS, p: 1 }], ALL);
    // VF from 390 s: complexes from 330 s on stay
    expect(f[340]).toBe(0);
    expect(f[300]).toBe(1);
  });

  it('turns runs of flagged complexes into one noise segment', () => {
    const f = nonRecurring(exact, cluster, FS, [], ALL);
    const segs = recurrenceSegments(exact, f, FS, 600 * FS);
    expect(segs).toHaveLength(1);
    expect(segs[0]!.kind).toBe('noise');
    expect(segs[0]!.start).toBe(199.5 * FS);
    expect(segs[0]!.end).toBe(399.5 * FS);
  });
});

describe('nonRecurringShare (recording-level evidence, issue 19)', () => {
  it('is the share of judged complexes under the cut, whole neighbourhoods only', () => {
    // complexes 200-399 open templates; only complexes 60-539 have a whole 2-min neighbourhood,
    // and those within about 45 s of the non-recurring third fall under the cut with it
    const share = nonRecurringShare(exact, cluster, FS, []);
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.7);
    expect(nonRecurringShare(exact, new Int32Array(600), FS, [])).toBe(0);
  });

  it('is most of a recording whose "beats" never recur, and NaN when nothing is judged', () => {
    const noise = Int32Array.from({ length: 600 }, (_, k) => k);
    expect(nonRecurringShare(exact, noise, FS, [])).toBe(1);
    // VF neighbourhoods are not judged
    expect(nonRecurringShare(exact, noise, FS, [{ start: 0, end: 600 * FS, p: 1 }])).toBeNaN();
    // a strip shorter than a whole neighbourhood is not judged (90 s here)
    expect(nonRecurringShare(exact.subarray(0, 90), noise, FS, [])).toBeNaN();
  });
});
