import { CLASS_Q, CLASS_V } from '../classify/beat-classes.ts';
import { upperMedian } from '../classify/order-stats.ts';
import { NOISE_WINDOW_S } from '../detect/qrs-detector.ts';
import { makeExclusionTest, type QualitySegment } from './signal-quality.ts';
import type { QualityScan } from './signal-quality.ts';
import { addBeatFeatures, addFloorFeatures } from './window-table-features.ts';
import type { WindowTable } from './window-table.ts';
import {
  callWindows,
  stretches,
  sustainedMean,
  WINDOW_MODEL,
  type Stretch,
  type WindowModel,
} from './window-model.ts';

export interface WindowQuality {
  windows: WindowTable;
  /** Per window, smoothed P(VF) and P(untrustworthy beats). */
  pVf: Float64Array;
  pBad: Float64Array;
  /** Ventricular fibrillation/flutter stretches (rhythm episodes `VF`). */
  vf: Stretch[];
  /** Quality segments to exclude: 'vf' stretches and 'noise' stretches of untrustworthy beats. */
  segments: QualitySegment[];
  /** Per detector beat: 1 = a searchback find in noise (unconfirmedSearchback), dropped. */
  drop: Uint8Array;
}

/**
 * After the streaming pass: classifies the monitor's windows, adds their VF and noise stretches
 * and the detector's kurtosis-noise stretches (outside VF: the kurtosis check also fires in VF,
 * where the stretch is VF, not noise) to `quality` (sorted), and returns the calls with a test
 * of which detector beats (by index) are excluded.
 */
export function applyWindowQuality(
  q: QualityScan,
  det: { samples: number[]; amplitudes: number[] },
  kurtosisNoise: readonly [number, number][],
  quality: QualitySegment[],
  m?: WindowModel,
): WindowQuality & { excluded: (k: number) => boolean } {
  const floor = { slopes: q.slopes, n: q.nSlopes, subLen: q.subLen, quality: [...quality] };
  const wq = windowQuality(q.windows, det, q.samplingRate, m, floor);
  const kurtosis = untrustedKurtosisNoise(kurtosisNoise, wq, q.samplingRate);
  for (const [start, end] of subtract(kurtosis, wq.vf)) quality.push({ kind: 'noise', start, end });
  quality.push(...wq.segments);
  quality.sort((a, b) => a.start - b.start);
  const outside = makeExclusionTest(quality);
  const excluded = (k: number): boolean => wq.drop[k] === 1 || outside(det.samples[k]!);
  return { ...wq, excluded };
}

/**
 * Below this P(bad) over a whole 10 s window the window model trusts its beats: the level from
 * which the detection-confidence gate starts doubting detections (quality/beat-gate.ts,
 * bench/beat-gate.ts).
 */
const TRUSTED_P_BAD = 0.2;

/**
 * The kurtosis-noise stretches (qrs-detector.ts) less their 10 s windows whose beats the window
 * model trusts (P(bad) < TRUSTED_P_BAD in every window overlapping them). The kurtosis test
 * cannot tell a fast regular rhythm from noise: at 140-150 bpm the QRS spikes are too dense for
 * the signal to be leptokurtic (SVDB 865's atrial tachycardia: kurtosis 2.6-3.4 for 11 min, every
 * beat detected, P(bad) <= 0.19), while noise the kurtosis test finds (noise records alone, DS1
 * with `em` at 6 and 0 dB) never reaches P(bad) < 0.29 (bench/svdb-missed-s.ts, issue 19).
 */
export function untrustedKurtosisNoise(
  noise: readonly [number, number][],
  q: QualityWindows,
  fs: number,
): [number, number][] {
  const w = Math.round(NOISE_WINDOW_S * fs);
  const out: [number, number][] = [];
  for (const [start, end] of noise)
    for (let a = start; a < end; a += w) {
      const b = Math.min(end, a + w);
      if (worstQuality(q, a, b) < TRUSTED_P_BAD) continue;
      const last = out[out.length - 1];
      if (last && last[1] === a) last[1] = b;
      else out.push([a, b]);
    }
  return out;
}

/**
 * Classifies the monitor's windows once the detector's beats are known: VF stretches and
 * stretches whose beats cannot be trusted (window-model.ts), both excluded from beat analysis.
 */
