/**
 * Beat-shape frequency for bench/slow-shape.ts and bench/noise-holdout.ts (a stop tried on
 * 27 November, not shipped: README "Slow beat shapes: tried, not kept").
 */
import {
  SHAPE_POINTS,
  SHAPE_SCALE,
  SHAPE_STEP_S,
  type BeatShapes,
} from '../src/classify/beat-shape.ts';

/**
 * RMS frequency (Hz) of a shape sampled every SHAPE_STEP_S: for a zero-mean sequence of energy
 * `ss` the energy `e` of its first difference is 4 sin^2(pi f dt) averaged over its spectrum, so
 * f = asin(sqrt(e / ss) / 2) / (pi dt) is the frequency of the sinusoid with the same ratio.
 */
export const rmsHz = (e: number, ss: number): number =>
  Math.asin(Math.min(1, Math.sqrt(e / ss) / 2)) / (Math.PI * SHAPE_STEP_S);

/** Median RMS frequency of the beats' shapes (classify/beat-shape.ts: unit norm); NaN without beats. */
export function shapeFrequencyHz(shapes: BeatShapes): number {
  const n = shapes.count;
  if (n === 0) return NaN;
  const f = new Float64Array(n);
  const s = shapes.shapes;
  for (let k = 0; k < n; k++) {
    let e = 0;
    for (let i = k * SHAPE_POINTS + 1; i < (k + 1) * SHAPE_POINTS; i++)
      e += ((s[i]! - s[i - 1]!) / SHAPE_SCALE) ** 2;
    f[k] = rmsHz(e, 1);
  }
  f.sort();
  return f[n >> 1]!;
}
