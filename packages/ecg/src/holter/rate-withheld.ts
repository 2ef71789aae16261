import { applyWithholding } from '../hrv/withhold.ts';
import { mergeSegments, type QualitySegment } from '../quality/signal-quality.ts';
import type { AnalysisResult, HrvIndices, RateWithheldReason } from '../types.ts';

/**
 * "No heart rate" (issue 19, noise alone): when most of a recording has no recurring beat shape
 * (quality/template-recurrence.ts NOISE_DOMINATED_SHARE), or too little of it is analysable
 * (RATE_EVIDENCE_SHARE below), the few minutes that still pass are not trusted to give the
 * patient's heart rate: a recorder that picked up motion alone has no heart to measure. Every
 * field that carries a rate is withheld: the per-minute trend (so min / max / mean HR and
 * bradycardia / tachycardia runs are empty) and every HRV period's indices, mean HR and mean RR
 * included. The summary says which stop it was (`rateWithheld`); the HRV indices give the reason
 * `noise` for both, since what fails the checks in either case is signal with no beat in it.
 */
export const RATE_WITHHELD_REASON = 'noise' as const;

/**
 * Second stop (issue 19, noise alone in any segment): a recording of which less than this share
 * of its duration is analysable after every quality check has too little heart left to give a
 * rate from, though its few kept minutes passed the recurrence check. Max-margin, by
 * `bench/rate-evidence.ts`, between the lowest development ECG piece that has a rate (DS1 108 +
 * nst `ma` at -6 dB, its last 5 min: 0.277; whole, 5-min pieces and 30-s strips of DS1, DS1 +
 * `ma` at 6 / 0 / -6 dB, SVDB, Creighton) and the highest 5-min artefact segment (synthetic
 * `taps`: 0.100; `bw`, `ma` alone 0): 0.188. Cross-validated by record and noise family: 0 of
 * 5,858 ECG pieces lose their rate, 60 of 60 artefact segments have none. Never chosen on nst
 * `em` (the held-out test) nor on the noise stress mixes.
 */
export const RATE_EVIDENCE_SHARE = 0.188;

/**
 * No heart rate, and why: the recording is noise-dominated (quality/recurrence-drop.ts), or less
 * than `level` of the time it had a signal is analysable (`RATE_EVIDENCE_SHARE`; 0 turns this
 * stop off). `signalS` is the recording's duration less its flat (leads off) and saturated
 * stretches (`signalSeconds`). Undefined when the rate is given.
 */
export function rateWithheld(
  dominated: boolean,
  analysableS: number,
  signalS: number,
  level: number = RATE_EVIDENCE_SHARE,
): RateWithheldReason | undefined {
  if (dominated) return 'noise';
  return analysableS < level * signalS ? 'little-signal' : undefined;
}

/**
 * Seconds in which the recorder had a signal: the duration less its flat and saturated stretches.
 * A recorder taken off (a shower, a night off) records a flat line or the rail, which says
 * nothing against the beats recorded while it was worn: a 72 h recording worn for 10 h keeps the
 * rate of those 10 h. Only unanalysable time with a signal in it (motion, muscle, knocks: what
 * noise alone looks like) counts against the rate. The development data hold no long
 * mostly-off recording, so this is a design choice, not a fitted one; the level above was
 * measured on recordings without leads-off time, where both denominators are the same.
 */
export function signalSeconds(
  quality: readonly QualitySegment[],
  totalSamples: number,
  fs: number,
): number {
  const off = mergeSegments(quality.filter((q) => q.kind === 'flat' || q.kind === 'saturation'));
  const offSamples = off.reduce((a, [b, e]) => a + Math.max(0, Math.min(e, totalSamples) - b), 0);
  return (totalSamples - offSamples) / fs;
}

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
  noRate: boolean,
  i: AnalysisResult['indices'],
): AnalysisResult['indices'] => (noRate ? indicesWithoutRate(i) : i);

/** The per-minute trend as it is, or with no rate in it. */
export const trendOrWithheld = (noRate: boolean, hpm: Float32Array): Float32Array =>
  noRate ? withoutTrend(hpm) : hpm;
