import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { AAMI_LABELS } from '../src/classify/beat-classes.ts';
import { MITDB, MITDB_RECORDS, mlii } from './helpers.ts';
import {
  hrvAgrees,
  lengthS,
  overlapS,
  referenceAf,
  referenceBeats,
  referenceFlutter,
  referenceHrv,
  scoreClasses,
  stripAf,
  f1,
} from './rhythm-metrics.ts';

/**
 * Beat classes, AF episodes and NN-only HRV on the 22 vendored MIT-BIH DS1 records (MLII),
 * scored as ANSI/AAMI EC57 does. The floors sit a little under the figures measured when the
 * methods were written (README table; `npm run bench:rhythm -w packages/ecg` prints them per
 * record): they catch a regression, they do not describe held-out performance.
 */
describe('rhythm analysis on MIT-BIH DS1', async () => {
  const fs = 360;
  let v = { tp: 0, fn: 0, fp: 0 };
  let s = { tp: 0, fn: 0, fp: 0 };
  let refAf = 0;
  let candAf = 0;
  let overlap = 0;
  const hrv: boolean[][] = [];
  for (const rec of MITDB_RECORDS) {
    const ref = await referenceBeats(rec);
    const r = await analyseRecording(path.join(MITDB, `${rec}.hea`), { channel: mlii(rec) });
    const cand = Array.from(r.series.beatSamples, (sample, k) => ({
      sample,
      cls: AAMI_LABELS[r.series.aamiClass[k]!]!,
    }));
    const m = scoreClasses(ref, cand, Math.round(0.15 * fs));
    v = { tp: v.tp + m.V.tp, fn: v.fn + m.V.fn, fp: v.fp + m.V.fp };
    s = { tp: s.tp + m.S.tp, fn: s.fn + m.S.fn, fp: s.fp + m.S.fp };
    const refEp = await referenceAf(rec);
    const candEp = r.rhythm.episodes
      .filter((e) => e.type === 'AF')
      .map((e): [number, number] => [e.startSample, e.endSample]);
    refAf += lengthS(refEp, fs);
    candAf += lengthS(candEp, fs);
    overlap += overlapS(refEp, candEp, fs);
    if (refEp.length === 0) {
      const a = hrvAgrees(r.indices.whole, referenceHrv(ref, fs, await referenceFlutter(rec)));
      hrv.push([a.meanNn, a.sdnn, a.rmssd]);
    }
  }

  // Measured Se 90.4 % (3425 of 3788), +P 90.9 % (README).
  it('classifies ventricular ectopic beats: gross VEB Se >= 90 %, +P >= 90 %', () => {
    expect(v.tp / (v.tp + v.fn)).toBeGreaterThanOrEqual(0.9);
    expect(v.tp / (v.tp + v.fp)).toBeGreaterThanOrEqual(0.9);
  });

  // With the learned RR model's AF (more AF called, and an S beat inside AF is N) and the
  // window quality model together, DS1 SVEB Se measured 74.8 % (25 November); the classifier's
  // cross-validated figures are in the README. The floor guards against regressions from there.
  it('classifies supraventricular ectopic beats: gross SVEB Se >= 74 %, +P >= 75 %', () => {
    expect(s.tp / (s.tp + s.fn)).toBeGreaterThanOrEqual(0.74);
    expect(s.tp / (s.tp + s.fp)).toBeGreaterThanOrEqual(0.75);
  });

  // Measured with the learned RR model (rhythm/af-rr.ts): Se 93.9 %, +P 82.1 %, 422 s called AF
  // outside reference AF, 299 s of it in 203's atrial flutter (README). The hand-set detector it
  // replaced read 91.0 / 85.8 % and 310 s here, where its thresholds were tuned, but missed
  // paroxysmal AF on other patients (cross-validated figures in the README).
  it('finds atrial fibrillation: duration Se >= 92 %, +P >= 80 %, <= 450 s false AF', () => {
    expect(overlap / refAf).toBeGreaterThanOrEqual(0.92);
    expect(overlap / candAf).toBeGreaterThanOrEqual(0.8);
    expect(candAf - overlap).toBeLessThanOrEqual(450);
  });

  // Measured 19, 19 and 18 of 20 records (README); the product target is 90 % for each.
  it('HRV from NN intervals agrees with the annotations (mean NN 1 %, SDNN 5 %, RMSSD 10 %)', () => {
    const share = (i: number): number => hrv.filter((h) => h[i]).length / hrv.length;
    expect(share(0)).toBeGreaterThanOrEqual(0.9);
    expect(share(1)).toBeGreaterThanOrEqual(0.9);
    expect(share(2)).toBeGreaterThanOrEqual(0.9);
  });

  // Measured F1 0.791 on 10 s strips, 0.895 on 30 s (README: 0.872 on 60 s); target 0.80.
  it('calls AF in 10 s single-lead strips: F1 >= 0.78', async () => {
    const c = await stripAf(MITDB_RECORDS, 10, mlii);
    expect(c.tp + c.fn).toBeGreaterThan(150);
    expect(f1(c)).toBeGreaterThanOrEqual(0.78);
  });

  it('calls AF in 30 s single-lead strips: F1 >= 0.87', async () => {
    const c = await stripAf(MITDB_RECORDS, 30, mlii);
    expect(c.tp + c.fn).toBeGreaterThan(40);
    expect(f1(c)).toBeGreaterThanOrEqual(0.87);
  });
});
