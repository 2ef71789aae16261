import { FeatureBuffers, type FilteredSignals, type QrsFeatures } from './features.ts';
import { newDecisionState, runDecision, type DecisionState } from './decision.ts';
import { BlockCutter, blockGeometry, type BlockInfo, type SampleBlock } from './block-cutter.ts';
import { BeatShapes } from '../classify/beat-shape.ts';

/**
 * Streaming QRS detector. The signal is cut into 300 s cores processed with
 * 5 s of context on each side (block-cutter.ts): zero-phase filters see enough signal that
 * their edge transients fall outside the core, and the adaptive-threshold
 * state is handed over from the previous block, so results equal whole-record
 * processing while memory stays at ~310 s of samples whatever the length.
 */
/** Filter edge transients (0.5 Hz high-pass, 2nd order forward-backward) settle well within 1 s. */
const WARMUP_S = 1;
/** R-peak search half-width around the integrated-signal peak: half the 150 ms MWI window plus a wide (120 ms) QRS. */
const REFINE_HALF_S = 0.1;
/**
 * Noise check, the kSQI of Li, Mark & Clifford (2008, Physiol Meas
 * 29:15-32): QRS spikes make clean ECG strongly leptokurtic (they call
 * kurtosis > 5 clean). A 10 s window of the 0.5-40 Hz signal whose kurtosis
 * is within sampling error of Gaussian noise (3 + 2 standard errors,
 * SE = sqrt(24 / N) with N = 2 x 40 Hz x 10 s independent samples, i.e.
 * < 3.35) has no QRS that can be told from noise and is excluded. (Their 5
 * would drop ~0.6 % of MIT-BIH beats in wide-QRS and noisy-but-readable
 * stretches; at 3.35 only ventricular flutter stretches qualify there.)
 */
export const NOISE_WINDOW_S = 10;
const NOISE_KURTOSIS_MAX = 3 + 2 * Math.sqrt(24 / (2 * 40 * NOISE_WINDOW_S));
/**
 * The kurtosis is taken on every k-th sample, k = floor(fs / 80 Hz): samples of a 40 Hz band
 * 1/80 s apart already are the independent samples N counts, so the rest add computation, not
 * information (a quarter of the work at 360 Hz).
 */
const NOISE_RATE_HZ = 2 * 40;
/**
 * Fiducial polarity hold. A biphasic QRS whose R and S deflections are nearly equal makes the
 * largest |extremum| jump between R and S from beat to beat: the sub-sample position then
 * moves by the R-S distance (~35-40 ms) and each jump puts a spurious +-40 ms pair into the RR
 * series (SVDB 810: 395 of 1,834 beats timed on S, RMSSD 38.3 ms for the annotations' 19.1).
 * The time of a beat for RR intervals must be one consistent point of every beat (Task Force
 * of ESC/NASPE 1996, Circulation 93:1043, "the fiducial point"), so `exact` keeps the previous
 * beat's polarity while its extremum there is at least POLARITY_HOLD of the largest one; the
 * integer R-peak sample and amplitude (shapes, templates, ECG-derived respiration) stay the
 * largest extremum. POLARITY_HOLD_CHOSEN is the value cross-validation by record chooses
 * (bench/fiducial-polarity.ts). OFF in the engine (Infinity; 27 November): the beat classifier's
 * RR features read these times, so turning it on needs beat-model.json retrained; retrained
 * with it, train.ts's offset search (a flat objective, 3.013 against 3.039) chose V 0.25 for 1
 * and nested VEB Se fell 92.2 -> 88.8 % (README "Why the engine's RMSSD runs below the
 * reference"). With Infinity the output is byte-identical to the detector before the hold.
 */
export const POLARITY_HOLD = Infinity;

/** The hold the cross-validation chose, for the benches and the unit test. */
export const POLARITY_HOLD_CHOSEN = 0.6;

