/**
 * Trains the beat classifier (src/classify/beat-model.json) from the cached development
 * records (run train/dump-features.ts first), choosing hyperparameters and decision offsets by
 * grouped 5-fold cross-validation by record (no patient in both the training and the scored
 * fold), and prints the cross-validated figures with the rule engine's on the same records.
 * Writes each record's out-of-fold classes to train/.cache/oof-*.json for bench/classes-cv.ts.
 * Usage: node packages/ecg/train/train.ts [--depth=4,5] [--rounds=40,80] [--lr=0.15] [--cv-only]
 * [--seed=7] (row-subsampling seed; other seeds measure the variance of the figures) [--bag=1]
 * [--bias=S,V] (fixed decision offsets, not searched) [--nested-bias] (each fold's offsets
 * searched on the other folds' out-of-fold scores; classes and out-of-fold files with them)
 * [--fold-models] (also writes each fold's model, with the chosen settings and offsets, to
 * train/.cache/beat-model-fold-<f>.json: bench/normal-strips.ts runs the engine with them)
 * [--grid-out=file] [--bias-mean=files] [--models-dir=dir] (train/seed-runs.ts: seed variance)
 * (comma lists: the grid the cross-validation chooses from; --cv-only leaves the model file as it is)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packModel, predict, type GbdtModel } from '../src/classify/gbdt.ts';
import { conductedLike, markConducted } from '../src/classify/conducted-shape.ts';
import { fusionLike, markFusion, type FusionRule } from '../src/classify/fusion.ts';
import {
  bridgeVRuns,
  CONDUCTED,
  conductedClass,
  finalClasses,
  FUSION,
  SV_RUN,
  VT_BRIDGE_PV,
} from '../src/classify/learned.ts';
import { FEATURE_NAMES, N_FEATURES, obviouslyNormal } from '../src/classify/ml-features.ts';
import { markSvRuns } from '../src/classify/sv-runs.ts';
import { zero, count, se, ppv, f1, fBeta } from './class-counts.ts';
import { trainGbdt, type TrainParams } from './gbdt-train.ts';
import type { CachedRecord } from './dump-features.ts';
import { CACHE, DEV_RECORDS } from './records.ts';
import { bagged } from './bag.ts';
import { gridArg, keptFoldModels, keepFoldModels, meanBiasArg, type Grid } from './seed-runs.ts';

interface Rec extends CachedRecord {
  x: Float32Array;
  fold: number;
}

const FOLDS = 5;
const CLASSES = ['N', 'S', 'V', 'F'];
const K = CLASSES.length;
/** Share of N beats kept for training (all S and V are kept); each kept N beat weighs 1/share. */
const N_SHARE = 0.35;
const MATCH_SHARE = FEATURE_NAMES.indexOf('matchShare');
const AMP = FEATURE_NAMES.indexOf('ampRatio');
const PRE_RR = FEATURE_NAMES.indexOf('preRrS');

function load(): Rec[] {
  const i = { mitdb: 0, svdb: 0 };
  return DEV_RECORDS.map((r) => {
    const meta = JSON.parse(
      readFileSync(path.join(CACHE, `${r.db}-${r.name}.json`), 'utf8'),
    ) as CachedRecord;
    const buf = readFileSync(path.join(CACHE, `${r.db}-${r.name}.f32`));
    const x = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
    const fold = i[r.db]++ % FOLDS;
    return { ...meta, x, fold };
  });
}

/**
 * Training rows of the records in `recs`: N (subsampled), S, V and F beats with a reference
 * label. F is a class of its own: EC57 counts a fusion beat called V as a false VEB.
 */
/** Features left out (NaN for every training row, so no tree splits on them): --drop=a,b. */
const DROP = (process.argv.find((a) => a.startsWith('--drop='))?.split('=')[1] ?? '')
  .split(',')
  .filter((d) => d !== '')
  .map((d) => FEATURE_NAMES.indexOf(d as (typeof FEATURE_NAMES)[number]));

function rows(recs: Rec[], seed: number): { x: Float32Array; y: Uint8Array; w: Float32Array } {
  const xs: number[] = [];
  const ys: number[] = [];
  const ws: number[] = [];
  let s = seed;
  const rand = (): number => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const r of recs)
    for (let k = 0; k < r.labels.length; k++) {
      const y = r.labels[k]!;
      if (y < 0 || y >= K || obviouslyNormal(r.x, k)) continue;
      if (y === 0 && rand() > N_SHARE) continue;
      for (let f = 0; f < N_FEATURES; f++)
        xs.push(DROP.includes(f) ? NaN : r.x[k * N_FEATURES + f]!);
      ys.push(y);
      ws.push(y === 0 ? 1 / N_SHARE : 1);
    }
  return { x: Float32Array.from(xs), y: Uint8Array.from(ys), w: Float32Array.from(ws) };
}

