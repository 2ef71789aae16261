import type { Prng } from './prng.ts';

/**
 * RR tachogram with the bimodal spectrum of McSharry et al. (2003) "A
 * dynamical model for generating synthetic electrocardiogram signals", IEEE
 * TBME 50(3):289-294: Gaussian spectral peaks at f1 = 0.1 Hz (Mayer waves,
 * LF) and f2 = respiratory frequency (RSA, HF), widths c1 = c2 = 0.01 Hz,
 * power ratio LF/HF. McSharry synthesise it by an inverse FFT over the whole
 * record; to stream 72 h in O(1) memory we draw the same spectrum as a sum of
 * sinusoids with frequencies sampled from each Gaussian peak and random
 * phases (the classic random-phase spectral representation, Shinozuka 1971).
 */
export const MCSHARRY_F1 = 0.1;
export const MCSHARRY_C = 0.01;
const TONES_PER_BAND = 24;

export interface RrProcessOptions {
  /** Standard deviation of heart rate (bpm), McSharry's hrstd. */
  hrStd: number;
  lfHfRatio: number;
  /** HF peak frequency (Hz) = respiratory frequency. */
  respHz: number;
}

export class RrProcess {
  private readonly freq = new Float64Array(2 * TONES_PER_BAND);
  private readonly phase = new Float64Array(2 * TONES_PER_BAND);
  private readonly amp = new Float64Array(2 * TONES_PER_BAND);

  constructor(rng: Prng, o: RrProcessOptions) {
    const lfShare = o.lfHfRatio / (1 + o.lfHfRatio);
    for (let k = 0; k < 2 * TONES_PER_BAND; k++) {
      const lf = k < TONES_PER_BAND;
      this.freq[k] = Math.max(0.005, (lf ? MCSHARRY_F1 : o.respHz) + MCSHARRY_C * rng.normal());
      this.phase[k] = 2 * Math.PI * rng.next();
      // unit total variance split LF:HF; each tone of amplitude A has variance A^2/2
      this.amp[k] = Math.sqrt((2 * (lf ? lfShare : 1 - lfShare)) / TONES_PER_BAND);
    }
  }

  /** Unit-variance fluctuation at time t (s). */
  at(t: number): number {
    let v = 0;
    for (let k = 0; k < this.freq.length; k++)
      v += this.amp[k]! * Math.sin(2 * Math.PI * this.freq[k]! * t + this.phase[k]!);
    return v;
  }
}
