import { CLASS_F, CLASS_V } from './beat-classes.ts';
import { FEATURE_NAMES, N_FEATURES } from './ml-features.ts';

/**
 * Fusion beats called V. A fusion beat is a sinus beat and a ventricular one activating the
 * ventricles together: it comes on time (the sinus impulse conducts), after the sinus P wave,
 * and its QRS lies between the dominant beat's and the ventricular one (AAMI EC57 class F;
 * Goldberger's Clinical Electrocardiography, fusion beats; de Chazal et al. 2004, IEEE TBME
 * 51:1196, on why inter-patient classifiers call them V). A V call is turned into F when
 *  - it is outside AF (there the timing and the P wave say nothing),
 *  - its P-wave segment correlates with the running sinus one at least `atrial`,
 *  - its pre-RR is at least `onTime` of the local mean RR (not premature),
 *  - its pre-RR is at least `prePost` of its post-RR (no compensatory pause: a sinus impulse
 *    conducted, so the next beat comes at the sinus interval), and
 *  - its QRS correlates with the dominant beat's at least `shape` (intermediate: a ventricular
 *    ectopic's shape is far from the sinus one).
 * The learned model cannot learn this from the development records held out by record: 371 of
 * the 413 DS1 fusion beats are in record 208, so the fold without 208 trains on 42.
 * The thresholds are chosen by nested cross-validation by record (bench/fusion-cv.ts).
 */
export interface FusionRule {
  atrial: number;
  onTime: number;
  prePost: number;
  shape: number;
}

const PRE_LOCAL = FEATURE_NAMES.indexOf('preLocal');
const PRE_POST = FEATURE_NAMES.indexOf('prePost');
const CORR = FEATURE_NAMES.indexOf('corr');
const ATRIAL = FEATURE_NAMES.indexOf('atrialCorr');
const IN_AF = FEATURE_NAMES.indexOf('inAf');

/** True when the V call of the feature row at `row` of x is a fusion by `rule`. */
export function fusionLike(x: ArrayLike<number>, row: number, rule: FusionRule): boolean {
  const o = row * N_FEATURES;
  return (
    x[o + IN_AF] !== 1 &&
    x[o + ATRIAL]! >= rule.atrial &&
    x[o + PRE_LOCAL]! >= rule.onTime &&
    x[o + PRE_POST]! >= rule.prePost &&
    x[o + CORR]! >= rule.shape
  );
}

/** Turns into F, in place, the V calls whose beat `fusion(k)` says is fusion-like. */
export function markFusion(classes: Uint8Array, fusion: (k: number) => boolean): void {
  for (let k = 0; k < classes.length; k++)
    if (classes[k] === CLASS_V && fusion(k)) classes[k] = CLASS_F;
}
