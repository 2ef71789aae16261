import { filtfilt, highpass, lowpass } from './filters.ts';

/**
 * NeuroKit-style cleaning of an in-memory signal (zero-phase, returns a copy):
 *  - 'heartcheck': 0.5-40 Hz, the monitoring bandwidth (baseline wander and
 *    mains/muscle noise removed, QRS shape kept); the signal R peaks are timed on;
 *  - 'panTompkins1985': 5-15 Hz, the QRS-energy band of Pan & Tompkins (1985).
 */
export type EcgCleanMethod = 'heartcheck' | 'panTompkins1985';

const BANDS: Record<EcgCleanMethod, readonly [number, number]> = {
  heartcheck: [0.5, 40],
  panTompkins1985: [5, 15],
};

export function ecgClean(
  signal: Float32Array,
  opts: { samplingRate: number; method?: EcgCleanMethod },
): Float32Array {
  const [lo, hi] = BANDS[opts.method ?? 'heartcheck'];
  const out = Float32Array.from(signal);
  filtfilt(out, [highpass(lo, opts.samplingRate), lowpass(hi, opts.samplingRate)]);
  return out;
}
