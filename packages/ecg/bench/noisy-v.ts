/**
 * Chooses, by cross-validation by record, how far the window quality model's P(untrustworthy
 * beats) withholds V calls (quality/window-quality.ts withholdNoisyV). Every DS1 record is
 * analysed clean and with nst `em` noise at 6 and 0 dB (bench/noise-stress.ts) with the window
 * model fitted without its fold; each V call (before withholding) is kept with its gate features
 * (src/quality/v-gate.ts) and whether a reference V beat is there (+/-150 ms). For each fold a
 * boosted-tree gate (bench/gbdt.ts) is fitted on the other folds and its threshold chosen on
 * their inner out-of-fold probabilities, maximising sum over conditions of (TP - cost x FP);
 * both are applied to the fold's own calls (nested cross-validation by record). Prints per condition VEB Se / +P with the fold
 * models' stored `uncertain` level (before) and with the cross-validated threshold (after).
 *
 *   node packages/ecg/bench/noisy-v.ts [--cost 0.5] [--write]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectBeats } from '../src/analyse.ts';
import { beatFeatures, CLASS_V } from '../src/classify/beat-classes.ts';
import { buildRr } from '../src/holter/rr-build.ts';
import { mergeSegments } from '../src/quality/signal-quality.ts';
import { classesAndAf } from '../src/rhythm/classes-and-af.ts';
import {
  advanceWindow,
  vGateRow,
  V_GATE_FEATURES,
  type VGateModel,
} from '../src/quality/v-gate.ts';
import { probability, type BoostedTrees } from '../src/quality/window-model.ts';
import { memoryRecording, referenceBeats } from '../test/rhythm-metrics.ts';
import { modelFor } from './folds.ts';
import { fitTrees } from './gbdt.ts';
import { foldOf } from './train-windows.ts';
import { MITDB, MITDB_RECORDS, NOISE, mlii, nstMix, readSignal } from './windows-data.ts';

const args = process.argv.slice(2);
/** What a false V call costs against a true one kept (0.5: clean VEB Se stays within 1 point). */
const cost = args.includes('--cost') ? Number(args[args.indexOf('--cost') + 1]) : 0.5;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const FS = 360;
const TOL = Math.round(0.15 * FS);
const SNRS = [Infinity, 6, 0];
const em = (await readSignal(path.join(NOISE, 'em.hea'), 0)).x;

interface Call {
  fold: number;
  snr: number;
  x: number[];
  tp: boolean;
}
const calls: Call[] = [];
/** Reference V beats per condition (the Se denominator). */
const refV = new Map<number, number>();
const stored: number[] = [];

async function collect(rec: string): Promise<void> {
  const sig = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
  const ref = await referenceBeats(rec);
  const vRef = ref.filter((b) => b.cls === 'V').map((b) => b.sample);
  const m = modelFor(rec)!;
  stored[foldOf(rec)] = m.uncertain;
  for (const snr of SNRS) {
    refV.set(snr, (refV.get(snr) ?? 0) + vRef.length);
    const x = Number.isFinite(snr)
      ? nstMix(
          sig,
          ref.map((b) => b.sample),
          em,
          snr,
        )
      : sig.x;
    const s = await detectBeats(memoryRecording(x, FS), { windowModel: m });
    const union = mergeSegments(s.quality);
    const exact = Float64Array.from(s.beats.exact);
    const rr = buildRr(exact, FS, union);
    const f = beatFeatures(s.shapes, exact);
    const excl = union.reduce((a, [b, e]) => a + (Math.min(e, s.totalSamples) - b), 0);
    const { classes, prob } = classesAndAf(
      exact,
      rr.valid,
      f,
      FS,
      (s.totalSamples - excl) / FS,
      s.shapes,
    );
    let j = 0;
    let w = 0;
    classes.forEach((c, k) => {
      if (c !== CLASS_V) return;
      const smp = s.beats.samples[k]!;
      w = advanceWindow(s.windows, w, smp);
      while (j < vRef.length && vRef[j]! < smp - TOL) j++;
      const tp = j < vRef.length && Math.abs(vRef[j]! - smp) <= TOL;
      calls.push({ fold: foldOf(rec), snr, x: vGateRow(k, smp, f, prob, s.windows, w), tp });
    });
  }
}
for (const rec of MITDB_RECORDS) await collect(rec);

