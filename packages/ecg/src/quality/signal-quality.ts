import { highpass, lowpass, type Biquad } from '../dsp/filters.ts';

/**
 * Streaming signal-quality monitor. It flags stretches where beats cannot be
 * timed, so the analysis excludes them instead of inventing beats:
 *  - flat: lead off / disconnected electrode (peak-to-peak under 20 uV over
 *    1 s, i.e. below the 50 uV noise floor IEC 60601-2-47 allows, so even
 *    P waves are absent);
 *  - saturation: amplifier at a rail (identical consecutive samples for
 *    >= 100 ms - a QRS apex lasts < 20 ms - while the window swings >= 0.5 mV);
 *  - vf-like: sinusoidal activity without distinguishable QRS complexes
 *    (ventricular flutter/fibrillation or rhythmic artefact), by the "VF
 *    filter" of Kuo & Dillman (1978) as evaluated by Amann et al. (2005,
 *    IEEE TBME 52:1665): a 1-30 Hz signal that a notch at its own mean
 *    frequency cancels leaks little. Window 8 s (Amann et al. used 8 s).
 *    Threshold: 0.5, stricter than the original 0.625 because runs of
 *    ventricular tachycardia (real beats) reach 0.52-0.6 in MIT-BIH records;
 *    this value was chosen on the DS1 development records.
 */
export type QualityKind = 'flat' | 'saturation' | 'vf-like';

export interface QualitySegment {
  kind: QualityKind;
  /** First sample (inclusive). */
  start: number;
  /** Last sample (exclusive). */
  end: number;
}

const FLAT_WINDOW_S = 1;
const FLAT_P2P_MV = 0.02;
const SAT_RUN_S = 0.1;
const SAT_SWING_MV = 0.5;
const VF_WINDOW_S = 8;
const VF_STEP_S = 4;
const VF_LEAKAGE_MAX = 0.5;
const VF_BAND_HZ = [1, 30] as const;

export class QualityMonitor {
  private readonly fs: number;
  private n = 0;
  private readonly segs: QualitySegment[] = [];
  // flat / saturation window state
  private readonly flatLen: number;
  private wMin = Infinity;
  private wMax = -Infinity;
  private wStart = 0;
  private runLen = 0;
  private runMax = 0;
  private last = NaN;
  private readonly satRun: number;
  // VF filter state
  private readonly sections: Biquad[];
  private readonly z: Float64Array;
  private readonly ring: Float32Array;
  private readonly vfLen: number;
  private readonly vfStep: number;

  constructor(samplingRate: number) {
    this.fs = samplingRate;
    this.flatLen = Math.round(FLAT_WINDOW_S * samplingRate);
    this.satRun = Math.round(SAT_RUN_S * samplingRate);
    this.sections = [highpass(VF_BAND_HZ[0], samplingRate), lowpass(VF_BAND_HZ[1], samplingRate)];
    this.z = new Float64Array(2 * this.sections.length);
    this.vfLen = Math.round(VF_WINDOW_S * samplingRate);
    this.vfStep = Math.round(VF_STEP_S * samplingRate);
    this.ring = new Float32Array(this.vfLen);
  }

  push(x: Float32Array): void {
    const { sections, z, ring } = this;
    for (let i = 0; i < x.length; i++) {
      const v = x[i]!;
      // flat / saturation over fixed windows
      if (v < this.wMin) this.wMin = v;
      if (v > this.wMax) this.wMax = v;
      if (v === this.last) this.runLen++;
      else {
        if (this.runLen > this.runMax) this.runMax = this.runLen;
        this.runLen = 1;
        this.last = v;
      }
      // causal band-pass for the VF filter (its phase does not matter)
      let y = v;
      for (let s = 0; s < sections.length; s++) {
        const f = sections[s]!;
        const out = f.b0 * y + z[2 * s]!;
        z[2 * s] = f.b1 * y - f.a1 * out + z[2 * s + 1]!;
        z[2 * s + 1] = f.b2 * y - f.a2 * out;
        y = out;
      }
      ring[this.n % this.vfLen] = y;
      this.n++;
      if (this.n - this.wStart === this.flatLen) this.closeWindow();
      // skip the first window: filter start-up transient
      if (this.n >= 2 * this.vfLen && (this.n - this.vfLen) % this.vfStep === 0) this.vfWindow();
    }
  }

  private closeWindow(): void {
    if (this.runLen > this.runMax) this.runMax = this.runLen;
    const p2p = this.wMax - this.wMin;
    if (p2p < FLAT_P2P_MV) this.add('flat', this.wStart, this.n);
    else if (this.runMax >= this.satRun && p2p >= SAT_SWING_MV) this.add('saturation', this.wStart, this.n);
    this.wStart = this.n;
    this.wMin = Infinity;
    this.wMax = -Infinity;
    this.runMax = 0;
    this.runLen = 0;
    this.last = NaN;
  }

  private vfWindow(): void {
    const L = this.vfLen;
    const r = this.ring;
    const base = this.n % L; // oldest sample
    let a = 0;
    let d = 0;
    let prev = r[base]!;
    for (let k = 1; k < L; k++) {
      const v = r[(base + k) % L]!;
      a += Math.abs(v);
      d += Math.abs(v - prev);
      prev = v;
    }
    if (d === 0) return;
    // Half the mean period in samples (Kuo & Dillman 1978).
    const N = Math.floor((Math.PI * a) / d + 0.5);
    if (N < 1 || N >= L) return;
    let num = 0;
    let den = 0;
    for (let k = N; k < L; k++) {
      const v = r[(base + k) % L]!;
      const w = r[(base + k - N) % L]!;
      num += Math.abs(v + w);
      den += Math.abs(v) + Math.abs(w);
    }
    if (den > 0 && num / den < VF_LEAKAGE_MAX) this.add('vf-like', this.n - L, this.n);
  }

  private add(kind: QualityKind, start: number, end: number): void {
    const last = this.segs[this.segs.length - 1];
    if (last && last.kind === kind && start <= last.end) {
      last.end = Math.max(last.end, end);
      return;
    }
    this.segs.push({ kind, start, end });
  }

  /** Segments found so far (final once `finish` has been called). */
  segments(): QualitySegment[] {
    return this.segs;
  }

  finish(): QualitySegment[] {
    if (this.n > this.wStart) this.closeWindow();
    return this.segs;
  }
}

/** Union of the segments as sorted, disjoint [start, end) pairs. */
export function mergeSegments(segs: readonly QualitySegment[]): [number, number][] {
  const sorted = [...segs].sort((a, b) => a.start - b.start);
  const out: [number, number][] = [];
  for (const g of sorted) {
    const last = out[out.length - 1];
    if (last && g.start <= last[1]) last[1] = Math.max(last[1], g.end);
    else out.push([g.start, g.end]);
  }
  return out;
}

/** Predicate: does sample `s` lie in an excluded stretch? (binary search over the merged union) */
export function makeExclusionTest(segs: readonly QualitySegment[]): (s: number) => boolean {
  const u = mergeSegments(segs);
  return (s: number): boolean => {
    let lo = 0;
    let hi = u.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const [a, b] = u[mid]!;
      if (s < a) hi = mid - 1;
      else if (s >= b) lo = mid + 1;
      else return true;
    }
    return false;
  };
}
