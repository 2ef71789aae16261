/**
 * Chooses the fusion rule's thresholds (classify/fusion.ts, learned.ts FUSION) by nested
 * cross-validation by record: for each of train.ts's 5 record folds, the thresholds that
 * maximise VEB F1 (MIT-BIH DS1 + SVDB, each weighing the same, as train.ts's objective) on the
 * other 4 folds' out-of-fold classes are applied to the held-out fold. Reads train/.cache
 * (`npm run bench:classes` first). Usage: node packages/ecg/bench/fusion-cv.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AAMI_LABELS, CLASS_V } from '../src/classify/beat-classes.ts';
import { conductedLike } from '../src/classify/conducted-shape.ts';
import { fusionLike, markFusion, type FusionRule } from '../src/classify/fusion.ts';
import { bridgeVRuns, CONDUCTED, FUSION, SV_RUN } from '../src/classify/learned.ts';
import { FEATURE_NAMES, N_FEATURES } from '../src/classify/ml-features.ts';
import { markSvRuns } from '../src/classify/sv-runs.ts';
import type { CachedRecord } from '../train/dump-features.ts';
import { CACHE, DATA, DEV_RECORDS } from '../train/records.ts';

interface Rec {
  db: string;
  name: string;
  fold: number;
  labels: number[];
  x: Float32Array;
  inAf: Uint8Array;
  preRr: Float32Array;
  noFusion: Uint8Array;
  pv: Float32Array;
  shipped: number[];
  samples: number[];
}

const FOLDS = 5;
const PRE_RR = FEATURE_NAMES.indexOf('preRrS');

function load(): Rec[] {
  const i: Record<string, number> = { mitdb: 0, svdb: 0 };
  return DEV_RECORDS.map((r) => {
    const file = (ext: string): string => path.join(CACHE, `${r.db}-${r.name}.${ext}`);
    const meta = JSON.parse(readFileSync(file('json'), 'utf8')) as CachedRecord;
    const buf = readFileSync(file('f32'));
    const x = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
    const oof = JSON.parse(
      readFileSync(path.join(CACHE, `oof-${r.db}-${r.name}.json`), 'utf8'),
    ) as { noFusion: number[]; pv: number[]; cls: number[] };
    const n = meta.labels.length;
    return {
      db: r.db,
      name: r.name,
      fold: i[r.db]!++ % FOLDS,
      labels: meta.labels,
      x,
      inAf: Uint8Array.from(meta.inAf),
      preRr: Float32Array.from({ length: n }, (_, k) => x[k * N_FEATURES + PRE_RR]!),
      noFusion: Uint8Array.from(oof.noFusion),
      pv: Float32Array.from(oof.pv),
      shipped: oof.cls,
      samples: meta.samples,
    };
  });
}

/** The record's final classes with `rule` (null: none), as learned.ts gives them. */
function classify(r: Rec, rule: FusionRule | null): Uint8Array {
  const cls = r.noFusion.slice();
  if (rule) markFusion(cls, (k) => fusionLike(r.x, k, rule));
  bridgeVRuns(cls, r.pv, new Float32Array(cls.length));
  markSvRuns(cls, r.preRr, r.inAf, SV_RUN);
  return cls;
}

interface Counts {
  tp: number;
  fn: number;
  fp: number;
}
function veb(r: Rec, cls: Uint8Array): Counts {
  const c = { tp: 0, fn: 0, fp: 0 };
  r.labels.forEach((l, k) => {
    if (l === CLASS_V && cls[k] === CLASS_V) c.tp++;
    else if (l === CLASS_V) c.fn++;
    else if (cls[k] === CLASS_V) c.fp++;
  });
  return c;
}
const add = (a: Counts, b: Counts): Counts => ({
  tp: a.tp + b.tp,
  fn: a.fn + b.fn,
  fp: a.fp + b.fp,
});
const f1 = (c: Counts): number => (2 * c.tp) / Math.max(1, 2 * c.tp + c.fn + c.fp);

const GRID: (FusionRule | null)[] = [null];
for (const atrial of [-1, 0, 0.3, 0.5, 0.7])
  for (const onTime of [0, 0.8, 0.85, 0.9, 0.95])
    for (const prePost of [0, 0.8, 0.9, 1, 1.1])
      for (const shape of [0.4, 0.5, 0.6, 0.7]) GRID.push({ atrial, onTime, prePost, shape });

