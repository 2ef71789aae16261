import type { GbdtModel, GbdtTree } from '../src/classify/gbdt.ts';

/**
 * A small histogram gradient-boosting trainer (multiclass softmax, second-order leaf values,
 * L2 leaf penalty: Chen & Guestrin 2016, XGBoost; histogram splits as in LightGBM, Ke et al.
 * 2017). Missing values (NaN) get a bin of their own above every threshold, so they always go
 * right, as the inference does.
 */
export interface TrainParams {
  rounds: number;
  depth: number;
  lr: number;
  lambda: number;
  /** Minimum hessian sum in a child. */
  minChild: number;
  /** Share of rows drawn (without replacement) for each round. */
  subsample: number;
  seed: number;
}

const BINS = 63;
const NAN_BIN = BINS;

export interface Binned {
  n: number;
  nf: number;
  bins: Uint8Array;
  edges: Float32Array[];
}

/** Quantile edges per feature from a sample of the rows; bin b holds values <= edges[b]. */
export function binData(x: Float32Array, nf: number): Binned {
  const n = x.length / nf;
  const bins = new Uint8Array(n * nf);
  const edges: Float32Array[] = [];
  const step = Math.max(1, Math.floor(n / 20000));
  for (let f = 0; f < nf; f++) {
    const vals: number[] = [];
    for (let r = 0; r < n; r += step)
      if (Number.isFinite(x[r * nf + f]!)) vals.push(x[r * nf + f]!);
    vals.sort((a, b) => a - b);
    const e: number[] = [];
    for (let b = 1; b < BINS; b++) {
      const v = vals[Math.floor((b * vals.length) / BINS)];
      if (v !== undefined && (e.length === 0 || v > e[e.length - 1]!)) e.push(v);
    }
    const ef = Float32Array.from(e);
    edges.push(ef);
    for (let r = 0; r < n; r++) {
      const v = x[r * nf + f]!;
      if (!Number.isFinite(v)) {
        bins[r * nf + f] = NAN_BIN;
        continue;
      }
      let lo = 0;
      let hi = ef.length; // first edge >= v
      while (lo < hi) {
        const m = (lo + hi) >> 1;
        if (ef[m]! < v) lo = m + 1;
        else hi = m;
      }
      bins[r * nf + f] = lo;
    }
  }
  return { n, nf, bins, edges };
}

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

interface Split {
  f: number;
  b: number;
  gain: number;
}

function bestSplit(
  d: Binned,
  rows: Int32Array,
  g: Float64Array,
  h: Float64Array,
  p: TrainParams,
): Split | null {
  const nb = BINS + 1;
  const hg = new Float64Array(d.nf * nb);
  const hh = new Float64Array(d.nf * nb);
  let G = 0;
  let H = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const gr = g[r]!;
    const hr = h[r]!;
    G += gr;
    H += hr;
    const o = r * d.nf;
    for (let f = 0; f < d.nf; f++) {
      const idx = f * nb + d.bins[o + f]!;
      hg[idx]! += gr;
      hh[idx]! += hr;
    }
  }
  const parent = (G * G) / (H + p.lambda);
  let best: Split | null = null;
  for (let f = 0; f < d.nf; f++) {
    let gl = 0;
    let hl = 0;
    for (let b = 0; b < d.edges[f]!.length; b++) {
      gl += hg[f * nb + b]!;
      hl += hh[f * nb + b]!;
      const gr = G - gl;
      const hr = H - hl;
      if (hl < p.minChild || hr < p.minChild) continue;
      const gain = (gl * gl) / (hl + p.lambda) + (gr * gr) / (hr + p.lambda) - parent;
      if (gain > 1e-9 && (!best || gain > best.gain)) best = { f, b, gain };
    }
  }
  return best;
}

