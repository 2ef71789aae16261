import type { AfFound } from './classes-and-af.ts';

/**
 * Atrial flutter told apart from AF by the ventricular response. Flutter drives the AV node
 * at a fixed atrial cycle of 176-250 ms (240-340 /min: typical flutter runs near 300 /min,
 * Saoudi et al. 2001, Eur Heart J 22:1162; Cosio 2017, Arrhythm Electrophysiol Rev 6:55), and
 * the node conducts every 2nd, 3rd or 4th wave (fixed or variable block), so the RR
 * intervals sit near whole multiples of one cycle ("RR quantisation"); in AF they spread
 * continuously. Inside each
 * episode the AF detector calls AF (irregular RR), windows of FLUTTER_WINDOW intervals are
 * scored by the best share of intervals within the tolerance of k x cycle (k = 2-8) over
 * cycles of 176-250 ms; runs of windows scoring at least the threshold become `AFL` and AF
 * there is withdrawn. Flutter the AF detector does not call AF (fixed ratio: a regular rhythm,
 * which sinus rhythm also fits) is not found: the ECG's flutter waves would be needed for it.
 * Tolerance and threshold chosen by leave-one-record-out cross-validation (bench/afl.ts,
 * README "Atrial flutter").
 */
export const FLUTTER_WINDOW = 40;
/** Flutter cycles tried: 240-340 /min, 2 ms apart. */
const CYCLE_MIN_MS = 176;
const CYCLE_MAX_MS = 250;
const CYCLE_STEP_MS = 2;
/** Conduction ratios: 2:1 to 8:1 (1:1 flutter would be a 240-340 /min ventricular rate). */
const K_MIN = 2;
const K_MAX = 8;

export interface FlutterParams {
  /** Share of a window's intervals near a multiple of one cycle for it to read as flutter. */
  threshold: number;
  /** |RR - k x cycle| allowed (ms): the AV node's conduction time varies from wave to wave. */
  tolMs: number;
  /**
   * Share of the intervals the second most common ratio must have (variable block). A regular
   * rhythm fits one multiple of some cycle whatever it is (sinus rhythm too), so outside AF one
   * ratio alone is no evidence of flutter; but requiring a second ratio lost nearly all the
   * reference flutter (cross-validation chose 0), so flutter is looked for inside AF only.
   */
  minSecond: number;
}

/** Chosen by leave-one-record-out cross-validation (bench/afl.ts). */
export const FLUTTER: FlutterParams = { threshold: 0.63, tolMs: 20, minSecond: 0 };

/**
 * Best share of `rrMs` within tolMs of a multiple (2-8) of one flutter cycle, over the cycles
 * whose second most common multiple holds at least minSecond of the intervals.
 */
export function rrQuantisation(
  rrMs: ArrayLike<number>,
  tolMs: number,
  minSecond: number,
): { share: number; cycleMs: number } {
  let best = { share: 0, cycleMs: NaN };
  const n = rrMs.length;
  if (n === 0) return best;
  const byK = new Int32Array(K_MAX + 1);
  for (let f = CYCLE_MIN_MS; f <= CYCLE_MAX_MS; f += CYCLE_STEP_MS) {
    byK.fill(0);
    let hit = 0;
    for (let i = 0; i < n; i++) {
      const r = rrMs[i]!;
      const k = Math.round(r / f);
      if (k >= K_MIN && k <= K_MAX && Math.abs(r - k * f) <= tolMs) {
        hit++;
        byK[k]!++;
      }
    }
    if (secondLargest(byK) / n < minSecond) continue;
    if (hit / n > best.share) best = { share: hit / n, cycleMs: f };
  }
  return best;
}

function secondLargest(v: Int32Array): number {
  let a = 0;
  let b = 0;
  for (const x of v) {
    if (x > a) {
      b = a;
      a = x;
    } else if (x > b) b = x;
  }
  return b;
}

