import { CLASS_Q, CLASS_S, CLASS_V } from '../classify/beat-classes.ts';
import { medianInPlace } from '../classify/order-stats.ts';

/**
 * RR-interval features of atrial fibrillation over a window of usable intervals, the inputs of
 * the learned AF model (af-rr.ts). Each one is a published RR marker of AF, normalised by the
 * window's own rate so that moderate-rate AF is not mistaken for sinus rhythm:
 *  - irr: median of Petrenas, Marozas & Sornmo (2015)'s ectopy-robust irregularity,
 *    min(|RR_k - RR_k-1|, |RR_k - RR_k-2|) / mean; the min cancels bigeminy and isolated ectopics;
 *  - irrMean: the same, mean (the tail of the distribution);
 *  - nrmssd, shannon, tpr: Dash, Chon, Lu & Raeder (2009) normalised RMSSD, Shannon entropy of
 *    the 16-bin RR histogram and turning-point ratio;
 *  - ac1: lag-1 autocorrelation of RR (AF's ventricular response is close to uncorrelated,
 *    Tateno & Glass 2001; sinus rhythm is smooth, ac1 near 1; bigeminy alternates, ac1 near -1);
 *  - cv: coefficient of variation of RR;
 *  - logHr: ln of the window's heart rate (Lake & Moorman 2011's COSEn adds ln mean RR for
 *    the same reason: irregularity means more at a given rate);
 *  - density: usable intervals / beats the window spans (ectopy-riddled stretches are sparse);
 *  - irr3: Petrenas's irregularity with lag 3 as well, min(|RR_k - RR_k-j|, j = 1..3) / mean,
 *    which also cancels trigeminy and repeating short-short-long atrial ectopy;
 *  - ac2, ac3: autocorrelation of RR at lags 2 and 3 (bigeminy and trigeminy repeat, AF does
 *    not: Sarkar, Ritscher & Mehra 2008 separate AF from ectopy by exactly this clustering).
 */
export const AF_FEATURES = [
  'irr',
  'irrMean',
  'nrmssd',
  'shannon',
  'tpr',
  'ac1',
  'cv',
  'logHr',
  'density',
  'irr3',
  'ac2',
  'ac3',
] as const;
export const N_FEATURES = AF_FEATURES.length;

/** Usable intervals: RR (s) between two trusted beats, with the beat each ends at. */
export interface UsableRr {
  rr: Float64Array;
  at: Int32Array;
  /** Petrenas irregularity of each usable interval (NaN without a usable predecessor). */
  d: Float64Array;
  /** 1 when the interval directly follows the previous usable one (consecutive beats). */
  contig: Uint8Array;
  /** The same with lag 3 too (NaN without three usable predecessors). */
  d3: Float64Array;
}

/**
 * V beats and unclassifiable (Q) complexes do not time the atria. With `untrustS` S beats do
 * not either: for beat files whose labels come from a reviewed annotation (a supraventricular
 * premature beat there is, by the reviewer's reading, not AF conduction). The ECG analysis
 * leaves S in: its first-pass S calls are timing-based and fall on AF's irregular beats.
 */
const trusted = (c: number, untrustS: boolean): boolean =>
  c !== CLASS_V && c !== CLASS_Q && !(untrustS && c === CLASS_S);

export function usableRr(
  exact: ArrayLike<number>,
  classes: ArrayLike<number>,
  rrValid: ArrayLike<number>,
  fs: number,
  untrustS = false,
): UsableRr {
  const n = exact.length;
  const rr: number[] = [];
  const at: number[] = [];
  for (let k = 1; k < n; k++) {
    if (!rrValid[k] || !trusted(classes[k]!, untrustS) || !trusted(classes[k - 1]!, untrustS))
      continue;
    rr.push((exact[k]! - exact[k - 1]!) / fs);
    at.push(k);
  }
  const m = rr.length;
  const d = new Float64Array(m).fill(NaN);
  const contig = new Uint8Array(m);
  for (let j = 1; j < m; j++) {
    if (at[j - 1] !== at[j]! - 1) continue;
    contig[j] = 1;
    const a = rr[j]!;
    const b = rr[j - 1]!;
    const diff =
      contig[j - 1] && j >= 2
        ? Math.min(Math.abs(a - b), Math.abs(a - rr[j - 2]!))
        : Math.abs(a - b);
    d[j] = (2 * diff) / (a + b);
  }
  const d3 = new Float64Array(m).fill(NaN);
  for (let j = 3; j < m; j++) {
    if (!contig[j] || !contig[j - 1] || !contig[j - 2]) continue;
    const a = rr[j]!;
    const diff = Math.min(
      Math.abs(a - rr[j - 1]!),
      Math.abs(a - rr[j - 2]!),
      Math.abs(a - rr[j - 3]!),
    );
    d3[j] = (2 * diff) / (a + rr[j - 1]!);
  }
  return { rr: Float64Array.from(rr), at: Int32Array.from(at), d, contig, d3 };
}

