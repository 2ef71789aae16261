import type { QrsFeatures } from './features.ts';

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
/** Pan & Tompkins use the last 8 RR intervals for their running average. */
const RR_HISTORY = 8;

export interface DecisionState {
  initialised: boolean;
  spk: number;
  npk: number;
  lastQrs: number;
  lastSlope: number;
  rr: number[];
  /** Candidate peaks (absolute index, MWI value, slope) rejected since the last QRS: searchback material. */
  pending: { pos: number; val: number; slope: number }[];
}

export function newDecisionState(): DecisionState {
  return { initialised: false, spk: 0, npk: 0, lastQrs: -Infinity, lastSlope: 0, rr: [], pending: [] };
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
  f: QrsFeatures, offset: number, fs: number, from: number, to: number, snapshotAt: number, st: DecisionState,
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
      mx = Math.max(mx, mwi[i]!);
      sum += mwi[i]!;
    }
    st.spk = mx / 3;
    st.npk = sum / Math.max(1, end - lo) / 2;
    st.initialised = true;
  }
  const maxSlope = (i: number): number => {
    let m = 0;
    for (let j = Math.max(0, i - halfQrs); j <= Math.min(n - 1, i + halfQrs); j++) m = Math.max(m, Math.abs(slope[j]!));
    return m;
  };
  const accept = (pos: number, val: number, sl: number, searchback: boolean): void => {
    if (Number.isFinite(st.lastQrs)) {
      st.rr.push(pos - st.lastQrs);
      if (st.rr.length > RR_HISTORY) st.rr.shift();
    }
    // Searchback peaks weigh 1/4 (Pan & Tompkins), ordinary ones 1/8.
    const w = searchback ? 0.25 : LEVEL_WEIGHT;
    st.spk = w * val + (1 - w) * st.spk;
    st.lastQrs = pos;
    st.lastSlope = sl;
    st.pending = [];
    qrs.push(pos);
  };
  let snapDone = false;
  for (let i = lo; i < hi; i++) {
    const v = mwi[i]!;
    if (!(v > mwi[i - 1]! && v >= mwi[i + 1]!)) continue;
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
        if (c.pos - st.lastQrs < refractory || c.val <= thr / 2) continue;
        if (best < 0 || c.val > st.pending[best]!.val) best = k;
      }
      if (best < 0) break;
      const c = st.pending[best]!;
      const rest = st.pending.slice(best + 1);
      accept(c.pos, c.val, c.slope, true);
      st.pending = rest;
    }
    if (pos - st.lastQrs < refractory) continue;
    const thr = st.npk + THRESHOLD_FRACTION * (st.spk - st.npk);
    const sl = maxSlope(i);
    if (v > thr) {
      if (pos - st.lastQrs < tWindow && sl < 0.5 * st.lastSlope) {
        st.npk = LEVEL_WEIGHT * v + (1 - LEVEL_WEIGHT) * st.npk;
        st.pending.push({ pos, val: v, slope: sl });
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