/** Valid RR intervals (ms) of beats (from, to]. */
function intervals(
  exact: ArrayLike<number>,
  rrValid: ArrayLike<number>,
  fs: number,
  from: number,
  to: number,
): number[] {
  const rr: number[] = [];
  for (let k = from + 1; k <= to; k++)
    if (rrValid[k]) rr.push(((exact[k]! - exact[k - 1]!) / fs) * 1000);
  return rr;
}

/**
 * Flutter runs over beats [from, to]: windows of FLUTTER_WINDOW beats, every half window,
 * scoring >= the threshold, merged; a run's confidence is the mean score of its windows.
 */
export function flutterRuns(
  exact: ArrayLike<number>,
  rrValid: ArrayLike<number>,
  fs: number,
  range: { from: number; to: number },
  p: FlutterParams = FLUTTER,
): AfFound[] {
  const runs: AfFound[] = [];
  const half = FLUTTER_WINDOW >> 1;
  let windows = 0;
  for (let a = range.from; a + FLUTTER_WINDOW <= range.to; a += half) {
    const rr = intervals(exact, rrValid, fs, a, a + FLUTTER_WINDOW);
    if (rr.length < half) continue;
    const { share } = rrQuantisation(rr, p.tolMs, p.minSecond);
    if (share < p.threshold) continue;
    const last = runs[runs.length - 1];
    if (last && a <= last.to) {
      last.confidence = (last.confidence! * windows + share) / (windows + 1);
      windows++;
      last.to = a + FLUTTER_WINDOW;
    } else {
      runs.push({ from: a, to: a + FLUTTER_WINDOW, confidence: share });
      windows = 1;
    }
  }
  for (const r of runs) r.confidence = Math.round(r.confidence! * 1000) / 1000;
  return runs;
}

/**
 * Inside each AF episode, the flutter runs become AFL episodes and what is left stays AF when
 * it still has FLUTTER_WINDOW beats (a shorter remainder goes to the flutter beside it).
 */
export function splitFlutter(
  exact: ArrayLike<number>,
  rrValid: ArrayLike<number>,
  fs: number,
  af: AfFound[],
  p: FlutterParams = FLUTTER,
): { af: AfFound[]; afl: AfFound[] } {
  const outAf: AfFound[] = [];
  const outAfl: AfFound[] = [];
  for (const e of af) {
    const runs = flutterRuns(exact, rrValid, fs, e, p);
    let at = e.from;
    for (const r of runs) {
      if (r.from - at >= FLUTTER_WINDOW) outAf.push({ ...e, from: at, to: r.from - 1 });
      else r.from = at;
      at = r.to + 1;
    }
    const last = runs[runs.length - 1];
    if (!last || e.to - at + 1 >= FLUTTER_WINDOW) outAf.push({ ...e, from: at, to: e.to });
    else last.to = e.to;
    outAfl.push(...runs);
  }
  return { af: outAf, afl: outAfl };
}

/**
 * splitFlutter, and the flutter beats marked in `inAf`: flutter intervals are no more NN
 * intervals than AF's are (HRV withholds them with reason 'af').
 */
export function withFlutter(
  exact: ArrayLike<number>,
  rrValid: ArrayLike<number>,
  fs: number,
  af: AfFound[],
  inAf: Uint8Array,
): { af: AfFound[]; afl: AfFound[] } {
  const split = splitFlutter(exact, rrValid, fs, af);
  for (const e of split.afl) inAf.fill(1, e.from, e.to + 1);
  return split;
}

/**
 * A VT episode inside atrial flutter is flagged uncertain: flutter waves read as wide beats
 * made most of the false VT the issue found (45 episodes in one patient's flutter).
 */
export function flagVtInFlutter<
  E extends { type: string; startSample: number; endSample: number; uncertain?: boolean },
>(episodes: E[]): E[] {
  const afl = episodes.filter((e) => e.type === 'AFL');
  for (const e of episodes)
    if (
      e.type === 'VT' &&
      afl.some((f) => f.startSample < e.endSample && e.startSample < f.endSample)
    )
      e.uncertain = true;
  return episodes;
}
