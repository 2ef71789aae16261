import { CLASS_Q, CLASS_V } from '../classify/beat-classes.ts';
import { medianInPlace } from '../classify/order-stats.ts';
import { ATRIAL_POINTS } from '../classify/beat-shape.ts';
import { medianOf, type UsableRr } from './af-rr-features.ts';

/**
 * P-wave template evidence against AF (full ECG only). Sinus rhythm with frequent atrial
 * premature beats, aberrated or blocked (MIT-BIH 201 before its last AF episode), is as
 * irregular as AF and its premature beats break the consecutive-beat atrial correlation of
 * af-rr.ts (a premature beat's segment holds its own P wave on the previous T wave), yet the
 * beats that end a long interval carry the same sinus P wave; in AF they carry only f waves
 * (Ladavich & Ghoraani 2015: P-wave absence as AF evidence). So each "long-coupled" beat
 * (its RR at least LONG_FRACTION of the local median RR, not V or Q) is correlated with the
 * mean atrial segment of the TEMPLATE_BEATS long-coupled beats before it. LONG_FRACTION,
 * LOCAL_HALF, TEMPLATE_BEATS, TEMPLATE_MIN and P_TEMPLATE_MIN were set before any figure was
 * read; the two T-wave guards (LONG_MIN_S, SUB_FROM) were added after the first version vetoed
 * 90 % of the AF called in SVDB 893 (unlabelled; irregularly irregular, no S beat marked, no P
 * wave seen: taken for AF); the threshold it is compared with is chosen by cross-validation by
 * record (af-rr.ts P_TEMPLATE, bench/af-p-template.ts).
 */
/** A beat ending an interval of at least this share of the local median RR is long-coupled. */
export const LONG_FRACTION = 0.8;
/**
 * ...and ends an interval of at least this (s): the atrial segment starts 300 ms before the QRS
 * centre (beat-shape.ts), so at shorter RR it holds the previous beat's T wave (QT about
 * 0.45 x sqrt(RR) s at the upper normal QTc, Bazett 1920: RR - 0.3 >= QT from RR ~0.75 s), which
 * repeats from beat to beat in AF too (SVDB 893 read as organised without this guard).
 */
export const LONG_MIN_S = 0.75;
/** The local median RR is over this many valid intervals either side. */
const LOCAL_HALF = 8;
/** The template is the mean segment of this many previous long-coupled beats... */
const TEMPLATE_BEATS = 8;
/** ...and needs at least this many of them. */
const TEMPLATE_MIN = 4;

/**
 * Per beat: the correlation (-1..1) of its atrial segment with the template of the previous
 * long-coupled beats; NaN for beats that are not long-coupled, have no segment (all zero) or
 * no template yet.
 */
export function atrialTemplateCorr(
  exact: ArrayLike<number>,
  classes: ArrayLike<number>,
  rrValid: ArrayLike<number>,
  fs: number,
  atrial: Int8Array,
): Float64Array {
  const n = exact.length;
  const out = new Float64Array(n).fill(NaN);
  if (atrial.length < n * ATRIAL_POINTS) return out;
  const rr = new Float64Array(n).fill(NaN);
  for (let k = 1; k < n; k++) if (rrValid[k]) rr[k] = (exact[k]! - exact[k - 1]!) / fs;
  const scratch = new Float64Array(2 * LOCAL_HALF + 1);
  const ring = new Int32Array(TEMPLATE_BEATS);
  const sum = new Float64Array(SUB);
  const seg = new Float64Array(SUB);
  const old = new Float64Array(SUB);
  let held = 0;
  let next = 0;
  for (let k = 1; k < n; k++) {
    if (!(rr[k]! >= LONG_MIN_S) || classes[k] === CLASS_V || classes[k] === CLASS_Q) continue;
    let m = 0;
    for (let j = Math.max(1, k - LOCAL_HALF); j <= Math.min(n - 1, k + LOCAL_HALF); j++)
      if (Number.isFinite(rr[j]!)) scratch[m++] = rr[j]!;
    if (rr[k]! < LONG_FRACTION * medianInPlace(scratch.subarray(0, m))) continue;
    const own = subSegment(atrial, k, seg);
    if (own === 0) continue; // no segment (block edge): no evidence
    if (held >= TEMPLATE_MIN) {
      let dot = 0;
      let norm = 0;
      for (let i = 0; i < SUB; i++) {
        dot += seg[i]! * sum[i]!;
        norm += sum[i]! * sum[i]!;
      }
      if (norm > 0) out[k] = dot / Math.sqrt(own * norm);
    }
    if (held === TEMPLATE_BEATS) {
      const norm = Math.sqrt(subSegment(atrial, ring[next]!, old));
      for (let i = 0; i < SUB; i++) sum[i]! -= old[i]! / norm;
    } else held++;
    ring[next] = k;
    next = (next + 1) % TEMPLATE_BEATS;
    for (let i = 0; i < SUB; i++) sum[i]! += seg[i]! / Math.sqrt(own);
  }
  return out;
}

/**
 * The part of the atrial segment used: points SUB_FROM.. (240-100 ms before the QRS centre),
 * where the P wave lies for PR intervals of 120-200 ms (P onset PR + 40 ms before the centre,
 * ~100 ms long); the first points can hold the end of a long T wave (SVDB 893, AF, whose
 * template read as organised over the whole segment).
 */
const SUB_FROM = 3;
const SUB = ATRIAL_POINTS - SUB_FROM;

/** Beat k's sub-segment, mean removed, into out; returns its squared norm. */
function subSegment(atrial: Int8Array, k: number, out: Float64Array): number {
  const a = k * ATRIAL_POINTS + SUB_FROM;
  let mean = 0;
  for (let i = 0; i < SUB; i++) mean += atrial[a + i]!;
  mean /= SUB;
  let ss = 0;
  for (let i = 0; i < SUB; i++) {
    out[i] = atrial[a + i]! - mean;
    ss += out[i]! * out[i]!;
  }
  return ss;
}

/** A window's template evidence needs at least this many long-coupled beats with a value. */
export const P_TEMPLATE_MIN = 8;

/**
 * Median template correlation over the beats that usable intervals [from, to) span (NaN with
 * fewer than P_TEMPLATE_MIN long-coupled beats there).
 */
export function templateMedian(u: UsableRr, corr: Float64Array, from: number, to: number): number {
  const a = Math.max(0, u.at[from]! - 1);
  const b = u.at[to - 1]! + 1;
  let n = 0;
  for (let k = a; k < b; k++) if (Number.isFinite(corr[k]!)) n++;
  return n >= P_TEMPLATE_MIN ? medianOf(corr, a, b) : NaN;
}
