import { SHAPE_POINTS, type BeatShapes } from './beat-shape.ts';
import { blend, cluster, dot, TEMPLATE_AVG_N, type Template } from './template-cluster.ts';
import { localUpperQuartile } from './order-stats.ts';

/**
 * Beat classification into the AAMI EC57 classes N, S, V, F, Q from morphology and timing,
 * the way Holter systems do it (Hamilton 2002, "Open Source ECG Analysis" (OSEA): beat
 * templates, a dominant "normal" template, then rules on shape match, width, prematurity and
 * compensatory pause; features as in de Chazal, O'Dwyer & Reilly 2004, IEEE TBME 51:1196:
 * pre-RR and post-RR relative to the local average RR, QRS width, morphology).
 *
 * 1. Clustering: each beat's 10 ms shape (see beat-shape.ts), mean removed and scaled to unit
 *    norm, joins the live template it correlates best with (r >= MATCH_R, size within a
 *    factor MATCH_AMP), else starts a new one. Templates follow slow drift (running average).
 * 2. The dominant cluster (most members) is the patient's own normal beat. A running copy of
 *    its template, width and size is kept along the recording.
 * 3. Per beat, against the running dominant template: correlation, width ratio, size ratio;
 *    against the local RR (mean of the last RR_AVG_N normal-to-normal intervals): prematurity
 *    (pre-RR ratio) and the pause after it (post-RR ratio).
 * All thresholds are ratios to the patient's own normal beat and rhythm, so they carry from
 * one person to another; their values are cited or reasoned where they are defined.
 */
export const CLASS_N = 0;
export const CLASS_S = 1;
export const CLASS_V = 2;
export const CLASS_F = 3;
export const CLASS_Q = 4;
export const AAMI_LABELS = ['N', 'S', 'V', 'F', 'Q'] as const;
export type AamiLabel = (typeof AAMI_LABELS)[number];

/** Running-average horizon of the local RR (beats). */
const RR_AVG_N = 8;
/** Premature intervals move the local RR 1/64 per beat: an SVT run of a few beats keeps its reference, a new sustained rate is adopted within ~1 min. */
const RR_SLOW_N = 64;

export interface BeatFeatures {
  /** Correlation with the running dominant template. */
  corr: Float32Array;
  /** QRS width estimate (ms) and the running dominant width at that beat. */
  widthMs: Float32Array;
  domWidthMs: Float32Array;
  /** Shape norm over the running dominant norm. */
  ampRatio: Float32Array;
  /** Cluster id per beat, and each cluster's size. */
  cluster: Int32Array;
  clusterSize: number[];
  /**
   * Share of the LOCAL_N beats around each beat that joined an existing template. Clean ECG
   * repeats its complexes (> 90 %); where noise makes every complex unique it collapses, and
   * no shape-based call can be made there.
   */
  matchShare: Float32Array;
  /** 90th percentile of `corr` over the LOCAL_N beats around each beat (what normal beats reach there). */
  typicalCorr: Float32Array;
  dominant: number;
}

/** Morphology features of every beat against the running dominant template. */
export function beatFeatures(shapes: BeatShapes, exact: ArrayLike<number>): BeatFeatures {
  const count = shapes.count;
  const z = shapes.shapes;
  const amp = shapes.norm;
  const [ids, sizes, fresh] = cluster(z, amp, count);
  const matchShare = new Float32Array(count);
  for (let k = 0, news = 0; k < count + LOCAL_N / 2; k++) {
    if (k < count) news += fresh[k]!;
    if (k - LOCAL_N >= 0) news -= fresh[k - LOCAL_N]!;
    const c = k - LOCAL_N / 2;
    if (c >= 0 && c < count) {
      const span = Math.min(k, count - 1) - Math.max(0, k - LOCAL_N + 1) + 1;
      matchShare[c] = 1 - news / span;
    }
  }
  const dominant = dominantCluster(ids, sizes, exact);
  // Running dominant template, seeded with the first members of the dominant cluster.
  const dom: Template = {
    id: dominant,
    t: new Float32Array(SHAPE_POINTS),
    norm: 1,
    amp: 0,
    count: 0,
    lastUsed: 0,
  };
  let width = 0;
  for (let k = 0, seeded = 0; k < count && seeded < TEMPLATE_AVG_N; k++) {
    if (ids[k] !== dominant) continue;
    blend(dom, z, k * SHAPE_POINTS, amp[k]!);
    width += (shapes.width[k]! - width) / ++seeded;
  }
  dom.count = Math.min(dom.count, 4);
  const corr = new Float32Array(count);
  const domWidthMs = new Float32Array(count);
  const ampRatio = new Float32Array(count);
  for (let k = 0; k < count; k++) {
    const b = k * SHAPE_POINTS;
    corr[k] = dot(z, b, dom.t) / dom.norm;
    domWidthMs[k] = width;
    ampRatio[k] = amp[k]! / Math.max(dom.amp, 1e-9);
    if (ids[k] === dominant) {
      blend(dom, z, b, amp[k]!);
      width += (shapes.width[k]! - width) / Math.min(dom.count, TEMPLATE_AVG_N);
    }
  }
  return {
    corr,
    typicalCorr: localUpperQuartile(corr, LOCAL_N),
    matchShare,
    widthMs: shapes.width.subarray(0, count),
    domWidthMs,
    ampRatio,
    cluster: ids,
    clusterSize: sizes,
    dominant,
  };
}

