import { ATRIAL_POINTS, SHAPE_POINTS, type BeatShapes } from './beat-shape.ts';
import type { BeatFeatures } from './beat-classes.ts';
import { localUpperQuartile } from './order-stats.ts';
import { recordTemplates, type RecordTemplates } from './record-templates.ts';

/**
 * Inter-patient beat features for the learned classifier (classify/gbdt.ts). Every feature is
 * a ratio to the patient's own rhythm or dominant beat, or a duration in ms / s, so it means
 * the same at 128-500 Hz and from one person to the next (de Chazal, O'Dwyer & Reilly 2004,
 * IEEE TBME 51:1196: pre/post RR and local/average RR; Llamedo & Martinez 2011, IEEE TBME
 * 58:616: RR features normalised to the patient's own averages generalise across patients;
 * Mar et al. 2011, IEEE TBME 58:2168: morphology against the patient's templates).
 * The shapes are resampled to 10 ms (beat-shape.ts), so the sampling rate drops out.
 */
export const FEATURE_NAMES = [
  'preLocal',
  'postLocal',
  'prePost',
  'prePrev',
  'preSinus',
  'localRecord',
  'preRecord',
  'corr',
  'corrMargin',
  'widthMs',
  'widthExcessMs',
  'ampRatio',
  'matchShare',
  'clusterShare',
  'clusterTiming',
  'atrialCorr',
  'atrialPrevCorr',
  'prevShapeCorr',
  'nextPost',
  'dominantCluster',
  'postSinus',
  'preRrS',
  'inAf',
  'clusterCorr',
  'clusterWidthExcess',
  'localSameOnTime',
  'compPause',
] as const;
export const N_FEATURES = FEATURE_NAMES.length;

/** Half-window (beats) of the local mean RR: ~10 s at normal rates, as de Chazal's local average. */
const LOCAL_HALF = 5;
/**
 * Window (beats) of the local 90th-percentile RR: the sinus interval even when most beats are
 * premature (in atrial bigeminy or 78 % APBs the long intervals are still the sinus ones).
 */
const SINUS_WIN = 32;
/**
 * Half-window (beats) for localSameOnTime: 8 beats each side (~6-8 s) holds several cycles of
 * bigeminy and trigeminy, the patterns where an ectopic shape recurs next to normal beats. Set
 * from those patterns, not fitted; the feature was kept by cross-validation by record
 * (train/train.ts --drop, seeds 7/11/13, 26 Nov 2026: objective 3.045 without it, 3.055 with).
 */
const SAME_HALF = 8;
/** On time: pre-RR at least 90 % of the local sinus interval (de Chazal 2004's 10 % cut, as ON_TIME). */
const ON_TIME_SINUS = 0.9;
/** Running-average horizon of the dominant atrial segment (beats), as the QRS template's. */
const ATRIAL_AVG_N = 32;

export interface FeatureInput {
  exact: ArrayLike<number>;
  rrValid: ArrayLike<number>;
  fs: number;
  features: BeatFeatures;
  shapes: BeatShapes;
  /**
   * 1 inside AF (rhythm/af-petrenas2015.ts): there irregular timing is the rhythm, not
   * prematurity, and a V call needs shape evidence.
   */
  inAf: ArrayLike<number>;
}

/** Valid RR intervals (s), NaN where the interval spans excluded signal. */
function rrSeconds(i: FeatureInput, n: number): Float64Array {
  const rr = new Float64Array(n).fill(NaN);
  for (let k = 1; k < n; k++) if (i.rrValid[k]) rr[k] = (i.exact[k]! - i.exact[k - 1]!) / i.fs;
  return rr;
}

function median(v: Float64Array): number {
  const a = v.filter((x) => Number.isFinite(x)).sort();
  return a.length > 0 ? a[a.length >> 1]! : 1;
}

/** Mean of the finite values within +/-LOCAL_HALF of each index (a sliding window). */
function localMean(rr: Float64Array, fallback: number): Float32Array {
  const n = rr.length;
  const out = new Float32Array(n);
  let sum = 0;
  let cnt = 0;
  const add = (j: number, sign: number): void => {
    if (j < 0 || j >= n || !Number.isFinite(rr[j]!)) return;
    sum += sign * rr[j]!;
    cnt += sign;
  };
  for (let j = 0; j < Math.min(n, LOCAL_HALF); j++) add(j, 1);
  for (let k = 0; k < n; k++) {
    add(k + LOCAL_HALF, 1);
    add(k - LOCAL_HALF - 1, -1);
    out[k] = cnt > 0 ? sum / cnt : fallback;
  }
  return out;
}

/** Local 90th percentile of RR (invalid intervals carry the last valid one). */
function sinusRr(rr: Float64Array, fallback: number): Float32Array {
  const filled = new Float32Array(rr.length);
  let last = fallback;
  for (let k = 0; k < rr.length; k++) {
    if (Number.isFinite(rr[k]!)) last = rr[k]!;
    filled[k] = last;
  }
  return rr.length >= SINUS_WIN ? localUpperQuartile(filled, SINUS_WIN) : filled.fill(fallback);
}

