import { highpass, lowpass, type Biquad } from '../dsp/filters.ts';
import { signalFeatures } from './window-features.ts';
import { WindowTable } from './window-table.ts';

/**
 * Streaming signal-quality monitor. It flags stretches where beats cannot be
 * timed, so the analysis excludes them instead of inventing beats:
 *  - flat: lead off / disconnected electrode (peak-to-peak under 20 uV over
 *    1 s, i.e. below the 50 uV noise floor IEC 60601-2-47 allows, so even
 *    P waves are absent);
 *  - saturation: amplifier at a rail (identical consecutive samples for
 *    >= 100 ms - a QRS apex lasts < 20 ms - while the window swings >= 0.5 mV);
 *  - the 1-30 Hz band-passed signal in 8 s windows every 4 s (Amann et al. 2005 used 8 s
 *    for the VF filter) is handed to window-features.ts; the window classifiers
 *    (window-quality.ts) call VF/ventricular flutter and untrustworthy stretches from them.
 */
/**
 * 'vf' and 'noise' stretches come from the window classifiers (window-quality.ts); 'noise' also
 * from the detector's kurtosis check (detect/qrs-detector.ts). 'vf' stretches are reported as
 * rhythm episodes `VF`, not as unanalysable. 'vf-like' is no longer produced (kept so stored
 * results still type-check).
 */
export type QualityKind = 'flat' | 'saturation' | 'vf-like' | 'vf' | 'noise';

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
const VF_BAND_HZ = [1, 30] as const;
/**
 * The band-pass and the window features run on box means at about this rate (60-64 Hz at
 * 128-500 Hz recordings): VF and flutter waves are 2-10 Hz (Amann et al. 2005) and QRS slopes
 * stay visible, at a sixth of the work of the full rate at 360 Hz (the whole-recording budget:
 * 72 h in <= 7 s).
 */
const VF_RATE_HZ = 60;

/** Presizing (QualityMonitor's expectedSamples) covers at most a week, the longest Holter. */
const PRESIZE_MAX_S = 7 * 86_400;
/**
 * Peaks the window features find in an 8 s window: 9.8 a window on the 72 h benchmark (DS1),
 * 7.5-9.5 on SVDB 802 and CUDB cu01; a faster rhythm doubles the buffer once.
 */
const PEAKS_PER_WINDOW = 12;

/**
 * What the analysis reads from the signal-quality scan (QualityMonitor) once every sample has
 * passed: its 8 s windows' signal features and the quarter-second slopes of the noise floor
 * (window-quality.ts applyWindowQuality). QualityMonitor is one; a scan run on another thread
 * hands back the same arrays (quality/worker-scanner.ts).
 */
export interface QualityScan {
  readonly samplingRate: number;
  readonly windows: WindowTable;
  readonly slopes: Float32Array;
  readonly nSlopes: number;
  readonly subLen: number;
}

export class QualityMonitor implements QualityScan {
  private readonly fs: number;
  get samplingRate(): number {
    return this.fs;
  }
  private n = 0;
  private readonly segs: QualitySegment[] = [];
  /** Per-window features (8 s every 4 s) for the window classifiers (window-model.ts). */
  readonly windows: WindowTable;
  // flat / saturation window state
  private readonly flatLen: number;
  private wMin = Infinity;
  private wMax = -Infinity;
  private wStart = 0;
  private runLen = 0;
  private runMax = 0;
  private last = NaN;
  private readonly satRun: number;
  // VF filter state: causal band-pass (its phase does not matter for the leakage measure)
  private readonly f: Biquad;
  private readonly g: Biquad;
  private f1 = 0;
  private f2 = 0;
  private g1 = 0;
  private g2 = 0;
  /** Linear buffer of the filtered signal: the current 8 s window, filled up to `vfFill`. */
  private readonly vf: Float32Array;
  private vfFill = 0;
  /** Absolute index of vf[0]. */
  private vfStart = 0;
  private readonly vfLen: number;
  private readonly vfStep: number;
  /** Decimation factor into the VF buffer, and the input count since the last kept sample. */
  private readonly dec: number;
  private decPhase = 0;
  private boxSum = 0;
  /**
   * Mean |slope| of the band-passed signal per quarter second (`subLen` input samples): the
   * quietest quarter of each second is the signal's noise floor between QRS complexes, with
   * which window-quality.ts places the edges of noisy stretches to the second.
   */
  slopes: Float32Array;
  nSlopes = 0;
  readonly subLen: number;
  private readonly subKept: number;
  private subAcc = 0;
  private subN = 0;
  private prevW = 0;