export interface DetectedBeats {
  /** R-peak sample indices. */
  samples: number[];
  /** Band-limited R amplitude (mV, signed) at each peak: feeds ECG-derived respiration. */
  amplitudes: number[];
  /** Sub-sample beat times for RR intervals (parabolic vertex; polarity held, POLARITY_HOLD). */
  exact: number[];
}

export class QrsDetector {
  readonly fs: number;
  private readonly core: number;
  private readonly margin: number;
  private readonly warm: number;
  private cutter: BlockCutter | undefined;
  /** The next block decide expects (blocks come in order: the decision state runs on). */
  private block = 0;
  private state: DecisionState = newDecisionState();
  private readonly feats = new FeatureBuffers();
  private lastEmitted = -Infinity;
  /** [start, end) sample ranges judged noise (see NOISE_KURTOSIS_MAX). */
  readonly noise: [number, number][] = [];
  /** Morphology of every emitted beat, index-aligned with the emitted samples. */
  readonly shapes = new BeatShapes();
  private readonly noiseStride: number;
  /** Sign of the extremum the previous beat was timed on (0 before the first beat). */
  private polarity = 0;
  private readonly hold: number;

  constructor(samplingRate: number, polarityHold = POLARITY_HOLD) {
    this.fs = samplingRate;
    this.hold = polarityHold;
    ({ core: this.core, margin: this.margin } = blockGeometry(samplingRate));
    this.warm = Math.round(WARMUP_S * samplingRate);
    this.noiseStride = Math.max(1, Math.floor(samplingRate / NOISE_RATE_HZ));
  }

  /** Feed samples; returns the beats that are final. */
  push(
    chunk: Float32Array,
    out: DetectedBeats = { samples: [], amplitudes: [], exact: [] },
  ): DetectedBeats {
    this.cutter ??= new BlockCutter(this.fs);
    this.cutter.push(chunk, (b) => this.decideSamples(b, out));
    return out;
  }

  /** End of input: process what is left. */
  flush(out: DetectedBeats = { samples: [], amplitudes: [], exact: [] }): DetectedBeats {
    this.cutter?.flush((b) => this.decideSamples(b, out));
    return out;
  }

  /** decide, for a block of samples band-passed here (the in-thread path). */
  private decideSamples(b: SampleBlock, out: DetectedBeats): void {
    this.decide(b, this.feats.compute(b.x, this.fs), out);
  }

  /** decide, for a block band-passed elsewhere (features.ts filterBlock: the CLI's worker). */
  decideFiltered(b: BlockInfo, f: FilteredSignals, out: DetectedBeats): void {
    this.decide(b, this.feats.fromFiltered(f, this.fs), out);
  }

  /**
   * The decisions of one block whose features (features.ts, on the block's samples) were
   * computed here or elsewhere (the CLI's quality worker): every block of the stream, in order.
   */
  decide(b: BlockInfo, f: QrsFeatures, out: DetectedBeats): void {
    if (b.index !== this.block)
      throw new Error(`QRS detector: block ${b.index} where block ${this.block} was due`);
    const coreStart = b.index * this.core;
    const coreEnd = b.last ? Infinity : coreStart + this.core;
    const total = b.start + b.length;
    const from = b.index === 0 ? 0 : coreStart - this.margin + this.warm;
    const to = b.last ? total : total - this.warm;
    const nextFrom = coreStart + this.core - this.margin + this.warm;
    const run = runDecision(f, b.start, this.fs, from, to, nextFrom, this.state);
    this.checkNoise(f.refine, b.start, coreStart, Math.min(total, coreEnd));
    for (const q of run.qrs) {
      if (q < coreStart || q >= coreEnd) continue;
      const [r, amp, exact, timedSign] = this.refine(f, b.start, q);
      // Block hand-over or refinement can land two marks on one beat: keep one per refractory period.
      if (r - this.lastEmitted < Math.round(0.2 * this.fs)) continue;
      this.lastEmitted = r;
      this.polarity = timedSign;
      out.samples.push(r);
      out.amplitudes.push(amp);
      out.exact.push(exact);
      this.shapes.add(f, r - b.start, this.fs);
    }
    this.block++;
    if (!b.last) this.state = run.snapshot ?? this.state;
  }