const fit = (recs: Rec[], seed: number, p: TrainParams): GbdtModel =>
  bagged(seed, p, (s, q) => {
    const t = rows(recs, s);
    return trainGbdt(t.x, t.y, t.w, [...FEATURE_NAMES], CLASSES, q);
  });

/** Each grid point's fold models (fold f's model never saw fold f's records). */
const foldModels = new Map<TrainParams, GbdtModel[]>();

/** Out-of-fold raw scores (K per beat) of every record, each from the model that did not see it. */
function oofScores(recs: Rec[], p: TrainParams): Map<Rec, Float64Array> {
  const out = new Map<Rec, Float64Array>();
  // --models-dir: a run's fold models kept (one grid point), to score other offsets untrained
  const kept = keptFoldModels(FOLDS);
  foldModels.set(p, []);
  for (let f = 0; f < FOLDS; f++) {
    const m =
      kept?.[f] ??
      fit(
        recs.filter((r) => r.fold !== f),
        p.seed + f,
        p,
      );
    foldModels.get(p)!.push(m);
    const pm = packModel(m);
    for (const r of recs.filter((q) => q.fold === f)) out.set(r, predict(pm, r.x.slice()).scores);
  }
  if (!kept) keepFoldModels(foldModels.get(p)!);
  return out;
}

/** Softmax probability of class c for beat k. */
function softmax(scores: Float64Array, k: number, c: number): number {
  let sum = 0;
  for (let j = 0; j < K; j++) sum += Math.exp(scores[k * K + j]! - scores[k * K + c]!);
  return 1 / sum;
}

interface Oof {
  cls: Uint8Array;
  /** Probability of the given class, 0.5 for Q, as classify/learned.ts reports it. */
  prob: Float32Array;
  /** Probability of V (0 for obviously normal beats, which skip the trees in the engine). */
  pv: Float32Array;
  /** The classes before the supraventricular-run rule (bench/sv-runs-cv.ts chooses it). */
  preSv: Uint8Array;
}

/** V probability per beat, once per score array (the bias search reclassifies many times). */
const pvCache = new WeakMap<Float64Array, Float32Array>();
function vProb(r: Rec, scores: Float64Array): Float32Array {
  let pv = pvCache.get(scores);
  if (!pv) {
    pv = Float32Array.from(r.labels, (_, k) =>
      obviouslyNormal(r.x, k) ? 0 : softmax(scores, k, 2),
    );
    pvCache.set(scores, pv);
  }
  return pv;
}

/**
 * A record's classes as the engine gives them (learned.ts), V runs bridged at minPv, then the
 * supraventricular-run rule unless `svRuns` is false; the probabilities only when asked (the
 * bias search needs the classes alone, and is made on the model's classes without the rule).
 */
function oofOf(
  r: Rec,
  scores: Float64Array,
  bias: number[],
  minPv = VT_BRIDGE_PV,
  withProb = true,
  svRuns = true,
  fusion: FusionRule | null = FUSION,
): Oof {
  const n = r.labels.length;
  const cls = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    let best = 0;
    for (let c = 1; c < K; c++)
      if (scores[k * K + c]! + bias[c]! > scores[k * K + best]! + bias[best]!) best = c;
    cls[k] = obviouslyNormal(r.x, k) ? 0 : best;
  }
  const col = (f: number): Float32Array =>
    Float32Array.from({ length: n }, (_, k) => r.x[k * N_FEATURES + f]!);
  const out = finalClasses(
    cls,
    r.rules,
    { matchShare: col(MATCH_SHARE), ampRatio: col(AMP) },
    r.inAf,
  );
  const model = out.slice();
  if (fusion) markFusion(out, (k) => cls[k] === 2 && fusionLike(r.x, k, fusion));
  // as learned.ts, with the fusion rule (bench/conducted-shape-cv.ts chooses it after that one)
  if (fusion)
    markConducted(
      out,
      (k) => cls[k] === 2 && conductedLike(r.x, k, CONDUCTED),
      (k) => conductedClass(scores, k * K, bias, r.inAf[k] === 1),
    );
  const pv = vProb(r, scores);
  // as learned.ts: a fusion call has no model probability
  const prob = withProb
    ? Float32Array.from(out, (c, k) => (c >= K || c !== model[k] ? 0.5 : softmax(scores, k, c)))
    : new Float32Array(n);
  bridgeVRuns(out, pv, prob, minPv);
  const preSv = out.slice();
  if (svRuns) {
    markSvRuns(out, col(PRE_RR), r.inAf, SV_RUN);
    // as learned.ts: an S from the run rule has no model probability
    for (let k = 0; k < n; k++) if (out[k] !== preSv[k]) prob[k] = 0.5;
  }
  return { cls: out, prob, pv, preSv };
}