export function windowQuality(
  windows: WindowTable,
  det: { samples: number[]; amplitudes: number[] },
  fs: number,
  m: WindowModel = WINDOW_MODEL,
  floor?: SlopeFloor & { quality: readonly QualitySegment[] },
): WindowQuality {
  const beats = det.samples;
  addBeatFeatures(windows, beats, fs);
  if (floor) addFloorFeatures(windows, floor.slopes, floor.n, floor.subLen);
  const { pVf, pBad } = callWindows(windows, m);
  const vf = stretches(windows, pVf, m.vf.threshold);
  const bad = new Float64Array(pBad.length);
  // sustained doubt: a minute of P(bad) at m.sustained makes its windows untrustworthy too
  const held = m.sustained === undefined ? null : sustainedMean(pBad);
  const doubted = (k: number): number =>
    held && held[k]! >= m.sustained! ? Math.max(pBad[k]!, m.bad.threshold) : pBad[k]!;
  // a VF window is VF, not noise: its beats are excluded as VF
  for (let k = 0; k < bad.length; k++) bad[k] = pVf[k]! >= m.vf.threshold ? 0 : doubted(k);
  const raw = fillIslands(stretches(windows, bad, m.bad.threshold), ISLAND_S * fs);
  const refined = floor ? raw.map((x) => refineEdges(x, floor, fs)) : raw;
  // flat line and saturation keep their own reason: a flat window is not "noise"
  const own = (floor?.quality ?? []).map((q): Stretch => ({ start: q.start, end: q.end, p: 1 }));
  const noise = refined.flatMap((x) =>
    subtract([[x.start, x.end]], own).map(([start, end]): Stretch => ({ start, end, p: x.p })),
  );
  const segments: QualitySegment[] = [
    ...vf.map((s): QualitySegment => ({ kind: 'vf', start: s.start, end: s.end })),
    ...noise.map((s): QualitySegment => ({ kind: 'noise', start: s.start, end: s.end })),
  ];
  return { windows, pVf, pBad, vf, segments, drop: unconfirmedSearchback(det, windows, fs) };
}

/**
 * Shortest run of trusted signal kept between two untrustworthy stretches: 30 s. Shorter
 * islands in a sea of noise are chance agreements of the two detectors (noise records alone
 * leave 8-20 s islands), not a returning ECG; the noise stress test's clean blocks are 2 min.
 */
const ISLAND_S = 30;

function fillIslands(s: Stretch[], gap: number): Stretch[] {
  const out: Stretch[] = [];
  for (const x of s) {
    const last = out[out.length - 1];
    if (last && x.start - last.end < gap) {
      last.end = x.end;
      last.p = Math.max(last.p, x.p);
    } else out.push({ ...x });
  }
  return out;
}

/** Quarter-second mean |slope| of the band-passed signal (QualityMonitor.slopes). */
export interface SlopeFloor {
  slopes: Float32Array;
  n: number;
  /** Input samples per value. */
  subLen: number;
}

/** Reference for the noise floor: the 30 s of signal outside the stretch. */
const EDGE_REF_S = 30;
/** Edges move by at most one window (8 s), second by second. */
const EDGE_MAX_S = 8;
/**
 * A second is clean while its floor (its quietest quarter second's slope) stays below twice
 * the median floor of the clean side: em noise at 12 dB SNR already raises it several-fold
 * (bench/noise-stress.ts), while the floor of clean ECG varies by less than that.
 */
const EDGE_RATIO = 2;

/** Per-second noise floor at second index `t`: the quietest of its quarter seconds. */
function floorAt(f: SlopeFloor, t: number): number {
  let m = Infinity;
  for (let q = 4 * t; q < 4 * t + 4 && q < f.n; q++) m = Math.min(m, f.slopes[q]!);
  return m;
}

/**
 * Moves the edges of an untrustworthy stretch inward, to the second, while the signal there is
 * as quiet as the clean signal next to it: a window straddling the start of noise is called
 * bad whole, but the clean seconds in it keep their beats.
 */
function refineEdges(x: Stretch, f: SlopeFloor, fs: number): Stretch {
  const per = 4 * f.subLen;
  const ref = (from: number, to: number): number => {
    const v: number[] = [];
    for (let t = Math.max(0, from); t < Math.min(to, Math.floor(f.n / 4)); t++)
      v.push(floorAt(f, t));
    v.sort((a, b) => a - b);
    return v.length >= EDGE_REF_S / 2 ? v[v.length >> 1]! : NaN;
  };
  const s0 = Math.ceil(x.start / per);
  const e0 = Math.floor(x.end / per);
  const maxT = Math.round((EDGE_MAX_S * fs) / per);
  let s = s0;
  const before = ref(s0 - EDGE_REF_S, s0);
  while (s < e0 && s - s0 < maxT && floorAt(f, s) < EDGE_RATIO * before) s++;
  let e = e0;
  const after = ref(e0, e0 + EDGE_REF_S);
  while (e > s && e0 - e < maxT && floorAt(f, e - 1) < EDGE_RATIO * after) e--;
  return { start: Math.max(x.start, s * per), end: Math.min(x.end, e * per), p: x.p };
}

/** Removes the parts of `segs` inside the `cut` stretches (sorted, disjoint). */
export function subtract(
  segs: readonly [number, number][],
  cut: readonly Stretch[],
): [number, number][] {
  let out = segs.map(([a, b]): [number, number] => [a, b]);
  for (const c of cut) {
    const next: [number, number][] = [];
    for (const [a, b] of out) {
      if (b <= c.start || a >= c.end) next.push([a, b]);
      else {
        if (a < c.start) next.push([a, c.start]);
        if (b > c.end) next.push([c.end, b]);
      }
    }
    out = next;
  }
  return out;
}

/** The windows and P(bad) worstQuality reads (also as stored for review: review/beat-store.ts). */
export interface QualityWindows {
  windows: { length: number; starts: ArrayLike<number>; ends: ArrayLike<number> };
  pBad: ArrayLike<number>;
}

