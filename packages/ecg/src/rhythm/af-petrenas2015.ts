import { CLASS_Q, CLASS_V } from '../classify/beat-classes.ts';
import { ATRIAL_POINTS, ATRIAL_SCALE } from '../classify/beat-shape.ts';

/**
 * Atrial fibrillation episodes from RR irregularity that ectopic beats do not fake, after
 * Petrenas, Marozas & Sornmo (2015), "Low-complexity detection of atrial fibrillation in
 * continuous long-term monitoring", Comput Biol Med 65:184-191 (ectopic-beat filtering,
 * bigeminy suppression, a median of short-window irregularity) and Sarkar, Ritscher & Mehra
 * (2008), IEEE TBME 55:1219 (AF = successive RR differences scattered in every direction,
 * ectopy = a few clustered patterns):
 *
 * 1. Intervals touching a ventricular beat (its coupling interval and the pause after it) or an
 *    unclassifiable complex are dropped: their irregularity is not the atria's.
 * 2. Irregularity of interval k: min(|RR_k - RR_k-1|, |RR_k - RR_k-2|) / local mean RR. Taking
 *    the smaller of the two differences cancels the long-short alternation of bigeminy
 *    (RR_k = RR_k-2) and of isolated premature beats (Petrenas 2015's bigeminy suppression);
 *    in AF both differences are large.
 * 3. Organised atrial activity vetoes the call (P_ORGANISED below).
 * 4. The median over a window of AF_WINDOW usable intervals (about 10-15 s; Petrenas used 8-beat
 *    medians) is compared with AF_THRESHOLD; flagged stretches closer than AF_MERGE_S merge,
 *    their ends are trimmed (EDGE_TRIM), and an episode needs AF_MIN_S (30 s: the clinical
 *    single-lead definition, ESC 2020 AF guidelines).
 * 5. A recording shorter than STRIP_MAX_S (a 10-60 s strip) is one decision over all its usable
 *    intervals (stripAf), not a sliding window.
 *
 * Since issue 19 the analysis reads recordings longer than a strip with the learned RR model
 * (af-rr.ts), which generalised better across patients (README, "AF from RR intervals"); this
 * detector decides strips the model does not (classes-and-af.ts, stripAf).
 */
export const AF_WINDOW = 16;
/** Fewest usable intervals a window of a long recording may have: Petrenas 2015 decided on 8 beats. */
export const AF_MIN_WINDOW = 8;
/**
 * Median normalised successive difference in AF is ~0.15-0.3 (RR coefficient of variation in
 * AF 0.15-0.25, Tateno & Glass 2001); in sinus rhythm it is ~0.02-0.04. 0.1 sits between.
 */
export const AF_THRESHOLD = 0.1;
export const AF_MERGE_S = 30;
/**
 * A window's usable intervals must cover at least this share of the beats it spans: where
 * ectopy (ventricular bigeminy/trigeminy) leaves only scattered normal-to-normal intervals,
 * their irregularity is sinus arrhythmia around ectopic beats, not evidence of AF.
 */
export const AF_DENSITY = 0.4;
export const AF_MIN_S = 30;
/**
 * Atrial activity (Ladavich & Ghoraani 2015, Biomed Signal Process Control 18:274: P-wave
 * absence as AF evidence; Babaeizadeh et al. 2009, J Electrocardiol 42:522: P-wave
 * morphology consistency added to RR irregularity raises AF specificity): in sinus rhythm,
 * sinus arrhythmia and ectopy, every conducted beat has the same P wave at the same distance
 * before the QRS, so the atrial segments of consecutive beats correlate (median r ~0.9 on
 * clean DS1 records); in AF the fibrillatory baseline is unrelated from beat to beat (r ~0).
 * A window whose median consecutive-beat atrial correlation reaches P_ORGANISED has organised
 * atrial activity and is not AF, however irregular its RR. The cut sits between the two
 * (above 99 % of 16-beat AF windows on DS1, r <= 0.58), so noise, which lowers r, can only
 * leave the RR-based decision as it was. (The converse - absent P waves lowering the
 * irregularity needed - helped 10 s strips but called AF in a clean record with 0.5 mV added
 * noise, where noise hides the P waves; it is not used.) The DS1 figures barely change for
 * cuts between 0.6 and 0.8.
 */
