/**
 * Features of one analysis window (8 s, every 4 s) for the window classifiers of
 * window-model.ts: is it ventricular fibrillation/flutter, and can its beats be trusted?
 *
 * Signal features, on the 1-30 Hz band-passed signal (quality/signal-quality.ts):
 *  - `leak`: the "VF filter" leakage of Kuo & Dillman (1978), as evaluated by Amann, Tratnig &
 *    Unterkofler (2005, IEEE TBME 52:1665): a notch at the signal's own mean frequency cancels
 *    a sinusoid-like VF signal (leakage near 0) but not a train of narrow QRS complexes;
 *  - `meanHz`: that mean frequency, rate / (2 N) with N = pi sum|x| / sum|dx| (same paper);
 *  - `kurt`: kurtosis - QRS spikes make clean ECG leptokurtic, noise and VF are not (kSQI of
 *    Li, Mark & Clifford 2008, Physiol Meas 29:15);
 *  - `tcsc`: share of samples above 20 % of the window's largest magnitude, the threshold
 *    crossing sample count of Arafat, Chowdhury & Hasan (2011, Med Biol Eng Comput 49:1103);
 *  - `logAmp`: log10 of the standard deviation (mV): fine VF and asystole are small, artefact
 *    large;
 *  - `acPeriod`: autocorrelation at one mean period (2 N samples): VF and flutter
 *    repeat cycle after cycle; electrode motion and muscle noise do not (the periodicity that
 *    phase-space methods measure, Amann, Tratnig & Unterkofler 2007, Biomed Eng Online 6:28);
 *  - `pkCv`: coefficient of variation of the slope at the second detector's peaks: VF waves and a
 *    QRS train are even, artefact is not;
 *  - `lowShare`: share of the window's 1-30 Hz power below 3 Hz (electrode motion and baseline
 *    artefact are low-frequency; a QRS train has power up to 20-30 Hz).
 * Beat features, from the QRS detector's beats in the window:
 *  - `rate`: beats per minute; `rrCv`: coefficient of variation of their RR intervals;
 *  - `agree`: share of detector beats that a second, independent peak finder (peaks of the
 *    band-passed signal's slope energy) also finds within 150 ms - the bSQI of Li, Mark &
 *    Clifford (2008), two detectors agreeing on clean ECG and disagreeing in noise.
 * Noise floor features, from the quarter-second mean |slope| (QualityMonitor.slopes): the
 * quietest quarter of each second lies between QRS complexes, so its slope is the noise the
 * ECG carries there (the baseline-segment noise measure of noise stress testing); `logFloor`
 * and `floorRatio` (to the recording's median) - independent of the rhythm, unlike `rate` and
 * `rrCv`, which the untrustworthy-beats model therefore does not use (window-model.ts).
 * Morphology (issue 19): `beatCorr`, the median correlation of the second detector's complexes
 * (+/-100 ms) with their sample-wise median complex - the beat-template correlation SQI of
 * Orphanidou et al. (2015, IEEE J Biomed Health Inform 19:832): beats repeat their shape
 * whatever the rhythm (AF is irregular, not shapeless); electrode-motion noise, which the other
 * features took for ECG (nst `em` alone was 62 % analysable), does not.
 */
export interface WindowFeatures {
  /** First sample (inclusive) and last (exclusive), at the recording's rate. */
  readonly start: number;
  readonly end: number;
  leak: number;
  meanHz: number;
  kurt: number;
  tcsc: number;
  logAmp: number;
  lowShare: number;
  acPeriod: number;
  pkCv: number;
  rate: number;
  rrCv: number;
  agree: number;
  /** log10 of the window's noise floor (median over its seconds of the quietest quarter second's mean |slope|, mV/sample). */
  logFloor: number;
  /** That floor over the recording's median floor: added noise raises it, rhythm does not. */
  floorRatio: number;
  /**
   * Morphological consistency: median correlation of each second-detector complex with the
   * window's median complex. ECG beats repeat their shape; electrode-motion bursts do not.
   */
  beatCorr: number;
  /** Second-detector peaks (samples at the recording's rate) found in the window. */
  readonly peaks: Int32Array;
}

