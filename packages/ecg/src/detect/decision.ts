import { PEAK_NEIGHBOURHOOD_S, type QrsFeatures } from './features.ts';

/**
 * Adaptive-threshold decision rules of Pan & Tompkins (1985), with the
 * refinements Hamilton & Tompkins (1986) / Hamilton (2002, "Open source ECG
 * analysis", Computers in Cardiology 29:101-104) found to matter most:
 *  - 200 ms refractory period (physiological minimum between depolarisations);
 *  - signal/noise peak levels updated as exponential averages with weight 1/8;
 *  - threshold = noise + 0.25 (signal - noise), searchback threshold half that;
 *  - searchback for a missed beat when 1.66 x the mean of the last 8 RR passes;
 *  - T-wave rejection: within 360 ms of a QRS, a peak whose maximal slope is
 *    under half the previous QRS's is a T wave.
 * The state is a plain object so a block-wise streaming driver can hand it
 * from one block to the next.
 */
export const REFRACTORY_S = 0.2;
export const T_WAVE_WINDOW_S = 0.36;
export const SEARCHBACK_RR_FACTOR = 1.66;
export const THRESHOLD_FRACTION = 0.25;
export const LEVEL_WEIGHT = 0.125;
/** Longest PR interval considered when a P wave was taken for a QRS (first-degree block upper range, ~300 ms). */
export const SUPERSEDE_S = 0.3;
/**
 * How much larger the later peak must be to supersede (Hamilton 2002: any larger). Kept at 1 by
 * record-grouped cross-validation over 1 / 1.25 / 1.5 / 2 with the beat model refitted on each
 * variant's detections (bench/supersede-cv.ts, 29 November 2026: no run found on balance, V beat
 * Se down; README "Superseding, cross-validated").
 */
export const SUPERSEDE_RATIO = 1;
/** Pan & Tompkins use the last 8 RR intervals for their running average. */
const RR_HISTORY = 8;

export interface DecisionState {
  initialised: boolean;
  spk: number;
  npk: number;
  lastQrs: number;
  lastSlope: number;
  lastVal: number;
  /** RR pushed when the last QRS was accepted (to undo it if that QRS is superseded). */
  lastRrPushed: boolean;
  prevQrs: number;
  /** Position of the last threshold decay (see the missed-beat rule). */
  lastDecay: number;
  rr: number[];
  /** Candidate peaks (absolute index, MWI value, slope) rejected since the last QRS: searchback material. */
  pending: { pos: number; val: number; slope: number }[];
}

export function newDecisionState(): DecisionState {
  return {
    initialised: false,
    spk: 0,
    npk: 0,
    lastQrs: -Infinity,
    lastSlope: 0,
    lastVal: 0,
    lastRrPushed: false,
    prevQrs: -Infinity,
    lastDecay: -Infinity,
    rr: [],
    pending: [],
  };
}

export function cloneState(s: DecisionState): DecisionState {
  return { ...s, rr: s.rr.slice(), pending: s.pending.map((p) => ({ ...p })) };
}

export interface DecisionRun {
  /** Absolute QRS positions (MWI peak) accepted, in order. */
  qrs: number[];
  /** State just before the first candidate at or after `snapshotAt`. */
  snapshot: DecisionState | undefined;
}

/**
 * Run the decision over the block's candidates with absolute positions in
 * [from, to). `offset` is the absolute index of features[0].
 */
