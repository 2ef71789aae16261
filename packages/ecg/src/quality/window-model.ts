import model from './window-model.json' with { type: 'json' };
import { featureVector } from './window-features.ts';
import type { WindowTable } from './window-table.ts';

/**
 * Two boosted-tree models over the window features (window-features.ts), trained by
 * bench/train-windows.ts from ../shared/data/ecg with records left out (model card:
 * packages/ecg/README.md, "Signal quality and VF"):
 *  - `vf`: the window is ventricular fibrillation or flutter (Creighton `[`...`]` episodes,
 *    MIT-BIH 207's flutter);
 *  - `bad`: the QRS detector's beats in the window cannot be trusted (more than 15 % of them
 *    missed or extra against the reference; every window of noise without ECG).
 * `bad` never splits on `rate` or `rrCv` (trained with them blanked): irregular or fast rhythm
 * is not noise, and a model that learnt otherwise threw away ectopy-rich clean ECG.
 * The thresholds were chosen by cross-validation (README).
 */
export interface TreeNode {
  /** Leaf value (log-odds increment); absent on split nodes. */
  v?: number;
  /** Split: feature index, threshold (go left when x[f] <= t), children. */
  f?: number;
  t?: number;
  l?: number;
  r?: number;
}

export interface BoostedTrees {
  base: number;
  trees: TreeNode[][];
}

export interface Classifier extends BoostedTrees {
  threshold: number;
}

export interface WindowModel {
  features: readonly string[];
  vf: Classifier;
  bad: Classifier;
  /** `bad` probability above which findings (V beats, VT, pauses) are flagged uncertain. */
  uncertain: number;
  /**
   * Sustained doubt (issue 19): a window whose P(bad), averaged over the minute around it
   * (sustainedMean), reaches this is untrustworthy too, below `bad.threshold`. Absent: off.
   */
  sustained?: number;
}

/**
 * Windows either side in the sustained-doubt mean: 7 (15 windows every 4 s, about a minute, the
 * span the mean-HR rule asks of a rate; fixed before fitting, not tuned). Noise alone held out
 * whole sits at P(bad) 0.8-0.87 for minutes, just under the threshold (nst `em`, issue 19);
 * ECG that is doubted in a window or two is not doubted for a minute.
 */
export const SUSTAINED_HALF = 7;

/** Mean of p over the SUSTAINED_HALF windows either side (fewer at the ends). */
export function sustainedMean(p: ArrayLike<number>, half = SUSTAINED_HALF): Float64Array {
  const out = new Float64Array(p.length);
  let s = 0;
  let lo = 0;
  let hi = 0;
  for (let k = 0; k < p.length; k++) {
    while (hi < p.length && hi <= k + half) s += p[hi++]!;
    while (lo < k - half) s -= p[lo++]!;
    out[k] = s / (hi - lo);
  }
  return out;
}

export const WINDOW_MODEL: WindowModel = model;

/**
 * A model's nodes in flat typed arrays, children as absolute indices: the walk reads numbers
 * instead of JSON node objects of several shapes (window, beat and V gate calls were ~0.5 s of
 * the 72 h CLI profile, 26 November 2026). A leaf points to itself on both sides (feature 0),
 * so every walk takes the model's longest path in steps and stays on a leaf it reaches sooner.
 * Same comparisons, same sum order. Packed once per model object: models are not changed after
 * training (bench/gbdt.ts returns them whole).
 */
interface PackedTrees {
  roots: Int32Array;
  /** The longest path of any tree: every walk takes this many steps. */
  maxDepth: number;
  feat: Int32Array;
  thr: Float64Array;
  left: Int32Array;
  right: Int32Array;
  value: Float64Array;
}

const packedCache = new WeakMap<BoostedTrees, PackedTrees>();

/** Splits on the longest path from node j of a tree (0 at a leaf). */
function depthOf(nodes: readonly TreeNode[], j: number): number {
  const n = nodes[j]!;
  if (n.f === undefined) return 0;
  return 1 + Math.max(depthOf(nodes, n.l ?? 0), depthOf(nodes, n.r ?? 0));
}

function packTrees(m: BoostedTrees): PackedTrees {
  const total = m.trees.reduce((a, nodes) => a + nodes.length, 0);
  const p: PackedTrees = {
    roots: new Int32Array(m.trees.length),
    maxDepth: Math.max(0, ...m.trees.map((nodes) => depthOf(nodes, 0))),
    feat: new Int32Array(total),
    thr: new Float64Array(total),
    left: new Int32Array(total),
    right: new Int32Array(total),
    value: new Float64Array(total),
  };
  let at = 0;
  m.trees.forEach((nodes, i) => {
    p.roots[i] = at;
    nodes.forEach((n, j) => {
      const leaf = n.f === undefined;
      p.feat[at + j] = n.f ?? 0;
      // an absent threshold compares false (x <= undefined), as NaN does
      p.thr[at + j] = n.t ?? NaN;
      p.left[at + j] = at + (leaf ? j : (n.l ?? 0));
      p.right[at + j] = at + (leaf ? j : (n.r ?? 0));
      p.value[at + j] = n.v ?? 0;
    });
    at += nodes.length;
  });
  return p;
}

