import { classifyBeats, type BeatFeatures } from '../classify/beat-classes.ts';
import type { BeatShapes } from '../classify/beat-shape.ts';
import { detectAf, type AfEpisode } from './af-petrenas2015.ts';

/**
 * Beat classes and AF: a first classification serves AF detection only; the final one knows
 * where AF is (timing says nothing there, see ClassifyOptions.inAf).
 */
export function classesAndAf(
  exact: Float64Array,
  rrValid: Uint8Array,
  features: BeatFeatures,
  fs: number,
  analysableS: number,
  shapes: BeatShapes,
): { classes: Uint8Array; afRaw: AfEpisode[]; inAf: Uint8Array } {
  const firstPass = classifyBeats({ exact, rrValid, features });
  const afRaw = detectAf(exact, firstPass, rrValid, fs, analysableS, shapes.atrial);
  const inAf = new Uint8Array(firstPass.length);
  for (const e of afRaw) inAf.fill(1, e.from, e.to + 1);
  return { classes: classifyBeats({ exact, rrValid, features, inAf }), afRaw, inAf };
}
