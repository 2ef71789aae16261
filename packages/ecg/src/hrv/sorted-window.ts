/**
 * Sliding-window order statistics: a sorted copy of the window is kept and updated in place as
 * the window moves, so a 72 h series (~300 000 beats) costs O(n * window) element moves and no
 * sorting. Values must not be NaN (a NaN has no place in a sorted order); the sorted contents,
 * and so every order statistic, are those a sort of the window would give.
 */
export class SortedWindow {
  private readonly v: Float64Array;
  size = 0;
  constructor(cap: number) {
    this.v = new Float64Array(cap);
  }
  /** The first position whose value is not below x. */
  private find(x: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.v[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  add(x: number): void {
    const v = this.v;
    let i = this.size++;
    for (; i > 0 && v[i - 1]! > x; i--) v[i] = v[i - 1]!;
    v[i] = x;
  }
  remove(x: number): void {
    const v = this.v;
    const last = --this.size;
    for (let i = this.find(x); i < last; i++) v[i] = v[i + 1]!;
  }
  /**
   * remove(out) then add(x) in one pass: the values between the two positions shift by one
   * (the window's usual step: one value leaves, one enters).
   */
  replace(out: number, x: number): void {
    const v = this.v;
    let i = this.find(out);
    if (x > out) {
      for (; i + 1 < this.size && v[i + 1]! < x; i++) v[i] = v[i + 1]!;
    } else {
      for (; i > 0 && v[i - 1]! > x; i--) v[i] = v[i - 1]!;
    }
    v[i] = x;
  }
  /** The k-th smallest value (0-based). */
  at(k: number): number {
    return this.v[k]!;
  }
  /** Linear-interpolated quantile (as numpy's default). */
  quantile(p: number): number {
    const x = p * (this.size - 1);
    const i = Math.floor(x);
    const a = this.v[i]!;
    return a + (this.v[Math.min(this.size - 1, i + 1)]! - a) * (x - i);
  }
}

/** `stat` of a centred window of `win` values (no NaN) at each index, shifted inward at the ends. */
export function rollingStat(
  x: Float64Array,
  win: number,
  stat: (w: SortedWindow) => number,
): Float64Array {
  const n = x.length;
  const out = new Float64Array(n);
  const w = new SortedWindow(win);
  let lo = 0;
  let hi = 0; // window is x[lo, hi)
  for (let i = 0; i < n; i++) {
    const wantLo = Math.max(0, Math.min(i - (win >> 1), n - win));
    const wantHi = Math.min(n, wantLo + win);
    while (lo < wantLo && hi < wantHi) w.replace(x[lo++]!, x[hi++]!);
    while (lo < wantLo) w.remove(x[lo++]!);
    while (hi < wantHi) w.add(x[hi++]!);
    out[i] = stat(w);
  }
  return out;
}