const BINS = 16;
const HIST = new Int32Array(BINS);
let scratch = new Float64Array(64);

/** The finite values of v[from, to), in order, in the reused scratch. */
function finiteCopy(v: Float64Array, from: number, to: number): Float64Array {
  const w = to - from;
  if (scratch.length < w) scratch = new Float64Array(w * 2);
  const a = scratch.subarray(0, w);
  let m = 0;
  for (let j = from; j < to; j++) if (Number.isFinite(v[j]!)) a[m++] = v[j]!;
  return a.subarray(0, m);
}

const sortedCopy = (v: Float64Array, from: number, to: number): Float64Array =>
  finiteCopy(v, from, to).sort();

const medianSorted = (a: Float64Array): number =>
  a.length === 0 ? NaN : (a[(a.length - 1) >> 1]! + a[a.length >> 1]!) / 2;

/**
 * Median of the finite values of v[from, to) (NaN if none): quickselect (medianInPlace, the same
 * middle values added in the same order as medianSorted) instead of a sort, ~0.1 s of the 72 h
 * CLI profile (26 November 2026).
 */
export function medianOf(v: Float64Array, from: number, to: number): number {
  const a = finiteCopy(v, from, to);
  return a.length === 0 ? NaN : medianInPlace(a);
}

/** Features of usable intervals [from, to) into out (length N_FEATURES). */
export function windowFeatures(u: UsableRr, from: number, to: number, out: Float64Array): void {
  const ds = sortedCopy(u.d, from, to);
  out[0] = medianSorted(ds);
  let sd = 0;
  for (const x of ds) sd += x;
  out[1] = ds.length ? sd / ds.length : NaN;
  let sum = 0;
  let sum2 = 0;
  const w = to - from;
  for (let j = from; j < to; j++) {
    sum += u.rr[j]!;
    sum2 += u.rr[j]! ** 2;
  }
  const mean = sum / w;
  const variance = Math.max(0, sum2 / w - mean * mean);
  let dsq = 0;
  let nd = 0;
  let tp = 0;
  let nt = 0;
  let cov = 0;
  for (let j = from + 1; j < to; j++) {
    if (!u.contig[j]) continue;
    const a = u.rr[j - 1]!;
    const b = u.rr[j]!;
    dsq += (b - a) ** 2;
    cov += (a - mean) * (b - mean);
    nd++;
    if (j + 1 < to && u.contig[j + 1]) {
      const c = u.rr[j + 1]!;
      nt++;
      if ((b > a && b > c) || (b < a && b < c)) tp++;
    }
  }
  out[2] = nd ? Math.sqrt(dsq / nd) / mean : NaN;
  out[3] = shannon(u.rr, from, to);
  out[4] = nt ? tp / nt : NaN;
  out[5] = nd && variance > 0 ? cov / nd / variance : 1;
  out[6] = Math.sqrt(variance) / mean;
  out[7] = Math.log(60 / mean);
  out[8] = w / (u.at[to - 1]! - u.at[from]! + 1);
  out[9] = medianOf(u.d3, from, to);
  out[10] = lagCorr(u, from, to, 2, mean, variance);
  out[11] = lagCorr(u, from, to, 3, mean, variance);
}

/** Autocorrelation of RR at `lag` over pairs of consecutive beats (1 when RR is constant). */
function lagCorr(
  u: UsableRr,
  from: number,
  to: number,
  lag: number,
  mean: number,
  v: number,
): number {
  let cov = 0;
  let n = 0;
  for (let j = from + lag; j < to; j++) {
    if (u.at[j]! - u.at[j - lag]! !== lag) continue;
    cov += (u.rr[j]! - mean) * (u.rr[j - lag]! - mean);
    n++;
  }
  return n && v > 0 ? cov / n / v : 1;
}

/** Shannon entropy of a 16-bin histogram of RR over its range, normalised to 0-1 (Dash 2009). */
function shannon(rr: Float64Array, from: number, to: number): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (let j = from; j < to; j++) {
    lo = Math.min(lo, rr[j]!);
    hi = Math.max(hi, rr[j]!);
  }
  const w = (hi - lo) / BINS;
  if (!(w > 0)) return 0;
  const hist = HIST.fill(0);
  for (let j = from; j < to; j++) hist[Math.min(BINS - 1, Math.floor((rr[j]! - lo) / w))]!++;
  let h = 0;
  const n = to - from;
  for (const c of hist) if (c) h -= (c / n) * Math.log(c / n);
  return h / Math.log(BINS);
}
