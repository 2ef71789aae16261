/**
 * Irregular-rhythm (possible atrial fibrillation) detection on RR intervals
 * after Dash, Chon, Lu & Raeder (2009), "Automatic real time detection of
 * atrial fibrillation", Ann Biomed Eng 37:1701-1709: in 128-beat segments,
 * after dropping the 8 longest and 8 shortest intervals, AF is called when
 *   normalised RMSSD (RMSSD / mean RR) > 0.1,
 *   Shannon entropy of a 16-bin RR histogram (normalised to [0,1]) > 0.7,
 *   and the turning-point ratio lies within 0.54-0.77 (random-series band).
 * These are the paper's segment length and thresholds.
 */
export const DASH_SEGMENT = 128;
export const DASH_TRIM = 8;
export const DASH_NRMSSD = 0.1;
export const DASH_SHE = 0.7;
export const DASH_TPR = [0.54, 0.77] as const;
const BINS = 16;

export interface DashFeatures {
  nrmssd: number;
  shannon: number;
  tpr: number;
  af: boolean;
}

export function dashFeatures(rr: ArrayLike<number>, from: number, to: number): DashFeatures {
  const n = to - from;
  const sorted = new Float64Array(n);
  for (let i = 0; i < n; i++) sorted[i] = rr[from + i]!;
  sorted.sort();
  const trim = n > 4 * DASH_TRIM ? DASH_TRIM : 0;
  const lo = sorted[trim]!;
  const hi = sorted[n - 1 - trim]!;
  // RMSSD and mean over intervals inside the trimmed range
  let m = 0;
  let sum = 0;
  let sd = 0;
  let nd = 0;
  let prev = NaN;
  for (let i = from; i < to; i++) {
    const v = rr[i]!;
    if (v < lo || v > hi) {
      prev = NaN;
      continue;
    }
    m++;
    sum += v;
    if (!Number.isNaN(prev)) {
      sd += (v - prev) ** 2;
      nd++;
    }
    prev = v;
  }
  const mean = sum / Math.max(1, m);
  const nrmssd = nd > 0 ? Math.sqrt(sd / nd) / mean : 0;
  const hist = new Float64Array(BINS);
  const width = (hi - lo) / BINS;
  for (let i = from; i < to; i++) {
    const v = rr[i]!;
    if (v < lo || v > hi) continue;
    hist[width > 0 ? Math.min(BINS - 1, Math.floor((v - lo) / width)) : 0]! += 1;
  }
  let she = 0;
  for (const h of hist) {
    if (h === 0) continue;
    const p = h / m;
    she -= p * Math.log(p);
  }
  she /= Math.log(BINS);
  let tp = 0;
  for (let i = from + 1; i < to - 1; i++) {
    const a = rr[i - 1]!;
    const b = rr[i]!;
    const c = rr[i + 1]!;
    if ((b > a && b > c) || (b < a && b < c)) tp++;
  }
  const tpr = tp / Math.max(1, n - 2);
  return {
    nrmssd,
    shannon: she,
    tpr,
    af: nrmssd > DASH_NRMSSD && she > DASH_SHE && tpr >= DASH_TPR[0] && tpr <= DASH_TPR[1],
  };
}

export interface BeatRange {
  /** First and last beat index (inclusive) of the episode. */
  from: number;
  to: number;
}

/**
 * AF episodes over consecutive 128-interval segments of contiguous, valid
 * intervals; adjacent AF segments merge into one episode.
 */
export function detectIrregularRhythm(rr: Float64Array, valid: Uint8Array): BeatRange[] {
  const out: BeatRange[] = [];
  let i = 0;
  const n = rr.length;
  while (i < n) {
    while (i < n && !valid[i]) i++;
    let j = i;
    while (j < n && valid[j]) j++;
    for (let s = i; s + DASH_SEGMENT <= j; s += DASH_SEGMENT) {
      if (!dashFeatures(rr, s, s + DASH_SEGMENT).af) continue;
      const last = out[out.length - 1];
      // interval s ends at beat s; it starts at beat s-1
      if (last && last.to === s - 1) last.to = s + DASH_SEGMENT - 1;
      else out.push({ from: s - 1 < 0 ? 0 : s - 1, to: s + DASH_SEGMENT - 1 });
    }
    i = j;
  }
  return out;
}