const recs = load();
// per grid point, per record: the VEB counts
const counts = GRID.map((g) => recs.map((r) => veb(r, classify(r, g))));
const sum = (gi: number, keep: (r: Rec) => boolean, db: string): Counts =>
  recs.reduce((a, r, j) => (keep(r) && r.db === db ? add(a, counts[gi]![j]!) : a), {
    tp: 0,
    fn: 0,
    fp: 0,
  });
const objective = (gi: number, keep: (r: Rec) => boolean): number =>
  f1(sum(gi, keep, 'mitdb')) + f1(sum(gi, keep, 'svdb'));
const best = (keep: (r: Rec) => boolean): number =>
  GRID.reduce((b, _, gi) => (objective(gi, keep) > objective(b, keep) + 1e-12 ? gi : b), 0);
const show = (g: FusionRule | null): string =>
  g
    ? `P-wave r >= ${g.atrial}, pre-RR >= ${g.onTime} local, >= ${g.prePost} post-RR, QRS r >= ${g.shape}`
    : 'no rule';
const pct = (x: number): string => (100 * x).toFixed(1);
const fig = (c: Counts): string =>
  `VEB Se ${pct(c.tp / Math.max(1, c.tp + c.fn))} +P ${pct(c.tp / Math.max(1, c.tp + c.fp))} (FP ${c.fp})`;

// sanity: the shipped rule reproduces train.ts's out-of-fold classes, but for the V calls the
// conducted-shape rule takes back after it (bench/conducted-shape-cv.ts chooses that one)
const gShip = classify(recs[0]!, FUSION);
const taken = (k: number): boolean =>
  gShip[k] === CLASS_V && conductedLike(recs[0]!.x, k, CONDUCTED);
if (!recs[0]!.shipped.every((c, k) => c === gShip[k] || taken(k)))
  process.stdout.write('warning: the shipped rule does not reproduce the OOF classes\n');

const nested: Counts[] = recs.map(() => ({ tp: 0, fn: 0, fp: 0 }));
const nestedRule: (FusionRule | null)[] = recs.map(() => null);
for (let f = 0; f < FOLDS; f++) {
  const gi = best((r) => r.fold !== f);
  process.stdout.write(`fold ${f}: ${show(GRID[gi]!)}\n`);
  recs.forEach((r, j) => {
    if (r.fold !== f) return;
    nested[j] = counts[gi]![j]!;
    nestedRule[j] = GRID[gi]!;
  });
}
const total = (cs: Counts[], db: string): Counts =>
  cs.reduce((a, c, j) => (recs[j]!.db === db ? add(a, c) : a), { tp: 0, fn: 0, fp: 0 });
const all = best(() => true);
for (const db of ['mitdb', 'svdb']) {
  process.stdout.write(
    `${db}: no rule ${fig(total(counts[0]!, db))} | nested CV ${fig(total(nested, db))} | all records' choice ${fig(total(counts[all]!, db))}\n`,
  );
}
process.stdout.write(`all records: ${show(GRID[all]!)}\n`);
recs.forEach((r, j) => {
  const a = counts[0]![j]!;
  const b = nested[j]!;
  if (a.fp !== b.fp || a.tp !== b.tp)
    process.stdout.write(`  ${r.db}/${r.name}: ${fig(a)} -> ${fig(b)}\n`);
});

// the nested classes scored by the shared ANSI/AAMI EC57 scorer, as bench/classes-cv.ts
const SCORER = realpathSync(path.resolve(DATA, '../../tools/ecg-score-ec57.mjs'));
const tmp = path.join(os.tmpdir(), `fusion-cv-${process.pid}`);
for (const db of ['mitdb', 'svdb']) {
  const dir = path.join(tmp, db);
  mkdirSync(dir, { recursive: true });
  const names: string[] = [];
  recs.forEach((r, j) => {
    if (r.db !== db) return;
    const cls = classify(r, nestedRule[j]!);
    writeFileSync(
      path.join(dir, `${r.name}.json`),
      JSON.stringify(r.samples.map((s, k) => [s, AAMI_LABELS[cls[k]!]])),
    );
    names.push(r.name);
  });
  const args = ['--classes', '--data', path.join(DATA, db), '--detections', dir];
  const out = execFileSync(process.execPath, [SCORER, ...args, '--records', names.join(',')], {
    encoding: 'utf8',
  });
  process.stdout.write(`EC57 ${db} nested CV: ${out.trim().split('\n').at(-1)}\n`);
}