/**
 * Per cluster: median of pre/post RR over its members (an ectopic focus sits at ~0.5-0.7).
 * Members' ratios are grouped by cluster in one typed array (counting sort), not in lists.
 */
function clusterTiming(ids: Int32Array, nClusters: number, rr: Float64Array): Float64Array {
  const start = new Int32Array(nClusters + 1);
  const ratio = (k: number): number => rr[k]! / rr[k + 1]!;
  for (let k = 1; k + 1 < ids.length; k++) if (Number.isFinite(ratio(k))) start[ids[k]! + 1]!++;
  for (let c = 0; c < nClusters; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, nClusters);
  const grouped = new Float32Array(start[nClusters]!);
  for (let k = 1; k + 1 < ids.length; k++)
    if (Number.isFinite(ratio(k))) grouped[fill[ids[k]!]!++] = ratio(k);
  return Float64Array.from({ length: nClusters }, (_, c) => {
    const a = grouped.subarray(start[c], start[c + 1]).sort();
    return a.length === 0 ? 1 : a[a.length >> 1]!;
  });
}

/** Correlation of beats a's and b's normalised shapes (prevShapeCorr; rhythm/episodes.ts VT check). */
export function shapeCorr(z: Int16Array, a: number, b: number): number {
  let s = 0;
  for (let p = 0; p < SHAPE_POINTS; p++) s += z[a * SHAPE_POINTS + p]! * z[b * SHAPE_POINTS + p]!;
  return s / (32767 * 32767);
}

/**
 * Atrial-segment correlation of each beat with the running mean segment of the dominant
 * cluster's beats (a sinus P wave) and with the previous beat's segment: a premature atrial
 * beat has a P wave of another shape, or none visible.
 */
function atrialCorr(i: FeatureInput, n: number): [Float32Array, Float32Array] {
  const a = i.shapes.atrial;
  const mean = new Float32Array(ATRIAL_POINTS);
  const toDom = new Float32Array(n);
  const toPrev = new Float32Array(n);
  let seen = 0;
  for (let k = 0; k < n; k++) {
    const b = k * ATRIAL_POINTS;
    let s = 0;
    let mm = 0;
    let p = 0;
    for (let j = 0; j < ATRIAL_POINTS; j++) {
      s += a[b + j]! * mean[j]!;
      mm += mean[j]! * mean[j]!;
      if (k > 0) p += a[b + j]! * a[b - ATRIAL_POINTS + j]!;
    }
    toDom[k] = mm > 0 ? s / (127 * Math.sqrt(mm)) : 0;
    toPrev[k] = p / (127 * 127);
    if (i.features.cluster[k] !== i.features.dominant) continue;
    const w = 1 / Math.min(++seen, ATRIAL_AVG_N);
    for (let j = 0; j < ATRIAL_POINTS; j++) mean[j]! += (a[b + j]! - mean[j]!) * w;
  }
  return [toDom, toPrev];
}

/** Per-recording arrays the rows are computed from (featureContext). */
export interface FeatureContext {
  i: FeatureInput;
  n: number;
  rr: Float64Array;
  recMed: number;
  local: Float32Array;
  sinus: Float32Array;
  timing: Float64Array;
  atDom: Float32Array;
  atPrev: Float32Array;
  templates: RecordTemplates;
}

export function featureContext(i: FeatureInput): FeatureContext {
  const f = i.features;
  const n = f.corr.length;
  const rr = rrSeconds(i, n);
  const recMed = median(rr);
  const [atDom, atPrev] = atrialCorr(i, n);
  return {
    i,
    n,
    rr,
    recMed,
    local: localMean(rr, recMed),
    sinus: sinusRr(rr, recMed),
    timing: clusterTiming(f.cluster, f.clusterSize.length, rr),
    atDom,
    atPrev,
    templates: recordTemplates(f, i.shapes.shapes),
  };
}

/**
 * Share of the 2 x SAME_HALF beats around k that are of k's cluster and come on time: a shape
 * that normal-timed beats share is not an ectopic focus (aberrant or variant conduction).
 */
function sameOnTime(c: FeatureContext, k: number): number {
  const ids = c.i.features.cluster;
  let m = 0;
  for (let j = Math.max(0, k - SAME_HALF); j <= Math.min(c.n - 1, k + SAME_HALF); j++)
    if (j !== k && ids[j] === ids[k] && c.rr[j]! >= ON_TIME_SINUS * c.sinus[j]!) m++;
  return m / (2 * SAME_HALF);
}

