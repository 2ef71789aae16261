/**
 * Chooses the conducted-shape rule's thresholds (classify/conducted-shape.ts, learned.ts
 * CONDUCTED) by nested cross-validation by record, after the fusion rule chosen the same way
 * (bench/fusion-cv.ts): for each of train.ts's 5 record folds, the fusion rule and then the
 * conducted-shape rule that maximise VEB F1 (MIT-BIH DS1 + SVDB, each weighing the same, as
 * train.ts's objective) on the other 4 folds' out-of-fold classes are applied to the held-out
 * fold. A V call the rule takes back gets the fold model's best class of N and S (N in AF).
 * Reads train/.cache (`npm run bench:classes` first, with --fold-models).
 * Usage: node packages/ecg/bench/conducted-shape-cv.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AAMI_LABELS, CLASS_S, CLASS_V } from '../src/classify/beat-classes.ts';
import {
  conductedLike,
  markConducted,
  type ConductedRule,
} from '../src/classify/conducted-shape.ts';
import { fusionLike, markFusion, type FusionRule } from '../src/classify/fusion.ts';
import { packModel, predict, type GbdtModel } from '../src/classify/gbdt.ts';
import { bridgeVRuns, conductedClass, SV_RUN } from '../src/classify/learned.ts';
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
  alt: Uint8Array;
  samples: number[];
}

const FOLDS = 5;
const PRE_RR = FEATURE_NAMES.indexOf('preRrS');
const foldModels = Array.from({ length: FOLDS }, (_, f) =>
  packModel(
    JSON.parse(readFileSync(path.join(CACHE, `beat-model-fold-${f}.json`), 'utf8')) as GbdtModel,
  ),
);

/** The fold model's best class of N and S per beat (N in AF, as learned.ts finalClasses). */
function altClasses(x: Float32Array, fold: number, inAf: Uint8Array): Uint8Array {
  const m = foldModels[fold]!;
  const { scores } = predict(m, x.slice());
  return Uint8Array.from(inAf, (af, k) => conductedClass(scores, k * m.k, m.bias, af === 1));
}

function load(): Rec[] {
  const i: Record<string, number> = { mitdb: 0, svdb: 0 };
  return DEV_RECORDS.map((r) => {
    const file = (ext: string): string => path.join(CACHE, `${r.db}-${r.name}.${ext}`);
    const meta = JSON.parse(readFileSync(file('json'), 'utf8')) as CachedRecord;
    const buf = readFileSync(file('f32'));
    const x = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
    const oof = JSON.parse(
      readFileSync(path.join(CACHE, `oof-${r.db}-${r.name}.json`), 'utf8'),
    ) as { noFusion: number[]; pv: number[] };
    const n = meta.labels.length;
    const fold = i[r.db]!++ % FOLDS;
    const inAf = Uint8Array.from(meta.inAf);
    return {
      db: r.db,
      name: r.name,
      fold,
      labels: meta.labels,
      x,
      inAf,
      preRr: Float32Array.from({ length: n }, (_, k) => x[k * N_FEATURES + PRE_RR]!),
      noFusion: Uint8Array.from(oof.noFusion),
      pv: Float32Array.from(oof.pv),
      alt: altClasses(x, fold, inAf),
      samples: meta.samples,
    };
  });
}

/** The record's final classes with the two rules (null: none), in learned.ts's order. */
function classify(r: Rec, fusion: FusionRule | null, cond: ConductedRule | null): Uint8Array {
  const cls = r.noFusion.slice();
  if (fusion) markFusion(cls, (k) => fusionLike(r.x, k, fusion));
  if (cond)
    markConducted(
      cls,
      (k) => conductedLike(r.x, k, cond),
      (k) => r.alt[k]!,
    );
  bridgeVRuns(cls, r.pv, new Float32Array(cls.length));
  markSvRuns(cls, r.preRr, r.inAf, SV_RUN);
  return cls;
}

interface Counts {
  tp: number;
  fn: number;
  fp: number;
}
const zero = (): Counts => ({ tp: 0, fn: 0, fp: 0 });
function count(r: Rec, cls: Uint8Array, c: number): Counts {
  const o = zero();
  r.labels.forEach((l, k) => {
    if (l === c && cls[k] === c) o.tp++;
    else if (l === c) o.fn++;
    else if (cls[k] === c) o.fp++;
  });
  return o;
}
const add = (a: Counts, b: Counts): Counts => ({
  tp: a.tp + b.tp,
  fn: a.fn + b.fn,
  fp: a.fp + b.fp,
});
const f1 = (c: Counts): number => (2 * c.tp) / Math.max(1, 2 * c.tp + c.fn + c.fp);