/**
 * The patient's normal beat: the largest cluster whose members are not typically premature.
 * A member's timing is its RR over the next RR; an ectopic focus fires early and is followed
 * by a (compensatory) pause, ratio ~0.5-0.7, while a normal beat sits at ~1 (or above, after
 * an ectopic beat's pause). In bigeminy, or in a strip dominated by ectopy, the ectopic
 * cluster can be as large as the normal one; timing then decides. Falls back to the largest.
 */
const DOMINANT_TIMING = 0.85;
function dominantCluster(ids: Int32Array, sizes: number[], exact: ArrayLike<number>): number {
  const ratios: number[][] = sizes.map(() => []);
  for (let k = 1; k + 1 < ids.length; k++) {
    const pre = exact[k]! - exact[k - 1]!;
    const post = exact[k + 1]! - exact[k]!;
    if (post > 0) ratios[ids[k]!]!.push(pre / post);
  }
  let best = -1;
  let largest = 0;
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i]! > sizes[largest]!) largest = i;
    const r = ratios[i]!;
    if (r.length === 0) continue;
    const m = Float64Array.from(r).sort()[r.length >> 1]!;
    if (m >= DOMINANT_TIMING && (best < 0 || sizes[i]! > sizes[best]!)) best = i;
  }
  return best >= 0 && sizes[best]! >= 0.2 * sizes[largest]! ? best : largest;
}

export interface ClassifyOptions {
  /** Sub-sample R-peak positions. */
  exact: ArrayLike<number>;
  /** 1 where the interval ending at beat k is a true RR interval (no excluded signal between). */
  rrValid: ArrayLike<number>;
  features: BeatFeatures;
  /**
   * 1 inside atrial fibrillation: there every beat is irregular, so timing says nothing; beats
   * of normal shape are N (AAMI EC57 labels conducted AF beats N) and an abnormal beat is V
   * only on shape evidence (wide, or a cluster whose members are typically premature).
   * Undefined before AF is known (the pass whose classes only serve AF detection): a premature
   * beat of normal shape conducted a little wider is then left S, not V, because in AF such
   * beats are rate-related aberrant conduction (the Ashman phenomenon, Gouaux & Ashman 1947)
   * and taking them for V would drop their intervals from the AF evidence.
   */
  inAf?: Uint8Array;
}

/** Shape differs from the patient's normal beat: correlation under 0.8 (a clearly different complex). */
const SHAPE_R = 0.8;
/**
 * ...and at least 0.2 under the correlation the surrounding normal beats reach (upper quartile
 * of the LOCAL_N beats around it; clean normal beats reach ~0.97, so the cut stays 0.8 there).
 */
const SHAPE_MARGIN = 0.2;
const LOCAL_N = 128;
/** Below half of the local complexes matching a template, shapes are noise, not morphology. */
export const MIN_MATCH_SHARE = 0.5;
/**
 * A ventricular ectopic beat spreads through the myocardium cell to cell, outside the conduction
 * system, so its QRS is wide and seldom smaller than the conducted beat's (usually larger: the
 * activation fronts do not cancel as in normal conduction). A one-off complex under 0.3 of the
 * normal beat's size (shape norm ratio) is taken for artefact, not V: on DS1, of the V calls on
 * rare shapes (clusters of <= RARE_CLUSTER beats), 1 of 246 right calls is that small against 13
 * of 65 calls where no beat is annotated; with 0.15 mV of white noise added (where such
 * detections multiply and VEB +P fell from 90 to 80 %), 2 of 349 against 182 of 272.
 */
export const MIN_V_SIZE = 0.3;
/**
 * A rare shape under MIN_V_SIZE of the normal beat: artefact. Only rare shapes, where the
 * evidence above was gathered: a small shape that recurs with ectopic timing is itself evidence
 * of a focus. (On DS1 this costs one V beat, in 205.)
 */
const tinyOneOff = (f: BeatFeatures, k: number): boolean =>
  f.ampRatio[k]! < MIN_V_SIZE && f.clusterSize[f.cluster[k]!]! <= RARE_CLUSTER;
