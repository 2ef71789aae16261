import { applyWithholding } from '../hrv/withhold.ts';
import type { AnalysisResult, HrvIndices } from '../types.ts';

/**
 * "No heart rate" (issue 19, noise alone): when most of a recording has no recurring beat shape
 * (quality/template-recurrence.ts NOISE_DOMINATED_SHARE) the few minutes that still pass are
 * not trusted to give the patient's heart rate: a recorder that picked up motion alone has no
 * heart to measure. Every field that carries a rate is withheld with the reason `noise`: the
 * per-minute trend (so min / max / mean HR and bradycardia / tachycardia runs are empty) and
 * every HRV period's indices, mean HR and mean RR included.
 */
export const RATE_WITHHELD_REASON = 'noise' as const;

/** The per-minute trend with no rate in it. */
export const withoutTrend = (hpm: Float32Array): Float32Array => hpm.fill(NaN);

/** A period's indices withheld for noise, its mean HR and mean RR too. */
export function withoutRate(ix: HrvIndices): HrvIndices {
  const out = applyWithholding(ix, RATE_WITHHELD_REASON);
  out.meanHr = null;
  out.meanRr = null;
  out.withheld = {
    reason: RATE_WITHHELD_REASON,
    indices: ['meanHr', 'meanRr', ...(out.withheld?.indices ?? [])],
  };
  return out;
}

/** Every period's indices without a rate. */
export function indicesWithoutRate(i: AnalysisResult['indices']): AnalysisResult['indices'] {
  return {
    whole: withoutRate(i.whole),
    day: withoutRate(i.day),
    night: withoutRate(i.night),
    hourly: i.hourly.map((h) => ({ ...h, indices: withoutRate(h.indices) })),
  };
}

/** The indices as they are, or withheld for noise (brady / tachy episodes go too: analyse.ts). */
export const rateOrWithheld = (
  r: Recurrence | undefined,
  i: AnalysisResult['indices'],
): AnalysisResult['indices'] => (r?.dominated ? indicesWithoutRate(i) : i);

/** The per-minute trend as it is, or with no rate in it. */
export const trendOrWithheld = (r: Recurrence | undefined, hpm: Float32Array): Float32Array =>
  r?.dominated ? withoutTrend(hpm) : hpm;

/** quality/recurrence-drop.ts's verdict on the recording. */
interface Recurrence {
  dominated: boolean;
}