  private checkNoise(r: Float32Array, bufStart: number, from: number, to: number): void {
    const w = Math.round(NOISE_WINDOW_S * this.fs);
    for (let a = from; a + w <= to || (a < to && a === from); a += w) {
      const b = Math.min(to, a + w);
      const lo = a - bufStart;
      const n = b - a;
      // one pass of raw power sums; the 0.5 Hz high-pass keeps the mean near 0, so this is well conditioned
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let s4 = 0;
      let m0 = 0;
      for (let i = lo; i < lo + n; i += this.noiseStride, m0++) {
        const v = r[i]!;
        const v2 = v * v;
        s1 += v;
        s2 += v2;
        s3 += v2 * v;
        s4 += v2 * v2;
      }
      const m = s1 / m0;
      const m2 = s2 / m0 - m * m;
      const m4 = s4 / m0 - 4 * m * (s3 / m0) + 6 * m * m * (s2 / m0) - 3 * m ** 4;
      if (m2 > 0 && m4 / (m2 * m2) < NOISE_KURTOSIS_MAX) {
        const last = this.noise[this.noise.length - 1];
        if (last && last[1] === a) last[1] = b;
        else this.noise.push([a, b]);
      }
    }
  }

  /**
   * Place the R-peak at the dominant extremum of the 0.5-40 Hz signal near the QRS energy peak;
   * the sub-sample time for RR intervals on the extremum of the previous beat's polarity when
   * it is large enough (POLARITY_HOLD). Returns [peak sample, amplitude, exact time, its sign].
   */
  private refine(f: QrsFeatures, bufStart: number, q: number): [number, number, number, number] {
    const r = f.refine;
    const i0 = q - bufStart;
    const h = Math.round(REFINE_HALF_S * this.fs);
    const lo = Math.max(0, i0 - h);
    const hi = Math.min(r.length - 1, i0 + h);
    let best = i0;
    let bestAbs = -1;
    let held = -1;
    let heldAbs = -1;
    for (let i = lo; i <= hi; i++) {
      const a = Math.abs(r[i]!);
      if (a > bestAbs) {
        bestAbs = a;
        best = i;
      }
      const v = this.polarity * r[i]!;
      if (v > heldAbs) {
        heldAbs = v;
        held = i;
      }
    }
    const timed = held >= 0 && heldAbs >= this.hold * bestAbs ? held : best;
    const sign = r[timed]! >= 0 ? 1 : -1;
    return [best + bufStart, r[best]!, timed + bufStart + vertex(r, timed), sign];
  }
}

/**
 * Sub-sample vertex of the parabola through a peak and its neighbours: removes the
 * sampling-grid jitter (up to half a sample, 2 ms at 250 Hz) from RR intervals.
 */
function vertex(r: Float32Array, i: number): number {
  if (i <= 0 || i >= r.length - 1) return 0;
  const sgn = r[i]! >= 0 ? 1 : -1;
  const ym = sgn * r[i - 1]!;
  const y0 = sgn * r[i]!;
  const yp = sgn * r[i + 1]!;
  const den = ym - 2 * y0 + yp;
  return den < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (ym - yp)) / den)) : 0;
}

/**
 * NeuroKit-style batch call: R-peak sample indices of an in-memory signal.
 * One method, named after its parts: Pan & Tompkins (1985) features with
 * Hamilton (2002) decision rules (see decision.ts).
 */
export function ecgPeaks(
  signal: Float32Array,
  opts: { samplingRate: number; method?: 'panTompkins1985Hamilton2002' },
): DetectedBeats {
  const d = new QrsDetector(opts.samplingRate);
  const out = d.push(signal);
  return d.flush(out);
}