/** A wide beat counts as different with a correlation up to 0.1 higher (0.9 when clean). */
const WIDE_R_MARGIN = 0.1;
/**
 * Wide: at least 40 ms wider than the patient's normal QRS. Ventricular beats reach >= 120 ms
 * from a normal 80-100 ms (AHA/ACCF/HRS 2009); a ratio alone misfires on very narrow normals.
 */
const WIDER_MS = 40;
/** Premature: pre-RR under 90 % (V) / 85 % (S) of the local RR - the usual clinical cut-offs (de Chazal 2004 uses the ratio as a feature). */
const PREMATURE_V = 0.9;
const PREMATURE_S = 0.85;
/** An abrupt shortening (vs the previous RR) tells a premature beat from sinus arrhythmia, whose RR changes gradually. */
const ABRUPT_S = 0.9;
/** Clusters of at most this many beats in a recording are rare shapes (see abnormalClass). */
const RARE_CLUSTER = 3;
/**
 * A supraventricular beat is conducted the normal way, so its QRS is as wide as the normal
 * one. On DS1 normal beats our width estimate spreads with SD 5.5 ms around the running normal
 * width (99th percentile +14 ms): 20 ms wider is beyond that spread.
 */
const WIDER_CONDUCTION_MS = 20;
/** Correlation above which two complexes are the same shape (the template-match cut plus half its margin to 1). */
const SAME_SHAPE_R = 0.95;
/** A cluster whose typical member is premature is an ectopic focus; one whose members come on time is a normal variant. */
const CLUSTER_PREMATURE = 0.92;

export function classifyBeats(o: ClassifyOptions): Uint8Array {
  const f = o.features;
  const n = f.corr.length;
  const out = new Uint8Array(n);
  const rr = new Float64Array(n).fill(NaN);
  for (let k = 1; k < n; k++) if (o.rrValid[k]) rr[k] = o.exact[k]! - o.exact[k - 1]!;
  const abnormal = new Uint8Array(n);
  const typical = f.typicalCorr;
  for (let k = 0; k < n; k++) {
    // Noise lowers every beat's correlation, normal beats' too: the cut follows what the
    // normal beats around this one reach (their upper quartile), never above SHAPE_R.
    const cut = Math.min(SHAPE_R, typical[k]! - SHAPE_MARGIN);
    const wide = f.widthMs[k]! > f.domWidthMs[k]! + WIDER_MS;
    abnormal[k] = f.corr[k]! < cut || (wide && f.corr[k]! < cut + WIDE_R_MARGIN) ? 1 : 0;
  }
  // local RR: running mean over intervals between two normal-shaped, not premature beats
  const pre = new Float64Array(n).fill(NaN);
  let ref = startingRr(rr);
  for (let k = 1; k < n; k++) {
    if (!Number.isFinite(ref)) ref = rr[k]!;
    pre[k] = rr[k]! / ref;
    if (abnormal[k] || abnormal[k - 1] || !(pre[k]! < 1.5)) continue;
    // premature intervals pull slowly, so a lasting change of rate is followed within a minute
    ref += (rr[k]! - ref) / (pre[k]! >= PREMATURE_S ? RR_AVG_N : RR_SLOW_N);
  }
  // a member's timing evidence: premature against both the local RR and the previous RR
  const timing = new Float64Array(n).fill(NaN);
  for (let k = 2; k < n; k++) timing[k] = Math.max(pre[k]!, rr[k]! / rr[k - 1]!);
  const clusterPre = clusterMedians(f.cluster, f.clusterSize.length, timing, abnormal);
  for (let k = 0; k < n; k++) {
    const beat: BeatContext = {
      k,
      pre: pre[k]!,
      abrupt: rr[k]! < ABRUPT_S * rr[k - 1]!,
      af: o.inAf?.[k] === 1,
      prev: k > 0 ? out[k - 1]! : CLASS_N,
      prevWidened: k > 0 && out[k - 1] === CLASS_V && !abnormal[k - 1],
    };
    if (abnormal[k] && (f.matchShare[k]! < MIN_MATCH_SHARE || tinyOneOff(f, k)))
      out[k] = CLASS_Q; // unclassifiable: too noisy to tell its shape from the normal beat's
    else if (abnormal[k]) out[k] = abnormalClass(f, beat, clusterPre[f.cluster[k]!]!);
    else out[k] = normalShapeClass(f, beat, o.inAf !== undefined);
  }
  return out;
}

interface BeatContext {
  k: number;
  /** RR over the local RR. */
  pre: number;
  /** RR under ABRUPT_S of the previous RR. */
  abrupt: boolean;
  af: boolean;
  /** Class of the beat before. */
  prev: number;
  /** The beat before is V only for its width: it had the normal beat's shape (see normalShapeClass). */
  prevWidened: boolean;
}

