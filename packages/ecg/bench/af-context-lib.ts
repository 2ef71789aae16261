/**
 * Shared by bench/af-context.ts: the RR AF model's windows computed once per record, the
 * first stage refitted without any set of folds, the stacked context stage
 * (src/rhythm/af-rr-context.ts) fitted on out-of-fold first-stage probabilities, and the
 * candidates' episodes scored the way bench/af-rr.ts scores them (engine functions, so the
 * figures are the engine's).
 */
import {
  usableRr,
  windowFeatures,
  N_FEATURES,
  type UsableRr,
} from '../src/rhythm/af-rr-features.ts';
import {
  afEpisodes,
  intervalProbability,
  windowProbability,
  AF_RR_MODEL,
  type AfRrModel,
} from '../src/rhythm/af-rr.ts';
import { contextInputs } from '../src/rhythm/af-rr-context.ts';
import {
  beatMask,
  classesOf,
  fitLogistic,
  scoreRecord,
  solveAugmented,
  type Db,
  type RrRecord,
  type Rows,
  type Score,
} from './af-rr-lib.ts';

/** One post-processing candidate of bench/af-context.ts: its threshold, hysteresis and scales. */
export interface Candidate {
  name: string;
  threshold: number;
  stay?: number;
  scales?: number[];
}

/** A record's usable intervals and its windows' features (stride AF_RR_MODEL.stride). */
export interface Form {
  u: UsableRr;
  /** Window features, N_FEATURES per window, flattened. */
  f: Float64Array;
  centres: Int32Array;
  /** Window centre beat in reference AF / in reference flutter. */
  y: Uint8Array;
  afl: Uint8Array;
}
export interface Prepared {
  r: RrRecord;
  fold: number;
  /** Intervals as the model is trained on them (S beats kept). */
  train: Form;
  /** Intervals as the engine reads this file (a labelled file's S beats left out). */
  app: Form;
}

const W = AF_RR_MODEL.window;
const STRIDE = AF_RR_MODEL.stride;

function form(r: RrRecord, untrustS: boolean): Form {
  const u = usableRr(r.samples, classesOf(r), r.valid, r.fs, untrustS);
  const nw = u.rr.length >= W ? Math.floor((u.rr.length - W) / STRIDE) + 1 : 0;
  const f = new Float64Array(nw * N_FEATURES);
  const centres = new Int32Array(nw);
  const y = new Uint8Array(nw);
  const afl = new Uint8Array(nw);
  const af = beatMask(r, r.af);
  const fl = beatMask(r, r.afl);
  const tmp = new Float64Array(N_FEATURES);
  for (let i = 0; i < nw; i++) {
    const from = i * STRIDE;
    windowFeatures(u, from, from + W, tmp);
    f.set(tmp, i * N_FEATURES);
    centres[i] = from + (W >> 1);
    const c = u.at[centres[i]!]!;
    y[i] = af[c]!;
    afl[i] = fl[c]!;
  }
  return { u, f, centres, y, afl };
}

export function prepare(r: RrRecord, fold: number): Prepared {
  const train = form(r, false);
  return { r, fold, train, app: r.classes ? form(r, true) : train };
}

/**
 * The first stage fitted on every record whose fold is not in `out`: the windows
 * bench/af-rr-lib.ts trainingRows takes (every 8 intervals = every other window here).
 */
export function fitStage1(ps: Prepared[], out: number[]): AfRrModel {
  const rows: Rows = { x: [], y: [], db: [] };
  for (const p of ps) {
    if (out.includes(p.fold) || p.r.db === 'ltafdb-qrs') continue;
    const t = p.train;
    for (let i = 0; i < t.y.length; i += 2) {
      if (t.afl[i]) continue;
      rows.x.push(t.f.subarray(i * N_FEATURES, (i + 1) * N_FEATURES));
      rows.y.push(t.y[i]!);
      rows.db.push(p.r.db);
    }
  }
  const { mean: _m, sd: _s, weights: _w, ...base } = AF_RR_MODEL;
  return fitLogistic(rows, base);
}

/** First-stage probability of each window of a form. */
export function rawOf(t: Form, m: AfRrModel): Float64Array {
  const out = new Float64Array(t.y.length);
  for (let i = 0; i < out.length; i++)
    out[i] = windowProbability(m, t.f.subarray(i * N_FEATURES, (i + 1) * N_FEATURES));
  return out;
}

/**
 * The stacked stage's weights (intercept, one per scale) by weighted logistic regression on
 * the logits of the first stage's moving means; rows every other window, each database's rows
 * weighing the same, flutter centres left out, as in the first stage.
 */
