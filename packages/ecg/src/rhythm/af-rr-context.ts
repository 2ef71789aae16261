/**
 * The AF model's second look at a window: its context in the recording. AF in the patients
 * the model serves lasts hours, so a weakly irregular window inside a long AF stretch is
 * almost always AF, and one inside a long sinus stretch is not. Optional parts of the model
 * (af-rr-model.json, card af-rr-model.md), each chosen or rejected by nested cross-validation
 * by record (bench/af-context.ts); without them the model reads as it did before (one
 * moving mean over +-smooth centres, one threshold).
 */

/**
 * A stacked logistic stage over the first stage's window probability averaged at several
 * scales (Wolpert 1992 stacked generalisation; fitted on out-of-fold first-stage probabilities).
 */
export interface AfRrContext {
  /** Half-widths, in window centres, of the moving means of the first-stage probability. */
  scales: number[];
  /** Intercept first, then one weight per scale, on the logit of each moving mean. */
  weights: number[];
}

/** Probabilities are clipped this far from 0 and 1 before the logit (a vetoed window is 0). */
const CLIP = 1e-4;

const logit = (p: number): number => {
  const q = Math.min(1 - CLIP, Math.max(CLIP, p));
  return Math.log(q / (1 - q));
};

/** Mean of v over [i - k, i + k] (clipped to the ends), for every i. */
export function movingMean(v: ArrayLike<number>, k: number): Float64Array {
  const out = new Float64Array(v.length);
  let s = 0;
  let lo = 0;
  let hi = -1;
  for (let i = 0; i < v.length; i++) {
    while (hi < Math.min(v.length - 1, i + k)) s += v[++hi]!;
    while (lo < i - k) s -= v[lo++]!;
    out[i] = s / (hi - lo + 1);
  }
  return out;
}

/** The logit of the moving mean at each scale, per window centre (the stacked stage's inputs). */
export function contextInputs(raw: ArrayLike<number>, scales: number[]): Float64Array[] {
  return scales.map((k) => movingMean(raw, k).map(logit));
}

/** The stacked stage's probability per window centre. */
export function contextProbability(raw: ArrayLike<number>, c: AfRrContext): Float64Array {
  const x = contextInputs(raw, c.scales);
  const out = new Float64Array(raw.length);
  for (let i = 0; i < out.length; i++) {
    let z = c.weights[0]!;
    for (let s = 0; s < x.length; s++) z += c.weights[s + 1]! * x[s]![i]!;
    out[i] = 1 / (1 + Math.exp(-z));
  }
  return out;
}

/**
 * AF state per usable interval with hysteresis: AF starts where p exceeds `enter` and goes on
 * while p stays above `stay` (stay = enter: a plain threshold). A NaN (no window) ends it.
 */
export function afState(p: Float64Array, enter: number, stay = enter): Uint8Array {
  const s = new Uint8Array(p.length);
  let on = false;
  for (let j = 0; j < p.length; j++) {
    on = p[j]! > (on ? Math.min(stay, enter) : enter);
    s[j] = on ? 1 : 0;
  }
  return s;
}
