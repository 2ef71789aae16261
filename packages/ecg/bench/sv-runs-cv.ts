/**
 * Nested cross-validation by record of the supraventricular-run rule (src/classify/sv-runs.ts)
 * on the learned classifier's out-of-fold classes before the rule (`preSv` in
 * train/.cache/oof-*.json, from train/train.ts). For each of train.ts's 5 folds the rule's
 * parameters are chosen on the other 4 folds' records (objective: train.ts's, SVEB F-beta 1.5
 * summed over MIT-BIH DS1 and SVDB; the rule only turns N into S, so VEB is unchanged) and
 * applied to the held-out fold. Prints the held-out SVEB figures per database, the records the
 * rule changes, each fold's choice and the choice on all records (the engine's constants).
 * Usage (after train/dump-features.ts and train/train.ts): node packages/ecg/bench/sv-runs-cv.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_NAMES, N_FEATURES } from '../src/classify/ml-features.ts';
import { markSvRuns, rrBaseline, type SvRunParams } from '../src/classify/sv-runs.ts';
import type { CachedRecord } from '../train/dump-features.ts';
import { CACHE, DEV_RECORDS } from '../train/records.ts';

interface Rec {
  db: string;
  name: string;
  fold: number;
  labels: number[];
  inAf: number[];
  rr: Float32Array;
  /** rrBaseline of rr, once per record (it does not depend on the parameters). */
  base: Float64Array;
  pre: Uint8Array;
}

const FOLDS = 5;
const PRE_RR = FEATURE_NAMES.indexOf('preRrS');

function load(): Rec[] {
  const seen: Record<string, number> = { mitdb: 0, svdb: 0 };
  return DEV_RECORDS.map((r) => {
    const m = JSON.parse(
      readFileSync(path.join(CACHE, `${r.db}-${r.name}.json`), 'utf8'),
    ) as CachedRecord;
    const o = JSON.parse(readFileSync(path.join(CACHE, `oof-${r.db}-${r.name}.json`), 'utf8')) as {
      cls: number[];
      preSv?: number[];
    };
    const buf = readFileSync(path.join(CACHE, `${r.db}-${r.name}.f32`));
    const x = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
    const n = m.labels.length;
    const rr = Float32Array.from({ length: n }, (_, k) => x[k * N_FEATURES + PRE_RR]!);
    return {
      db: r.db,
      name: r.name,
      fold: seen[r.db]!++ % FOLDS,
      labels: m.labels,
      inAf: m.inAf,
      rr,
      base: rrBaseline(rr),
      pre: Uint8Array.from(o.preSv ?? o.cls),
    };
  });
}

interface Counts {
  tp: number;
  fn: number;
  fp: number;
}

function sveb(r: Rec, p: SvRunParams | null): Counts {
  const cls = r.pre.slice();
  if (p) markSvRuns(cls, r.rr, r.inAf, p, r.base);
  const c = { tp: 0, fn: 0, fp: 0 };
  for (let k = 0; k < cls.length; k++) {
    const s = r.labels[k] === 1;
    if (s && cls[k] === 1) c.tp++;
    else if (s) c.fn++;
    else if (cls[k] === 1) c.fp++;
  }
  return c;
}

const add = (a: Counts, b: Counts): Counts => ({
  tp: a.tp + b.tp,
  fn: a.fn + b.fn,
  fp: a.fp + b.fp,
});
/** train.ts's SVEB objective: F-beta, beta 1.5. */
const fBeta = (c: Counts): number => (3.25 * c.tp) / Math.max(1, 3.25 * c.tp + 2.25 * c.fn + c.fp);

function objective(recs: Rec[], p: SvRunParams | null): number {
  let total = 0;
  for (const db of ['mitdb', 'svdb'])
    total += fBeta(
      recs.filter((r) => r.db === db).reduce((c, r) => add(c, sveb(r, p)), { tp: 0, fn: 0, fp: 0 }),
    );
  return total;
}

/** The grid: off, or a 20-40 % step held for 3-8 beats (the brief: RR falls >= 25-35 % in 1-3 beats). */
const GRID: (SvRunParams | null)[] = [null];
for (const drop of [0.6, 0.65, 0.7, 0.75, 0.8])
  for (const dk of [0, 0.05, 0.1, 0.15])
    for (const minBeats of [3, 4, 6, 8, 12]) GRID.push({ drop, keep: drop + dk, minBeats });

function choose(recs: Rec[]): SvRunParams | null {
  let best: { p: SvRunParams | null; s: number } = { p: null, s: -1 };
  for (const p of GRID) {
    const s = objective(recs, p);
    if (s > best.s + 1e-9) best = { p, s };
  }
  return best.p;
}

const show = (p: SvRunParams | null): string =>
  p ? `drop ${p.drop} keep ${p.keep.toFixed(2)} minBeats ${p.minBeats}` : 'off';
const pct = (x: number): string => (100 * x).toFixed(1);
const fig = (c: Counts): string =>
  `Se ${pct(c.tp / Math.max(1, c.tp + c.fn))} +P ${pct(c.tp / Math.max(1, c.tp + c.fp))} (TP ${c.tp} FN ${c.fn} FP ${c.fp})`;

const recs = load();
const heldOut = new Map<Rec, SvRunParams | null>();
for (let f = 0; f < FOLDS; f++) {
  const p = choose(recs.filter((r) => r.fold !== f));
  console.log(`fold ${f}: ${show(p)}`);
  for (const r of recs.filter((q) => q.fold === f)) heldOut.set(r, p);
}
for (const db of ['mitdb', 'svdb']) {
  let before = { tp: 0, fn: 0, fp: 0 };
  let after = { tp: 0, fn: 0, fp: 0 };
  const changed: string[] = [];
  for (const r of recs.filter((q) => q.db === db)) {
    const b = sveb(r, null);
    const a = sveb(r, heldOut.get(r)!);
    before = add(before, b);
    after = add(after, a);
    if (a.tp !== b.tp || a.fp !== b.fp)
      changed.push(`    ${r.name}: TP ${b.tp}->${a.tp} FP ${b.fp}->${a.fp} (of ${b.tp + b.fn} S)`);
  }
  console.log(`${db} SVEB before ${fig(before)}\n${db} SVEB after  ${fig(after)} (nested CV)`);
  console.log(changed.join('\n'));
}
console.log(`chosen on all records (the engine's constants): ${show(choose(recs))}`);
