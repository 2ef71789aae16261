import { timeDomain } from '../hrv/time-domain.ts';
import { pnsIndex, snsIndex } from '../hrv/autonomic.ts';
import type { SegmentSpectrum } from '../hrv/frequency.ts';
import type { HrvIndices } from '../types.ts';

const round = (x: number | undefined | null, d = 3): number | null =>
  x === undefined || x === null || !Number.isFinite(x) ? null : Math.round(x * 10 ** d) / 10 ** d;

/**
 * HRV indices over the beats selected by `mask` (1 = include) within
 * [from, to), plus the 5-min spectra whose segment starts are selected by
 * `specSel`.
 */
export function indicesFor(
  nn: Float64Array,
  valid: Uint8Array,
  from: number,
  to: number,
  spectra: SegmentSpectrum[],
): HrvIndices {
  const t = timeDomain(nn, valid, from, to);
  const lf = mean(spectra.map((s) => s.lf));
  const hf = mean(spectra.map((s) => s.hf));
  const rates = spectra
    .map((s) => s.respRate)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const resp = rates.length ? rates[rates.length >> 1]! : NaN;
  return {
    beats: t?.n ?? 0,
    meanHr: round(t?.meanHr, 2),
    meanRr: round(t?.meanRr, 2),
    sdnn: round(t?.sdnn, 2),
    rmssd: round(t?.rmssd, 2),
    pnn50: round(t?.pnn50, 2),
    sd1: round(t?.sd1, 2),
    sd2: round(t?.sd2, 2),
    stressIndex: round(t?.stressIndex, 2),
    stressIndexSqrt: round(t?.stressIndexSqrt, 3),
    pnsIndex: t ? round(pnsIndex(t), 3) : null,
    snsIndex: t ? round(snsIndex(t), 3) : null,
    lf: round(lf, 1),
    hf: round(hf, 1),
    lfHf: round(lf / hf, 3),
    respiratoryRate: round(resp, 1),
    withheld: null,
  };
}

function mean(v: number[]): number {
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : NaN;
}