export const P_ORGANISED = 0.7;

/** Recordings shorter than this are strips (10-60 s), decided as a whole (stripAf). */
export const STRIP_MAX_S = 60;
/**
 * Fewest usable intervals a strip is decided on: what a 10 s strip holds at 50 bpm, the lowest
 * resting rate before bradycardia (8 beats give 5 irregularity values, each needing three
 * intervals). Petrenas 2015's 8 would leave every 10 s strip under ~65 bpm undecided.
 */
const STRIP_MIN_INTERVALS = 5;
/**
 * A strip with no repeating P wave (median consecutive-beat atrial correlation < P_ABSENT;
 * AF windows on DS1 sit around 0, sinus rhythm around 0.9) needs less irregularity: above
 * the 0.02-0.04 of sinus rhythm (Tateno & Glass 2001) rather than AF_THRESHOLD (P-wave absence
 * as AF evidence: Ladavich & Ghoraani 2015). Used in strips only: over a long recording noise,
 * which also hides P waves, made it call AF in a clean record with added noise.
 */
const STRIP_NO_P_THRESHOLD = 0.06;
const P_ABSENT = 0.3;
/**
 * Episode ends. A 16-interval window is AF once more than half its intervals are irregular, so
 * the union of AF windows can run on up to half a window past a rhythm change, and on DS1 it
 * ran further: AF "continuing" into the irregular nodal rhythm or ectopy after it (201). Each
 * episode therefore starts at the first beat a quarter window inside an AF window and ends a
 * quarter window inside the last. This trades AF sensitivity for specificity: on clean
 * synthetic AF-sinus changes (af-petrenas2015.test.ts) the untrimmed union is closer and the
 * trim cuts a few beats of true AF at each end. DS1 AF Se / +P with no trim, a quarter and a
 * half window: 94.2 / 81.8 %, 91.0 / 85.8 %, 89.0 / 86.5 %; a quarter is the one that keeps
 * both of the targets (Se >= 90 %, +P >= 85 %), so this value was chosen on DS1.
 */
const EDGE_TRIM = 0.25;

export interface AfEpisode {
  /** Beat indices of the first and last beat of the episode. */
  from: number;
  to: number;
}

/** V beats, and unclassifiable (Q) complexes - often noise - do not time the atria. */
const trusted = (c: number): boolean => c !== CLASS_V && c !== CLASS_Q;

export function detectAf(
  exact: ArrayLike<number>,
  classes: Uint8Array,
  rrValid: ArrayLike<number>,
  fs: number,
  analysableS: number,
  atrial?: Int8Array,
): AfEpisode[] {
  const ev = irregularity(exact, classes, rrValid, atrial);
  if (analysableS < STRIP_MAX_S) return stripAf(ev, classes.length);
  const w = Math.min(AF_WINDOW, ev.d.length);
  if (w < AF_MIN_WINDOW) return [];
  const n = classes.length;
  // windows above the threshold mark their beats: a difference array, one pass
  const mark = new Int32Array(n + 1);
  const inner = new Uint8Array(n);
  const q = Math.floor(w * EDGE_TRIM);
  for (let i = 0; i + w <= ev.d.length; i++) {
    if (!isAfWindow(ev, i, w)) continue;
    mark[ev.at[i]! - 1]!++;
    mark[ev.at[i + w - 1]! + 1]!--;
    inner[ev.at[i + q]!] = 1;
    inner[ev.at[i + w - 1 - q]!] = 1;
  }
  const out = mergeFlags(mark, exact, fs);
  for (const e of out) {
    while (e.from < e.to && !inner[e.from]) e.from++;
    while (e.to > e.from && !inner[e.to]) e.to--;
  }
  return out.filter((e) => (exact[e.to]! - exact[e.from]!) / fs >= AF_MIN_S);
}

/** Per usable interval: irregularity `d`, the beat it ends at, and the atrial correlation. */
interface Irregularity {
  d: number[];
  at: number[];
  pc: number[];
}

