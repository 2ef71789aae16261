import { CLASS_N, CLASS_S } from './beat-classes.ts';

/**
 * Supraventricular runs that become the dominant rhythm (paroxysmal SVT, atrial tachycardia).
 * The beat classifier judges prematurity against the local sinus interval (ml-features.ts: a
 * 32-beat upper quartile), so after half a minute of atrial tachycardia the tachycardia is the
 * "sinus" and its beats look on time (SVDB 865: 1,818 S beats in a 14-min run, 1 % found).
 * What tells such a run from sinus tachycardia is its onset: paroxysmal SVT starts and stops
 * abruptly, from one beat to the next, while sinus rate ramps over tens of seconds (the 2015
 * ACC/AHA/HRS SVT guideline, Page RL et al., Circulation 2016;133:e506: abrupt onset and
 * termination of paroxysmal SVT against the gradual change of sinus tachycardia).
 *
 * A run starts at beat k when its interval and the next (minBeats - 1) are all at most `drop`
 * times the median interval of the BASELINE_BEATS before k (a step in rate, not a ramp: a ramp
 * drags the median with it), and goes on while intervals stay at most `keep` times that
 * baseline; every interval of it is also at most TACHY_RR_S (a tachycardia, so that the end of
 * a slow stretch, e.g. 2:1 AV block returning to 1:1 conduction, is not a run). Its beats the model called N become S; V, F and Q calls stay, and beats inside AF
 * stay N (AAMI EC57 labels conducted AF beats N).
 */
export interface SvRunParams {
  /** Interval / baseline at or under which a run starts (a 25-35 % step, the brief's figure). */
  drop: number;
  /** Interval / baseline at or under which the run goes on (>= drop). */
  keep: number;
  /** Consecutive short intervals a run needs to start. */
  minBeats: number;
}

/**
 * Beats whose median interval is the baseline: ~25-40 s at 45-75 bpm, the "rate 30-60 s before"
 * a paroxysmal run is judged against, short enough that a ramp of sinus rate over tens of seconds
 * moves it (issue 19 brief; fixed, not fitted).
 */
export const BASELINE_BEATS = 30;
/**
 * Longest interval of a run: 100 bpm, the rate above which a supraventricular rhythm is a
 * tachycardia (Page RL et al. 2015 ACC/AHA/HRS SVT guideline, Circulation 2016;133:e506).
 */
const TACHY_RR_S = 0.6;
/** Fewest valid intervals in the baseline window for a median to be trusted (half of it). */
const MIN_BASELINE = 15;

/**
 * Per beat k, the median of the finite intervals among the BASELINE_BEATS before it (NaN when
 * fewer than MIN_BASELINE): one sorted window slid along the record (O(n * window), no sort per
 * beat; a 72 h recording has ~300,000 beats).
 */
export function rrBaseline(rr: ArrayLike<number>): Float64Array {
  const n = rr.length;
  const out = new Float64Array(n).fill(NaN);
  const win: number[] = [];
  const insert = (v: number): void => {
    let j = win.length;
    while (j > 0 && win[j - 1]! > v) j--;
    win.splice(j, 0, v);
  };
  const remove = (v: number): void => {
    win.splice(win.indexOf(v), 1);
  };
  for (let k = 0; k < n; k++) {
    if (win.length >= MIN_BASELINE) out[k] = win[win.length >> 1]!;
    if (Number.isFinite(rr[k]!)) insert(rr[k]!);
    const old = k - BASELINE_BEATS;
    if (old >= 0 && Number.isFinite(rr[old]!)) remove(rr[old]!);
  }
  return out;
}

const baselineBuf = new Float64Array(BASELINE_BEATS);

/** rrBaseline at one beat (the median of the finite intervals among the BASELINE_BEATS before k). */
export function baselineAt(rr: ArrayLike<number>, k: number): number {
  // insertion sort of the finite intervals into a reused buffer: the sorted order, and so the
  // middle value, of a comparator sort of a fresh array, without the array (those were 74 MB of
  // short-lived objects in the 72 h CLI run, 27 November 2026)
  const a = baselineBuf;
  let m = 0;
  for (let j = Math.max(0, k - BASELINE_BEATS); j < k; j++) {
    const v = rr[j]!;
    if (!Number.isFinite(v)) continue;
    let p = m++;
    for (; p > 0 && a[p - 1]! > v; p--) a[p] = a[p - 1]!;
    a[p] = v;
  }
  if (m < MIN_BASELINE) return NaN;
  return a[m >> 1]!;
}

/** True when rr[k, k + n) are all finite and at most limit. */
function allShort(rr: ArrayLike<number>, k: number, n: number, limit: number): boolean {
  if (k + n > rr.length) return false;
  for (let j = k; j < k + n; j++) if (!(rr[j]! <= limit)) return false;
  return true;
}

/**
 * [first, last] beats of each run. rr[k] is the interval ending at beat k in seconds (NaN where
 * it spans excluded signal); base0 its rrBaseline when the caller has it (a parameter search),
 * else the baseline is computed only where minBeats tachycardic intervals start (most beats of
 * a Holter recording are not: ~10 ms instead of ~70 ms for 300,000 beats).
 */
export function svRuns(
  rr: ArrayLike<number>,
  p: SvRunParams,
  base0?: ArrayLike<number>,
): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 1; k < rr.length; k++) {
    if (!(rr[k]! > 0) || !allShort(rr, k, p.minBeats, TACHY_RR_S)) continue;
    const base = base0 ? base0[k]! : baselineAt(rr, k);
    const start = Math.min(p.drop * base, TACHY_RR_S);
    if (!Number.isFinite(base) || !allShort(rr, k, p.minBeats, start)) continue;
    const keep = Math.min(p.keep * base, TACHY_RR_S);
    let e = k + p.minBeats - 1;
    while (e + 1 < rr.length && rr[e + 1]! <= keep) e++;
    out.push([k, e]);
    k = e;
  }
  return out;
}

/** Turns the N beats of each run into S (in place), outside AF. */
export function markSvRuns(
  classes: Uint8Array,
  rr: ArrayLike<number>,
  inAf: ArrayLike<number>,
  p: SvRunParams,
  base0?: ArrayLike<number>,
): void {
  for (const [a, b] of svRuns(rr, p, base0))
    for (let k = a; k <= b; k++) if (classes[k] === CLASS_N && !inAf[k]) classes[k] = CLASS_S;
}
