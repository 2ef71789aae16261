import { CLASS_N, CLASS_Q } from '../classify/beat-classes.ts';
import type { HrvIndices, WithheldReason } from '../types.ts';

/**
 * When HRV indices mean nothing, they are withheld (null) with a machine-readable reason
 * instead of a number:
 *  - 'af': atrial fibrillation over >= 20 % of the period's analysable beats. AF intervals are
 *    not autonomic sinus modulation (Task Force 1996: HRV needs sinus rhythm); the NN intervals
 *    left outside AF are then too fragmented for autonomic indices.
 *  - 'frequent-ectopy': >= 20 % of beats ectopic (S, V or F) - the cut the HRV accuracy
 *    target of the product uses; NN-only sequences that fragmented bias spectral and
 *    Poincare indices (Peltola 2012, Front Physiol 3:148).
 *  - 'noise': >= 20 % of beats Q because noise made them unrecognisable (they match no beat
 *    shape around them) - not ectopy, and saying "frequent ectopy" there would tell the person
 *    something false; the same 20 % cut, since the NN sequence is just as fragmented. A Q
 *    complex of a recurring shape with no ectopic evidence (a changed axis, a large P wave) is
 *    not noise: its intervals are left out of NN, and too few NN withholds as 'insufficient-nn'.
 *  - 'bimodal-rhythm': >= 20 % of the NN intervals change by more than 20 % from the one
 *    before (Malik et al. 1989, Eur Heart J 10:1060: a > 20 % change is not sinus
 *    modulation). Sinus arrhythmia, even the marked kind of the young, changes RR gradually;
 *    intervals that keep jumping between two lengths are ectopy the classes missed (atrial
 *    bigeminy of a normal-looking beat), 2:1 conduction or an irregular rhythm, and their
 *    "NN" intervals would give an SDNN and RMSSD of the ectopy, not of the autonomic system
 *    (an SDNN of 548 ms from 78 % atrial premature beats called normal). The same 20 % share
 *    as the other reasons.
 *  - 'pauses': >= 1 % of the intervals (and at least PAUSE_MIN of them) are pauses of >= 2 s
 *    (the report's pause threshold): sinus arrest, block or dropped beats make SDNN a measure
 *    of the pauses (Task Force 1996: HRV needs sinus rhythm; a single 3 s pause in 30 min of
 *    70 bpm adds about 15 % to SDNN).
 *  - 'insufficient-nn': under 5 minutes of clean NN intervals - the Task Force 1996 minimum
 *    for short-term HRV.
 * Every variability index is withheld for each reason - the autonomic composites (PNS, SNS,
 * stress), the frequency-domain and respiration indices and the time-domain/Poincare ones,
 * whose NN sequences are then too fragmented or too short. Mean heart rate and mean NN stay:
 * they are heart rate, not variability.
 */
export const WITHHOLD_SHARE = 0.2;
export const MIN_NN_S = 300;
/** A change of more than 20 % from the previous RR (Malik et al. 1989). */
export const JUMP_SHARE = 0.2;
/** Pause-laden: >= 1 % of intervals >= PAUSE_MS, at least PAUSE_MIN of them. */
export const PAUSE_RATE = 0.01;
const PAUSE_MIN = 3;
const PAUSE_MS = 2000;

const AUTONOMIC: (keyof HrvIndices)[] = [
  'pnsIndex',
  'snsIndex',
  'stressIndex',
  'stressIndexSqrt',
  'lf',
  'hf',
  'lfHf',
  'respiratoryRate',
];
const TIME_DOMAIN: (keyof HrvIndices)[] = ['sdnn', 'rmssd', 'pnn50', 'sd1', 'sd2'];

export interface PeriodBeats {
  classes: Uint8Array;
  inAf: Uint8Array;
  nn: Float64Array;
  nnValid: Uint8Array;
  /**
   * 1 where a Q complex is noise (it matches no beat shape around it); without it every Q
   * counts. A Q complex of a recurring shape with no ectopic evidence is neither noise nor
   * ectopy: its intervals simply are not NN intervals.
   */
  noisy?: Uint8Array;
  /** Raw RR intervals (ms) and their validity, for 'pauses'; without them pauses are not checked. */
  rrMs?: Float64Array;
  rrValid?: Uint8Array;
}

/**
 * Jumps (> JUMP_SHARE change from the previous NN interval) among consecutive NN pairs - ectopy
 * the classes recognised is already out of NN, so what jumps there is ectopy they missed - and
 * pauses among the valid intervals outside AF.
 */
function rhythmCounts(b: PeriodBeats, from: number, to: number): [number, number, number] {
  let pairs = 0;
  let jumps = 0;
  let pauses = 0;
  const rr = b.rrMs;
  const ok = b.rrValid;
  for (let k = Math.max(1, from); k < to; k++) {
    if (rr && ok?.[k] && !b.inAf[k] && rr[k]! >= PAUSE_MS) pauses++;
    if (!b.nnValid[k] || !b.nnValid[k - 1]) continue;
    pairs++;
    if (Math.abs(b.nn[k]! - b.nn[k - 1]!) > JUMP_SHARE * b.nn[k - 1]!) jumps++;
  }
  return [pairs, jumps, pauses];
}

export function withholdReason(b: PeriodBeats, from: number, to: number): WithheldReason | null {
  let beats = 0;
  let ectopic = 0;
  let noisy = 0;
  let af = 0;
  let nnMs = 0;
  for (let k = from; k < to; k++) {
    beats++;
    if (b.inAf[k]) af++;
    else if (b.classes[k] === CLASS_Q) noisy += b.noisy ? b.noisy[k]! : 1;
    else if (b.classes[k] !== CLASS_N) ectopic++;
    if (b.nnValid[k]) nnMs += b.nn[k]!;
  }
  if (beats > 0 && af >= WITHHOLD_SHARE * beats) return 'af';
  if (beats > 0 && ectopic >= WITHHOLD_SHARE * (beats - af)) return 'frequent-ectopy';
  if (beats > 0 && noisy >= WITHHOLD_SHARE * (beats - af)) return 'noise';
  const [pairs, jumps, pauses] = rhythmCounts(b, from, to);
  if (pairs > 0 && jumps >= WITHHOLD_SHARE * pairs) return 'bimodal-rhythm';
  if (pauses >= PAUSE_MIN && pauses >= PAUSE_RATE * beats) return 'pauses';
  if (nnMs < MIN_NN_S * 1000) return 'insufficient-nn';
  return null;
}

export function applyWithholding(ix: HrvIndices, reason: WithheldReason | null): HrvIndices {
  if (!reason) return { ...ix, withheld: null };
  const out: HrvIndices = { ...ix };
  const fields = [...AUTONOMIC, ...TIME_DOMAIN];
  for (const f of fields) (out as unknown as Record<string, number | null>)[f] = null;
  out.withheld = { reason, indices: fields };
  return out;
}
