/**
 * Inference of a gradient-boosted tree ensemble (Friedman 2001, Ann Stat 29:1189; multiclass
 * softmax with Newton leaf values as in XGBoost, Chen & Guestrin 2016), the form the beat
 * classifier is committed in (beat-model.json, trained by train/train.ts). Pure TypeScript.
 *
 * Each tree is complete to `depth`: internal node i has children 2i+1 (x <= t) and 2i+2
 * (x > t, or x missing: NaN compares false); a node with feature -1 does not split and sends
 * every beat left. The 2^depth leaves follow the internal nodes.
 */
export interface GbdtTree {
  /** Class whose score the tree adds to. */
  c: number;
  f: number[];
  t: number[];
  v: number[];
}

export interface GbdtModel {
  features: string[];
  classes: string[];
  depth: number;
  /** Initial score per class. */
  base: number[];
  /** Decision offset per class, added to the score before the argmax (chosen by cross-validation). */
  bias: number[];
  trees: GbdtTree[];
}

/** Flattened for speed: one typed array per field over all trees. */
export interface PackedModel {
  k: number;
  depth: number;
  nFeatures: number;
  base: Float64Array;
  bias: Float64Array;
  cls: Uint8Array;
  feat: Int16Array;
  thr: Float32Array;
  leaf: Float32Array;
}

export function packModel(m: GbdtModel): PackedModel {
  const inner = (1 << m.depth) - 1;
  const leaves = 1 << m.depth;
  const feat = new Int16Array(m.trees.length * inner);
  const thr = new Float32Array(m.trees.length * inner);
  const leaf = new Float32Array(m.trees.length * leaves);
  m.trees.forEach((t, i) => {
    feat.set(t.f, i * inner);
    thr.set(t.t, i * inner);
    leaf.set(t.v, i * leaves);
  });
  return {
    k: m.classes.length,
    depth: m.depth,
    nFeatures: m.features.length,
    base: Float64Array.from(m.base),
    bias: Float64Array.from(m.bias),
    cls: Uint8Array.from(m.trees, (t) => t.c),
    feat,
    thr,
    leaf,
  };
}

/** Raw class scores of row r of the row-major matrix x (written to `out`). */
export function scoreRow(p: PackedModel, x: Float32Array, r: number, out: Float64Array): void {
  const inner = (1 << p.depth) - 1;
  const leaves = inner + 1;
  const row = r * p.nFeatures;
  out.set(p.base);
  for (let t = 0; t < p.cls.length; t++) {
    const o = t * inner;
    let i = 0;
    for (let d = 0; d < p.depth; d++) {
      const f = p.feat[o + i]!;
      i = 2 * i + (f >= 0 && !(x[row + f]! <= p.thr[o + i]!) ? 2 : 1);
    }
    out[p.cls[t]!]! += p.leaf[t * leaves + i - inner]!;
  }
}

/** Class index per row: argmax of score + bias; scores also returned (k per row). */
export function predict(
  p: PackedModel,
  x: Float32Array,
): { cls: Uint8Array; scores: Float64Array } {
  const n = x.length / p.nFeatures;
  const cls = new Uint8Array(n);
  const scores = new Float64Array(n * p.k);
  const s = new Float64Array(p.k);
  for (let r = 0; r < n; r++) {
    scoreRow(p, x, r, s);
    let best = 0;
    for (let c = 0; c < p.k; c++) {
      scores[r * p.k + c] = s[c]!;
      if (s[c]! + p.bias[c]! > s[best]! + p.bias[best]!) best = c;
    }
    cls[r] = best;
  }
  return { cls, scores };
}