/** Index of the first window ending after `from` (windows are sorted, of equal length). */
function firstWindowAfter(q: QualityWindows, from: number): number {
  let lo = 0;
  let hi = q.windows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (q.windows.ends[mid]! <= from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Largest P(bad) of the windows overlapping [from, to) (0 when none). */
export function worstQuality(q: QualityWindows, from: number, to: number): number {
  let worst = 0;
  for (let k = firstWindowAfter(q, from); k < q.windows.length && q.windows.starts[k]! < to; k++)
    worst = Math.max(worst, q.pBad[k]!);
  return worst;
}

/**
 * Share of [from, to) that windows with P(bad) >= `threshold` cover (0 when none does): how much
 * of an episode lies in signal the quality model doubts, whatever its length.
 */
export function doubtedCover(
  q: QualityWindows,
  from: number,
  to: number,
  threshold: number,
): number {
  let covered = 0;
  // windows are sorted by start: the union is swept left to right
  let reach = from;
  for (let k = firstWindowAfter(q, from); k < q.windows.length && q.windows.starts[k]! < to; k++) {
    if (q.pBad[k]! < threshold) continue;
    const a = Math.max(reach, q.windows.starts[k]!);
    const b = Math.min(to, q.windows.ends[k]!);
    if (b > a) covered += b - a;
    reach = Math.max(reach, b);
  }
  return covered / (to - from);
}

/**
 * V beats in windows whose beats the quality model doubts (P(bad) >= `threshold`) become Q
 * (unclassifiable): a wide, odd complex in electrode-motion noise is far more often artefact
 * than a ventricular beat (before this, a third of V calls at 6 dB SNR were false, over half at
 * 0 dB: bench/noise-stress.ts), and a V beat is a finding the report counts.
 */
export function withholdNoisyV(
  classes: Uint8Array,
  samples: ArrayLike<number>,
  q: Pick<WindowQuality, 'windows' | 'pBad'>,
  threshold: number = WINDOW_MODEL.uncertain,
): void {
  let w = 0;
  for (let k = 0; k < classes.length; k++) {
    if (classes[k] !== CLASS_V) continue;
    const s = samples[k]!;
    while (w < q.windows.length && q.windows.ends[w]! <= s) w++;
    // the windows covering s: w and, as windows overlap by half, the next
    let worst = 0;
    for (let j = w; j < q.windows.length && q.windows.starts[j]! <= s; j++)
      worst = Math.max(worst, q.pBad[j]!);
    if (worst >= threshold) classes[k] = CLASS_Q;
  }
}

/** Searchback looks for a beat after 1.66 mean RR (Pan & Tompkins 1985): a gap of 1.5 local median RR. */
const SEARCHBACK_RR = 1.5;
/** A searchback find under half the local beats' R amplitude ... */
const SMALL_AMPLITUDE = 0.5;
/** ... among the 8 beats either side. */
const NEIGHBOURS = 8;
const AGREE_S = 0.15;

/**
 * Beats the detector's searchback took out of noise in a pause: after a long gap the threshold
 * is lowered until something passes, and in 0.1 mV noise a noise peak does, splitting the pause
 * in two. Such a find is dropped when it is small (< half the neighbours' R amplitude) and the
 * second detector (window-features.ts) sees no QRS slope there.
 */
function unconfirmedSearchback(
  det: { samples: number[]; amplitudes: number[] },
  windows: WindowTable,
  fs: number,
): Uint8Array {
  const n = det.samples.length;
  const drop = new Uint8Array(n);
  const tol = AGREE_S * fs;
  let w = 0;
  for (let k = 1; k < n; k++) {
    const s = det.samples[k]!;
    const gap = s - det.samples[k - 1]!;
    // cheap pre-check: the median RR is at least the shortest neighbouring RR
    const near = k + 1 < n ? Math.min(gap, det.samples[k + 1]! - s) : gap;
    if (k >= 2 && gap < SEARCHBACK_RR * Math.min(near, det.samples[k - 1]! - det.samples[k - 2]!))
      continue;
    const lo = Math.max(1, k - NEIGHBOURS);
    const hi = Math.min(n - 1, k + NEIGHBOURS);
    const rr: number[] = [];
    const amp: number[] = [];
    for (let j = lo; j <= hi; j++) {
      if (j === k) continue;
      rr.push(det.samples[j]! - det.samples[j - 1]!);
      amp.push(Math.abs(det.amplitudes[j]!));
    }
    if (rr.length < 4) continue;
    // upperMedian: the same value as a sorted copy's middle, without the copy (order-stats.ts)
    if (gap < SEARCHBACK_RR * upperMedian(rr)) continue;
    if (Math.abs(det.amplitudes[k]!) >= SMALL_AMPLITUDE * upperMedian(amp)) continue;
    while (w < windows.length && windows.ends[w]! <= s) w++;
    const confirmed =
      w < windows.length ? windows.at(w).peaks.some((p) => Math.abs(p - s) <= tol) : true;
    if (!confirmed) drop[k] = 1;
  }
  return drop;
}