  /**
   * `expectedSamples`: the header's length, when known. The window table and the slopes are
   * then made at their final size instead of doubling (each doubling leaves the old arrays as
   * garbage: ~20 MB more peak RSS for a 72 h scan on a worker thread, 27 November 2026).
   */
  constructor(samplingRate: number, expectedSamples?: number) {
    this.fs = samplingRate;
    this.flatLen = Math.round(FLAT_WINDOW_S * samplingRate);
    this.satRun = Math.round(SAT_RUN_S * samplingRate);
    this.dec = Math.max(1, Math.floor(samplingRate / VF_RATE_HZ));
    this.f = highpass(VF_BAND_HZ[0], samplingRate / this.dec);
    this.g = lowpass(VF_BAND_HZ[1], samplingRate / this.dec);
    this.vfLen = Math.round((VF_WINDOW_S * samplingRate) / this.dec);
    this.vfStep = Math.round((VF_STEP_S * samplingRate) / this.dec);
    this.vf = new Float32Array(this.vfLen);
    this.subKept = Math.max(1, Math.round(samplingRate / this.dec / 4));
    this.subLen = this.subKept * this.dec;
    // a header's length is checked against the data only at its end: at most a week's arrays
    const n = Math.min(expectedSamples ?? 0, PRESIZE_MAX_S * samplingRate);
    const rows = Math.ceil(n / (this.vfStep * this.dec)) + 1;
    this.windows = new WindowTable(Math.max(1024, rows), Math.max(8192, PEAKS_PER_WINDOW * rows));
    this.slopes = new Float32Array(Math.max(1024, Math.ceil(n / this.subLen) + 1));
  }

  push(x: Float32Array): void {
    let off = 0;
    while (off < x.length) {
      // split so that each piece ends at or before the next flat-window boundary
      // ... and so that at most the VF buffer's free room is stored (one kept sample per `dec` inputs)
      const room = Math.max(1, (this.vfLen - this.vfFill) * this.dec - this.decPhase);
      const take = Math.min(x.length - off, this.flatLen - (this.n - this.wStart), room);
      // index ranges, not subarray views: a view per piece (pieces end at each 1 s flat window)
      // was 50 MB of short-lived objects in the 72 h CLI run (27 November 2026)
      this.flatSat(x, off, off + take);
      this.bandpass(x, off, off + take);
      this.n += take;
      off += take;
      if (this.n - this.wStart === this.flatLen) this.closeWindow();
      if (this.vfFill === this.vfLen) {
        // skip the first window: filter start-up transient
        if (this.vfStart > 0) this.vfWindow();
        this.vf.copyWithin(0, this.vfStep, this.vfLen);
        this.vfFill -= this.vfStep;
        this.vfStart += this.vfStep * this.dec;
      }
    }
  }