function irregularity(
  exact: ArrayLike<number>,
  classes: Uint8Array,
  rrValid: ArrayLike<number>,
  atrial?: Int8Array,
): Irregularity {
  const n = classes.length;
  const rr = new Float64Array(n).fill(NaN);
  for (let k = 1; k < n; k++) {
    if (!rrValid[k] || !trusted(classes[k]!) || !trusted(classes[k - 1]!)) continue;
    rr[k] = exact[k]! - exact[k - 1]!;
  }
  const ev: Irregularity = { d: [], at: [], pc: [] };
  for (let k = 3; k < n; k++) {
    const a = rr[k]!;
    const b = rr[k - 1]!;
    const c = rr[k - 2]!;
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    const diff = Number.isFinite(c) ? Math.min(Math.abs(a - b), Math.abs(a - c)) : Math.abs(a - b);
    ev.d.push((2 * diff) / (a + b));
    ev.at.push(k);
    ev.pc.push(atrial ? atrialCorr(atrial, k) : NaN);
  }
  return ev;
}

const median = (v: Float64Array): number => {
  v.sort();
  return (v[(v.length - 1) >> 1]! + v[v.length >> 1]!) / 2;
};

/** Median of v[i, i + w) in a reused scratch array (this runs once per interval of a recording). */
let scratch = new Float64Array(64);
function medianOf(v: readonly number[], i: number, w: number): number {
  if (scratch.length < w) scratch = new Float64Array(w);
  const a = scratch.subarray(0, w);
  for (let j = 0; j < w; j++) a[j] = v[i + j]!;
  return median(a);
}

/** The `w` usable intervals from `i` are irregular, without organised atrial activity, dense. */
function isAfWindow(ev: Irregularity, i: number, w: number): boolean {
  if (medianOf(ev.d, i, w) <= AF_THRESHOLD) return false;
  if (medianOf(ev.pc, i, w) >= P_ORGANISED) return false;
  // sparse evidence - usable intervals scattered between ectopic beats - is not AF
  return ev.at[i + w - 1]! - ev.at[i]! + 1 <= w / AF_DENSITY;
}

/** Flagged beats (difference array `mark`) into episodes, gaps under AF_MERGE_S merged. */
function mergeFlags(mark: Int32Array, exact: ArrayLike<number>, fs: number): AfEpisode[] {
  const out: AfEpisode[] = [];
  const n = mark.length - 1;
  let run = 0;
  let from = -1;
  for (let k = 0; k <= n; k++) {
    run += k < n ? mark[k]! : 0;
    const on = k < n && run > 0;
    if (on && from < 0) from = k;
    if (on || from < 0) continue;
    const last = out[out.length - 1];
    if (last && (exact[from]! - exact[last.to]!) / fs < AF_MERGE_S) last.to = k - 1;
    else out.push({ from, to: k - 1 });
    from = -1;
  }
  return out;
}

/**
 * A strip shorter than STRIP_MAX_S (10-60 s, the PhysioNet/CinC 2017 challenge's recordings)
 * is one decision, not a sliding window: the irregularity and atrial evidence of all its usable
 * intervals, at least STRIP_MIN_INTERVALS of them. AF means the whole strip.
 */
function stripAf(ev: Irregularity, n: number): AfEpisode[] {
  const m = ev.d.length;
  if (m < STRIP_MIN_INTERVALS) return [];
  const af =
    isAfWindow(ev, 0, m) ||
    (medianOf(ev.d, 0, m) > STRIP_NO_P_THRESHOLD &&
      medianOf(ev.pc, 0, m) < P_ABSENT &&
      ev.at[m - 1]! - ev.at[0]! + 1 <= m / AF_DENSITY);
  return af ? [{ from: 0, to: n - 1 }] : [];
}

/** Correlation of the unit-norm atrial segments of beat k and beat k - 1 (beat-shape.ts). */
function atrialCorr(p: Int8Array, k: number): number {
  let s = 0;
  const a = k * ATRIAL_POINTS;
  const b = a - ATRIAL_POINTS;
  for (let j = 0; j < ATRIAL_POINTS; j++) s += p[a + j]! * p[b + j]!;
  return s / (ATRIAL_SCALE * ATRIAL_SCALE);
}
