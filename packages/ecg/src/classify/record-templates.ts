import { SHAPE_POINTS, SHAPE_SCALE } from './beat-shape.ts';
import type { BeatFeatures } from './beat-classes.ts';

/**
 * The recording's own beat templates, for features that compare a beat's morphology with the
 * whole recording rather than with its neighbours (Mar et al. 2011, IEEE TBME 58:2168; Llamedo
 * & Martinez 2011: morphology against the patient's own templates generalises across patients):
 * each sizeable cluster's mean shape (beat-classes.ts clusters, r >= 0.9), its correlation with
 * the dominant cluster's mean, and its members' mean QRS width excess. A cluster is one
 * morphology, and its mean is steadier than one noisy beat.
 */

/**
 * Clusters of at least this many beats get a mean template: smaller ones are noise or one-offs
 * (beat-classes.ts RARE_CLUSTER calls clusters of <= 3 rare shapes). Set, not fitted; the
 * features were kept by cross-validation by record (train/train.ts, 5 seeds, 26 Nov 2026).
 */
const MIN_TEMPLATE = 5;

export interface RecordTemplates {
  /** Per cluster: correlation of its mean with the dominant mean (NaN: too small). */
  clusterCorr: Float32Array;
  /** Per cluster: mean (width - running dominant width) of its members, ms (NaN: too small). */
  clusterWidthExcess: Float32Array;
}

function normalise(t: Float32Array): Float32Array {
  let ss = 0;
  for (const v of t) ss += v * v;
  const norm = Math.sqrt(ss) || 1;
  return t.map((v) => v / norm);
}

function dotT(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let p = 0; p < SHAPE_POINTS; p++) s += a[p]! * b[p]!;
  return s;
}

/** Mean shapes of the clusters with at least MIN_TEMPLATE members (slot per cluster, -1 none). */
function clusterMeans(f: BeatFeatures, z: Int16Array): { slot: Int32Array; means: Float32Array[] } {
  const slot = Int32Array.from(f.clusterSize, () => -1);
  const means: Float32Array[] = [];
  f.clusterSize.forEach((size, c) => {
    if (size >= MIN_TEMPLATE) slot[c] = means.push(new Float32Array(SHAPE_POINTS)) - 1;
  });
  for (let k = 0; k < f.cluster.length; k++) {
    const s = slot[f.cluster[k]!]!;
    if (s < 0) continue;
    const m = means[s]!;
    for (let p = 0; p < SHAPE_POINTS; p++) m[p]! += z[k * SHAPE_POINTS + p]! / SHAPE_SCALE;
  }
  return { slot, means: means.map(normalise) };
}

export function recordTemplates(f: BeatFeatures, z: Int16Array): RecordTemplates {
  const { slot, means } = clusterMeans(f, z);
  const nc = f.clusterSize.length;
  const clusterCorr = new Float32Array(nc).fill(NaN);
  const clusterWidthExcess = new Float32Array(nc).fill(NaN);
  const domSlot = slot[f.dominant] ?? -1;
  if (domSlot < 0) return { clusterCorr, clusterWidthExcess };
  const excess = new Float64Array(nc);
  for (let k = 0; k < f.cluster.length; k++)
    excess[f.cluster[k]!]! += f.widthMs[k]! - f.domWidthMs[k]!;
  for (let c = 0; c < nc; c++) {
    if (slot[c]! < 0) continue;
    clusterCorr[c] = dotT(means[slot[c]!]!, means[domSlot]!);
    clusterWidthExcess[c] = excess[c]! / f.clusterSize[c]!;
  }
  return { clusterCorr, clusterWidthExcess };
}
