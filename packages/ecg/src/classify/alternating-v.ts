import { CLASS_Q, CLASS_V } from './beat-classes.ts';

/**
 * Alternating ventricular runs. In a ventricular run whose complexes alternate between two
 * shapes (bidirectional or bifocal VT; MIT-BIH 223's long runs), every other complex can look
 * much like the sinus one: the model gives it a V probability near 0 and the run falls apart
 * into single V beats, which neither the V bridging (learned.ts bridgeVRuns, which needs some V
 * probability) nor the run rules can mend. What still tells such a complex from the sinus beat
 * of a ventricular bigeminy (V N V N, the pattern it must not be confused with):
 *  - its shape is not the record's dominant (sinus) cluster, nor one that makes up a large
 *    share of the recording (a second cluster that common is a variant of the sinus beat,
 *    e.g. with breathing or posture: SVDB 851's 27 %, 804's 38 %; 223's second ventricular
 *    shape is 5 %);
 *  - no sinus P wave precedes it (its atrial segment correlates little with the running sinus
 *    one; a bigeminal sinus beat follows its P wave);
 *  - the pair of intervals around it is short against the record's median interval: in
 *    bigeminy the full compensatory pause makes the two intervals around the sinus beat sum to
 *    about two sinus cycles; in a run they are two cycles of the tachycardia;
 *  - it is not in AF or flutter, where aberrant conduction alternates with ectopy and timing
 *    says nothing.
 * Such a beat between two confident V beats becomes V, with the lower of its neighbours' V
 * probabilities as its class probability (the call rests on them).
 */
export interface AlternatingRule {
  /** Least class probability of both V neighbours. */
  minNeighbourProb: number;
  /** The beat's atrial segment correlates below this with the running sinus one. */
  maxAtrialCorr: number;
  /** The beat's cluster holds less than this share of the recording's beats. */
  maxClusterShare: number;
  /** Mean of the two intervals around the beat below this fraction of the record's median. */
  maxPairRr: number;
}

/**
 * The all-records choice of bench/vt-runs-cv.ts (27 November 2026, out-of-fold classes of the
 * shipped model's settings, `npm run bench:classes`): the strictest point of its grid. Nested
 * cross-validation cannot weigh it (only MIT-BIH 223 has alternating runs); see the package
 * README ("Alternating ventricular runs").
 */
export const ALTERNATING_V: AlternatingRule = {
  minNeighbourProb: 0.9,
  maxAtrialCorr: 0.3,
  maxPairRr: 0.85,
  maxClusterShare: 0.1,
};

export interface AlternatingEvidence {
  /** 1 where the beat belongs to the record's dominant cluster. */
  dominant: (k: number) => boolean;
  /** Share of the recording's beats in the beat's cluster. */
  clusterShare: (k: number) => number;
  /** Correlation of the beat's atrial segment with the running sinus one. */
  atrialCorr: ArrayLike<number>;
  /** Interval before each beat (s), NaN where it spans excluded signal. */
  rr: ArrayLike<number>;
  /** Median interval of the recording (s). */
  recMed: number;
  inAf: ArrayLike<number>;
}

/** Turns qualifying beats into V in place (neighbours judged before any change); returns them. */
export function markAlternatingV(
  classes: Uint8Array,
  prob: Float32Array,
  e: AlternatingEvidence,
  rule: AlternatingRule = ALTERNATING_V,
): number[] {
  const n = classes.length;
  const sureV = (k: number): boolean => classes[k] === CLASS_V && prob[k]! >= rule.minNeighbourProb;
  const out: number[] = [];
  for (let k = 1; k + 1 < n; k++) {
    if (classes[k] === CLASS_V || classes[k] === CLASS_Q) continue;
    if (!sureV(k - 1) || !sureV(k + 1) || e.dominant(k) || e.inAf[k]) continue;
    if (!(e.atrialCorr[k]! < rule.maxAtrialCorr)) continue;
    if (!(e.clusterShare(k) < rule.maxClusterShare)) continue;
    const pair = (e.rr[k]! + e.rr[k + 1]!) / 2;
    if (!(pair < rule.maxPairRr * e.recMed)) continue;
    out.push(k);
  }
  for (const k of out) {
    classes[k] = CLASS_V;
    prob[k] = Math.min(prob[k - 1]!, prob[k + 1]!);
  }
  return out;
}