/** Beat k's features against the recording's own templates and neighbours (indices 23-26). */
function writeRecordRow(c: FeatureContext, k: number, out: Float32Array, x: number): void {
  const f = c.i.features;
  const cl = f.cluster[k]!;
  out[x + 23] = c.templates.clusterCorr[cl]!;
  out[x + 24] = c.templates.clusterWidthExcess[cl]!;
  out[x + 25] = sameOnTime(c, k);
  // a ventricular beat leaves the sinus node's timing alone (full compensatory pause, ~1); an
  // atrial one resets it (< 1)
  out[x + 26] = (c.rr[k]! + (k + 1 < c.n ? c.rr[k + 1]! : NaN)) / (2 * c.sinus[k]!);
}

/** Beat k's timing and shape features (indices 0-22) into out at offset x. */
function writeRow(c: FeatureContext, k: number, out: Float32Array, x: number): void {
  const { rr, local, sinus, n } = c;
  const f = c.i.features;
  const pre = rr[k]!;
  const post = k + 1 < n ? rr[k + 1]! : NaN;
  out[x] = pre / local[k]!;
  out[x + 1] = post / local[k]!;
  out[x + 2] = pre / post;
  out[x + 3] = k > 0 ? pre / rr[k - 1]! : NaN;
  out[x + 4] = pre / sinus[k]!;
  out[x + 5] = local[k]! / c.recMed;
  out[x + 6] = pre / c.recMed;
  out[x + 7] = f.corr[k]!;
  out[x + 8] = f.typicalCorr[k]! - f.corr[k]!;
  out[x + 9] = f.widthMs[k]!;
  out[x + 10] = f.widthMs[k]! - f.domWidthMs[k]!;
  out[x + 11] = f.ampRatio[k]!;
  out[x + 12] = f.matchShare[k]!;
  out[x + 13] = f.clusterSize[f.cluster[k]!]! / n;
  out[x + 14] = c.timing[f.cluster[k]!]!;
  out[x + 15] = c.atDom[k]!;
  out[x + 16] = c.atPrev[k]!;
  out[x + 17] = k > 0 ? shapeCorr(c.i.shapes.shapes, k, k - 1) : 1;
  out[x + 18] = k + 2 < n ? rr[k + 2]! / post : NaN;
  out[x + 19] = f.cluster[k] === f.dominant ? 1 : 0;
  out[x + 20] = post / sinus[k]!;
  out[x + 21] = pre;
  out[x + 22] = c.i.inAf[k]!;
}

/**
 * The feature rows of beats [from, to), row-major. With `gate`, only the beats that are not
 * obviouslyNormal get a row (`rows` lists their indices): the engine classifies a recording
 * in blocks of beats, so the matrix never holds a 72 h recording's beats at once.
 */
export function featureRows(
  c: FeatureContext,
  from: number,
  to: number,
  gate: boolean,
  buf?: { x: Float32Array; rows: Int32Array },
): { x: Float32Array; rows: Int32Array } {
  // a caller's buffers are reused block after block (large typed arrays are only collected by
  // a full garbage collection, so fresh ones per block pile up: +25 MB peak over 72 h)
  const out = buf?.x ?? new Float32Array((to - from) * N_FEATURES);
  const rows = buf?.rows ?? new Int32Array(to - from);
  let m = 0;
  for (let k = from; k < to; k++) {
    writeRow(c, k, out, m * N_FEATURES);
    if (gate && obviouslyNormal(out, m)) continue;
    writeRecordRow(c, k, out, m * N_FEATURES);
    rows[m++] = k;
  }
  return { x: out.subarray(0, m * N_FEATURES), rows: rows.subarray(0, m) };
}

/** Every beat's feature row (the trainer's cache). */
export function mlFeatures(i: FeatureInput): Float32Array {
  const c = featureContext(i);
  return featureRows(c, 0, c.n, false).x;
}

/**
 * A beat the model need not see: on time against the sinus, local and previous intervals
 * (>= ON_TIME of each: the 10 % of the usual prematurity cut, de Chazal 2004 / classify rules)
 * and of the dominant cluster's shape (r >= SAME_SHAPE) and width (within SAME_WIDTH_MS). An S
 * beat is premature by definition and a V or F beat differs in shape or width, so such a beat
 * is N; most beats are, and skipping them saves most of the classifier's time (the 7 s budget
 * of a 72 h analysis). Fixed, not fitted: the cross-validation (train/train.ts) applies it too.
 * On the development records it covers 75 k of 125 k N beats, 523 of 5.9 k S (under 10 %
 * premature against all three intervals) and 9 of 9.3 k V.
 */
const ON_TIME = 0.9;
const SAME_SHAPE = 0.95;
const SAME_WIDTH_MS = 15;
export function obviouslyNormal(x: Float32Array, k: number): boolean {
  const o = k * N_FEATURES;
  return (
    x[o + 4]! >= ON_TIME &&
    x[o + 3]! >= ON_TIME &&
    x[o]! >= ON_TIME &&
    x[o + 7]! >= SAME_SHAPE &&
    Math.abs(x[o + 10]!) <= SAME_WIDTH_MS &&
    x[o + 19] === 1
  );
}