  private flatSat(x: Float32Array, from: number, to: number): void {
    let mn = this.wMin;
    let mx = this.wMax;
    let run = this.runLen;
    let runMax = this.runMax;
    let last = this.last;
    // branch-free (Math.min/max, a conditional move): in 12-bit ECG a sample equals the one
    // before it at random, so an if on it mispredicts often - this loop runs ~2.5x faster. The
    // run counter too: run·(v === last) + 1 is run + 1 or 1 as the ternary was, without its
    // branch (the loop 40-45 % faster on 2 h of the 72 h bench's samples, 27 November 2026).
    for (let i = from; i < to; i++) {
      const v = x[i]!;
      mn = Math.min(mn, v);
      mx = Math.max(mx, v);
      run = run * +(v === last) + 1;
      last = v;
      runMax = Math.max(runMax, run);
    }
    this.wMin = mn;
    this.wMax = mx;
    this.runLen = run;
    this.runMax = runMax;
    this.last = last;
  }

  /**
   * Box means of `dec` input samples, then the band-pass at the reduced rate: the filter runs
   * once per kept sample instead of once per input (the box mean's first zero is at the reduced
   * rate, above twice the 30 Hz band edge, so the band itself passes).
   */
  private bandpass(x: Float32Array, from: number, to: number): void {
    const { b0: fb0, b1: fb1, b2: fb2, a1: fa1, a2: fa2 } = this.f;
    const { b0: gb0, b1: gb1, b2: gb2, a1: ga1, a2: ga2 } = this.g;
    let { f1, f2, g1, g2 } = this;
    const out = this.vf;
    let k = this.vfFill;
    const dec = this.dec;
    const inv = 1 / dec;
    let ph = this.decPhase;
    let acc = this.boxSum;
    let subAcc = this.subAcc;
    let subN = this.subN;
    let prevW = this.prevW;
    const subKept = this.subKept;
    for (let i = from; i < to; i++) {
      acc += x[i]!;
      if (++ph < dec) continue;
      const xi = acc * inv;
      acc = 0;
      ph = 0;
      const y = fb0 * xi + f1;
      f1 = fb1 * xi - fa1 * y + f2;
      f2 = fb2 * xi - fa2 * y;
      const w = gb0 * y + g1;
      g1 = gb1 * y - ga1 * w + g2;
      g2 = gb2 * y - ga2 * w;
      out[k++] = w;
      subAcc += Math.abs(w - prevW);
      prevW = w;
      if (++subN === subKept) {
        this.pushSlope(subAcc / subKept);
        subAcc = 0;
        subN = 0;
      }
    }
    this.boxSum = acc;
    this.subAcc = subAcc;
    this.subN = subN;
    this.prevW = prevW;
    this.decPhase = ph;
    this.vfFill = k;
    this.f1 = f1;
    this.f2 = f2;
    this.g1 = g1;
    this.g2 = g2;
  }

  private pushSlope(v: number): void {
    if (this.nSlopes === this.slopes.length) {
      const b = new Float32Array(this.slopes.length * 2);
      b.set(this.slopes);
      this.slopes = b;
    }
    this.slopes[this.nSlopes++] = v;
  }

  private closeWindow(): void {
    if (this.runLen > this.runMax) this.runMax = this.runLen;
    const p2p = this.wMax - this.wMin;
    if (p2p < FLAT_P2P_MV) this.add('flat', this.wStart, this.n);
    else if (this.runMax >= this.satRun && p2p >= SAT_SWING_MV)
      this.add('saturation', this.wStart, this.n);
    this.wStart = this.n;
    this.wMin = Infinity;
    this.wMax = -Infinity;
    this.runMax = 0;
    this.runLen = 0;
    this.last = NaN;
  }

  /** Features of the window in the VF buffer (window-features.ts), for the window classifiers. */
  private vfWindow(): void {
    const rate = this.fs / this.dec;
    const f = signalFeatures(this.vf, rate);
    const peaks = f.peakIdx.map((k) => this.vfStart + k * this.dec);
    this.windows.push(
      this.vfStart,
      this.vfStart + this.vfLen * this.dec,
      { ...f, rate: 0, rrCv: 1, agree: 0, logFloor: 0, floorRatio: 1 },
      peaks,
    );
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
