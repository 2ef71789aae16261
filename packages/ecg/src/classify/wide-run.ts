import { CLASS_Q, CLASS_V } from './beat-classes.ts';

/**
 * Wide-complex runs the model leaves unnamed. A ventricular rhythm (a slow idioventricular run
 * or a VT run) spreads cell to cell from one focus: its complexes are wider than the conducted
 * ones, repeat one shape from beat to beat, and no sinus P wave precedes them (AAMI EC57 counts
 * >= 3 consecutive ventricular beats as a run at any rate). The beat model judges each complex
 * mostly by its timing; a run that is not premature (MIT-BIH 124's idioventricular run at
 * 61/min, SVDB 811's runs at ~80/min) gets V probabilities of 0.01-0.2 and stays N or S.
 * Such a run is told from what it must not be confused with by:
 *  - its shape is not the record's dominant (sinus) cluster and its cluster is rare (a
 *    conducted variant, or intermittent bundle-branch block, makes up a larger share);
 *  - its QRS is wider than the dominant beat's (conducted aberration also widens, but then a
 *    P wave precedes it: next term);
 *  - its atrial segment does not correlate with the running sinus one (no sinus P wave);
 *  - each complex correlates with the one before (one focus; multiform beats and noise vary);
 *  - it is not in AF or flutter (aberrant conduction there is not told apart by P waves).
 * >= 3 such consecutive beats become V, each with class probability at least WIDE_RUN_PROB (the
 * call rests on the run, not on the model; a V call the model made at lower probability too).
 */
export interface WideRunRule {
  /** The beat's cluster holds less than this share of the recording's beats. */
  maxClusterShare: number;
  /** The beat's atrial segment correlates below this with the running sinus one. */
  maxAtrialCorr: number;
  /** The beat's QRS is at least this much (ms) wider than the dominant beat's. */
  minWidthExcessMs: number;
  /** Each beat after the first correlates at least this much with the one before it. */
  minShapeCorr: number;
}

/** Class probability given to the beats the rule makes V (episodes.ts MIN_VT_PROB is 0.5). */
export const WIDE_RUN_PROB = 0.6;
/** Fewest consecutive beats (a run: Crawford et al. 1999, EC57). */
const MIN_BEATS = 3;

export interface WideRunEvidence {
  dominant: (k: number) => boolean;
  clusterShare: (k: number) => number;
  atrialCorr: ArrayLike<number>;
  /** QRS width minus the dominant beat's (ms). */
  widthExcessMs: ArrayLike<number>;
  /** Correlation of beat k's shape with beat k-1's. */
  prevShapeCorr: (k: number) => number;
  rrValid: ArrayLike<number>;
  inAf: ArrayLike<number>;
  /** Share of the complexes around each beat that matched a template (noise collapses it). */
  matchShare: ArrayLike<number>;
}

/**
 * Noise guards, set on the noise stress bench (bench/noise-stress.ts, em noise at 6 and 0 dB on
 * DS1, 27 Nov 2026), not by cross-validation: without them the rule made one false VT at each SNR
 * (201, 101) out of noise complexes that were rare, wide and without a P wave but of widths
 * 25-250 ms and amid complexes matching no template (match share 0.59-0.91). One focus keeps its
 * QRS width: the development runs the rule finds spread 8 ms (124) and 24-31 ms (SVDB 811, 128 Hz:
 * 7.8 ms a sample), the noise runs 33-220 ms; their match share was 0.97-0.98.
 */
const MIN_MATCH_SHARE = 0.9;
const MAX_WIDTH_SPREAD_MS = 40;

function clean(e: WideRunEvidence, from: number, to: number): boolean {
  let lo = Infinity;
  let hi = -Infinity;
  for (let k = from; k <= to; k++) {
    if (!(e.matchShare[k]! >= MIN_MATCH_SHARE)) return false;
    lo = Math.min(lo, e.widthExcessMs[k]!);
    hi = Math.max(hi, e.widthExcessMs[k]!);
  }
  return hi - lo <= MAX_WIDTH_SPREAD_MS;
}

/**
 * Beats before a run among which one must be of the dominant (sinus) cluster. A ventricular run
 * interrupts the patient's own rhythm (124's run and SVDB 811's start within a few beats of
 * sinus beats); a stretch of another shape with no dominant beat near it is that rhythm changed,
 * not a focus firing: a morphology that took over (electrodes moved, another lead position) or,
 * in the 72 h benchmark file of 22 concatenated patients, every other patient's own rhythm,
 * which this rule read as hours of VT before this guard (27 Nov). Set before measuring, not fitted.
 */
const DOMINANT_WITHIN = 10;

function interrupts(e: WideRunEvidence, k: number): boolean {
  for (let j = Math.max(0, k - DOMINANT_WITHIN); j < k; j++) if (e.dominant(j)) return true;
  return false;
}

/** Turns qualifying runs into V in place; returns the beats changed. */
export function markWideRuns(
  classes: Uint8Array,
  prob: Float32Array,
  e: WideRunEvidence,
  rule: WideRunRule,
): number[] {
  const n = classes.length;
  const wide = (k: number): boolean =>
    classes[k] !== CLASS_Q &&
    !e.dominant(k) &&
    !e.inAf[k] &&
    e.clusterShare(k) < rule.maxClusterShare &&
    e.atrialCorr[k]! < rule.maxAtrialCorr &&
    e.widthExcessMs[k]! >= rule.minWidthExcessMs &&
    // a measured interval before each beat: not the recording's first beat (templates not yet
    // formed; SVDB 855's first three beats) nor one after excluded signal
    e.rrValid[k] === 1;
  const joins = (k: number): boolean => wide(k) && e.prevShapeCorr(k) >= rule.minShapeCorr;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    if (!wide(k) || !interrupts(e, k)) continue;
    let end = k;
    while (end + 1 < n && joins(end + 1)) end++;
    if (end - k + 1 >= MIN_BEATS && clean(e, k, end)) {
      for (let j = k; j <= end; j++) {
        // a V call the model made at low probability rests on the run as well
        prob[j] = classes[j] === CLASS_V ? Math.max(prob[j]!, WIDE_RUN_PROB) : WIDE_RUN_PROB;
        if (classes[j] === CLASS_V) continue;
        out.push(j);
        classes[j] = CLASS_V;
      }
    }
    k = end;
  }
  return out;
}
