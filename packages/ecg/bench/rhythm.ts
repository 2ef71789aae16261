/**
 * Per-record accuracy table of the rhythm analysis on the vendored MIT-BIH DS1 records:
 * VEB/SVEB Se and +P (ANSI/AAMI EC57 rules), AF seconds (reference, found, overlap), and the
 * NN-only HRV indices against the annotated N-to-N intervals. The shipped classifier was trained
 * on these records, so its classes here are in-sample; the HRV columns use the out-of-fold
 * classes instead (bench/hrv-oof.ts: each record classified by the model trained without it,
 * train/.cache from train/dump-features.ts and train/train.ts --cv-only), and the in-sample HRV
 * count is printed beside them. Usage:
 *   node packages/ecg/bench/rhythm.ts
 */
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { AAMI_LABELS } from '../src/classify/beat-classes.ts';
import { MITDB, MITDB_RECORDS, mlii } from '../test/helpers.ts';
import { hrvWith, oofClasses } from './hrv-oof.ts';
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
} from '../test/rhythm-metrics.ts';

const fs = 360;
const pct = (a: number, b: number): string => (b > 0 ? ((100 * a) / b).toFixed(1) : 'n/a');
const tot = { v: { tp: 0, fn: 0, fp: 0 }, s: { tp: 0, fn: 0, fp: 0 }, ref: 0, cand: 0, ov: 0 };
const hrvOk = [0, 0, 0];
const hrvInSample = [0, 0, 0];
let hrvN = 0;
const rows = [
  'rec   VEB Se  VEB +P  SVEB Se SVEB +P | AF ref s cand s  overlap | meanNN ref/ours   SDNN ref/ours    RMSSD ref/ours   ok',
];
for (const rec of MITDB_RECORDS) {
  const ref = await referenceBeats(rec);
  const r = await analyseRecording(path.join(MITDB, `${rec}.hea`), { channel: mlii(rec) });
  const cand = Array.from(r.series.beatSamples, (sample, k) => ({
    sample,
    cls: AAMI_LABELS[r.series.aamiClass[k]!]!,
  }));
  const m = scoreClasses(ref, cand, Math.round(0.15 * fs));
  for (const k of ['tp', 'fn', 'fp'] as const) {
    tot.v[k] += m.V[k];
    tot.s[k] += m.S[k];
  }
  const refEp = await referenceAf(rec);
  const candEp = r.rhythm.episodes
    .filter((e) => e.type === 'AF')
    .map((e): [number, number] => [e.startSample, e.endSample]);
  const [a, b, o] = [lengthS(refEp, fs), lengthS(candEp, fs), overlapS(refEp, candEp, fs)];
  tot.ref += a;
  tot.cand += b;
  tot.ov += o;
  let hrvCol = '';
  if (refEp.length === 0) {
    const h = referenceHrv(ref, fs, await referenceFlutter(rec));
    const oof = oofClasses(r, 'mitdb', rec);
    if (!oof) throw new Error(`no out-of-fold classes for ${rec}: run train/train.ts --cv-only`);
    const w = hrvWith(r, oof.classes);
    const ok = hrvAgrees(w, h);
    const inSample = hrvAgrees(r.indices.whole, h);
    hrvN++;
    [ok.meanNn, ok.sdnn, ok.rmssd].forEach((x, i) => (hrvOk[i]! += x ? 1 : 0));
    [inSample.meanNn, inSample.sdnn, inSample.rmssd].forEach(
      (x, i) => (hrvInSample[i]! += x ? 1 : 0),
    );
    const f = (x: number | null): string => (x === null ? 'withheld' : x.toFixed(1));
    hrvCol = `${h.meanNn.toFixed(1)}/${f(w.meanRr)}  ${h.sdnn.toFixed(1)}/${f(w.sdnn)}  ${h.rmssd.toFixed(1)}/${f(w.rmssd)}  ${[ok.meanNn, ok.sdnn, ok.rmssd].map((x) => (x ? 'y' : 'N')).join('')}`;
  }
  rows.push(
    `${rec}  ${pct(m.V.tp, m.V.tp + m.V.fn).padStart(6)}  ${pct(m.V.tp, m.V.tp + m.V.fp).padStart(6)}  ${pct(m.S.tp, m.S.tp + m.S.fn).padStart(6)}  ${pct(m.S.tp, m.S.tp + m.S.fp).padStart(6)} | ${a.toFixed(0).padStart(6)} ${b.toFixed(0).padStart(6)} ${o.toFixed(0).padStart(8)} | ${hrvCol}`,
  );
}
const { v, s } = tot;
rows.push(
  `gross VEB Se=${pct(v.tp, v.tp + v.fn)}% +P=${pct(v.tp, v.tp + v.fp)}% SVEB Se=${pct(s.tp, s.tp + s.fn)}% +P=${pct(s.tp, s.tp + s.fp)}%`,
  `AF duration Se=${pct(tot.ov, tot.ref)}% +P=${pct(tot.ov, tot.cand)}% false-AF=${(tot.cand - tot.ov).toFixed(0)} s`,
  `HRV (non-AF records, n=${hrvN}, out-of-fold classes) within tolerance or rightly withheld: mean NN ${hrvOk[0]}, SDNN ${hrvOk[1]}, RMSSD ${hrvOk[2]} (in-sample classes: ${hrvInSample.join(' / ')})`,
);
for (const lengthS of [10, 30, 60]) {
  const c = await stripAf(MITDB_RECORDS, lengthS, mlii);
  rows.push(
    `AF in ${lengthS} s strips: F1=${f1(c).toFixed(3)} (AF strips ${c.tp + c.fn}: ${c.tp} called; non-AF strips ${c.fp + c.tn}: ${c.fp} called AF)`,
  );
}
console.log(rows.join('\n'));