export function runDecision(
  f: QrsFeatures,
  offset: number,
  fs: number,
  from: number,
  to: number,
  snapshotAt: number,
  st: DecisionState,
): DecisionRun {
  const { mwi, slope } = f;
  const n = mwi.length;
  const refractory = Math.round(REFRACTORY_S * fs);
  const tWindow = Math.round(T_WAVE_WINDOW_S * fs);
  const halfQrs = Math.round(0.075 * fs);
  const qrs: number[] = [];
  let snapshot: DecisionState | undefined;
  const lo = Math.max(1, from - offset);
  const hi = Math.min(n - 1, to - offset);
  if (!st.initialised) {
    // Learning phase (Pan & Tompkins 1985): levels from the first 2 s of the integrated signal.
    let mx = 0;
    let sum = 0;
    const end = Math.min(hi, lo + Math.round(2 * fs));
    for (let i = lo; i < end; i++) {
      const r = Math.sqrt(mwi[i]!);
      mx = Math.max(mx, r);
      sum += r;
    }
    st.spk = mx / 3;
    st.npk = sum / Math.max(1, end - lo) / 2;
    st.initialised = true;
  }
  const maxSlope = (i: number): number => {
    let m = 0;
    for (let j = Math.max(0, i - halfQrs); j <= Math.min(n - 1, i + halfQrs); j++)
      m = Math.max(m, Math.abs(slope[j]!));
    return m;
  };
  const accept = (pos: number, val: number, sl: number, searchback: boolean): void => {
    st.lastRrPushed = false;
    if (Number.isFinite(st.lastQrs)) {
      st.rr.push(pos - st.lastQrs);
      if (st.rr.length > RR_HISTORY) st.rr.shift();
      st.lastRrPushed = true;
    }
    st.prevQrs = st.lastQrs;
    st.lastVal = val;
    // Searchback peaks weigh 1/4 (Pan & Tompkins), ordinary ones 1/8.
    const w = searchback ? 0.25 : LEVEL_WEIGHT;
    st.spk = w * val + (1 - w) * st.spk;
    st.lastQrs = pos;
    st.lastSlope = sl;
    st.pending = [];
    qrs.push(pos);
  };
  // T-wave rule of Pan & Tompkins (slope under half the last QRS's), extended to the integrated
  // amplitude: the T wave of a wide ectopic beat is often as steep as the beat itself but carries
  // far less QRS-band energy.
  const isTWave = (pos: number, v: number, sl: number): boolean =>
    pos - st.lastQrs < tWindow && (sl < 0.5 * st.lastSlope || v < 0.5 * st.lastVal);
  let snapDone = false;
  // Local maxima of the integrated slope (with one neighbourhood of context each side).
  const nb = Math.round(PEAK_NEIGHBOURHOOD_S * fs);
  const peaks = localMaxima(mwi, Math.max(1, lo - nb), Math.min(n - 1, hi + nb));
  const np = peaks.length;
  let first = 0;
  while (first < np && peaks[first]! < lo) first++;
  for (let k = first; k < np; k++) {
    const i = peaks[k]!;
    if (i >= hi) break;
    const e = mwi[i]!;
    // The integrated slope ripples on a QRS's rising edge: a peak must dominate its neighbourhood
    // (one MWI window each side), otherwise the level estimates track fractions of beats. The window
    // maximum is at a local maximum inside it or at one of its ends.
    if (!dominates(mwi, peaks, k, i, e, nb)) continue;
    const v = Math.sqrt(e); // RMS slope: levels and thresholds work on this amplitude scale
    const pos = i + offset;
    if (!snapDone && pos >= snapshotAt) {
      snapshot = cloneState(st);
      snapDone = true;
    }
    // Searchback: too long since the last QRS, take the best rejected candidate above half threshold.
    for (;;) {
      const thr = st.npk + THRESHOLD_FRACTION * (st.spk - st.npk);
      if (st.rr.length === 0) break;
      const mean = st.rr.reduce((a, b) => a + b, 0) / st.rr.length;
      if (pos - st.lastQrs <= SEARCHBACK_RR_FACTOR * mean) break;
      let best = -1;
      for (let k = 0; k < st.pending.length; k++) {
        const c = st.pending[k]!;
        // Hamilton (2002): searchback only considers peaks more than 360 ms after the last beat, where a T wave no longer is.
        if (c.pos - st.lastQrs < tWindow || c.val <= thr / 2) continue;
        if (best < 0 || c.val > st.pending[best]!.val) best = k;
      }
      if (best < 0) {
        // Nothing to recover: the signal level has dropped (lead moved, amplitude change). Halve the
        // signal level once per missed interval so detection resumes (as the 8-beat median of
        // Hamilton 2002 would adapt), instead of staying blind behind a stale level.
        const since = Math.max(st.lastQrs, st.lastDecay);
        if (pos - since > SEARCHBACK_RR_FACTOR * mean) {
          st.spk = Math.max(st.npk, 0.5 * st.spk);
          st.lastDecay = pos;
        }
        break;
      }
      const c = st.pending[best]!;
      const rest = st.pending.slice(best + 1);
      accept(c.pos, c.val, c.slope, true);
      st.pending = rest;
    }
    const thr = st.npk + THRESHOLD_FRACTION * (st.spk - st.npk);
    const sl = maxSlope(i);
    // Hamilton (2002) pre-blanking: a larger, steeper peak shortly after a detection means the
    // detection was a P wave (or the onset of a wide complex); the later peak supersedes it.
    if (
      pos - st.lastQrs < Math.round(SUPERSEDE_S * fs) &&
      v > SUPERSEDE_RATIO * st.lastVal &&
      sl > st.lastSlope &&
      v > thr
    ) {
      const prev = qrs[qrs.length - 1];
      if (prev === st.lastQrs) {
        qrs.pop();
        if (st.lastRrPushed) st.rr.pop();
        st.lastQrs = st.prevQrs;
        accept(pos, v, sl, false);
        continue;
      }
    }
    if (pos - st.lastQrs < refractory) continue;
    if (v > thr) {
      if (isTWave(pos, v, sl)) {
        st.npk = LEVEL_WEIGHT * v + (1 - LEVEL_WEIGHT) * st.npk;
        continue;
      }
      accept(pos, v, sl, false);
    } else {
      st.npk = LEVEL_WEIGHT * v + (1 - LEVEL_WEIGHT) * st.npk;
      st.pending.push({ pos, val: v, slope: sl });
      // Bound the searchback list: a long pause must not grow memory.
      if (st.pending.length > 256) st.pending.shift();
    }
  }
  if (!snapDone) snapshot = cloneState(st);
  return { qrs, snapshot };
}

