import {
  CLASS_F,
  CLASS_N,
  CLASS_Q,
  CLASS_S,
  CLASS_V,
  MIN_MATCH_SHARE,
  MIN_V_SIZE,
} from './beat-classes.ts';
import type { BeatFeatures } from './beat-classes.ts';
import type { BeatShapes } from './beat-shape.ts';
import { packModel, predict, type PackedModel } from './gbdt.ts';
import { conductedLike, markConducted, type ConductedRule } from './conducted-shape.ts';
import { fusionLike, markFusion, type FusionRule } from './fusion.ts';
import { markAlternatingV } from './alternating-v.ts';
import { featureContext, featureRows, N_FEATURES, shapeCorr } from './ml-features.ts';
import { markWideRuns, type WideRunRule } from './wide-run.ts';
import { markSvRuns, type SvRunParams } from './sv-runs.ts';
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
 *    nothing about an atrial focus;
 *  - F for a V call that comes on time after a sinus P wave with a near-sinus QRS (fusion.ts,
 *    FUSION);
 *  - N or S (the model's likelier of the two; N in AF) for a V call whose recording-wide shape
 *    cluster has the dominant beat's shape and width (conducted-shape.ts, CONDUCTED);
 *  - V for a beat the model gave another class but a V probability of at least VT_BRIDGE_PV
 *    that completes a run of 3 V beats with its neighbours (bridgeVRuns);
 *  - V for a beat between two confident V beats that alternates with them in a fast run
 *    without a P wave and with a rare shape of its own (alternating-v.ts, ALTERNATING_V);
 *  - V for >= 3 consecutive wide complexes of one rare non-sinus shape without a P wave, outside
 *    AF (wide-run.ts, WIDE_RUN): slow idioventricular and VT runs the model reads by their timing;
 *  - S for an N beat in a run of fast beats that started abruptly (sv-runs.ts, SV_RUN): an
 *    atrial tachycardia that lasts becomes the "sinus" the model's timing features compare with.
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

/** Probability given an obviously normal beat's N class. */
const SURE = 0.999;
/** Beats classified per block: a 72 h recording's feature matrix is never held at once. */
const BLOCK = 8192;

/** Classes, and the probability of each beat's class (softmax of the scores; 0.5 for Q). */
export function learnedClasses(i: LearnedInput): { classes: Uint8Array; prob: Float32Array } {
  const m = loaded();
  const ctx = featureContext(i);
  const n = ctx.n;
  const cls = new Uint8Array(n);
  // probability of the model's class; obviously normal beats (no row) are N
  const prob = new Float32Array(n).fill(SURE);
  // probability of V (obviously normal beats: 0)
  const pv = new Float32Array(n);
  // 1: the beat's features make a V call of it a fusion (fusion.ts)
  const fusion = new Uint8Array(n);
  // 1: a V call on a conducted shape (conducted-shape.ts); alt: its class and probability then
  const conducted = new Uint8Array(n);
  const alt = new Uint8Array(n);
  const altProb = new Float32Array(n);
  const buf = { x: new Float32Array(BLOCK * N_FEATURES), rows: new Int32Array(BLOCK) };
  const res = { cls: new Uint8Array(BLOCK), scores: new Float64Array(BLOCK * m.k) };
  for (let from = 0; from < n; from += BLOCK) {
    // only the beats that are not obviously normal get a feature row and go through the trees
    const { x, rows } = featureRows(ctx, from, Math.min(n, from + BLOCK), true, buf);
    const some = predict(m, x, res);
    rows.forEach((k, j) => {
      const c = some.cls[j]!;
      cls[k] = c;
      prob[k] = softmaxAt(some.scores, j * m.k, m.k, c);
      pv[k] = softmaxAt(some.scores, j * m.k, m.k, CLASS_V);
      if (c === CLASS_V && fusionLike(x, j, FUSION)) fusion[k] = 1;
      if (c === CLASS_V && conductedLike(x, j, CONDUCTED)) {
        conducted[k] = 1;
        alt[k] = conductedClass(some.scores, j * m.k, m.bias, i.inAf[k] === 1);
        altProb[k] = softmaxAt(some.scores, j * m.k, m.k, alt[k]);
      }
    });
  }
  const classes = finalClasses(cls, i.ruleClass, i.features, i.inAf);
  markFusion(classes, (k) => fusion[k] === 1);
  // a fusion call has no model probability
  for (let k = 0; k < n; k++) if (fusion[k] && classes[k] === CLASS_F) prob[k] = 0.5;
  const v = classes.slice();
  markConducted(
    classes,
    (k) => conducted[k] === 1,
    (k) => alt[k]!,
  );
  for (let k = 0; k < n; k++) if (classes[k] !== v[k]) prob[k] = altProb[k]!;
  bridgeVRuns(classes, pv, prob);
  const f = i.features;
  markAlternatingV(classes, prob, {
    dominant: (k) => f.cluster[k] === f.dominant,
    clusterShare: (k) => f.clusterSize[f.cluster[k]!]! / n,
    atrialCorr: ctx.atDom,
    rr: ctx.rr,
    recMed: ctx.recMed,
    inAf: i.inAf,
  });
  markWideRuns(
    classes,
    prob,
    {
      dominant: (k) => f.cluster[k] === f.dominant,
      clusterShare: (k) => f.clusterSize[f.cluster[k]!]! / n,
      atrialCorr: ctx.atDom,
      widthExcessMs: Float32Array.from(f.widthMs, (w, k) => w - f.domWidthMs[k]!),
      prevShapeCorr: (k) => shapeCorr(i.shapes.shapes, k, k - 1),
      rrValid: i.rrValid,
      inAf: i.inAf,
      matchShare: f.matchShare,
    },
    WIDE_RUN,
  );
  const before = classes.slice();
  markSvRuns(classes, ctx.rr, i.inAf, SV_RUN);
  // Q has no class probability; an S from the run rule has none from the model either
  for (let k = 0; k < n; k++) if (classes[k] === CLASS_Q || classes[k] !== before[k]) prob[k] = 0.5;
  return { classes, prob };
}

/**
 * The supraventricular-run rule's thresholds (sv-runs.ts): a run starts when 3 intervals in a
 * row are at most 0.75 of the baseline median (and 0.6 s) and goes on while they stay at most
 * 0.85 of it. Chosen on all development records' out-of-fold classes of the shipped model's
 * settings (train.ts --depth=4 --rounds=25 --lr=0.25, with the record-template features);
 * nested cross-validation by record (bench/sv-runs-cv.ts, 26 Nov 2026) chose a rule in every
 * fold (drop 0.75-0.8, keep 0.8-0.85, 3-4 beats) and gives held-out SVEB Se / +P SVDB
 * 50.2 / 60.7 -> 79.5 / 70.6 %, MIT-BIH DS1 70.7 / 76.8 -> 81.0 / 78.7 %. (0.7 with the
 * model before the record-template features.)
 */
export const SV_RUN: SvRunParams = { drop: 0.75, keep: 0.85, minBeats: 3 };

/**
 * The wide-complex run rule's thresholds (wide-run.ts): cluster < 2 % of the beats, atrial r < 0.3,
 * QRS >= 20 ms wider than the dominant beat's, consecutive shape r >= 0.7. Chosen on all
 * development records' out-of-fold classes with the VT rules (bench/vt-runs-cv.ts, 27 Nov 2026);
 * nested cross-validation by record chose a rule in every fold (4 of 5 this one; the fold holding
 * SVDB 811 the stricter 30 ms / 0.8) and gives DS1 runs found 26 -> 27 of 35, false VT 7 -> 7.
 */
export const WIDE_RUN: WideRunRule = {
  maxClusterShare: 0.02,
  maxAtrialCorr: 0.3,
  minWidthExcessMs: 20,
  minShapeCorr: 0.7,
};

/**
 * The fusion rule's thresholds (fusion.ts): P-wave segment r >= atrial, pre-RR >= onTime of the
 * local mean, QRS r with the dominant beat >= shape. Chosen by nested cross-validation by record
 * (bench/fusion-cv.ts); see the package README.
 */
export const FUSION: FusionRule = { atrial: 0.3, onTime: 0.8, prePost: 0.9, shape: 0.6 };

/**
 * The conducted-shape rule's thresholds (conducted-shape.ts): the beat's shape cluster's mean
 * correlates >= 0.9 with the dominant cluster's mean and is at most 15 ms wider. Chosen by
 * nested cross-validation by record after the fusion rule (bench/conducted-shape-cv.ts, 27 Nov
 * 2026: every fold chose r 0.9, width 10-15 ms; all records 0.9 / 15); held out, EC57 VEB Se /
 * +P MIT-BIH DS1 92.2 / 90.3 -> 92.2 / 92.5 %, SVDB 88.6 / 89.3 -> 88.4 / 91.2 %.
 */
export const CONDUCTED: ConductedRule = { clusterCorr: 0.9, widthExcessMs: 15 };

/**
 * The class a V call on a conducted shape gets: the likelier of N and S by the model's scores
 * and offsets (N inside AF, where AAMI EC57 labels conducted beats N, as finalClasses).
 */
export function conductedClass(
  scores: ArrayLike<number>,
  at: number,
  bias: ArrayLike<number>,
  inAf: boolean,
): number {
  const s = scores[at + CLASS_S]! + bias[CLASS_S]!;
  return !inAf && s > scores[at + CLASS_N]! + bias[CLASS_N]! ? CLASS_S : CLASS_N;
}

/** Softmax probability of class c from the k scores starting at `at`. */
function softmaxAt(scores: Float64Array, at: number, k: number, c: number): number {
  let sum = 0;
  for (let q = 0; q < k; q++) sum += Math.exp(scores[at + q]! - scores[at + c]!);
  return 1 / sum;
}

/**
 * Least V probability at which a beat the model gave another class joins the V beats around it
 * into a run of 3 (V ? V, V V ?, ? V V). In a ventricular run one complex often changes shape
 * (fusion with a sinus beat, a capture) and the model's V probability dips there, which broke
 * the run into a couplet and a single beat. 0.2 was chosen with the VT acceptance rule
 * (rhythm/episodes.ts VT_RULE) by record-grouped cross-validation on the development records
 * (bench/vt-runs-cv.ts, 26 November, on the out-of-fold classes of the shipped model's settings
 * with the record-template features, `npm run bench:classes`; all 5 folds chose it; 0.3 before
 * those features).
 */
export const VT_BRIDGE_PV = 0.2;

/**
 * Turns into V (in place) every beat that is not V or Q, has a V probability >= minPv and
 * completes a run of 3 with V beats of the model's (the neighbours' classes before any bridging,
 * so runs do not grow beat by beat); its probability becomes its V probability.
 */
export function bridgeVRuns(
  classes: Uint8Array,
  pv: ArrayLike<number>,
  prob: Float32Array,
  minPv = VT_BRIDGE_PV,
): void {
  const n = classes.length;
  const isV = (k: number): boolean => k >= 0 && k < n && classes[k] === CLASS_V;
  const bridged: number[] = [];
  for (let k = 0; k < n; k++) {
    if (classes[k] === CLASS_V || classes[k] === CLASS_Q || pv[k]! < minPv) continue;
    if ((isV(k - 1) && isV(k + 1)) || (isV(k - 2) && isV(k - 1)) || (isV(k + 1) && isV(k + 2)))
      bridged.push(k);
  }
  for (const k of bridged) {
    classes[k] = CLASS_V;
    prob[k] = pv[k]!;
  }
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
