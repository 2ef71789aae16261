/**
 * 90th percentile of `v` over the `win` values around each index, evaluated every 8th index
 * (it changes slowly): in bigeminy half the beats are ectopic, and the upper values still
 * reflect the normal ones.
 */
export function localUpperQuartile(v: Float32Array, win: number): Float32Array {
  const n = v.length;
  const out = new Float32Array(n);
  const scratch = new Float32Array(win);
  for (let c = 0; c < n; c += 8) {
    const from = Math.max(0, Math.min(c - (win >> 1), n - win));
    const to = Math.min(n, from + win);
    // copied into the scratch's first to - from slots; no views (27 November 2026: the views
    // here and in upperMedian were ~60 MB of short-lived objects in the 72 h CLI run)
    const len = to - from;
    for (let i = 0; i < len; i++) scratch[i] = v[from + i]!;
    out.fill(select(scratch, Math.floor(0.9 * (len - 1)), len), c, Math.min(n, c + 8));
  }
  return out;
}

/**
 * The median of `a` (the mean of the two middle values when even; reordered in place, no NaN):
 * the value a sort would give, in linear time. After select(k) every value left of k is at most
 * a[k], so the value below the middle is their largest.
 */
export function medianInPlace(a: Float64Array): number {
  const n = a.length;
  const hi = select(a, n >> 1);
  if (n % 2) return hi;
  let lo = -Infinity;
  for (let i = 0; i < n >> 1; i++) if (a[i]! > lo) lo = a[i]!;
  return (lo + hi) / 2;
}

/** Reused by upperMedian: its inputs are a beat's 16-odd neighbours, so it stays small. */
let upperScratch = new Float64Array(64);

/**
 * The value at index length >> 1 of `v` sorted ascending (NaN when empty), as `v.sort((a, b) =>
 * a - b)[v.length >> 1]` gives it, without reordering `v`: quickselect on a reused typed copy
 * instead of a comparator sort (the beat gate's per-beat medians, ~0.3 s of the 72 h CLI profile,
 * 26 November 2026). A NaN makes that comparator inconsistent, so with one the sort is kept.
 */
export function upperMedian(v: readonly number[]): number {
  const n = v.length;
  if (n === 0) return NaN;
  if (upperScratch.length < n) upperScratch = new Float64Array(n * 2);
  const a = upperScratch;
  for (let i = 0; i < n; i++) {
    const x = v[i]!;
    if (Number.isNaN(x)) return [...v].sort((p, q) => p - q)[n >> 1]!;
    a[i] = x;
  }
  return select(a, n >> 1, n);
}

/**
 * Partitions of quickselect after which the rest is sorted instead: 2 * log2(300 000) for a
 * 72 h recording's beats is ~36. Middle-element pivots met a pattern that shrank each pass by
 * little (a 72 h NN series made of repeated records: 0.66 s for one median); the median of three
 * and this cap keep it linear in practice and O(n log n) at worst (Musser 1997, introselect).
 */
const MAX_PARTITIONS = 48;

/** The middle value of three. */
const mid3 = (x: number, y: number, z: number): number =>
  x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;

/**
 * The k-th smallest value of a[0, n) (reordered in place): Hoare's quickselect with a
 * median-of-three pivot, falling back to sorting what is left after MAX_PARTITIONS passes.
 */
function select(a: Float32Array | Float64Array, k: number, n = a.length): number {
  let lo = 0;
  let hi = n - 1;
  for (let pass = 0; lo < hi; pass++) {
    if (pass === MAX_PARTITIONS) {
      a.subarray(lo, hi + 1).sort();
      break;
    }
    const pivot = mid3(a[lo]!, a[(lo + hi) >> 1]!, a[hi]!);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k]!;
}
