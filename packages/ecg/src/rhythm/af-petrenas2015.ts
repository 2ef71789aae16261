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
 *    medians) is compared with AF_THRESHOLD; flagged stretches closer than AF_MERGE_S merge, and
 *    an episode needs AF_MIN_S (30 s: the clinical single-lead definition, ESC 2020 AF
 *    guidelines), or the whole analysable recording when that is shorter (a 10-60 s strip).
 */
export const AF_WINDOW = 16;
/** Fewest usable intervals a (short-strip) window may have: Petrenas 2015 decided on 8 beats. */
export const AF_MIN_WINDOW = 8;
/**
 * Median normalised successive difference in AF is ~0.15-0.3 (RR coefficient of variation in
 * AF 0.15-0.25, Tateno & Glass 2001); in sinus rhythm it is ~0.02-0.04. 0.07 sits between.
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

/** A strip counts as AF when at least half of it is AF-like. */
const STRIP_SHARE = 0.5;

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
  const n = classes.length;
  const rr = new Float64Array(n).fill(NaN);
  for (let k = 1; k < n; k++) {
    if (!rrValid[k] || !trusted(classes[k]!) || !trusted(classes[k - 1]!)) continue;
    rr[k] = exact[k]! - exact[k - 1]!;
  }
  const d: number[] = [];
  const at: number[] = [];
  const pc: number[] = [];
  for (let k = 3; k < n; k++) {
    const a = rr[k]!;
    const b = rr[k - 1]!;
    const c = rr[k - 2]!;
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    const diff = Number.isFinite(c) ? Math.min(Math.abs(a - b), Math.abs(a - c)) : Math.abs(a - b);
    d.push((2 * diff) / (a + b));
    at.push(k);
    pc.push(atrial ? atrialCorr(atrial, k) : NaN);
  }
  const w = Math.min(AF_WINDOW, d.length);
  if (w < AF_MIN_WINDOW) return [];
  // windows above the threshold mark their beats: a difference array, one pass
  const mark = new Int32Array(n + 1);
  const win = new Float64Array(w);
  const pwin = new Float64Array(w);
  for (let i = 0; i + w <= d.length; i++) {
    for (let j = 0; j < w; j++) win[j] = d[i + j]!;
    win.sort();
    const med = (win[(w - 1) >> 1]! + win[w >> 1]!) / 2;
    if (med <= AF_THRESHOLD) continue;
    for (let j = 0; j < w; j++) pwin[j] = pc[i + j]!;
    pwin.sort();
    if ((pwin[(w - 1) >> 1]! + pwin[w >> 1]!) / 2 >= P_ORGANISED) continue;
    // sparse evidence - usable intervals scattered between ectopic beats - is not AF
    if (at[i + w - 1]! - at[i]! + 1 > w / AF_DENSITY) continue;
    mark[at[i]! - 1]!++;
    mark[at[i + w - 1]! + 1]!--;
  }
  const flag = new Uint8Array(n);
  for (let k = 0, run = 0; k < n; k++) {
    run += mark[k]!;
    flag[k] = run > 0 ? 1 : 0;
  }
  const minS = Math.min(AF_MIN_S, STRIP_SHARE * analysableS);
  const out: AfEpisode[] = [];
  for (let k = 0; k < n; k++) {
    if (!flag[k]) continue;
    let e = k;
    while (e + 1 < n && flag[e + 1]) e++;
    const last = out[out.length - 1];
    if (last && (exact[k]! - exact[last.to]!) / fs < AF_MERGE_S) last.to = e;
    else out.push({ from: k, to: e });
    k = e;
  }
  return out.filter((e) => (exact[e.to]! - exact[e.from]!) / fs >= minS);
}

/** Correlation of the unit-norm atrial segments of beat k and beat k - 1 (beat-shape.ts). */
function atrialCorr(p: Int8Array, k: number): number {
  let s = 0;
  const a = k * ATRIAL_POINTS;
  const b = a - ATRIAL_POINTS;
  for (let j = 0; j < ATRIAL_POINTS; j++) s += p[a + j]! * p[b + j]!;
  return s / (ATRIAL_SCALE * ATRIAL_SCALE);
}
