/**
 * Shared by the VT run benches (vt-runs-cv.ts, vt-missed.ts): the development records with their
 * out-of-fold classes and V probabilities (each record classified by the model trained without
 * it: train/dump-features.ts, then train/train.ts), the reference runs and normal strips, and
 * the engine's run logic (classify/learned.ts bridging, classify/alternating-v.ts,
 * rhythm/episodes.ts ectopicRuns) applied to them under a set of rules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bridgeVRuns } from '../src/classify/learned.ts';
import { markAlternatingV, type AlternatingRule } from '../src/classify/alternating-v.ts';
import { markWideRuns, type WideRunRule } from '../src/classify/wide-run.ts';
import { FEATURE_NAMES, N_FEATURES } from '../src/classify/ml-features.ts';
import { CLASS_V } from '../src/classify/beat-classes.ts';
import { ectopicRuns, type RhythmEpisode, type VtRule } from '../src/rhythm/episodes.ts';
import type { CachedRecord } from '../train/dump-features.ts';
import { CACHE, DEV_RECORDS } from '../train/records.ts';

export interface Oof {
  raw: number[];
  rawProb: number[];
  pv: number[];
}

export interface Rec {
  db: string;
  name: string;
  fold: number;
  /** Position among the development records (the per-rules cache's index). */
  index: number;
  meta: CachedRecord;
  oof: Oof;
  preRr: Float32Array;
  ampRatio: Float32Array;
  matchShare: Float32Array;
  inAf: Float32Array;
  prevShapeCorr: Float32Array;
  dominant: Float32Array;
  clusterShare: Float32Array;
  atrialCorr: Float32Array;
  /** Median valid interval (s), as ml-features.ts featureContext's recMed. */
  recMed: number;
  /** 1 where the interval before the beat is valid (no excluded signal in it). */
  rrValid: Uint8Array;
  widthExcess: Float32Array;
  /** Any beat feature column (classify/ml-features.ts FEATURE_NAMES). */
  col: (name: (typeof FEATURE_NAMES)[number]) => Float32Array;
  /** Reference runs (>= 3 consecutive reference V beats among the detected beats), in samples. */
  runs: [number, number][];
  /** Normal 30-s strips (every detected beat a reference N beat), in samples. */
  strips: [number, number][];
}

export interface Rules {
  minPv: number;
  rule: VtRule;
  /** The alternating-run rule (classify/alternating-v.ts), or null for none. */
  alt: AlternatingRule | null;
  /** The wide-complex run rule (classify/wide-run.ts), or null for none; absent: none. */
  wide?: WideRunRule | null;
}

export interface Tally {
  ref: number;
  found: number;
  falseVt: number;
  falseByRecord: Map<string, number>;
  strips: number;
  stripsVt: number;
}

export const FOLDS = 5;
export const DBS = ['mitdb', 'svdb'] as const;
/**
 * Objective: reference runs found minus 0.3 x the counted false VT episodes. A missed run is a
 * missed arrhythmia; a false one costs a reviewer a look (the review screen sorts by
 * confidence). 0.1 until 26 November; raised to 0.3 (the top of the range that chose the same
 * rules then) after the outside check of issue 19 found 45 false VT in one held-out patient's
 * flutter: at 0.1 ten false VT weigh less than one run found. `--false-weight 0.1` prints the
 * earlier objective's choice.
 */
export const FALSE_WEIGHT = process.argv.includes('--false-weight')
  ? Number(process.argv[process.argv.indexOf('--false-weight') + 1])
  : 0.3;

export function referenceRuns(labels: number[], samples: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < labels.length; k++) {
    if (labels[k] !== CLASS_V) continue;
    let e = k;
    while (e + 1 < labels.length && labels[e + 1] === CLASS_V) e++;
    if (e - k >= 2) out.push([samples[k]!, samples[e]!]);
    k = e;
  }
  return out;
}

/** Length of a strip (s): the scorecard's "normal 30-s strips" (issue 19). */
export const STRIP_S = 30;
/** Fewest beats in a strip (a 30 s strip at 40 bpm): fewer means a gap, not a normal strip. */
export const STRIP_MIN_BEATS = 20;

