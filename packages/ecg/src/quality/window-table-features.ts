import type { WindowTable } from './window-table.ts';
import { AGREE_S } from './window-features.ts';

// The features of a window that need the whole table (the detector's beats, the noise floor
// across the recording), added after the per-window signal features of window-features.ts.

/** Adds the beat features of each window from the detector's beats (sorted samples). */
export function addBeatFeatures(windows: WindowTable, beats: ArrayLike<number>, fs: number): void {
  let b = 0;
  const tol = AGREE_S * fs;
  for (const w of windows) {
    while (b < beats.length && beats[b]! < w.start) b++;
    let e = b;
    while (e < beats.length && beats[e]! < w.end) e++;
    const n = e - b;
    const peaks = w.peaks;
    w.rate = (n * 60 * fs) / (w.end - w.start);
    let s = 0;
    let ss = 0;
    for (let k = b + 1; k < e; k++) {
      const rr = beats[k]! - beats[k - 1]!;
      s += rr;
      ss += rr * rr;
    }
    const m = n > 1 ? s / (n - 1) : 0;
    w.rrCv = n > 2 && m > 0 ? Math.sqrt(Math.max(0, ss / (n - 1) - m * m)) / m : 1;
    let hit = 0;
    let p = 0;
    for (let k = b; k < e; k++) {
      while (p < peaks.length && peaks[p]! < beats[k]! - tol) p++;
      if (p < peaks.length && Math.abs(peaks[p]! - beats[k]!) <= tol) hit++;
    }
    const both = Math.max(n, peaks.length);
    w.agree = both > 0 ? hit / both : 0;
  }
}

/** Adds the noise floor features from the quarter-second slopes (`subLen` input samples each). */
export function addFloorFeatures(
  windows: WindowTable,
  slopes: Float32Array,
  n: number,
  subLen: number,
): void {
  const secs = Math.floor(n / 4);
  const floor = new Float32Array(secs);
  for (let t = 0; t < secs; t++)
    floor[t] = Math.min(slopes[4 * t]!, slopes[4 * t + 1]!, slopes[4 * t + 2]!, slopes[4 * t + 3]!);
  const all = Float32Array.from(floor).sort();
  const ref = Math.max(1e-6, all[all.length >> 1] ?? 1e-6);
  const per = 4 * subLen;
  // Each window's seconds, sorted by insertion in a reused buffer: the same order and middle value
  // as a sorted copy, without a copy and a comparator sort per window (those allocated 116 MB and
  // were 0.1 s of the 72 h CLI's profile, 27 November 2026).
  let v = new Float32Array(16);
  for (const w of windows) {
    const a = Math.min(secs, Math.floor(w.start / per));
    const b = Math.min(secs, Math.max(a + 1, Math.floor(w.end / per)));
    const len = Math.max(0, b - a);
    if (len > v.length) v = new Float32Array(len);
    for (let i = 0; i < len; i++) {
      const x = floor[a + i]!;
      let j = i;
      for (; j > 0 && v[j - 1]! > x; j--) v[j] = v[j - 1]!;
      v[j] = x;
    }
    const m = len > 0 ? v[len >> 1]! : ref;
    w.logFloor = Math.log10(m + 1e-6);
    w.floorRatio = m / ref;
  }
}