const FOLDS = stored.length;
const fit = (rows: Call[]): BoostedTrees =>
  fitTrees({ x: rows.map((c) => c.x), y: rows.map((c) => (c.tp ? 1 : 0)), w: rows.map(() => 1) });
const GRID = Array.from({ length: 99 }, (_, k) => (k + 1) / 100);
/** The threshold maximising sum(TP - cost x FP) of the calls kept (p >= t). */
function choose(p: number[], rows: Call[]): number {
  let best = { t: 0, score: -Infinity };
  for (const t of GRID) {
    let score = 0;
    rows.forEach((c, i) => {
      if (p[i]! >= t) score += c.tp ? 1 : -cost;
    });
    if (score > best.score) best = { t, score };
  }
  return best.t;
}
/** Held-out P(real) per call and the threshold chosen without the call's fold (nested). */
const pOut = new Array<number>(calls.length).fill(0);
const tOut: number[] = [];
const foldModels: VGateModel[] = [];
for (let f = 0; f < FOLDS; f++) {
  const train = calls.filter((c) => c.fold !== f);
  // inner out-of-fold probabilities on the training folds choose the threshold
  const inner = new Array<number>(train.length).fill(0);
  for (let g = 0; g < FOLDS; g++) {
    if (g === f) continue;
    const m = fit(train.filter((c) => c.fold !== g));
    train.forEach((c, i) => {
      if (c.fold === g) inner[i] = probability(m, c.x);
    });
  }
  tOut[f] = choose(inner, train);
  const m = fit(train);
  foldModels.push({ features: V_GATE_FEATURES, threshold: tOut[f]!, ...m });
  calls.forEach((c, i) => {
    if (c.fold === f) pOut[i] = probability(m, c.x);
  });
}
console.log(`FP cost ${cost}; per-fold thresholds: ${tOut.join(', ')}`);
console.log(`stored uncertain levels: ${stored.join(', ')}`);
const pct = (a: number, b: number): string => (b ? ((100 * a) / b).toFixed(1) : 'n/a');
const tally = (keep: (c: Call, i: number) => boolean, snr: number): { tp: number; fp: number } => {
  let tp = 0;
  let fp = 0;
  calls.forEach((c, i) => {
    if (c.snr !== snr || !keep(c, i)) return;
    if (c.tp) tp++;
    else fp++;
  });
  return { tp, fp };
};
console.log('SNR       VEB Se / +P before      after (cross-validated)');
for (const snr of SNRS) {
  const ref = refV.get(snr)!;
  const b = tally((c) => c.x[0]! < stored[c.fold]!, snr);
  const a = tally((c, i) => pOut[i]! >= tOut[c.fold]!, snr);
  console.log(
    `${String(snr).padEnd(9)} ${pct(b.tp, ref)} / ${pct(b.tp, b.tp + b.fp)}   ->   ${pct(a.tp, ref)} / ${pct(a.tp, a.tp + a.fp)}`,
  );
}
if (args.includes('--write')) {
  const threshold = +(tOut.reduce((a, b) => a + b, 0) / FOLDS).toFixed(2);
  const shipped: VGateModel = { features: V_GATE_FEATURES, threshold, ...fit(calls) };
  writeFileSync(path.join(HERE, '../src/quality/v-gate-model.json'), JSON.stringify(shipped));
  writeFileSync(path.join(HERE, 'v-gate-folds.json'), JSON.stringify(foldModels));
  console.log(
    `wrote src/quality/v-gate-model.json (threshold ${threshold}, the folds' mean) and bench/v-gate-folds.json`,
  );
}
