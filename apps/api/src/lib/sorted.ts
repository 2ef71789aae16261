/** The index of the first of `samples` (ascending) at or after `sample`: a binary search. */
export function firstAtOrAfter(samples: Int32Array, sample: number): number {
  let lo = 0;
  let hi = samples.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (samples[mid]! < sample) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
