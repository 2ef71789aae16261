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
    const w = scratch.subarray(0, to - from);
    w.set(v.subarray(from, to));
    out.fill(select(w, Math.floor(0.9 * (w.length - 1))), c, Math.min(n, c + 8));
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

/** The k-th smallest value of `a` (reordered in place): Hoare's quickselect, linear on average. */
function select(a: Float32Array | Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!;
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
