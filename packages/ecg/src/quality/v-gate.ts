import { CLASS_Q, CLASS_V, type BeatFeatures } from '../classify/beat-classes.ts';
import type { WindowQuality } from './window-quality.ts';
import { FEATURE_NAMES } from './window-features.ts';
import { probability, type BoostedTrees } from './window-model.ts';
import model from './v-gate-model.json' with { type: 'json' };

/**
 * Per-beat quality of a V call: what a ventricular beat in poor signal looks like next to a
 * real one. The window quality model's P(bad) alone withheld too many real V beats in clean,
 * ectopy-rich windows (cross-validated, bench/noisy-v.ts: clean VEB Se 93.3 -> 83.5 % for
 * 6 dB +P 73.5 -> 82.1 %); the beat's own evidence tells the two apart better.
 */
export const V_GATE_FEATURES = [
  'pBad',
  'prob',
  'matchShare',
  'ampRatio',
  'logCluster',
  'corr',
  'extraWidthMs',
  'floorRatio',
  'agree',
  'kurt',
] as const;

const FLOOR_RATIO = FEATURE_NAMES.indexOf('floorRatio');
const AGREE = FEATURE_NAMES.indexOf('agree');
const KURT = FEATURE_NAMES.indexOf('kurt');

/** The gate's feature vector of beat k (V_GATE_FEATURES order). */
export function vGateRow(
  k: number,
  sample: number,
  f: BeatFeatures,
  prob: Float32Array,
  q: Pick<WindowQuality, 'windows' | 'pBad'>,
  firstWindow: number,
): number[] {
  const w = q.windows;
  let pBad = 0;
  let floorRatio = 0;
  let agree = 1;
  let kurt = Infinity;
  for (let j = firstWindow; j < w.length && w.starts[j]! <= sample; j++) {
    if (w.ends[j]! <= sample) continue;
    pBad = Math.max(pBad, q.pBad[j]!);
    floorRatio = Math.max(floorRatio, w.cols[FLOOR_RATIO]![j]!);
    agree = Math.min(agree, w.cols[AGREE]![j]!);
    kurt = Math.min(kurt, w.cols[KURT]![j]!);
  }
  return [
    pBad,
    prob[k]!,
    f.matchShare[k]!,
    f.ampRatio[k]!,
    Math.log2(f.clusterSize[f.cluster[k]!] ?? 1),
    f.corr[k]!,
    f.widthMs[k]! - f.domWidthMs[k]!,
    floorRatio,
    agree,
    Number.isFinite(kurt) ? kurt : 0,
  ];
}

/** The first window that may cover `sample` at or after index `from` (windows sorted, equal length). */
export function advanceWindow(
  q: Pick<WindowQuality, 'windows'>,
  from: number,
  sample: number,
): number {
  let w = from;
  while (w < q.windows.length && q.windows.ends[w]! <= sample) w++;
  return w;
}

/** The fitted gate: P(the V call is a real ventricular beat) and the threshold below which it is withheld. */
export interface VGateModel extends BoostedTrees {
  features: readonly string[];
  threshold: number;
}

export const V_GATE_MODEL: VGateModel = model;

/**
 * V calls the gate doubts (P(real) < the model's threshold) become Q (unclassifiable): a wide,
 * odd complex in poor signal is more often artefact than a ventricular beat, and a V beat is a
 * finding the report counts. Cross-validated on DS1 with electrode-motion noise
 * (bench/noisy-v.ts, README "Signal quality and VF").
 */
export function gateNoisyV(
  classes: Uint8Array,
  samples: ArrayLike<number>,
  f: BeatFeatures,
  prob: Float32Array,
  q: Pick<WindowQuality, 'windows' | 'pBad'>,
  m: VGateModel = V_GATE_MODEL,
): void {
  let w = 0;
  for (let k = 0; k < classes.length; k++) {
    if (classes[k] !== CLASS_V) continue;
    const s = samples[k]!;
    w = advanceWindow(q, w, s);
    if (probability(m, vGateRow(k, s, f, prob, q, w)) < m.threshold) classes[k] = CLASS_Q;
  }
}
