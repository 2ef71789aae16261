import { classifyBeats, type BeatFeatures } from '../classify/beat-classes.ts';
import type { BeatShapes } from '../classify/beat-shape.ts';
import { learnedClasses } from '../classify/learned.ts';
import { detectAf, type AfEpisode } from './af-petrenas2015.ts';

/**
 * Beat classes and AF: a first classification (the rules of classify/beat-classes.ts) serves
 * AF detection only; the final one is the learned classifier's (classify/learned.ts), with
 * the first pass as one of its features, and knows where AF is (an S call there is N).
 */
export function classesAndAf(
  exact: Float64Array,
  rrValid: Uint8Array,
  features: BeatFeatures,
  fs: number,
  analysableS: number,
  shapes: BeatShapes,
): { classes: Uint8Array; afRaw: AfEpisode[]; inAf: Uint8Array; prob: Float32Array } {
  const firstPass = classifyBeats({ exact, rrValid, features });
  const afRaw = detectAf(exact, firstPass, rrValid, fs, analysableS, shapes.atrial);
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