export function fitStage2(
  items: { raw: Float64Array; t: Form; db: Db }[],
  scales: number[],
): number[] {
  const x: number[][] = [];
  const y: number[] = [];
  const db: Db[] = [];
  for (const it of items) {
    const inp = contextInputs(it.raw, scales);
    for (let i = 0; i < it.raw.length; i += 2) {
      if (it.t.afl[i]) continue;
      x.push([1, ...inp.map((v) => v[i]!)]);
      y.push(it.t.y[i]!);
      db.push(it.db);
    }
  }
  return irls(x, y, db);
}

function irls(x: number[][], y: number[], db: Db[]): number[] {
  const n = x.length;
  const q = x[0]!.length;
  const perDb: Record<string, number> = {};
  for (const d of db) perDb[d] = (perDb[d] ?? 0) + 1;
  const wt = db.map((d) => n / Object.keys(perDb).length / perDb[d]!);
  let w = new Array<number>(q).fill(0);
  for (let it = 0; it < 25; it++) {
    const h = Array.from({ length: q }, () => new Array<number>(q + 1).fill(0));
    for (let r = 0; r < n; r++) {
      const xr = x[r]!;
      let s = 0;
      for (let i = 0; i < q; i++) s += w[i]! * xr[i]!;
      const pr = 1 / (1 + Math.exp(-s));
      const a = wt[r]! * pr * (1 - pr);
      const g = wt[r]! * (pr - y[r]!);
      for (let i = 0; i < q; i++) {
        h[i]![q]! += g * xr[i]!;
        for (let k = 0; k < q; k++) h[i]![k]! += a * xr[i]! * xr[k]!;
      }
    }
    for (let i = 0; i < q; i++) {
      h[i]![i]! += 1e-3 * n;
      h[i]![q]! += 1e-3 * n * w[i]!;
    }
    const step = solveAugmented(h);
    w = w.map((v, i) => v - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w.map((v) => Math.round(v * 1e6) / 1e6);
}

/** A record's AF (reference-sample intervals) and its score, read by the engine's post-processing. */
export function scoreWith(p: Prepared, raw: Float64Array, m: AfRrModel): Score {
  const t = p.app;
  const prob = intervalProbability(t.u.rr.length, t.centres, raw, m);
  const eps = afEpisodes(p.r.samples, t.u, prob, p.r.fs, m);
  return scoreRecord(
    p.r,
    eps.map((e) => [p.r.samples[e.from]!, p.r.samples[e.to]!]),
  );
}

export interface DbFigures {
  se: number;
  ppv: number;
}

/** Duration Se and +P (%) per database over a set of record scores. */
export function byDb(scores: Score[]): Record<string, DbFigures> {
  const out: Record<string, DbFigures> = {};
  for (const db of new Set(scores.map((s) => s.db))) {
    const s = scores.filter((x) => x.db === db);
    const ov = s.reduce((a, x) => a + x.overlapS, 0);
    const ref = s.reduce((a, x) => a + x.refS, 0);
    const cand = s.reduce((a, x) => a + x.candS, 0);
    out[db] = { se: ref ? (100 * ov) / ref : 100, ppv: cand ? (100 * ov) / cand : 100 };
  }
  return out;
}

/** The databases of the declared objective. */
export const OBJECTIVE_DBS = ['afdb', 'ltafdb', 'mitdb'];

/**
 * The selection objective's values, sorted ascending (worst first): leximin compares them.
 * `dbs` other than the declared three only for the sensitivity run (--objective long).
 */
export function objective(scores: Score[], dbs: string[] = OBJECTIVE_DBS): number[] {
  const f = byDb(scores);
  return dbs.flatMap((d) => (f[d] ? [f[d].se, f[d].ppv] : [])).sort((a, b) => a - b);
}

/**
 * Sensitivity objective (--objective margin, defined after the declared runs): the worst
 * margin over the issue-19 duration targets on the two databases that have them (afdb 95 / 95 %,
 * ltafdb 92 / 92 %; the held-out halves are checked against these).
 */
export function marginObjective(scores: Score[]): number[] {
  const f = byDb(scores);
  const m = (db: string, target: number): number[] =>
    f[db] ? [f[db].se - target, f[db].ppv - target] : [];
  return [...m('afdb', 95), ...m('ltafdb', 92)].sort((a, b) => a - b);
}

/** Ties: within this many points the next-worst figure decides (declared before measuring). */
export const TIE = 0.05;

/** a better than b by leximin: the worst figure higher, ties passed to the next worst. */
export function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > b[i]! + TIE) return true;
    if (a[i]! < b[i]! - TIE) return false;
  }
  return false;
}