let scratch = new Int32Array(4096);

/**
 * Indices of strict-left local maxima of x in [from, to), in a reused buffer (from >= 1, to <=
 * x.length - 1). Branch-free: each index is written and the count advances by the test's 0 or
 * 1. The integrated slope ripples (~17 local maxima a second on the 72 h bench), so a branch on
 * the test mispredicted; this form is 2-3x faster on 310 s of that bench's signal (27 November
 * 2026), with the same comparisons, so the same maxima. Each sample is read from the array, not
 * carried from the last step in variables: V8's sampling heap profiler put short-lived heap
 * numbers from the carried values here (V8's mid tier, Maglev, runs this loop until the top tier
 * takes over). Its 1.2 GB was the profiler's own effect on allocation; by --trace-gc the 72 h CLI
 * run made 1,273-1,315 young-generation collections with this form against 1,340-1,463 before
 * (3 runs each, 29 November 2026).
 */
function localMaxima(x: Float32Array, from: number, to: number): Int32Array {
  // strict-left maxima are never adjacent (x[i] >= x[i + 1] rules out i + 1), so at most half
  const cap = ((to - from) >> 1) + 1;
  if (scratch.length < cap) scratch = new Int32Array(cap);
  let m = 0;
  for (let i = from; i < to; i++) {
    const e = x[i]!;
    scratch[m] = i;
    m += +(e > x[i - 1]!) & +(e >= x[i + 1]!);
  }
  return scratch.subarray(0, m);
}

function dominates(
  x: Float32Array,
  peaks: Int32Array,
  k: number,
  i: number,
  e: number,
  nb: number,
): boolean {
  for (let j = k - 1; j >= 0 && i - peaks[j]! <= nb; j--) if (x[peaks[j]!]! >= e) return false;
  for (let j = k + 1; j < peaks.length && peaks[j]! - i <= nb; j++)
    if (x[peaks[j]!]! > e) return false;
  const a = i - nb;
  const b = i + nb;
  if (a >= 0 && x[a]! > e) return false;
  if (b < x.length && x[b]! > e) return false;
  return true;
}