const FUSION_GRID: (FusionRule | null)[] = [null];
for (const atrial of [-1, 0, 0.3, 0.5, 0.7])
  for (const onTime of [0, 0.8, 0.85, 0.9, 0.95])
    for (const prePost of [0, 0.8, 0.9, 1, 1.1])
      for (const shape of [0.4, 0.5, 0.6, 0.7])
        FUSION_GRID.push({ atrial, onTime, prePost, shape });
const COND_GRID: (ConductedRule | null)[] = [null];
for (const clusterCorr of [0.8, 0.85, 0.9, 0.95])
  for (const widthExcessMs of [0, 5, 10, 15, 20]) COND_GRID.push({ clusterCorr, widthExcessMs });

const recs = load();
type Keep = (r: Rec) => boolean;
/** Index of the grid point of best VEB F1 (DS1 + SVDB) over the records `keep` selects. */
function best(per: Counts[][], keep: Keep): number {
  const objective = (gi: number): number =>
    ['mitdb', 'svdb'].reduce(
      (s, db) =>
        s +
        f1(recs.reduce((a, r, j) => (keep(r) && r.db === db ? add(a, per[gi]![j]!) : a), zero())),
      0,
    );
  let b = 0;
  per.forEach((_, gi) => {
    if (objective(gi) > objective(b) + 1e-12) b = gi;
  });
  return b;
}
const vebOf = (f: FusionRule | null, c: ConductedRule | null): Counts[] =>
  recs.map((r) => count(r, classify(r, f, c), CLASS_V));

const fusionCounts = FUSION_GRID.map((g) => vebOf(g, null));
const showC = (g: ConductedRule | null): string =>
  g ? `cluster r >= ${g.clusterCorr}, cluster width excess <= ${g.widthExcessMs} ms` : 'no rule';
const fusionOf: (FusionRule | null)[] = recs.map(() => null);
const condOf: (ConductedRule | null)[] = recs.map(() => null);
for (let f = 0; f < FOLDS; f++) {
  const train: Keep = (r) => r.fold !== f;
  const fg = FUSION_GRID[best(fusionCounts, train)]!;
  const cg =
    COND_GRID[
      best(
        COND_GRID.map((c) => vebOf(fg, c)),
        train,
      )
    ]!;
  process.stdout.write(`fold ${f}: ${showC(cg)}\n`);
  recs.forEach((r, j) => {
    if (r.fold !== f) return;
    fusionOf[j] = fg;
    condOf[j] = cg;
  });
}
const allFusion = FUSION_GRID[best(fusionCounts, () => true)]!;
const all =
  COND_GRID[
    best(
      COND_GRID.map((c) => vebOf(allFusion, c)),
      () => true,
    )
  ]!;
process.stdout.write(`all records: ${showC(all)}\n`);

const pct = (x: number): string => (100 * x).toFixed(1);
const fig = (c: Counts): string =>
  `Se ${pct(c.tp / Math.max(1, c.tp + c.fn))} +P ${pct(c.tp / Math.max(1, c.tp + c.fp))} (FP ${c.fp}, FN ${c.fn})`;
const before = recs.map((r, j) => classify(r, fusionOf[j]!, null));
const after = recs.map((r, j) => classify(r, fusionOf[j]!, condOf[j]!));
for (const db of ['mitdb', 'svdb']) {
  const sum = (cs: Uint8Array[], c: number): Counts =>
    recs.reduce((a, r, j) => (r.db === db ? add(a, count(r, cs[j]!, c)) : a), zero());
  process.stdout.write(
    `${db} nested (trainer's count): VEB ${fig(sum(before, CLASS_V))} -> ${fig(sum(after, CLASS_V))}; ` +
      `SVEB ${fig(sum(before, CLASS_S))} -> ${fig(sum(after, CLASS_S))}\n`,
  );
}
recs.forEach((r, j) => {
  const a = count(r, before[j]!, CLASS_V);
  const b = count(r, after[j]!, CLASS_V);
  if (a.fp !== b.fp || a.tp !== b.tp)
    process.stdout.write(`  ${r.db}/${r.name}: VEB ${fig(a)} -> ${fig(b)}\n`);
});

// both nested class sets scored by the shared ANSI/AAMI EC57 scorer, as bench/fusion-cv.ts
const SCORER = realpathSync(path.resolve(DATA, '../../tools/ecg-score-ec57.mjs'));
const tmp = path.join(os.tmpdir(), `conducted-shape-cv-${process.pid}`);
for (const [label, sets] of [
  ['fusion rule only', before],
  ['with the conducted-shape rule', after],
] as const) {
  for (const db of ['mitdb', 'svdb']) {
    const dir = path.join(tmp, label.replace(/\W+/g, '-'), db);
    mkdirSync(dir, { recursive: true });
    const names: string[] = [];
    recs.forEach((r, j) => {
      if (r.db !== db) return;
      const cls = sets[j]!;
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
    process.stdout.write(`EC57 ${db} nested, ${label}: ${out.trim().split('\n').at(-1)}\n`);
  }
}
