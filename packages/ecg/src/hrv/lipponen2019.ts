import { rollingStat } from './sorted-window.ts';

/**
 * RR-series artefact detection and correction after Lipponen & Tarvainen
 * (2019), "A robust algorithm for heart rate variability time series
 * artefact correction using novel beat classification", J Med Eng Technol
 * 43(3):173-181 (the method behind Kubios' "automatic correction").
 * Constants are the paper's: alpha = 5.2 (threshold in quartile deviations),
 * 91-beat threshold window, 11-beat median, c1 = 0.13, c2 = 0.17.
 */
export const LT_ALPHA = 5.2;
export const LT_WINDOW = 91;
export const LT_MEDIAN_WINDOW = 11;
export const LT_C1 = 0.13;
export const LT_C2 = 0.17;

/** Beat classes; values are stable (stored in a Uint8Array). */
export const BEAT_NORMAL = 0;
export const BEAT_ECTOPIC = 1;
export const BEAT_MISSED = 2;
export const BEAT_EXTRA = 3;
export const BEAT_LONG_SHORT = 4;

export interface RrCorrection {
  /** Corrected ("NN") intervals in ms, same length and alignment as the input. */
  nn: Float64Array;
  /** Class of each interval (BEAT_*). */
  classes: Uint8Array;
  ectopic: number;
  missed: number;
  extra: number;
  longShort: number;
  /** Intervals changed in total. */
  corrected: number;
}

/**
 * alpha x quartile deviation (Q3 - Q1) / 2 over the window, on the signed
 * series: for Gaussian data QD = 0.6745 SD, so alpha = 5.2 puts the threshold
 * at 3.5 SD, the operating point the paper gives for its alpha. (On |x| the
 * same alpha would sit at 2.1 SD and flag ~3 % of normal sinus beats.)
 */
function rollingThreshold(x: Float64Array, win: number): Float64Array {
  return rollingStat(x, win, (w) => (LT_ALPHA * (w.quantile(0.75) - w.quantile(0.25))) / 2);
}

function rollingMedian(x: Float64Array, win: number): Float64Array {
  return rollingStat(x, win, (w) => w.quantile(0.5));
}

/**
 * Classify and correct a contiguous RR series (ms). Corrections keep the
 * series aligned with the beats: a missed beat's long interval is replaced by
 * half its value, an extra beat's two intervals by their sum on the second
 * (the first becomes NaN: that beat no longer exists), ectopic and
 * long/short intervals by the local 11-beat median (Kubios replaces them by
 * interpolation; the median is the same idea, robust to neighbouring ectopy).
 */
export function correctRr(rr: Float64Array): RrCorrection {
  const n = rr.length;
  const nn = Float64Array.from(rr);
  const classes = new Uint8Array(n);
  const res: RrCorrection = {
    nn,
    classes,
    ectopic: 0,
    missed: 0,
    extra: 0,
    longShort: 0,
    corrected: 0,
  };
  // rr-build.ts bridges invalid gaps, so a NaN means no valid interval at all: nothing to classify
  if (n < 4 || hasNaN(rr)) return res;
  const drr = new Float64Array(n);
  for (let i = 1; i < n; i++) drr[i] = rr[i]! - rr[i - 1]!;
  drr[0] = drr[1]!; // the paper pads the first difference
  const th1 = rollingThreshold(drr, Math.min(LT_WINDOW, n));
  const med = rollingMedian(rr, Math.min(LT_MEDIAN_WINDOW, n));
  const mrr = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const d = rr[i]! - med[i]!;
    mrr[i] = d < 0 ? 2 * d : d; // negative deviations doubled, as in the paper
  }
  const th2 = rollingThreshold(mrr, Math.min(LT_WINDOW, n));
  const nd = new Float64Array(n);
  const nm = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    nd[i] = th1[i]! > 0 ? drr[i]! / th1[i]! : 0;
    nm[i] = th2[i]! > 0 ? mrr[i]! / th2[i]! : 0;
  }
  for (let i = 0; i < n; i++) {
    const d = nd[i]!;
    if (Math.abs(d) <= 1 && Math.abs(nm[i]!) <= 3) continue;
    const prev = i > 0 ? nd[i - 1]! : 0;
    const next = i + 1 < n ? nd[i + 1]! : 0;
    const next2 = i + 2 < n ? nd[i + 2]! : 0;
    const s12 = d > 0 ? Math.max(prev, next) : Math.min(prev, next);
    const s22 = d >= 0 ? Math.min(next, next2) : Math.max(next, next2);
    // Ectopic (paper eq. 6 and fig. 3): a large difference whose neighbours both go the other way,
    // the signature of the short-long pair around a premature beat. It is flagged on the interval
    // after the premature beat (the compensatory one); the short interval before it is caught as
    // "short" by the median rule below.
    if ((d > 1 && s12 < -LT_C1 * d - LT_C2) || (d < -1 && s12 > -LT_C1 * d + LT_C2)) {
      classes[i] = BEAT_ECTOPIC;
      res.ectopic++;
      continue;
    }
    const longShort = Math.abs(nm[i]!) > 3 || (d < -1 && s22 > 1) || (d > 1 && s22 < -1);
    if (!longShort) continue;
    if (Math.abs(rr[i]! / 2 - med[i]!) < th2[i]!) {
      classes[i] = BEAT_MISSED;
      res.missed++;
    } else if (i + 1 < n && Math.abs(rr[i]! + rr[i + 1]! - med[i]!) < th2[i]!) {
      classes[i] = BEAT_EXTRA;
      res.extra++;
    } else {
      classes[i] = BEAT_LONG_SHORT;
      res.longShort++;
    }
  }
  for (let i = 0; i < n; i++) {
    const c = classes[i]!;
    if (c === BEAT_NORMAL) continue;
    if (c === BEAT_MISSED) nn[i] = rr[i]! / 2;
    else if (c === BEAT_EXTRA && i + 1 < n) {
      // the extra beat is removed: its two intervals become one (NaN marks the dropped one)
      nn[i] = NaN;
      nn[i + 1] = rr[i]! + rr[i + 1]!;
      if (classes[i + 1] !== BEAT_NORMAL) {
        uncount(res, classes[i + 1]!);
        classes[i + 1] = BEAT_NORMAL;
      }
      i++;
    } else nn[i] = med[i]!;
    res.corrected++;
  }
  return res;
}

function hasNaN(x: Float64Array): boolean {
  for (let i = 0; i < x.length; i++) if (Number.isNaN(x[i]!)) return true;
  return false;
}

/** One interval's class no longer counts (it was merged into an extra beat's interval). */
function uncount(res: RrCorrection, k: number): void {
  if (k === BEAT_ECTOPIC) res.ectopic--;
  else if (k === BEAT_MISSED) res.missed--;
  else if (k === BEAT_EXTRA) res.extra--;
  else if (k === BEAT_LONG_SHORT) res.longShort--;
}
