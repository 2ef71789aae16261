import { CLASS_V } from './beat-classes.ts';
import { FEATURE_NAMES, N_FEATURES } from './ml-features.ts';

/**
 * V calls on a conducted (supraventricular) shape. A ventricular ectopic beat activates the
 * ventricles outside the conduction system, so its QRS is wide and its shape differs from the
 * conducted beat's (Surawicz et al. 2009, AHA/ACCF/HRS recommendations for the standardization
 * and interpretation of the ECG, part III: intraventricular conduction; Goldberger's Clinical
 * Electrocardiography, ventricular premature beats). A beat whose recording-wide morphology
 * cluster (classify/record-templates.ts: the mean of all beats sharing its shape, >= 5 beats)
 * has the dominant cluster's shape (mean correlation >= `clusterCorr`) and no wider QRS (mean
 * excess <= `widthExcessMs`) is a conducted beat that drifted, in amplitude or by noise, out of
 * the dominant cluster: atrial premature beats at fast rates and conducted beats in AF or
 * flutter (SVDB 852, 892, 894, MIT-BIH 203), which the trees call V from timing and a
 * single beat's shape.
 * The learned model cannot learn this from the record-template features alone: held out by
 * record it still calls them V (README, model card). Thresholds chosen by nested
 * cross-validation by record (bench/conducted-shape-cv.ts).
 */
export interface ConductedRule {
  clusterCorr: number;
  widthExcessMs: number;
}

const CLUSTER_CORR = FEATURE_NAMES.indexOf('clusterCorr');
const CLUSTER_WIDTH = FEATURE_NAMES.indexOf('clusterWidthExcess');

/** True when the V call of the feature row at `row` of x is on a conducted shape by `rule`. */
export function conductedLike(x: ArrayLike<number>, row: number, rule: ConductedRule): boolean {
  const o = row * N_FEATURES;
  // NaN (a cluster of under 5 beats, no mean template) compares false: the rule stays silent
  return x[o + CLUSTER_CORR]! >= rule.clusterCorr && x[o + CLUSTER_WIDTH]! <= rule.widthExcessMs;
}

/**
 * Gives the V calls whose beat `conducted(k)` says has a conducted shape the class `alt(k)`
 * (the model's most likely class other than V and F), in place.
 */
export function markConducted(
  classes: Uint8Array,
  conducted: (k: number) => boolean,
  alt: (k: number) => number,
): void {
  for (let k = 0; k < classes.length; k++)
    if (classes[k] === CLASS_V && conducted(k)) classes[k] = alt(k);
}