/**
 * The model's classes without the run rule or the fusion rule (the bias search: the fusion
 * rule's thresholds are chosen afterwards on these classes, bench/fusion-cv.ts).
 */
const classesFor = (r: Rec, scores: Float64Array, bias: number[]): Uint8Array =>
  oofOf(r, scores, bias, VT_BRIDGE_PV, false, false, null).cls;

/** Sum over databases of SVEB F-beta + VEB F1: both classes, both populations weigh the same. */
function objective(recs: Rec[], oof: Map<Rec, Float64Array>, bias: number[]): number {
  let total = 0;
  for (const db of ['mitdb', 'svdb']) {
    const s = zero();
    const v = zero();
    for (const r of recs.filter((q) => q.db === db)) {
      const c = classesFor(r, oof.get(r)!, bias);
      count(r.labels, c, 1, s);
      count(r.labels, c, 2, v);
    }
    total += fBeta(s) + f1(v);
  }
  return total;
}

type Best = { bias: number[]; score: number; grid?: Grid };
function bestBias(recs: Rec[], oof: Map<Rec, Float64Array>): Best {
  let best = { bias: [0, 0, 0, 0], score: -1 };
  const grid: Grid = [];
  for (let bs = -1; bs <= 3.01; bs += 0.25)
    for (let bv = -1; bv <= 2.01; bv += 0.25) {
      const score = objective(recs, oof, [0, bs, bv, 0]);
      grid.push({ s: bs, v: bv, score });
      if (score > best.score) best = { bias: [0, bs, bv, 0], score };
    }
  return { ...best, grid };
}

function pct(x: number): string {
  return (100 * x).toFixed(1).padStart(5);
}

function table(recs: Rec[], classOf: (r: Rec) => ArrayLike<number>, title: string): string[] {
  const lines = [`${title}`];
  for (const db of ['mitdb', 'svdb']) {
    const s = zero();
    const v = zero();
    const fails: string[] = [];
    for (const r of recs.filter((q) => q.db === db)) {
      const c = classOf(r);
      const rs = zero();
      const rv = zero();
      count(r.labels, c, 1, rs);
      count(r.labels, c, 2, rv);
      for (const k of ['tp', 'fn', 'fp'] as const) {
        s[k] += rs[k];
        v[k] += rv[k];
      }
      const bad =
        (rv.tp + rv.fn >= 20 && (se(rv) < 0.85 || ppv(rv) < 0.85)) ||
        (rs.tp + rs.fn >= 20 && (se(rs) < 0.6 || ppv(rs) < 0.5));
      if (bad)
        fails.push(
          `    ${r.name}: VEB ${rv.tp + rv.fn} Se ${pct(se(rv))} +P ${pct(ppv(rv))} (FP ${rv.fp}) | SVEB ${rs.tp + rs.fn} Se ${pct(se(rs))} +P ${pct(ppv(rs))} (FP ${rs.fp})`,
        );
    }
    lines.push(
      `  ${db.padEnd(6)} VEB Se ${pct(se(v))} +P ${pct(ppv(v))} (${v.tp + v.fn} V) | SVEB Se ${pct(se(s))} +P ${pct(ppv(s))} (${s.tp + s.fn} S)`,
      ...fails,
    );
  }
  return lines;
}

function round(m: GbdtModel): GbdtModel {
  const r = (x: number): number => Number(x.toPrecision(6));
  return {
    ...m,
    base: m.base.map(r),
    trees: m.trees.map((t) => ({ c: t.c, f: t.f, t: t.t.map(r), v: t.v.map(r) })),
  };
}

const arg = (name: string, dflt: string): number[] =>
  (process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt)
    .split(',')
    .map(Number);
const recs = load();
/**
 * --bias=S,V: score these decision offsets instead of searching them (e.g. the committed model's
 * 1.25,0.75 against the offsets the search chooses on today's dump: the same fold models).
 */
