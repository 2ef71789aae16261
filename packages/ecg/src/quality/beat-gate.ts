import { SHAPE_POINTS, SHAPE_SCALE, type BeatShapes } from '../classify/beat-shape.ts';
import { upperMedian } from '../classify/order-stats.ts';
import { cleanStats } from './beat-gate-clean.ts';
import { FEATURE_NAMES } from './window-features.ts';
import { probability, type BoostedTrees } from './window-model.ts';
import type { WindowTable } from './window-table.ts';
import model from './beat-gate-model.json' with { type: 'json' };

/**
 * Detection confidence (issue 19, noise stress): in signal the window model doubts but keeps,
 * the QRS detector adds noise peaks between the beats (electrode motion at 6 / 0 dB SNR: beat
 * +P 96.3 / 92.6 % without this step, cross-validated, bench/noise-stress.ts).
 * Each detection there gets P(a real beat) from a boosted-tree model over its own evidence
 * against its neighbours' - a noise peak is small, shaped unlike the beats around it, splits
 * one RR interval into two short ones and has no QRS slope for the second detector - and the
 * windows' quality. Trained and cross-validated by record by bench/beat-gate.ts (README
 * "Detection confidence"); below the threshold a detection is dropped before classification.
 */
export const BEAT_GATE_FEATURES = [
  'pBad',
  'floorRatio',
  'agree',
  'kurt',
  'beatCorr',
  'confirmMs',
  'ampRatio',
  'normRatio',
  'widthDiffMs',
  'corrNear',
  'corrMed',
  'preRatio',
  'postRatio',
  'sumRatio',
  'corrClean',
  'ampClean',
  'normClean',
  'widthCleanMs',
  'preClean',
  'postClean',
] as const;

/** The fitted gate: P(real beat), the threshold below which a detection is dropped, and the
 * P(bad) below which a window's detections are never gated (clean signal is left alone). */
export interface BeatGateModel extends BoostedTrees {
  features: readonly string[];
  threshold: number;
  apply: number;
}

export const BEAT_GATE_MODEL: BeatGateModel = model;

/** A gate that never drops (benchmarks that collect the gate's training rows). */
export const BEAT_GATE_OFF: BeatGateModel = {
  features: [],
  threshold: 0,
  apply: 2,
  base: 0,
  trees: [],
};

/** Neighbours either side that define "the beats around" (as unconfirmedSearchback's 8). */
const NEIGHBOURS = 8;
/** Neighbours either side whose best shape match counts (a beat repeats within a few beats). */
const NEAR = 4;
/** Distance to the second detector's nearest QRS beyond which it "saw nothing" (ms). */
const CONFIRM_CAP_MS = 300;

const COL = {
  floorRatio: FEATURE_NAMES.indexOf('floorRatio'),
  agree: FEATURE_NAMES.indexOf('agree'),
  kurt: FEATURE_NAMES.indexOf('kurt'),
  beatCorr: FEATURE_NAMES.indexOf('beatCorr'),
};

export interface GateInput {
  samples: ArrayLike<number>;
  amplitudes: ArrayLike<number>;
  /** Index-aligned with samples. */
  shapes: BeatShapes;
  fs: number;
  windows: WindowTable;
  pBad: ArrayLike<number>;
}

/** The largest P(bad) of the windows covering sample s (windows from index w on). */
function worstPBad(d: GateInput, w: number, s: number): number {
  let pBad = 0;
  for (let j = w; j < d.windows.length && d.windows.starts[j]! <= s; j++)
    if (d.windows.ends[j]! > s) pBad = Math.max(pBad, d.pBad[j]!);
  return pBad;
}

/** What the covering windows say about sample s (windows from index w on). */
function windowStats(d: GateInput, w: number, s: number): number[] {
  const t = d.windows;
  let pBad = 0;
  let floorRatio = 0;
  let agree = 1;
  let kurt = Infinity;
  let beatCorr = 1;
  let confirm = CONFIRM_CAP_MS;
  for (let j = w; j < t.length && t.starts[j]! <= s; j++) {
    if (t.ends[j]! <= s) continue;
    pBad = Math.max(pBad, d.pBad[j]!);
    floorRatio = Math.max(floorRatio, t.cols[COL.floorRatio]![j]!);
    agree = Math.min(agree, t.cols[COL.agree]![j]!);
    kurt = Math.min(kurt, t.cols[COL.kurt]![j]!);
    beatCorr = Math.min(beatCorr, t.cols[COL.beatCorr]![j]!);
    for (let i = t.pOff[j]!; i < t.pOff[j + 1]!; i++)
      confirm = Math.min(confirm, (1000 * Math.abs(t.peakBuf[i]! - s)) / d.fs);
  }
  return [pBad, floorRatio, agree, Number.isFinite(kurt) ? kurt : 0, beatCorr, confirm];
}

function corr(sh: Int16Array, a: number, b: number): number {
  let s = 0;
  for (let i = 0; i < SHAPE_POINTS; i++) s += sh[a * SHAPE_POINTS + i]! * sh[b * SHAPE_POINTS + i]!;
  return s / (SHAPE_SCALE * SHAPE_SCALE);
}

/** The upper median (order-stats.ts upperMedian: same value as sorting, faster). */
const median = upperMedian;

