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

/** Quartile deviation (Q3 - Q1) / 2 of a small array (sorted copy). */
function quartileDeviation(v: Float64Array, scratch: Float64Array, n: number): number {
  const s = scratch.subarray(0, n);
  s.set(v.subarray(0, n));
  s.sort();
  const q = (p: number): number => {
    const x = p * (n - 1);
    const i = Math.floor(x);
    return s[i]! + (s[Math.min(n - 1, i + 1)]! - s[i]!) * (x - i);
  };
  return (q(0.75) - q(0.25)) / 2;
}

/** Rolling threshold alpha*QD(|x|) over a centred window, recomputed every `step` beats to keep 72 h fast. */
function rollingThreshold(absx: Float64Array, win: number, step = 8): Float64Array {
  const n = absx.length;
  const th = new Float64Array(n);
  const buf = new Float64Array(win);
  const scratch = new Float64Array(win);
  for (let c = 0; c < n; c += step) {
    const mid = Math.min(n - 1, c + (step >> 1));
    const lo = Math.max(0, Math.min(mid - (win >> 1), n - win));
    const hi = Math.min(n, lo + win);
    const m = hi - lo;
    buf.set(absx.subarray(lo, hi));
    const t = LT_ALPHA * quartileDeviation(buf, scratch, m);
    for (let k = c; k < Math.min(n, c + step); k++) th[k] = t;
  }
  return th;
}

function rollingMedian(x: Float64Array, win: number): Float64Array {
  const n = x.length;
  const out = new Float64Array(n);
  const w = new Float64Array(win);
  const h = win >> 1;
  for (let i = 0; i < n; i++) {
    const lo = Math.max(0, Math.min(i - h, n - win));
    const hi = Math.min(n, lo + win);
    const m = hi - lo;
    const s = w.subarray(0, m);
    s.set(x.subarray(lo, hi));
    s.sort();
    out[i] = m % 2 ? s[m >> 1]! : (s[m / 2 - 1]! + s[m / 2]!) / 2;
  }
  return out;
}

/**
 * Classify and correct a contiguous RR series (ms). Corrections keep the
 * series aligned with the beats: a missed beat's long interval is replaced by
 * half its value, an extra beat's short pair by their mean, ectopic and
 * long/short intervals by the local 11-beat median (Kubios replaces them by
 * interpolation; the median is the same idea, robust to neighbouring ectopy).
 */
export function correctRr(rr: Float64Array): RrCorrection {
  const n = rr.length;
  const nn = Float64Array.from(rr);
  const classes = new Uint8Array(n);
  const res: RrCorrection = { nn, classes, ectopic: 0, missed: 0, extra: 0, longShort: 0, corrected: 0 };
  if (n < 4) return res;
  const drr = new Float64Array(n);
  for (let i = 1; i < n; i++) drr[i] = rr[i]! - rr[i - 1]!;
  drr[0] = drr[1]!; // the paper pads the first difference
  const absd = drr.map(Math.abs);
  const th1 = rollingThreshold(absd, Math.min(LT_WINDOW, n));
  const med = rollingMedian(rr, Math.min(LT_MEDIAN_WINDOW, n));
  const mrr = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const d = rr[i]! - med[i]!;
    mrr[i] = d < 0 ? 2 * d : d; // negative deviations doubled, as in the paper
  }
  const th2 = rollingThreshold(mrr.map(Math.abs), Math.min(LT_WINDOW, n));
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
    const s12 = d > 0 ? Math.min(prev, next) : Math.max(prev, next);
    const s22 = d >= 0 ? Math.min(next, next2) : Math.max(next, next2);
    // Ectopic: a short-long (or long-short) pair of differences of opposite sign.
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
      const m = (rr[i]! + rr[i + 1]!) / 2;
      nn[i] = m;
      nn[i + 1] = m;
    } else nn[i] = med[i]!;
    res.corrected++;
  }
  return res;
}
