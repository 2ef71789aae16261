import { CLASS_N, CLASS_Q, CLASS_S, CLASS_V, MIN_MATCH_SHARE, MIN_V_SIZE } from './beat-classes.ts';
import type { BeatFeatures } from './beat-classes.ts';
import type { BeatShapes } from './beat-shape.ts';
import { packModel, predict, type PackedModel } from './gbdt.ts';
import { mlFeatures, N_FEATURES, obviouslyNormal } from './ml-features.ts';
import model from './beat-model.json' with { type: 'json' };

/**
 * Final beat classes from the learned classifier (beat-model.json; its model card is in the
 * package README): N, S, V or F per beat from inter-patient features (ml-features.ts), then
 *  - Q where the rule engine found the complex unrecognisable in noise (fewer than half the
 *    complexes around it match a template: no shape evidence either way);
 *  - Q for a V call on a complex the rules called Q that is under MIN_V_SIZE of the normal
 *    beat's size: a ventricular beat is seldom smaller than the conducted one, a one-off
 *    artefact in noise is (beat-classes.ts MIN_V_SIZE; the model never saw noise-stress data);
 *  - N for an S call inside AF: AAMI EC57 labels conducted AF beats N, and timing there says
 *    nothing about an atrial focus.
 */
let packed: PackedModel | undefined;
/** The model's classes N S V F are AAMI class indices 0-3 as they are. */
const loaded = (): PackedModel => (packed ??= packModel(model));

export interface LearnedInput {
  exact: ArrayLike<number>;
  rrValid: ArrayLike<number>;
  fs: number;
  features: BeatFeatures;
  shapes: BeatShapes;
  /**
   * Rule classes without AF knowledge (the first pass): only their noise Q calls are kept. Not
   * a model feature: the rules were fitted on DS1, so on DS1 rows they would leak the labels.
   */
  ruleClass: Uint8Array;
  inAf: Uint8Array;
}

/** Score margin given an obviously normal beat's N class (probability 1 - e^-10 against 0 for the others). */
const SURE = 10;

/** Classes, and the probability of each beat's class (softmax of the scores; 0.5 for Q). */
export function learnedClasses(i: LearnedInput): { classes: Uint8Array; prob: Float32Array } {
  const all = mlFeatures(i);
  const m = loaded();
  const n = all.length / N_FEATURES;
  // only the beats that are not obviously normal go through the trees
  const rows: number[] = [];
  for (let k = 0; k < n; k++) if (!obviouslyNormal(all, k)) rows.push(k);
  const x = new Float32Array(rows.length * N_FEATURES);
  rows.forEach((k, j) => x.set(all.subarray(k * N_FEATURES, (k + 1) * N_FEATURES), j * N_FEATURES));
  const some = predict(m, x);
  const cls = new Uint8Array(n);
  const scores = new Float64Array(n * m.k);
  for (let k = 0; k < n; k++) scores[k * m.k] = SURE; // obviously normal: N, probability ~1
  rows.forEach((k, j) => {
    cls[k] = some.cls[j]!;
    scores.set(some.scores.subarray(j * m.k, (j + 1) * m.k), k * m.k);
  });
  const classes = finalClasses(cls, i.ruleClass, i.features, i.inAf);
  const prob = new Float32Array(classes.length);
  for (let r = 0; r < classes.length; r++) {
    const c = classes[r]!;
    if (c >= m.k) {
      prob[r] = 0.5;
      continue;
    }
    let sum = 0;
    for (let j = 0; j < m.k; j++) sum += Math.exp(scores[r * m.k + j]! - scores[r * m.k + c]!);
    prob[r] = 1 / sum;
  }
  return { classes, prob };
}

/** The rules applied after the model (see learnedClasses); shared with the trainer's CV. */
export function finalClasses(
  modelClass: Uint8Array,
  ruleClass: ArrayLike<number>,
  f: { matchShare: ArrayLike<number>; ampRatio: ArrayLike<number> },
  inAf: ArrayLike<number>,
): Uint8Array {
  return Uint8Array.from(modelClass, (c, k) => {
    if (ruleClass[k] !== CLASS_Q) return c === CLASS_S && inAf[k] ? CLASS_N : c;
    if (f.matchShare[k]! < MIN_MATCH_SHARE) return CLASS_Q;
    if (c === CLASS_V && f.ampRatio[k]! < MIN_V_SIZE) return CLASS_Q;
    return c === CLASS_S && inAf[k] ? CLASS_N : c;
  });
}