function packed(m: BoostedTrees): PackedTrees {
  let p = packedCache.get(m);
  if (!p) {
    p = packTrees(m);
    packedCache.set(m, p);
  }
  return p;
}

/**
 * One step down from node k: left when x[feat] <= thr (false for NaN on either side, so a leaf,
 * whose threshold is NaN, stays), as a select, not a branch.
 */
const step = (p: PackedTrees, x: readonly number[], k: number): number => {
  const r = p.right[k]!;
  return r + (p.left[k]! - r) * +(x[p.feat[k]!]! <= p.thr[k]!);
};

export function probability(m: BoostedTrees, x: readonly number[]): number {
  const p = packed(m);
  const { roots, maxDepth, value } = p;
  const n = roots.length;
  let s = m.base;
  // Eight trees at a time, each step a select: a window's path through a tree is as good as
  // random to the branch predictor, and eight independent walks overlap their loads (the
  // window calls on the 72 h bench's 64,798 windows: 300 ms one tree at a time with a branch,
  // 185 ms four at a time, 142 ms eight; one level of all 120 trees at a time through a
  // scratch array, 260-380 ms; 29 November 2026, Intel Xeon). Leaves added in tree order.
  let i = 0;
  for (; i + 7 < n; i += 8) {
    let k0 = roots[i]!;
    let k1 = roots[i + 1]!;
    let k2 = roots[i + 2]!;
    let k3 = roots[i + 3]!;
    let k4 = roots[i + 4]!;
    let k5 = roots[i + 5]!;
    let k6 = roots[i + 6]!;
    let k7 = roots[i + 7]!;
    for (let j = 0; j < maxDepth; j++) {
      k0 = step(p, x, k0);
      k1 = step(p, x, k1);
      k2 = step(p, x, k2);
      k3 = step(p, x, k3);
      k4 = step(p, x, k4);
      k5 = step(p, x, k5);
      k6 = step(p, x, k6);
      k7 = step(p, x, k7);
    }
    s += value[k0]!;
    s += value[k1]!;
    s += value[k2]!;
    s += value[k3]!;
    s += value[k4]!;
    s += value[k5]!;
    s += value[k6]!;
    s += value[k7]!;
  }
  for (; i < n; i++) {
    let k = roots[i]!;
    for (let j = 0; j < maxDepth; j++) k = step(p, x, k);
    s += value[k]!;
  }
  return 1 / (1 + Math.exp(-s));
}

export interface WindowCalls {
  /** Per window: P(VF), P(bad), averaged with the neighbouring windows. */
  pVf: Float64Array;
  pBad: Float64Array;
}

/** Both probabilities per window, smoothed over three windows (8 s every 4 s: 16 s). */
export function callWindows(windows: WindowTable, m: WindowModel = WINDOW_MODEL): WindowCalls {
  const n = windows.length;
  const vf = new Float64Array(n);
  const bad = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const x = featureVector(windows.at(k));
    vf[k] = probability(m.vf, x);
    bad[k] = probability(m.bad, x);
  }
  return { pVf: smooth3(vf), pBad: smooth3(bad) };
}

function smooth3(p: Float64Array): Float64Array {
  const out = new Float64Array(p.length);
  for (let k = 0; k < p.length; k++) {
    const a = p[Math.max(0, k - 1)]!;
    const c = p[Math.min(p.length - 1, k + 1)]!;
    out[k] = (a + p[k]! + c) / 3;
  }
  return out;
}

export interface Stretch {
  start: number;
  end: number;
  /** Mean probability over the stretch's windows. */
  p: number;
}

/** Merged runs of windows whose probability passes `threshold`. */
export function stretches(windows: WindowTable, p: Float64Array, threshold: number): Stretch[] {
  const out: Stretch[] = [];
  let sum = 0;
  let cnt = 0;
  for (let k = 0; k < windows.length; k++) {
    if (p[k]! < threshold) continue;
    const w = windows.at(k);
    const last = out[out.length - 1];
    if (last && w.start <= last.end) {
      last.end = Math.max(last.end, w.end);
      sum += p[k]!;
      cnt++;
      last.p = sum / cnt;
    } else {
      out.push({ start: w.start, end: w.end, p: p[k]! });
      sum = p[k]!;
      cnt = 1;
    }
  }
  return out;
}
