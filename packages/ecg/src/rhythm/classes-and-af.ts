import { classifyBeats, type BeatFeatures } from '../classify/beat-classes.ts';
import type { BeatShapes } from '../classify/beat-shape.ts';
import { learnedClasses } from '../classify/learned.ts';
import { detectAf, STRIP_MAX_S } from './af-petrenas2015.ts';
import { detectAfRr, stripAfRr } from './af-rr.ts';

/** An AF episode: first and last beat; `confidence` (0-1) where the detector gives one. */
export interface AfFound {
  from: number;
  to: number;
  confidence?: number;
}

/**
 * Beat classes and AF: a first classification serves AF detection only; the final one knows
 * where AF is (timing says nothing there, see ClassifyOptions.inAf). A recording longer than a
 * strip is read by the learned RR model (af-rr.ts, cross-validated by record on three
 * databases) with the atrial-activity veto; a 10-60 s strip is one decision (af-petrenas2015.ts).
 * The first classification is the rules of classify/beat-classes.ts; the final one is the
 * learned classifier's (classify/learned.ts), which knows where AF is (an S call there is N).
 */
export function classesAndAf(
  exact: Float64Array,
  rrValid: Uint8Array,
  features: BeatFeatures,
  fs: number,
  analysableS: number,
  shapes: BeatShapes,
): { classes: Uint8Array; afRaw: AfFound[]; inAf: Uint8Array; prob: Float32Array } {
  const firstPass = classifyBeats({ exact, rrValid, features });
  const afRaw = afForClasses(exact, firstPass, rrValid, fs, analysableS, shapes.atrial);
  const inAf = new Uint8Array(firstPass.length);
  for (const e of afRaw) inAf.fill(1, e.from, e.to + 1);
  const { classes, prob } = learnedClasses({
    exact,
    rrValid,
    fs,
    features,
    shapes,
    ruleClass: firstPass,
    inAf,
  });
  return { classes, afRaw, inAf, prob };
}

/**
 * The AF the final classification sees, from the first-pass classes: the learned RR model, or
 * for a strip the strip rule. Shared with train/dump-features.ts, so the classifier is trained
 * and cross-validated on the AF flag the engine gives it.
 */
export function afForClasses(
  exact: ArrayLike<number>,
  firstPass: Uint8Array,
  rrValid: ArrayLike<number>,
  fs: number,
  analysableS: number,
  atrial: Int8Array,
): AfFound[] {
  return analysableS < STRIP_MAX_S
    ? stripAf(exact, firstPass, rrValid, fs, analysableS, atrial)
    : detectAfRr(exact, firstPass, rrValid, fs, atrial);
}

/**
 * A 10-60 s strip: AF when the RR model says so over the whole strip (stripAfRr) or when the
 * strip rule of af-petrenas2015.ts does (irregular RR, or milder irregularity with no repeating
 * P wave); either way the whole strip.
 */
export function stripAf(
  exact: ArrayLike<number>,
  classes: Uint8Array,
  rrValid: ArrayLike<number>,
  fs: number,
  analysableS: number,
  atrial?: Int8Array,
  untrustS = false,
): AfFound[] {
  const byModel = stripAfRr(exact, classes, rrValid, fs, atrial, undefined, untrustS);
  return byModel.length ? byModel : detectAf(exact, classes, rrValid, fs, analysableS, atrial);
}
