import { bandPower, lombScargleMulti, peakFrequency } from './lomb-scargle.ts';

/**
 * Frequency-domain HRV over 5-minute segments (Task Force 1996: short-term
 * spectra are computed on 5-min recordings; long-term values here are the
 * mean of the 5-min values, as with the "SDNN index"). Bands from the Task
 * Force: LF 0.04-0.15 Hz, HF 0.15-0.4 Hz.
 * Respiratory rate from the ECG: the dominant frequency of the R-wave
 * amplitude series (ECG-derived respiration, Moody et al. 1985, "Derivation of
 * respiratory signals from multi-lead ECGs", Computers in Cardiology 12:113;
 * review: Charlton et al. 2016, Physiol Meas 37:610) in 0.1-0.5 Hz
 * (6-30 breaths/min, the adult range considered by Charlton et al.).
 */
export const SEGMENT_S = 300;
export const LF_BAND = [0.04, 0.15] as const;
export const HF_BAND = [0.15, 0.4] as const;
export const RESP_BAND = [0.1, 0.5] as const;
/** Segments with less than this share of valid intervals are skipped (Task Force: spectra need stationary, artefact-free data). */
const MIN_COVERAGE = 0.8;

export interface SegmentSpectrum {
  /** Start time of the segment, seconds from recording start. */
  startS: number;
  lf: number;
  hf: number;
  respRate: number;
}

/**
 * Compute one spectrum per 5-min segment. Inputs are per-beat arrays: beat
 * time (s), NN interval ending at the beat (ms), validity, R amplitude (mV).
 */
export function segmentSpectra(
  timeS: Float64Array,
  nn: Float64Array,
  valid: Uint8Array,
  amp: Float64Array,
  durationS: number,
  cache?: SpectrumCache,
): SegmentSpectrum[] {
  const out: SegmentSpectrum[] = [];
  const df = 1 / SEGMENT_S;
  const f0 = LF_BAND[0];
  const nf = Math.ceil((RESP_BAND[1] - f0) / df) + 1;
  let i = 0;
  for (let s = 0; s + SEGMENT_S <= durationS; s += SEGMENT_S) {
    while (i < timeS.length && timeS[i]! < s) i++;
    let j = i;
    let covered = 0;
    while (j < timeS.length && timeS[j]! < s + SEGMENT_S) {
      if (valid[j]) covered += nn[j]! / 1000;
      j++;
    }
    if (covered < MIN_COVERAGE * SEGMENT_S) continue;
    const m = j - i;
    const t = new Float64Array(m);
    const y = new Float64Array(m);
    const a = new Float64Array(m);
    let k = 0;
    for (let b = i; b < j; b++) {
      if (!valid[b]) continue;
      t[k] = timeS[b]!;
      y[k] = nn[b]!;
      a[k] = amp[b]!;
      k++;
    }
    const tt = t.subarray(0, k);
    const key = cache ? `${s}:${k}:${hashOf(tt, y.subarray(0, k), a.subarray(0, k))}` : '';
    const hit = cache?.get(key);
    if (hit) {
      out.push(hit);
      continue;
    }
    const [psd, apsd] = lombScargleMulti(tt, [y.subarray(0, k), a.subarray(0, k)], f0, df, nf) as [
      Float64Array,
      Float64Array,
    ];
    out.push({
      startS: s,
      lf: bandPower(psd, f0, df, LF_BAND[0], LF_BAND[1]),
      hf: bandPower(psd, f0, df, HF_BAND[0], HF_BAND[1]),
      respRate: 60 * peakFrequency(apsd, f0, df, RESP_BAND[0], RESP_BAND[1]),
    });
    cache?.set(key, out[out.length - 1]!);
  }
  return out;
}

/**
 * Spectra already computed, by segment and content: a review recomputes the same recording
 * after each label edit, and most 5-min segments' intervals have not changed (review/recompute.ts).
 */
export type SpectrumCache = Map<string, SegmentSpectrum>;

/** FNV-1a over the segment's values' bits: same inputs, same spectrum. */
function hashOf(...arrays: Float64Array[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const a of arrays) {
    const w = new Uint32Array(a.buffer, a.byteOffset, a.length * 2);
    for (let i = 0; i < w.length; i++) {
      h1 = Math.imul(h1 ^ w[i]!, 0x01000193);
      h2 = Math.imul(h2 ^ w[i]!, 0x5bd1e995);
    }
  }
  return `${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}
