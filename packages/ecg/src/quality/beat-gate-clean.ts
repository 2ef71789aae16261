import { SHAPE_POINTS, SHAPE_SCALE, type BeatShapes } from '../classify/beat-shape.ts';
import { upperMedian } from '../classify/order-stats.ts';

/**
 * The patient's beats in clean signal nearest a doubted detection: in a noisy stretch its
 * neighbours are noisy too, so comparing a detection only with them says little; the clean
 * beats before and after the stretch show what this patient's QRS and rhythm look like.
 */
export interface CleanRef {
  samples: ArrayLike<number>;
  amplitudes: ArrayLike<number>;
  shapes: BeatShapes;
}

/** Clean beats either side that form the reference (16 in all: a stable median and mean shape). */
const REF_EACH_SIDE = 8;

function lowerBound(a: ArrayLike<number>, v: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The upper median (order-stats.ts upperMedian: same value as sorting, faster). */
const median = upperMedian;

const finite = (v: number, otherwise: number): number => (Number.isFinite(v) ? v : otherwise);

/**
 * Detection kept[p] against the clean reference: correlation with the clean beats' mean shape
 * (-1 without any), and its amplitude, shape size, width and both RR intervals relative to
 * theirs. `clean` = kept positions in clean windows, ascending.
 */
export function cleanStats(
  d: CleanRef,
  kept: ArrayLike<number>,
  clean: ArrayLike<number>,
  p: number,
  mean: Float64Array,
): number[] {
  const at = lowerBound(clean, p);
  const from = Math.max(0, at - REF_EACH_SIDE);
  const to = Math.min(clean.length, at + REF_EACH_SIDE);
  const k = kept[p]!;
  const sh = d.shapes.shapes;
  mean.fill(0);
  const amp: number[] = [];
  const norm: number[] = [];
  const width: number[] = [];
  const rr: number[] = [];
  for (let r = from; r < to; r++) {
    const q = clean[r]!;
    const j = kept[q]!;
    for (let i = 0; i < SHAPE_POINTS; i++) mean[i]! += sh[j * SHAPE_POINTS + i]!;
    amp.push(Math.abs(d.amplitudes[j]!));
    norm.push(d.shapes.norm[j]!);
    width.push(d.shapes.width[j]!);
    // an interval counts when both its beats are clean (the next clean position is the next beat)
    if (clean[lowerBound(clean, q + 1)] === q + 1)
      rr.push(d.samples[kept[q + 1]!]! - d.samples[j]!);
  }
  let dot = 0;
  let ss = 0;
  for (let i = 0; i < SHAPE_POINTS; i++) {
    dot += mean[i]! * sh[k * SHAPE_POINTS + i]!;
    ss += mean[i]! * mean[i]!;
  }
  const c = ss > 0 ? dot / (Math.sqrt(ss) * SHAPE_SCALE) : -1;
  const mRr = median(rr);
  const pre = p > 0 ? d.samples[k]! - d.samples[kept[p - 1]!]! : NaN;
  const post = p + 1 < kept.length ? d.samples[kept[p + 1]!]! - d.samples[k]! : NaN;
  return [
    c,
    finite(Math.abs(d.amplitudes[k]!) / median(amp), 1),
    finite(d.shapes.norm[k]! / median(norm), 1),
    finite(d.shapes.width[k]! - median(width), 0),
    finite(pre / mRr, 1),
    finite(post / mRr, 1),
  ];
}
