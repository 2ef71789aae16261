import { filtfiltPair, highpass, lowpass, movingMeanSquare } from '../dsp/filters.ts';

/**
 * Pan & Tompkins (1985) QRS feature chain, made zero-phase:
 * band-pass 5-15 Hz (their passband, chosen to maximise QRS energy against
 * P/T waves and muscle noise), five-point derivative, squaring and a 150 ms
 * moving-window integration (their window, about the widest normal QRS).
 * Also a 0.5-40 Hz "refine" signal (baseline and mains/muscle removed, QRS
 * shape kept; AHA/IEC 60601-2-47 monitoring bandwidth) in which the R-peak
 * is placed at the local extremum.
 */
export const PT_BAND_HZ = [5, 15] as const;
export const PT_MWI_S = 0.15;
export const REFINE_BAND_HZ = [0.5, 40] as const;

/** A block's two band-passed signals (filterBlock), from which slopeFeatures makes the rest. */
export interface FilteredSignals {
  band: Float32Array;
  refine: Float32Array;
}

export interface QrsFeatures {
  band: Float32Array;
  slope: Float32Array;
  mwi: Float32Array;
  refine: Float32Array;
}

/** Pan & Tompkins' 150 ms integration window: peaks closer than that belong to one complex. */
export const PEAK_NEIGHBOURHOOD_S = 0.15;

/** `a` if it holds n values, else a new array of n (a scratch buffer grows, never shrinks). */
const atLeast = (a: Float32Array, n: number): Float32Array =>
  a.length >= n ? a : new Float32Array(n);

/** Scratch buffers reused across blocks so streaming does no per-block allocation once warmed up. */
export class FeatureBuffers {
  band: Float32Array = new Float32Array(0);
  slope: Float32Array = new Float32Array(0);
  mwi: Float32Array = new Float32Array(0);
  refine: Float32Array = new Float32Array(0);

  compute(x: Float32Array, fs: number): QrsFeatures {
    const n = x.length;
    this.band = atLeast(this.band, n);
    this.refine = atLeast(this.refine, n);
    this.slope = atLeast(this.slope, n);
    this.mwi = atLeast(this.mwi, n);
    return computeFeatures(x, fs, this);
  }

  /** The features of a block filtered elsewhere (the CLI's quality worker), slope and mwi here. */
  fromFiltered(f: FilteredSignals, fs: number): QrsFeatures {
    const n = f.band.length;
    this.slope = atLeast(this.slope, n);
    this.mwi = atLeast(this.mwi, n);
    return slopeFeatures(f.band, f.refine, fs, this);
  }
}

/**
 * The features of block `x` into the first x.length samples of `into`'s arrays (each at least
 * that long); returns those views.
 */
export function computeFeatures(x: Float32Array, fs: number, into: QrsFeatures): QrsFeatures {
  const n = x.length;
  const band = into.band.subarray(0, n);
  const refine = into.refine.subarray(0, n);
  filterBlock(x, fs, band, refine);
  return slopeFeatures(band, refine, fs, into);
}

/**
 * The two zero-phase band-passes of block `x` into `band` and `refine` (x.length each): the
 * larger part of the features' work, which the CLI's quality worker does (quality/scan-worker.ts).
 */
export function filterBlock(
  x: Float32Array,
  fs: number,
  band: Float32Array,
  refine: Float32Array,
): void {
  // both zero-phase band-passes in one interleaved pass (filtfiltPair: faster, same result)
  const bandSections = [highpass(PT_BAND_HZ[0], fs), lowpass(PT_BAND_HZ[1], fs)] as const;
  const refineSections = [highpass(REFINE_BAND_HZ[0], fs), lowpass(REFINE_BAND_HZ[1], fs)] as const;
  filtfiltPair(x, band, bandSections, refine, refineSections);
}

/**
 * The rest of the features from a block's filtered signals: the derivative and its moving mean
 * square into `into`'s slope and mwi arrays (at least band.length each); returns the views.
 */
export function slopeFeatures(
  band: Float32Array,
  refine: Float32Array,
  fs: number,
  into: { slope: Float32Array; mwi: Float32Array },
): QrsFeatures {
  const n = band.length;
  const slope = into.slope.subarray(0, n);
  const mwi = into.mwi.subarray(0, n);
  // Five-point derivative of Pan & Tompkins (1985), centred, in mV/s; edges clamp.
  const k = fs / 8;
  const at = (i: number): number => band[i < 0 ? 0 : i >= n ? n - 1 : i]!;
  const edge = (i: number): number => (2 * at(i + 2) + at(i + 1) - at(i - 1) - 2 * at(i - 2)) * k;
  for (let i = 0; i < Math.min(2, n); i++) slope[i] = edge(i);
  for (let i = 2; i < n - 2; i++)
    slope[i] = (2 * band[i + 2]! + band[i + 1]! - band[i - 1]! - 2 * band[i - 2]!) * k;
  for (let i = Math.max(2, n - 2); i < n; i++) slope[i] = edge(i);
  // The MWI holds mean squared slope; the decision takes its square root (RMS slope) only at
  // candidate peaks - same maxima, one sqrt per peak instead of per sample.
  const w = Math.max(1, Math.round(PT_MWI_S * fs)) | 1;
  movingMeanSquare(slope, w, mwi);
  return { band, slope, mwi, refine };
}
