/**
 * Why a retrained beat model calls fewer of a synthetic recording's ventricular beats V than the
 * committed one (issue 19 model card): the API test workstation-truth's recording (ECGSYN,
 * synth/ecgsyn.ts: 250 Hz, 10 min, 112 bpm, 4 % V beats coupled at 0.6 of the cycle), its
 * features computed as train/dump-features.ts computes them, classified by each model given, and
 * each feature of its V beats placed among the development records' real V beats
 * (train/.cache: run train/dump-features.ts first).
 * Usage: node packages/ecg/bench/synthetic-v.ts <model.json> [<model.json> ...]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { detectBeats } from '../src/analyse.ts';
import { beatFeatures, classifyBeats } from '../src/classify/beat-classes.ts';
import { packModel, predict, type GbdtModel } from '../src/classify/gbdt.ts';
import {
  FEATURE_NAMES,
  mlFeatures,
  N_FEATURES,
  obviouslyNormal,
} from '../src/classify/ml-features.ts';
import { buildRr } from '../src/holter/rr-build.ts';
import { mergeSegments } from '../src/quality/signal-quality.ts';
import { afForClasses } from '../src/rhythm/classes-and-af.ts';
import { writeSyntheticRecording } from '../src/synth/write-synthetic.ts';
import type { CachedRecord } from '../train/dump-features.ts';
import { CACHE, DEV_RECORDS } from '../train/records.ts';

const CLASSES = 'NSVF';

/** The API test's recording (apps/api reviews/workstation-truth.int.test.ts). */
async function synthetic(): Promise<{ x: Float32Array; isV: boolean[]; n: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'synthetic-v-'));
  const file = path.join(dir, 'ectopy.edf');
  const truth = await writeSyntheticRecording(file, {
    format: 'edf',
    samplingRate: 250,
    durationS: 600,
    seed: 11,
    heartRate: 112,
    hrStd: 3,
    ectopicRate: 0.04,
    startTime: new Date(2026, 0, 5, 9, 0, 0),
  });
  const { recording, beats, quality, totalSamples, shapes } = await detectBeats(file);
  rmSync(dir, { recursive: true, force: true });
  const fs = recording.samplingRate;
  const union = mergeSegments(quality);
  const exact = Float64Array.from(beats.exact);
  const rr = buildRr(exact, fs, union);
  const features = beatFeatures(shapes, exact);
  const first = classifyBeats({ exact, rrValid: rr.valid, features });
  const af = afForClasses(exact, first, rr.valid, fs, totalSamples / fs, shapes.atrial);
  const inAf = new Uint8Array(first.length);
  for (const e of af) inAf.fill(1, e.from, e.to + 1);
  const x = mlFeatures({ exact, rrValid: rr.valid, fs, features, shapes, inAf });
  // true label of the nearest true beat within 150 ms
  const win = 0.15 * fs;
  const isV = beats.samples.map((s) => {
    let best = -1;
    for (let j = 0; j < truth.beats.length; j++) if (Math.abs(truth.beats[j]! - s) <= win) best = j;
    return best >= 0 && truth.labels[best] === 'V';
  });
  return { x, isV, n: beats.samples.length };
}

/**
 * Every development record's real beats' feature values, per feature: the V beats (side 0), or
 * the N beats right before (side -1) or after (side 1, after the compensatory pause) a V beat.
 */
function realBeats(side: number): Float32Array[] {
  const cols: number[][] = FEATURE_NAMES.map(() => []);
  for (const r of DEV_RECORDS) {
    const meta = JSON.parse(
      readFileSync(path.join(CACHE, `${r.db}-${r.name}.json`), 'utf8'),
    ) as CachedRecord;
    const buf = readFileSync(path.join(CACHE, `${r.db}-${r.name}.f32`));
    const x = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
    meta.labels.forEach((l, k) => {
      const wanted = side === 0 ? l === 2 : l === 0 && meta.labels[k - side] === 2;
      if (wanted) for (let f = 0; f < N_FEATURES; f++) cols[f]!.push(x[k * N_FEATURES + f]!);
    });
  }
  return cols.map((c) => Float32Array.from(c.filter((v) => Number.isFinite(v))).sort());
}

/** Share (%) of the sorted values below v. */
function rank(sorted: Float32Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return (100 * lo) / Math.max(1, sorted.length);
}

const fmt = (v: number): string => (Number.isFinite(v) ? v.toFixed(3) : 'NaN').padStart(8);

