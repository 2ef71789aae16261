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

export function probability(m: BoostedTrees, x: readonly number[]): number {
  let s = m.base;
  for (const nodes of m.trees) {
    let k = 0;
    for (;;) {
      const n = nodes[k]!;
      if (n.f === undefined) break;
      k = x[n.f]! <= n.t! ? n.l! : n.r!;
    }
    s += nodes[k]!.v ?? 0;
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