/** The beat's own evidence against its neighbours: kept[p] is its index in `d`. */
function beatStats(d: GateInput, kept: ArrayLike<number>, p: number): number[] {
  const k = kept[p]!;
  const lo = Math.max(0, p - NEIGHBOURS);
  const hi = Math.min(kept.length - 1, p + NEIGHBOURS);
  const amp: number[] = [];
  const norm: number[] = [];
  const width: number[] = [];
  const cs: number[] = [];
  const rr: number[] = [];
  let corrNear = -1;
  for (let q = lo; q <= hi; q++) {
    const j = kept[q]!;
    if (q > lo && q - 1 !== p && q !== p) rr.push(d.samples[j]! - d.samples[kept[q - 1]!]!);
    if (q === p) continue;
    amp.push(Math.abs(d.amplitudes[j]!));
    norm.push(d.shapes.norm[j]!);
    width.push(d.shapes.width[j]!);
    const c = corr(d.shapes.shapes, k, j);
    cs.push(c);
    if (Math.abs(q - p) <= NEAR) corrNear = Math.max(corrNear, c);
  }
  const mRr = median(rr);
  const pre = p > 0 ? d.samples[k]! - d.samples[kept[p - 1]!]! : mRr;
  const post = p + 1 < kept.length ? d.samples[kept[p + 1]!]! - d.samples[k]! : mRr;
  // a beat with too few neighbours to compare reads as typical (1, 0): the model stays finite
  return [
    finite(Math.abs(d.amplitudes[k]!) / median(amp), 1),
    finite(d.shapes.norm[k]! / median(norm), 1),
    finite(d.shapes.width[k]! - median(width), 0),
    corrNear,
    finite(median(cs), 1),
    finite(pre / mRr, 1),
    finite(post / mRr, 1),
    finite((pre + post) / mRr, 2),
  ];
}

const finite = (v: number, otherwise: number): number => (Number.isFinite(v) ? v : otherwise);

/**
 * Windows under this P(bad) hold the clean beats a doubted detection is compared with
 * (beat-gate-clean.ts); 0.2 is the level the shipped gate applies from (bench/beat-gate.ts).
 */
const CLEAN_P_BAD = 0.2;

/**
 * Calls `visit(p, row)` with the gate's feature vector (BEAT_GATE_FEATURES order) of every
 * detection kept[p] whose covering windows reach P(bad) >= `apply`.
 */
export function beatGateRows(
  d: GateInput,
  kept: ArrayLike<number>,
  apply: number,
  visit: (p: number, row: number[]) => void,
): void {
  // pass 1: the clean positions; pass 2: the doubted detections' rows (nothing kept between)
  const clean = new Int32Array(kept.length);
  let nClean = 0;
  let w = 0;
  for (let p = 0; p < kept.length; p++) {
    const s = d.samples[kept[p]!]!;
    while (w < d.windows.length && d.windows.ends[w]! <= s) w++;
    if (worstPBad(d, w, s) < CLEAN_P_BAD) clean[nClean++] = p;
  }
  const cleanPos = clean.subarray(0, nClean);
  const mean = new Float64Array(SHAPE_POINTS);
  w = 0;
  for (let p = 0; p < kept.length; p++) {
    const s = d.samples[kept[p]!]!;
    while (w < d.windows.length && d.windows.ends[w]! <= s) w++;
    // P(bad) first: most beats are in clean windows and need nothing more (speed, 72 h)
    if (worstPBad(d, w, s) < apply) continue;
    const ws = windowStats(d, w, s);
    visit(p, [...ws, ...beatStats(d, kept, p), ...cleanStats(d, kept, cleanPos, p, mean)]);
  }
}

/**
 * Per detection index in `d`, 1 where the gate drops it: kept (not already excluded) and
 * P(real beat) under the model's threshold.
 */
export function gateDetections(
  d: GateInput,
  kept: ArrayLike<number>,
  m: BeatGateModel = BEAT_GATE_MODEL,
): Uint8Array {
  const drop = new Uint8Array(d.samples.length);
  if (m.trees.length === 0) return drop;
  beatGateRows(d, kept, m.apply, (p, row) => {
    if (probability(m, row) < m.threshold) drop[kept[p]!] = 1;
  });
  return drop;
}

/**
 * The window quality's exclusion test with the gate's dropped detections added: `raw` holds
 * every detection, `wq.excluded(i)` those already excluded (noise, VF, flat line).
 */
export function withBeatGate(
  raw: { samples: number[]; amplitudes: number[] },
  shapes: BeatShapes,
  fs: number,
  wq: { excluded: (i: number) => boolean; windows: WindowTable; pBad: ArrayLike<number> },
  m: BeatGateModel = BEAT_GATE_MODEL,
): (i: number) => boolean {
  const all = new Int32Array(raw.samples.length);
  let n = 0;
  for (let i = 0; i < raw.samples.length; i++) if (!wq.excluded(i)) all[n++] = i;
  const kept = all.subarray(0, n);
  const d = { ...raw, shapes, fs, windows: wq.windows, pBad: wq.pBad };
  const dropped = gateDetections(d, kept, m);
  return (i) => wq.excluded(i) || dropped[i] === 1;
}