function buildTree(
  d: Binned,
  rows: Int32Array,
  g: Float64Array,
  h: Float64Array,
  p: TrainParams,
  c: number,
): GbdtTree {
  const inner = (1 << p.depth) - 1;
  const f = new Array<number>(inner).fill(-1);
  const t = new Array<number>(inner).fill(0);
  const v = new Array<number>(inner + 1).fill(0);
  const grow = (node: number, r: Int32Array, depth: number): void => {
    if (depth === p.depth) {
      let G = 0;
      let H = 0;
      for (const i of r) {
        G += g[i]!;
        H += h[i]!;
      }
      v[node - inner] = H > 0 ? (-G / (H + p.lambda)) * p.lr : 0;
      return;
    }
    const s = r.length > 0 ? bestSplit(d, r, g, h, p) : null;
    if (!s) {
      grow(2 * node + 1, r, depth + 1);
      grow(2 * node + 2, new Int32Array(0), depth + 1);
      return;
    }
    f[node] = s.f;
    t[node] = d.edges[s.f]![s.b]!;
    const left = r.filter((i) => d.bins[i * d.nf + s.f]! <= s.b);
    const right = r.filter((i) => d.bins[i * d.nf + s.f]! > s.b);
    grow(2 * node + 1, left, depth + 1);
    grow(2 * node + 2, right, depth + 1);
  };
  grow(0, rows, 0);
  return { c, f, t, v };
}

/** Leaf index of binned row r in tree (same walk as the float inference). */
function leafOf(d: Binned, tree: GbdtTree, r: number, depth: number, edgesIdx: Int32Array): number {
  let i = 0;
  for (let k = 0; k < depth; k++) {
    const f = tree.f[i]!;
    i = 2 * i + (f >= 0 && d.bins[r * d.nf + f]! > edgesIdx[i]! ? 2 : 1);
  }
  return i - ((1 << depth) - 1);
}

/** Trains the model on rows x (row-major, nf features) with classes y in [0, k) and weights w. */
export function trainGbdt(
  x: Float32Array,
  y: Uint8Array,
  w: Float32Array,
  names: string[],
  classes: string[],
  p: TrainParams,
): GbdtModel {
  const nf = names.length;
  const k = classes.length;
  const d = binData(x, nf);
  const n = d.n;
  const prior = new Float64Array(k);
  for (let r = 0; r < n; r++) prior[y[r]!]! += w[r]!;
  const tot = prior.reduce((a, b) => a + b, 0);
  const base = Array.from(prior, (c) => Math.log(Math.max(c, 1) / tot));
  const score = new Float64Array(n * k);
  for (let r = 0; r < n; r++) for (let c = 0; c < k; c++) score[r * k + c] = base[c]!;
  const trees: GbdtTree[] = [];
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const prob = new Float64Array(n * k);
  const rand = rng(p.seed);
  for (let round = 0; round < p.rounds; round++) {
    softmax(score, prob, n, k);
    const rows = sampleRows(n, p.subsample, rand);
    for (let c = 0; c < k; c++) {
      for (let r = 0; r < n; r++) {
        const pr = prob[r * k + c]!;
        g[r] = w[r]! * (pr - (y[r] === c ? 1 : 0));
        h[r] = w[r]! * Math.max(pr * (1 - pr), 1e-6);
      }
      const tree = buildTree(d, rows, g, h, p, c);
      const edgesIdx = Int32Array.from(tree.f, (f, i) =>
        f >= 0 ? d.edges[f]!.indexOf(tree.t[i]!) : 0,
      );
      for (let r = 0; r < n; r++)
        score[r * k + c]! += tree.v[leafOf(d, tree, r, p.depth, edgesIdx)]!;
      trees.push(tree);
    }
  }
  return { features: names, classes, depth: p.depth, base, bias: base.map(() => 0), trees };
}

function softmax(score: Float64Array, prob: Float64Array, n: number, k: number): void {
  for (let r = 0; r < n; r++) {
    let m = -Infinity;
    for (let c = 0; c < k; c++) m = Math.max(m, score[r * k + c]!);
    let s = 0;
    for (let c = 0; c < k; c++) s += prob[r * k + c] = Math.exp(score[r * k + c]! - m);
    for (let c = 0; c < k; c++) prob[r * k + c]! /= s;
  }
}

function sampleRows(n: number, share: number, rand: () => number): Int32Array {
  const out: number[] = [];
  for (let r = 0; r < n; r++) if (rand() < share) out.push(r);
  return Int32Array.from(out);
}
