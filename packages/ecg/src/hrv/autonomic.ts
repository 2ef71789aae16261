import type { TimeDomain } from './time-domain.ts';

/**
 * PNS and SNS indices in the manner of Kubios HRV (Tarvainen et al., Kubios
 * HRV Scientific user guide; https://www.kubios.com/hrv-ans-function/):
 * each is the mean of three z-scores against normal resting values, so 0 is
 * the population average and +/-1 one standard deviation.
 *   PNS = mean(z(mean RR), z(RMSSD), z(SD1 %))
 *   SNS = mean(z(mean HR), z(sqrt stress index), -z(SD2 %))
 * SD1/SD2 "in normalised units" are taken as a percentage of mean RR.
 *
 * Normative values (short-term, supine, healthy adults): Nunan, Sandercock &
 * Brodie (2010), "A quantitative systematic review of normal values for
 * short-term heart rate variability in healthy adults", PACE 33:1407-1417:
 * mean RR 926 +/- 90 ms, SDNN 50 +/- 16 ms, RMSSD 42 +/- 15 ms. Derived from
 * those (our derivation, documented so it can be checked):
 *   mean HR = 60000/926 = 64.8 bpm, SD by the delta method 64.8*90/926 = 6.3;
 *   SD1 = RMSSD/sqrt2 = 29.7 ms -> 3.21 % of mean RR, SD 15/sqrt2/926 = 1.15 %;
 *   SD2 = sqrt(2 SDNN^2 - SD1^2) = 64.2 ms -> 6.93 %, SD scaled by SDNN's
 *     coefficient of variation (16/50): 2.22 %.
 * Stress index: Baevsky & Chernikova (2017) give 50-150 as the normal
 * resting range; on Kubios' square-root scale that is 7.1-12.2, taken as
 * mean 9.7 +/- 1.3 (range = +/-2 SD).
 * Kubios' own population constants are not published in citable form, so
 * these indices follow Kubios' construction but will not equal its numbers.
 */
export const NORMS = {
  meanRr: { mean: 926, sd: 90 },
  rmssd: { mean: 42, sd: 15 },
  sd1Pct: { mean: 3.21, sd: 1.15 },
  meanHr: { mean: 64.8, sd: 6.3 },
  siSqrt: { mean: 9.7, sd: 1.3 },
  sd2Pct: { mean: 6.93, sd: 2.22 },
} as const;

const z = (x: number, n: { mean: number; sd: number }): number => (x - n.mean) / n.sd;

export function pnsIndex(t: TimeDomain): number {
  return (
    (z(t.meanRr, NORMS.meanRr) +
      z(t.rmssd, NORMS.rmssd) +
      z((100 * t.sd1) / t.meanRr, NORMS.sd1Pct)) /
    3
  );
}

export function snsIndex(t: TimeDomain): number {
  return (
    (z(t.meanHr, NORMS.meanHr) +
      z(t.stressIndexSqrt, NORMS.siSqrt) -
      z((100 * t.sd2) / t.meanRr, NORMS.sd2Pct)) /
    3
  );
}
