/**
 * Gradient-boosted regression trees for binary log-loss (Friedman 2001, Ann Stat 29:1189):
 * depth-limited trees on quantile-binned features, shrinkage, weighted rows. Used by
 * bench/train-windows.ts only; the engine evaluates the fitted trees (src/quality/window-model.ts).
 */
import type { BoostedTrees, TreeNode } from '../src/quality/window-model.ts';

export interface Rows {
  x: number[][];
  y: number[];
  w: number[];
}

const ROUNDS = 120;
const DEPTH = 3;
const SHRINK = 0.15;
const BINS = 32;
/** Smallest summed hessian weight in a leaf (relative to the total): no leaf for a handful of windows. */
const MIN_LEAF = 0.002;
/** L2 on leaf values (XGBoost's lambda, Chen & Guestrin 2016), relative to the total hessian. */
const LAMBDA = 0.001;

export function fitTrees(d: Rows): BoostedTrees {
  const n = d.y.length;
  const nf = d.x[0]!.length;
  const edges: number[][] = [];
  for (let f = 0; f < nf; f++) {
    const v = d.x.map((r) => r[f]!).sort((a, b) => a - b);
    const e: number[] = [];
    for (let b = 1; b < BINS; b++) {
      const q = v[Math.floor((b * (n - 1)) / BINS)]!;
      if (e.length === 0 || q > e[e.length - 1]!) e.push(q);
    }
    edges.push(e);
  }
  const bin = d.x.map((r) => r.map((v, f) => binOf(edges[f]!, v)));
  const wsum = d.w.reduce((a, b) => a + b, 0);
  const pos = d.y.reduce((a, y, i) => a + y * d.w[i]!, 0);
  const base = Math.log(pos / (wsum - pos));
  const F = new Float64Array(n).fill(base);
  const trees: TreeNode[][] = [];
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  for (let t = 0; t < ROUNDS; t++) {
    let htot = 0;
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-F[i]!));
      g[i] = d.w[i]! * (d.y[i]! - p);
      h[i] = d.w[i]! * p * (1 - p);
      htot += h[i]!;
    }
    const nodes: TreeNode[] = [];
    const idx = Array.from({ length: n }, (_, i) => i);
    grow(nodes, idx, 0, { bin, edges, g, h, minLeaf: MIN_LEAF * htot, lambda: LAMBDA * htot });
    trees.push(nodes);
    for (let i = 0; i < n; i++) F[i]! += evalTree(nodes, d.x[i]!);
  }
  return { base, trees };
}

function binOf(e: number[], v: number): number {
  let lo = 0;
  let hi = e.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (v > e[m]!) lo = m + 1;
    else hi = m;
  }
  return lo;
}

interface Ctx {
  bin: number[][];
  edges: number[][];
  g: Float64Array;
  h: Float64Array;
  minLeaf: number;
  lambda: number;
}

function grow(nodes: TreeNode[], idx: number[], depth: number, c: Ctx): number {
  const id = nodes.length;
  let G = 0;
  let H = 0;
  for (const i of idx) {
    G += c.g[i]!;
    H += c.h[i]!;
  }
  nodes.push({ v: +((SHRINK * G) / (H + c.lambda)).toPrecision(5) });
  if (depth >= DEPTH) return id;
  let best = { gain: 1e-12, f: -1, b: -1 };
  const parent = (G * G) / (H + c.lambda);
  for (let f = 0; f < c.edges.length; f++) {
    const nb = c.edges[f]!.length + 1;
    const gb = new Float64Array(nb);
    const hb = new Float64Array(nb);
    for (const i of idx) {
      const b = c.bin[i]![f]!;
      gb[b]! += c.g[i]!;
      hb[b]! += c.h[i]!;
    }
    let gl = 0;
    let hl = 0;
    for (let b = 0; b < nb - 1; b++) {
      gl += gb[b]!;
      hl += hb[b]!;
      const hr = H - hl;
      if (hl < c.minLeaf || hr < c.minLeaf) continue;
      const gr = G - gl;
      const gain = (gl * gl) / (hl + c.lambda) + (gr * gr) / (hr + c.lambda) - parent;
      if (gain > best.gain) best = { gain, f, b };
    }
  }
  if (best.f < 0) return id;
  const left = idx.filter((i) => c.bin[i]![best.f]! <= best.b);
  const right = idx.filter((i) => c.bin[i]![best.f]! > best.b);
  const node = nodes[id]!;
  node.f = best.f;
  node.t = c.edges[best.f]![best.b]!;
  node.l = grow(nodes, left, depth + 1, c);
  node.r = grow(nodes, right, depth + 1, c);
  return id;
}

export function evalTree(nodes: readonly TreeNode[], x: readonly number[]): number {
  let k = 0;
  for (;;) {
    const n = nodes[k]!;
    if (n.f === undefined) return n.v ?? 0;
    k = x[n.f]! <= n.t! ? n.l! : n.r!;
  }
}