/** Consecutive 30-s strips whose detected beats are all reference N (class 0), >= 20 of them. */
export function normalStrips(m: CachedRecord): [number, number][] {
  const len = STRIP_S * m.fs;
  const out: [number, number][] = [];
  let k = 0;
  const last = m.samples[m.samples.length - 1] ?? 0;
  for (let a = 0; a + len <= last; a += len) {
    let beats = 0;
    let normal = true;
    for (; k < m.samples.length && m.samples[k]! < a + len; k++) {
      beats++;
      if (m.labels[k] !== 0) normal = false;
    }
    if (normal && beats >= STRIP_MIN_BEATS) out.push([a, a + len - 1]);
  }
  return out;
}

export function medianFinite(v: Float32Array): number {
  const a = Array.from(v)
    .filter((x) => Number.isFinite(x))
    .sort((p, q) => p - q);
  return a.length > 0 ? a[a.length >> 1]! : 1;
}

export function load(): Rec[] {
  const i: Record<string, number> = { mitdb: 0, svdb: 0 };
  return DEV_RECORDS.map((r, index) => {
    const read = (f: string): string => readFileSync(path.join(CACHE, f), 'utf8');
    const meta = JSON.parse(read(`${r.db}-${r.name}.json`)) as CachedRecord;
    const oof = JSON.parse(read(`oof-${r.db}-${r.name}.json`)) as Oof;
    const x = new Float32Array(
      readFileSync(path.join(CACHE, `${r.db}-${r.name}.f32`)).buffer.slice(0),
    );
    const n = meta.samples.length;
    const col = (name: (typeof FEATURE_NAMES)[number]): Float32Array => {
      const f = FEATURE_NAMES.indexOf(name);
      return Float32Array.from({ length: n }, (_, k) => x[k * N_FEATURES + f]!);
    };
    const fold = i[r.db]!++ % FOLDS;
    return {
      db: r.db,
      name: r.name,
      fold,
      index,
      meta,
      oof,
      preRr: col('preRrS'),
      ampRatio: col('ampRatio'),
      matchShare: col('matchShare'),
      inAf: col('inAf'),
      prevShapeCorr: col('prevShapeCorr'),
      dominant: col('dominantCluster'),
      clusterShare: col('clusterShare'),
      atrialCorr: col('atrialCorr'),
      recMed: medianFinite(col('preRrS')),
      col,
      rrValid: Uint8Array.from(col('preRrS'), (v) => (Number.isFinite(v) ? 1 : 0)),
      widthExcess: col('widthExcessMs'),
      runs: referenceRuns(meta.labels, meta.samples),
      strips: normalStrips(meta),
    };
  });
}

/** Final classes and probabilities of a record under the rules (bridging, alternating, wide runs). */
const classMemo = new Map<string, { classes: Uint8Array; prob: Float32Array }>();
export function finalClasses(r: Rec, q: Rules): { classes: Uint8Array; prob: Float32Array } {
  const key = `${r.db}${r.name}:${q.minPv}:${altKey(q.alt)}:${wideKey(q.wide)}`;
  const hit = classMemo.get(key);
  if (hit) return hit;
  const classes = Uint8Array.from(r.oof.raw);
  const prob = Float32Array.from(r.oof.rawProb);
  bridgeVRuns(classes, r.oof.pv, prob, q.minPv);
  if (q.alt)
    markAlternatingV(
      classes,
      prob,
      {
        dominant: (k) => r.dominant[k] === 1,
        clusterShare: (k) => r.clusterShare[k]!,
        atrialCorr: r.atrialCorr,
        rr: r.preRr,
        recMed: r.recMed,
        inAf: r.inAf,
      },
      q.alt,
    );
  if (q.wide)
    markWideRuns(
      classes,
      prob,
      {
        dominant: (k) => r.dominant[k] === 1,
        clusterShare: (k) => r.clusterShare[k]!,
        atrialCorr: r.atrialCorr,
        widthExcessMs: r.widthExcess,
        prevShapeCorr: (k) => r.prevShapeCorr[k]!,
        rrValid: r.rrValid,
        inAf: r.inAf,
        matchShare: r.matchShare,
      },
      q.wide,
    );
  const out = { classes, prob };
  if (classMemo.size > 20000) classMemo.clear();
  classMemo.set(key, out);
  return out;
}