/** Classes and V probabilities of the beats by one model (offsets included). */
function classify(file: string, x: Float32Array, n: number): { cls: string[]; pv: number[] } {
  const m = JSON.parse(readFileSync(file, 'utf8')) as GbdtModel;
  const res = predict(packModel(m), x.slice());
  const k = CLASSES.length;
  const cls: string[] = [];
  const pv: number[] = [];
  for (let b = 0; b < n; b++) {
    let sum = 0;
    for (let c = 0; c < k; c++) sum += Math.exp(res.scores[b * k + c]! - res.scores[b * k + 2]!);
    pv.push(obviouslyNormal(x, b) ? 0 : 1 / sum);
    cls.push(obviouslyNormal(x, b) ? 'N' : CLASSES[res.cls[b]!]!);
  }
  return { cls, pv };
}

const models = process.argv.slice(2);
const { x, isV, n } = await synthetic();
const vIdx = isV.flatMap((v, k) => (v ? [k] : []));
const runs = models.map((f) => classify(f, x, n));
process.stdout.write(`${n} beats detected, ${vIdx.length} true V\n`);
models.forEach((f, i) => {
  const called = vIdx.filter((k) => runs[i]!.cls[k] === 'V').length;
  const falseV = isV.filter((v, k) => !v && runs[i]!.cls[k] === 'V').length;
  const other = [...'NSF'].map((c) => `${c} ${vIdx.filter((k) => runs[i]!.cls[k] === c).length}`);
  process.stdout.write(
    `${path.basename(f)}: true V called V ${called} of ${vIdx.length} (${other.join(', ')}), false V ${falseV}\n`,
  );
});
/** Each feature: the beats' median and its percentile among the real beats given. */
function compare(beats: number[], real: Float32Array[], what: string): void {
  process.stdout.write(
    `\nfeature              synthetic median  percentile among real ${what}  (real p5 / p50 / p95)\n`,
  );
  FEATURE_NAMES.forEach((name, f) => {
    const vals = Float32Array.from(beats, (k) => x[k * N_FEATURES + f]!).sort();
    const med = vals[vals.length >> 1]!;
    const r = real[f]!;
    const q = (p: number): number => r[Math.floor(p * (r.length - 1))]!;
    process.stdout.write(
      `${name.padEnd(20)} ${fmt(med)}  ${rank(r, med).toFixed(1).padStart(6)} %   ${fmt(q(0.05))} ${fmt(q(0.5))} ${fmt(q(0.95))}\n`,
    );
  });
}
process.stdout.write('\nthe synthetic V beats among real V beats:');
compare(vIdx, realBeats(0), 'V');
// the synthetic normal beats right before and after a V beat
for (const side of [-1, 1]) {
  const where = side < 0 ? 'before' : 'after';
  const beats = vIdx.map((k) => k + side).filter((k) => k >= 0 && k < n && !isV[k]);
  models.forEach((f, i) => {
    const c = [...'NSVF'].map((l) => `${l} ${beats.filter((k) => runs[i]!.cls[k] === l).length}`);
    process.stdout.write(
      `\n${path.basename(f)}: the ${beats.length} N beats ${where} a V: ${c.join(', ')}`,
    );
  });
  process.stdout.write(`\nthe synthetic N beats ${where} a V among real N beats ${where} a V:`);
  compare(beats, realBeats(side), `N ${where} V`);
}
// the beats the models disagree on, feature by feature
if (models.length >= 2) {
  const differ = vIdx.filter((k) => runs[0]!.cls[k] !== runs[1]!.cls[k]);
  const same = vIdx.filter((k) => runs[0]!.cls[k] === runs[1]!.cls[k]);
  process.stdout.write(
    `\n${differ.length} true V beats classed differently (first two models); per beat: classes, V probability, features\n`,
  );
  for (const k of [...differ, ...same.slice(0, 5)]) {
    const row = FEATURE_NAMES.map((nm, f) => `${nm}=${x[k * N_FEATURES + f]!.toFixed(2)}`);
    process.stdout.write(
      `  beat ${k}: ${runs.map((r) => `${r.cls[k]} pV ${r.pv[k]!.toFixed(2)}`).join(' | ')}${differ.includes(k) ? '' : ' (same)'}\n    ${row.join(' ')}\n`,
    );
  }
}
// where the false V calls sit relative to the nearest true V beat (beat index offset)
models.forEach((f, i) => {
  const offs = new Map<number, number>();
  isV.forEach((v, k) => {
    if (v || runs[i]!.cls[k] !== 'V') return;
    const near = vIdx.reduce((b, j) => (Math.abs(j - k) < Math.abs(b - k) ? j : b), -1e9);
    offs.set(k - near, (offs.get(k - near) ?? 0) + 1);
  });
  process.stdout.write(
    `${path.basename(f)}: false V by offset from the nearest true V: ${[...offs].map(([o, c]) => `${o}: ${c}`).join(', ')}\n`,
  );
});