/** The features the models read, in model order. */
export const FEATURE_NAMES = [
  'leak',
  'meanHz',
  'kurt',
  'tcsc',
  'logAmp',
  'lowShare',
  'acPeriod',
  'pkCv',
  'rate',
  'rrCv',
  'agree',
  'logFloor',
  'floorRatio',
  'beatCorr',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Arafat et al. (2011): 20 % of the maximum. */
const TCSC_LEVEL = 0.2;
/** 3 Hz: above respiration-driven wander and electrode motion's bulk, below QRS energy. */
const LOW_HZ = 3;
/** Second detector: refractory 250 ms (a rate up to 240 bpm), peaks above 30 % of the window's largest. */
const PEAK_REFRACTORY_S = 0.25;
const PEAK_LEVEL = 0.3;
/** Complex compared in `beatCorr`: +/-100 ms around the slope peak (a QRS lasts 60-120 ms). */
const CORR_HALF_S = 0.1;
/** Beat agreement window: 150 ms (ANSI/AAMI EC57's beat matching window). */
export const AGREE_S = 0.15;

/** Scratch for the slope energy (one window), reused: no allocation per window. */
let scratch = new Float32Array(0);

/**
 * Signal features of a window `r` of the band-passed signal at `rate` Hz. Three passes over
 * the window (moments, slope and low-band power; leakage, period correlation and threshold
 * count; slope peaks): the features run on every window of a 72 h recording.
 */
export function signalFeatures(
  r: Float32Array,
  rate: number,
): Omit<
  WindowFeatures,
  'start' | 'end' | 'rate' | 'rrCv' | 'agree' | 'peaks' | 'logFloor' | 'floorRatio'
> & {
  peakIdx: number[];
} {
  const L = r.length;
  if (scratch.length < L) scratch = new Float32Array(L);
  const e = scratch;
  const w = Math.max(1, Math.min(L - 1, Math.round(rate / LOW_HZ)));
  let a = Math.abs(r[0]!);
  let d = 0;
  let s2 = r[0]! * r[0]!;
  let s4 = s2 * s2;
  let mx = a;
  let top = 0;
  let acc = r[0]!;
  let low = 0;
  e[0] = 0;
  for (let k = 1; k < L; k++) {
    const v = r[k]!;
    const dv = v - r[k - 1]!;
    const v2 = v * v;
    a += Math.abs(v);
    d += Math.abs(dv);
    s2 += v2;
    s4 += v2 * v2;
    mx = Math.max(mx, Math.abs(v));
    e[k] = dv * dv;
    top = Math.max(top, dv * dv);
    if (k >= w) {
      const m = acc / w;
      low += m * m;
      acc -= r[k - w]!;
    }
    acc += v;
  }
  const N = d > 0 ? Math.max(1, Math.min(L - 1, Math.floor((Math.PI * a) / d + 0.5))) : 1;
  const P = Math.min(L - 1, 2 * N);
  let num = 0;
  let den = 0;
  let c = 0;
  let above = 0;
  const level = TCSC_LEVEL * mx;
  for (let k = 0; k < L; k++) {
    const v = r[k]!;
    if (k >= N) {
      const u = r[k - N]!;
      num += Math.abs(v + u);
      den += Math.abs(v) + Math.abs(u);
    }
    if (k >= P) c += v * r[k - P]!;
    above += Math.abs(v) > level ? 1 : 0;
  }
  const m2 = s2 / L;
  const peakIdx = slopePeaks(e, L, PEAK_LEVEL * top, Math.round(PEAK_REFRACTORY_S * rate));
  return {
    leak: den > 0 ? num / den : 1,
    meanHz: rate / (2 * N),
    kurt: m2 > 0 ? s4 / L / (m2 * m2) : 0,
    tcsc: above / L,
    logAmp: Math.log10(Math.sqrt(m2) + 1e-4),
    lowShare: m2 > 0 ? Math.min(1, low / (L - w) / m2) : 1,
    acPeriod: s2 > 0 ? ((c / (L - P)) * L) / s2 : 0,
    pkCv: heightCv(e, peakIdx),
    beatCorr: beatCorr(r, peakIdx, Math.max(2, Math.round(CORR_HALF_S * rate))),
    peakIdx,
  };
}

/** Scratch for beatCorr (template, one column, the correlations): no allocation per window. */
let tplBuf = new Float64Array(0);
let colBuf = new Float64Array(0);
let corrBuf = new Float64Array(0);

/** Median of a[0 .. n), sorting that part in place (insertion sort: n is at most ~32 peaks). */
function medianOf(a: Float64Array, n: number): number {
  for (let k = 1; k < n; k++) {
    const v = a[k]!;
    let j = k - 1;
    while (j >= 0 && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
  return a[n >> 1]!;
}

/**
 * Median Pearson correlation of the complexes r[k - half .. k + half] at `peaks` (ascending)
 * with their sample-wise median complex; 0 when fewer than 3 complexes fit in the window.
 */
function beatCorr(r: Float32Array, peaks: readonly number[], half: number): number {
  let lo = 0;
  while (lo < peaks.length && peaks[lo]! < half) lo++;
  let hi = peaks.length;
  while (hi > lo && peaks[hi - 1]! + half >= r.length) hi--;
  const n = hi - lo;
  if (n < 3) return 0;
  const len = 2 * half + 1;
  if (tplBuf.length < len) tplBuf = new Float64Array(len);
  if (colBuf.length < n) {
    colBuf = new Float64Array(n);
    corrBuf = new Float64Array(n);
  }
  for (let j = 0; j < len; j++) {
    for (let i = 0; i < n; i++) colBuf[i] = r[peaks[lo + i]! - half + j]!;
    tplBuf[j] = medianOf(colBuf, n);
  }
  for (let i = 0; i < n; i++) corrBuf[i] = correlation(r, peaks[lo + i]! - half, tplBuf, len);
  return medianOf(corrBuf, n);
}

/** Pearson correlation of r[o .. o + n) with t[0 .. n) (0 when either is constant). */
function correlation(r: Float32Array, o: number, t: Float64Array, n: number): number {
  let sx = 0;
  let sy = 0;
  for (let j = 0; j < n; j++) {
    sx += r[o + j]!;
    sy += t[j]!;
  }
  const mx = sx / n;
  const my = sy / n;
  let xy = 0;
  let xx = 0;
  let yy = 0;
  for (let j = 0; j < n; j++) {
    const a = r[o + j]! - mx;
    const b = t[j]! - my;
    xy += a * b;
    xx += a * a;
    yy += b * b;
  }
  return xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
}

/** Coefficient of variation of the slope at the peaks, sqrt(e) (1 when fewer than 3). */
function heightCv(e: Float32Array, peaks: readonly number[]): number {
  if (peaks.length < 3) return 1;
  let s = 0;
  let ss = 0;
  for (const k of peaks) {
    const v = Math.sqrt(e[k]!);
    s += v;
    ss += v * v;
  }
  const m = s / peaks.length;
  return m > 0 ? Math.sqrt(Math.max(0, ss / peaks.length - m * m)) / m : 1;
}

/** Second beat detector: local maxima of the squared slope `e` above `level`, `refr` apart. */
function slopePeaks(e: Float32Array, L: number, level: number, refr: number): number[] {
  const out: number[] = [];
  let k = 1;
  while (k < L) {
    if (e[k]! < level) {
      k++;
      continue;
    }
    let best = k;
    const stop = Math.min(L, k + refr);
    for (let j = k; j < stop; j++) if (e[j]! > e[best]!) best = j;
    out.push(best);
    k = stop;
  }
  return out;
}

export function featureVector(w: WindowFeatures): number[] {
  return FEATURE_NAMES.map((k) => w[k]);
}