/** VT episodes of a record under the rules, as [start, end] samples. */
export function vtEpisodes(r: Rec, q: Rules): [number, number][] {
  return episodesOf(r, q)
    .filter((e) => e.type === 'VT' && !e.uncertain)
    .map((e) => [e.startSample, e.endSample]);
}

/** Every V episode (VT, couplet; counted or uncertain) of a record under the rules. */
export function episodesOf(r: Rec, q: Rules): RhythmEpisode[] {
  const { classes, prob } = finalClasses(r, q);
  const samples = r.meta.samples;
  return ectopicRuns(
    {
      samples,
      exact: samples,
      classes,
      rrValid: r.rrValid,
      fs: r.meta.fs,
      pauseS: 2,
      time: () => null,
      evidence: {
        prob,
        ampRatio: r.ampRatio,
        matchShare: r.matchShare,
        inAf: r.inAf,
        prevShapeCorr: (k) => r.prevShapeCorr[k]!,
      },
    },
    CLASS_V,
    q.rule,
  );
}

export const overlaps = (a: [number, number], b: [number, number]): boolean =>
  a[0] <= b[1] && a[1] >= b[0];

/**
 * Per rules object, per record (Rec.index): runs found, false VT, normal strips with VT. Kept as
 * counts, not episodes: the grid holds ~250,000 rules and 61 records.
 */
const stats = new WeakMap<Rules, Int16Array>();
function recordStats(r: Rec, q: Rules): [number, number, number] {
  let a = stats.get(q);
  if (!a) stats.set(q, (a = new Int16Array(3 * DEV_RECORDS.length).fill(-1)));
  const o = 3 * r.index;
  if (a[o]! < 0) {
    const eps = vtEpisodes(r, q);
    a[o] = r.runs.filter((run) => eps.some((e) => overlaps(e, run))).length;
    a[o + 1] = eps.filter((e) => !r.runs.some((run) => overlaps(e, run))).length;
    a[o + 2] = r.strips.filter((st) => eps.some((e) => overlaps(e, st))).length;
  }
  return [a[o]!, a[o + 1]!, a[o + 2]!];
}

export function tally(recs: Rec[], q: Rules): Record<string, Tally> {
  const out: Record<string, Tally> = {};
  for (const db of DBS) out[db] = emptyTally();
  for (const r of recs) {
    const [found, f, stripsVt] = recordStats(r, q);
    const t = out[r.db]!;
    t.ref += r.runs.length;
    t.found += found;
    t.falseVt += f;
    if (f > 0) t.falseByRecord.set(r.name, f);
    t.strips += r.strips.length;
    t.stripsVt += stripsVt;
  }
  return out;
}

export const altKey = (a: AlternatingRule | null): string =>
  a ? `${a.minNeighbourProb}/${a.maxAtrialCorr}/${a.maxPairRr}/${a.maxClusterShare}` : 'off';

export const wideKey = (w: WideRunRule | null | undefined): string =>
  w ? `${w.maxClusterShare}/${w.maxAtrialCorr}/${w.minWidthExcessMs}/${w.minShapeCorr}` : 'off';

export const objective = (t: Record<string, Tally>): number =>
  DBS.reduce((a, db) => a + t[db]!.found - FALSE_WEIGHT * t[db]!.falseVt, 0);

export function emptyTally(): Tally {
  return { ref: 0, found: 0, falseVt: 0, falseByRecord: new Map(), strips: 0, stripsVt: 0 };
}

/** V beats over the detected beats (not EC57): reference V called V, called V, reference V. */
export type Veb = Record<string, { tp: number; called: number; ref: number }>;
export function veb(recs: Rec[], q: Rules, into?: Veb): Veb {
  const out: Veb = into ?? {};
  for (const db of DBS) out[db] ??= { tp: 0, called: 0, ref: 0 };
  for (const r of recs) {
    const { classes } = finalClasses(r, q);
    const t = out[r.db]!;
    r.meta.labels.forEach((l, k) => {
      const v = classes[k] === CLASS_V;
      t.tp += v && l === CLASS_V ? 1 : 0;
      t.called += v ? 1 : 0;
      t.ref += l === CLASS_V ? 1 : 0;
    });
  }
  return out;
}