/**
 * A complex of another shape: V on evidence of an ectopic ventricular focus - its cluster is
 * typically premature, or it is premature itself, or it is wide - otherwise Q.
 *  - A narrow complex whose cluster-mates come on time is not an ectopic focus (noise, a changed
 *    axis, a large P wave): one early instance of it is not enough.
 *  - A wide complex that is neither early nor recurring (a cluster of at most RARE_CLUSTER
 *    beats in the whole recording) is more often artefact than a ventricular beat: an ectopic
 *    focus fires early, or again.
 *  - An early complex WIDER_CONDUCTION_MS wider than the normal QRS is V without the abrupt
 *    shortening asked of timing alone (the runs of a slow ventricular tachycardia shorten
 *    the RR gradually).
 */
function abnormalClass(f: BeatFeatures, b: BeatContext, clusterPre: number): number {
  const wide = f.widthMs[b.k]! > f.domWidthMs[b.k]! + WIDER_MS;
  const ectopicFocus = clusterPre < CLUSTER_PREMATURE;
  const onTimeShape = clusterPre >= CLUSTER_PREMATURE && !wide;
  const early = b.pre < PREMATURE_V;
  const premature = early && (b.abrupt || b.prev === CLASS_V);
  const rare = f.clusterSize[f.cluster[b.k]!]! <= RARE_CLUSTER;
  const wideEvidence = wide && (early || !rare || b.prev === CLASS_V);
  // early and conducted wider: the width says it was not conducted the normal way, so the
  // abruptness that tells a premature beat from sinus arrhythmia is not needed (a slow VT run)
  const widenedEarly =
    early && !b.af && f.widthMs[b.k]! >= f.domWidthMs[b.k]! + WIDER_CONDUCTION_MS;
  return (premature && !b.af && !onTimeShape) || ectopicFocus || wideEvidence || widenedEarly
    ? CLASS_V
    : CLASS_Q;
}

/**
 * A complex of the normal beat's shape: S when premature with an abrupt shortening (or
 * continuing an S run), outside AF. A premature complex WIDER_CONDUCTION_MS wider than the
 * normal QRS and not quite its shape was not conducted the normal way: V. A run also continues
 * after a beat of the normal shape called V only for that width: noise spreads the width
 * estimate, and with 0.15 mV of white noise the first beat of 209's SVT runs read 20 ms wider,
 * after which each run's other beats, no longer continuing an S run, became N (DS1 SVEB Se
 * 77 -> 61 %; with this 74 %, and 77.3 / 76.2 % clean instead of 77.3 / 76.4 %).
 */
function normalShapeClass(f: BeatFeatures, b: BeatContext, widenedAsV: boolean): number {
  // a run continues after a premature beat of the normal shape, whatever its width made it
  const run = b.prev === CLASS_S || b.prevWidened;
  if (!widenedAsV) return b.af || !(b.pre < PREMATURE_S) || !(b.abrupt || run) ? CLASS_N : CLASS_S;
  if (b.af || !(b.pre < PREMATURE_S) || !(b.abrupt || run)) return CLASS_N;
  const widened = f.widthMs[b.k]! >= f.domWidthMs[b.k]! + WIDER_CONDUCTION_MS;
  return widened && f.corr[b.k]! < SAME_SHAPE_R ? CLASS_V : CLASS_S;
}

/** 1 where a beat is Q because noise made its shape unrecognisable (not a recurring shape). */
export function noiseComplexes(classes: Uint8Array, matchShare: Float32Array): Uint8Array {
  // a loop, not Uint8Array.from with a callback: a call per beat cost ~30 ms on 72 h
  const out = new Uint8Array(classes.length);
  for (let k = 0; k < classes.length; k++)
    if (classes[k] === CLASS_Q && matchShare[k]! < MIN_MATCH_SHARE) out[k] = 1;
  return out;
}

/** Median pre-RR ratio of each cluster's abnormal members. */
function clusterMedians(
  ids: Int32Array,
  nClusters: number,
  pre: Float64Array,
  abnormal: Uint8Array,
): Float64Array {
  const lists: number[][] = Array.from({ length: nClusters }, () => []);
  for (let k = 0; k < ids.length; k++)
    if (abnormal[k] && Number.isFinite(pre[k]!)) lists[ids[k]!]!.push(pre[k]!);
  return Float64Array.from(lists, (l) => {
    if (l.length === 0) return NaN;
    const a = Float64Array.from(l).sort();
    return a[a.length >> 1]!;
  });
}

/** Median of the first RR_SEED_N true intervals: the local RR the recording starts with. */
const RR_SEED_N = 64;
function startingRr(v: Float64Array): number {
  const a: number[] = [];
  for (let k = 0; k < v.length && a.length < RR_SEED_N; k++)
    if (Number.isFinite(v[k]!)) a.push(v[k]!);
  if (a.length === 0) return NaN;
  const s = Float64Array.from(a).sort();
  return s[s.length >> 1]!;
}
