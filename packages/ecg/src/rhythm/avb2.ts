import { CLASS_N } from '../classify/beat-classes.ts';
import { makeEpisode, type EpisodeInput, type RhythmEpisode } from './episodes.ts';

/**
 * Possible second-degree AV block (Mobitz II) from the ventricular rhythm alone: in Mobitz II
 * the P-P and P-R intervals stay constant and one P wave is not conducted, so the RR interval
 * holding the dropped QRS is twice the sinus cycle (Kusumoto et al. 2018 ACC/AHA/HRS
 * bradycardia guideline, section 7.3; Barold & Hayes 2001, Mayo Clin Proc 76:44). A candidate
 * is an interval of RATIO_MIN-RATIO_MAX times the median of the REGULAR_N normal intervals
 * before it, those intervals regular (coefficient of variation <= MAX_CV), between normal
 * beats, the next interval back near the sinus cycle, and none of it in AF or flutter.
 *
 * The engine cannot show the blocked P wave itself (the detector keeps only a 200 ms atrial
 * segment before each QRS, not the signal of the long interval), and a 2:1 sinoatrial exit
 * block or a lost beat in the signal gives the same intervals, so every candidate is
 * `uncertain` (shown for review, not counted) with a low confidence. A non-conducted atrial
 * premature beat, the commonest cause of a pause in a regular rhythm, gives a pause shorter
 * than two cycles (its P comes early) and is not a candidate. No development record has AV
 * block annotations (MIT-BIH 231, with 2:1 block, is not among the development records), so
 * the limits are the textbook definition, not fitted; bench/avb2.ts counts the candidates on
 * the development records, where every one is false by their labels.
 */
const REGULAR_N = 8;
const MAX_CV = 0.05;
/** The dropped-beat interval: 2 cycles within the sinus cycle's beat-to-beat variation. */
const RATIO_MIN = 1.85;
const RATIO_MAX = 2.15;
/** The interval after the drop is back within 15 % of the sinus cycle. */
const AFTER_TOL = 0.15;
/** The review screen sorts by confidence: RR evidence alone is weak. */
const CONFIDENCE = 0.3;

export function avBlockCandidates(i: EpisodeInput, inAf: ArrayLike<number>): RhythmEpisode[] {
  const out: RhythmEpisode[] = [];
  const rr = (k: number): number => ((i.exact[k]! - i.exact[k - 1]!) / i.fs) * 1000;
  const normal = (k: number): boolean =>
    i.rrValid[k] === 1 && i.classes[k] === CLASS_N && i.classes[k - 1] === CLASS_N && !inAf[k];
  for (let k = REGULAR_N + 1; k + 1 < i.classes.length; k++) {
    if (!i.rrValid[k] || inAf[k] || i.classes[k] !== CLASS_N || !normal(k + 1)) continue;
    const before: number[] = [];
    for (let j = k - REGULAR_N; j < k; j++) if (normal(j)) before.push(rr(j));
    if (before.length < REGULAR_N) continue;
    const mean = before.reduce((a, b) => a + b, 0) / before.length;
    const sd = Math.sqrt(before.reduce((a, b) => a + (b - mean) ** 2, 0) / (before.length - 1));
    if (sd / mean > MAX_CV) continue;
    const ratio = rr(k) / mean;
    if (ratio < RATIO_MIN || ratio > RATIO_MAX) continue;
    if (Math.abs(rr(k + 1) / mean - 1) > AFTER_TOL) continue;
    out.push({
      ...makeEpisode(i, 'AVB2', k - 1, k),
      beats: 0,
      meanHr: null,
      rrMs: Math.round(rr(k) * 10) / 10,
      confidence: CONFIDENCE,
      uncertain: true,
    });
  }
  return out;
}