export function vebLine(label: string, v: Veb): string {
  return DBS.map((db) => {
    const t = v[db]!;
    const pct = (a: number, b: number): string => ((100 * a) / Math.max(1, b)).toFixed(2);
    return `  ${label} ${db}: V beats Se ${pct(t.tp, t.ref)} % (${t.tp}/${t.ref}), +P ${pct(t.tp, t.called)} % (${t.called} called)`;
  }).join('\n');
}

export function line(label: string, t: Record<string, Tally>): string {
  return DBS.map((db) => {
    const x = t[db]!;
    const fr = [...x.falseByRecord].map(([k, v]) => `${k}:${v}`).join(' ');
    return `  ${label} ${db}: ${x.found} of ${x.ref} runs found (${((100 * x.found) / Math.max(1, x.ref)).toFixed(1)} %), ${x.falseVt} false VT (${fr}); ${x.stripsVt} of ${x.strips} normal 30-s strips with VT`;
  }).join('\n');
}

/**
 * In-AF shape-consistency thresholds, strictest first: unlike the other terms a tie keeps the
 * stricter check (a fold without AF or flutter runs has nothing to weigh it by, and the outside
 * check found flutter to be where false VT come from).
 */
export const AF_SHAPE = [0.7, 0.5, 0.3, -Infinity];
/**
 * The grid, most permissive first (lower bridging threshold, lower sure probability, larger
 * size variation): a later setting replaces an earlier one only when strictly better.
 */
/**
 * Alternating-run rules (classify/alternating-v.ts): none first, so one is chosen only when
 * strictly better; then strictest first (a tie keeps the stricter rule).
 */
export const ALT_RULES: AlternatingRule[] = [0.9, 0.8].flatMap((minNeighbourProb) =>
  [0.3, 0.5].flatMap((maxAtrialCorr) =>
    [0.85, 0.9].flatMap((maxPairRr) =>
      [0.1, 0.2].map((maxClusterShare) => ({
        minNeighbourProb,
        maxAtrialCorr,
        maxPairRr,
        maxClusterShare,
      })),
    ),
  ),
);
/**
 * `--alt-ties-on`: a tie keeps the strictest alternating rule instead of none. Only one
 * development record (MIT-BIH 223) holds alternating runs, so the fold that holds it, choosing
 * without it, sees every alternating rule tie with none: this prints the nested figures of
 * that prior rather than of the default one.
 */
export const ALT: (AlternatingRule | null)[] = process.argv.includes('--alt-ties-on')
  ? [...ALT_RULES, null]
  : [null, ...ALT_RULES];
/**
 * Wide-complex run rules (classify/wide-run.ts): none first, so one is chosen only when strictly
 * better; then strictest first (rare cluster, no P wave, wider, one shape), so a tie keeps the
 * stricter. `--no-wide` leaves the grid as it was before the rule (27 November).
 */
export const WIDE_RULES: WideRunRule[] = [0.02, 0.05].flatMap((maxClusterShare) =>
  [0.3, 0.5].flatMap((maxAtrialCorr) =>
    [30, 20].flatMap((minWidthExcessMs) =>
      [0.8, 0.7].map((minShapeCorr) => ({
        maxClusterShare,
        maxAtrialCorr,
        minWidthExcessMs,
        minShapeCorr,
      })),
    ),
  ),
);
const WIDE: (WideRunRule | null)[] = process.argv.includes('--no-wide')
  ? [null]
  : [null, ...WIDE_RULES];
export const GRID: Rules[] = WIDE.flatMap((wide) =>
  ALT.flatMap((alt) =>
    [0.2, 0.3, 0.4, Infinity].flatMap((minPv) =>
      [0.6, 0.7, 0.75, 0.8, 0.85, 0.9, Infinity].flatMap((sureProb) =>
        [Infinity, 0.5, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15].flatMap((maxSizeCv) =>
          AF_SHAPE.map((afMinShapeCorr) => ({
            minPv,
            rule: { sureProb, maxSizeCv, afMinShapeCorr },
            alt,
            wide,
          })),
        ),
      ),
    ),
  ),
);
export function choose(recs: Rec[]): Rules {
  let best = GRID[0]!;
  let score = -Infinity;
  for (const q of GRID) {
    const s = objective(tally(recs, q));
    if (s > score) [best, score] = [q, s];
  }
  return best;
}