const biasArg = process.argv.find((a) => a.startsWith('--bias='));
const FIXED_BIAS = biasArg ? [0, ...arg('bias', '0,0'), 0] : meanBiasArg();
const grid: TrainParams[] = arg('depth', '4').flatMap((depth) =>
  arg('rounds', '40').flatMap((rounds) =>
    arg('lr', '0.15').map((lr) => ({
      rounds,
      depth,
      lr,
      lambda: 1,
      minChild: 5,
      subsample: 0.7,
      seed: arg('seed', '7')[0]!,
    })),
  ),
);
let chosen = { p: grid[0]!, bias: [0, 0, 0, 0], score: -1, oof: new Map<Rec, Float64Array>() };
for (const p of grid) {
  const t = performance.now();
  const oof = oofScores(recs, p);
  const b: Best = FIXED_BIAS
    ? { bias: FIXED_BIAS, score: objective(recs, oof, FIXED_BIAS) }
    : bestBias(recs, oof);
  process.stdout.write(
    `depth ${p.depth} rounds ${p.rounds}: CV objective ${b.score.toFixed(3)} bias ${b.bias.join(',')} (${((performance.now() - t) / 1000).toFixed(0)} s)` +
      '\n',
  );
  if (b.score > chosen.score) chosen = { p, ...b, oof };
  if (b.grid) gridArg(b.grid);
}
/**
 * --nested-bias: each fold's records are classified with the offsets the search chooses on the
 * other four folds' out-of-fold scores (nested, but those scores come from fold models that saw
 * the held-out fold's records: the offsets are chosen outside it, the trees are not refitted).
 */
function nestedBiases(): number[][] | null {
  if (!process.argv.includes('--nested-bias')) return null;
  const inner = (f: number): Rec[] => recs.filter((r) => r.fold !== f);
  return Array.from({ length: FOLDS }, (_, f) => bestBias(inner(f), chosen.oof).bias);
}
const nestedBias = nestedBiases();
const biasOf = (r: Rec): number[] => nestedBias?.[r.fold] ?? chosen.bias;
const out = [
  `chosen: depth ${chosen.p.depth}, ${chosen.p.rounds} rounds, bias S ${chosen.bias[1]} V ${chosen.bias[2]}`,
  ...(nestedBias ?? []).map((b, f) => `  fold ${f} (nested): bias S ${b[1]} V ${b[2]}`),
  ...table(
    recs,
    (r) => oofOf(r, chosen.oof.get(r)!, biasOf(r), VT_BRIDGE_PV, false).cls,
    'learned, 5-fold CV by record (with the supraventricular-run rule):',
  ),
  ...table(recs, (r) => r.rules, 'rule engine (fitted on DS1: its mitdb row is not CV):'),
];
process.stdout.write(`${out.join('\n')}\n`);
// out-of-fold classes for bench/classes-cv.ts; `raw` before V runs are bridged and `pv` for
// bench/vt-runs-cv.ts, which chooses the bridging and VT acceptance rules
const r3 = (a: Float32Array): number[] => Array.from(a, (v) => Number(v.toFixed(3)));
for (const r of recs) {
  const o = oofOf(r, chosen.oof.get(r)!, biasOf(r));
  const raw = oofOf(r, chosen.oof.get(r)!, biasOf(r), Infinity);
  // the model's classes before the fusion rule and V-run bridging (bench/fusion-cv.ts)
  const noFusion = oofOf(r, chosen.oof.get(r)!, biasOf(r), Infinity, false, false, null);
  writeFileSync(
    path.join(CACHE, `oof-${r.db}-${r.name}.json`),
    JSON.stringify({
      cls: Array.from(o.cls),
      prob: r3(o.prob),
      pv: r3(o.pv),
      raw: Array.from(raw.cls),
      preSv: Array.from(o.preSv),
      rawProb: r3(raw.prob),
      noFusion: Array.from(noFusion.cls),
    }),
  );
}
writeFileSync(path.join(CACHE, 'cv-table.txt'), out.join('\n') + '\n');
if (!process.argv.includes('--cv-only')) writeModel();
if (process.argv.includes('--fold-models'))
  foldModels
    .get(chosen.p)!
    .forEach((m, f) =>
      writeFileSync(
        path.join(CACHE, `beat-model-fold-${f}.json`),
        JSON.stringify(round({ ...m, bias: chosen.bias })),
      ),
    );

/** The final model, on every development record, with the chosen settings. */
function writeModel(): void {
  const model = fit(recs, 99, chosen.p);
  model.bias = chosen.bias;
  const dest = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../src/classify/beat-model.json',
  );
  writeFileSync(dest, JSON.stringify(round(model)));
}
