import { Prng } from './prng.ts';
import { RrProcess } from './rr-process.ts';

/**
 * Synthetic ECG after ECGSYN, McSharry, Clifford, Tarassenko & Smith (2003),
 * IEEE TBME 50(3):289-294. The model moves a point around a limit cycle at
 * angular speed 2*pi/RR; z (the ECG) is pushed by five Gaussian events
 * P, Q, R, S, T at angles theta_i with weights a_i and widths b_i:
 *   dz/dt = -sum a_i dtheta_i exp(-dtheta_i^2 / 2 b_i^2) - (z - z0).
 * Integrating over one cycle at constant speed gives z(theta) =
 * sum (a_i b_i^2 / omega) exp(-dtheta_i^2 / 2 b_i^2) + z0; we evaluate that
 * closed form per sample (exact for the model without the slow relaxation
 * term), which is what makes a 72 h recording fast to stream. Parameters and
 * their heart-rate scaling (b_i * sqrt(hr/60), theta_i of P/Q/S/T) are those
 * of McSharry's ecgsyn.m. Ectopic (ventricular premature) beats, atrial
 * fibrillation (irregular RR, no P wave, f waves), lead-off, baseline wander,
 * respiratory amplitude modulation and noise are additions for testing.
 */
const THETA = [-70, -15, 0, 15, 100].map((d) => (d * Math.PI) / 180);
const A = [1.2, -5, 30, -7.5, 0.75];
const B = [0.25, 0.1, 0.1, 0.1, 0.4];
/** Gaussian table over +/-5 widths (beyond, exp(-12.5) < 4e-6 of the peak is negligible). */
const GAUSS_SPAN = 5;
const GAUSS_RES = 1024;
const GAUSS = Float64Array.from({ length: 2 * GAUSS_SPAN * GAUSS_RES + 2 }, (_, k) =>
  Math.exp(-((k / GAUSS_RES - GAUSS_SPAN) ** 2 / 2)),
);
/** ECGSYN scales its output so the R wave is ~1.2 mV above the -0.4 mV trough. */
const R_MV = 1.2;

export interface EcgsynOptions {
  samplingRate: number;
  durationS: number;
  seed: number;
  /** Mean heart rate (bpm), constant or as a function of time (s). Default 60 (McSharry's default). */
  heartRate?: number | ((tS: number) => number);
  /** Heart-rate standard deviation (bpm). Default 1 (McSharry). */
  hrStd?: number;
  /** LF/HF power ratio. Default 0.5 (McSharry). */
  lfHfRatio?: number;
  /** Breaths per minute: HF peak and amplitude modulation. Default 15 (McSharry's f2 = 0.25 Hz). */
  respiratoryRate?: number;
  /** White noise standard deviation (mV). Default 0.01. */
  noiseMv?: number;
  /** Baseline wander amplitude at the respiratory frequency (mV). Default 0.05 (ECGSYN uses 0.15 mV for z0). */
  baselineMv?: number;
  /** Fractional R amplitude modulation by respiration (EDR). Default 0.1. */
  respAmplitude?: number;
  /** Probability that a beat is a ventricular premature beat. Default 0. */
  ectopicRate?: number;
  /** Atrial fibrillation episodes [startS, endS). */
  afEpisodes?: [number, number][];
  /** Lead-off (flat line) stretches [startS, endS). */
  leadOff?: [number, number][];
  chunkSize?: number;
}

export interface TrueBeat {
  sample: number;
  /** 'N' normal, 'V' ventricular premature, 'A' beat during AF. */
  label: 'N' | 'V' | 'A';
}

export interface SynthChunk {
  /** Absolute index of samples[0]. */
  start: number;
  samples: Float32Array;
  /** R-peaks whose sample index falls in this chunk (outside lead-off). */
  beats: TrueBeat[];
}

interface Morph {
  theta: Float64Array;
  amp: Float64Array;
  width: Float64Array;
  /** 1 / width, so the per-sample loop multiplies instead of divides. */
  invWidth: Float64Array;
  label: TrueBeat['label'];
}

export function* ecgsyn(o: EcgsynOptions): Generator<SynthChunk> {
  const fs = o.samplingRate;
  const total = Math.round(o.durationS * fs);
  const rng = new Prng(o.seed);
  const respHz = (o.respiratoryRate ?? 15) / 60;
  const rrp = new RrProcess(rng, { hrStd: o.hrStd ?? 1, lfHfRatio: o.lfHfRatio ?? 0.5, respHz });
  const hrAt =
    typeof o.heartRate === 'function'
      ? o.heartRate
      : (
          (v: number) => () =>
            v
        )(o.heartRate ?? 60);
  const hrStd = o.hrStd ?? 1;
  const noise = o.noiseMv ?? 0.01;
  const bw = o.baselineMv ?? 0.05;
  const am = o.respAmplitude ?? 0.1;
  const ectopic = o.ectopicRate ?? 0;
  const af = o.afEpisodes ?? [];
  const off = o.leadOff ?? [];
  const inAny = (t: number, eps: [number, number][]): boolean =>
    eps.some(([a, b]) => t >= a && t < b);
  const scale = R_MV / (A[2]! * B[2]! ** 2); // R weight -> R_MV
  const morph = (hr: number, kind: TrueBeat['label']): Morph => {
    const f = Math.sqrt(hr / 60); // McSharry's hrfact
    const f2 = Math.sqrt(f);
    const theta = Float64Array.from(THETA, (t, i) => t * [f2, f, 1, f, f2][i]!);
    const width = Float64Array.from(B, (b) => b * f);
    const amp = Float64Array.from(A, (a, i) => a * B[i]! ** 2 * scale);
    if (kind === 'A') amp[0] = 0; // no organised atrial activity
    if (kind === 'V') {
      amp[0] = 0; // no P wave before a ventricular beat
      for (const i of [1, 2, 3]) width[i]! *= 2.5; // wide QRS (> 120 ms)
      amp[2]! *= 1.4;
      amp[4] = -1.5 * amp[4]!; // discordant T wave
      width[4]! *= 1.3;
    }
    return { theta, amp, width, invWidth: width.map((w) => 1 / w), label: kind };
  };
  // beat state: R_k at sample rK (fractional), next R at rN
  const nextRr = (t: number, prevWasV: boolean, prevRr: number): [number, TrueBeat['label']] => {
    const hr = hrAt(t);
    const rrMean = 60 / hr;
    const rrStd = (60 * hrStd) / (hr * hr); // McSharry: rrstd = 60 hrstd / hrmean^2
    if (inAny(t, af)) {
      // AF: irregularly irregular, coefficient of variation ~ 0.2 (typical of AF RR series)
      return [Math.min(2, Math.max(0.3, 0.85 * rrMean * (1 + 0.2 * rng.normal()))), 'A'];
    }
    if (prevWasV) return [Math.max(0.3, 2 * rrMean - prevRr), 'N']; // full compensatory pause
    if (ectopic > 0 && rng.next() < ectopic) return [0.6 * rrMean, 'V'];
    return [rrMean + rrStd * rrp.at(t), 'N'];
  };
  let rK = Math.round(0.3 * fs);
  let [rr, kindN] = nextRr(0, false, 1);
  let cur = morph(60 / rr, 'N');
  let nxt = morph(60 / rr, kindN);
  let rN = rK + rr * fs;
  let dPhase = (2 * Math.PI) / (rr * fs);
  const chunk = o.chunkSize ?? 65536;
  const twoPi = 2 * Math.PI;
  let pendingBeat = rK;
  let pendingLabel: TrueBeat['label'] = 'N';
  let fPhase = 0;
  let rc = 1;
  let rs = 0;
  const rotC = Math.cos((twoPi * respHz) / fs);
  const rotS = Math.sin((twoPi * respHz) / fs);
  for (let start = 0; start < total; start += chunk) {
    const len = Math.min(chunk, total - start);
    const out = new Float32Array(len);
    const beats: TrueBeat[] = [];
    for (let j = 0; j < len; j++) {
      const s = start + j;
      while (s >= rN) {
        const wasV = kindN === 'V';
        rK = rN;
        cur = nxt;
        pendingBeat = rK;
        pendingLabel = kindN;
        [rr, kindN] = nextRr(rK / fs, wasV, rr);
        nxt = morph(60 / rr, kindN);
        rN = rK + rr * fs;
        dPhase = twoPi / (rr * fs);
      }
      if (pendingBeat >= 0 && s >= Math.round(pendingBeat)) {
        if (off.length === 0 || !inAny(s / fs, off))
          beats.push({ sample: Math.round(pendingBeat), label: pendingLabel });
        pendingBeat = -1;
      }
      const useNext = s - rK > (rN - rK) / 2;
      const m = useNext ? nxt : cur;
      const th = useNext ? (s - rN) * dPhase : (s - rK) * dPhase; // dPhase = 2 pi / (RR fs), set per beat
      let z = 0;
      const mt = m.theta;
      const mw = m.invWidth;
      const ma = m.amp;
      for (let i = 0; i < 5; i++) {
        const u = (th - mt[i]!) * mw[i]!;
        if (u >= GAUSS_SPAN || u <= -GAUSS_SPAN) continue;
        // tabulated exp(-u^2/2), linear interpolation (error < 1e-5 of the wave's peak)
        const x = (u + GAUSS_SPAN) * GAUSS_RES;
        const k = x | 0;
        const g0 = GAUSS[k]!;
        z += ma[i]! * (g0 + (GAUSS[k + 1]! - g0) * (x - k));
      }
      // respiration sine by rotation (one multiply-add pair per sample instead of a sin call)
      const resp = rs;
      const nrc = rc * rotC - rs * rotS;
      rs = rs * rotC + rc * rotS;
      rc = nrc;
      z = z * (1 + am * resp) + bw * resp;
      if (m.label === 'A') {
        // f waves: ~6 Hz fibrillatory activity of ~50 uV (typical AF f-wave rate 350-600/min)
        fPhase += (twoPi * (6 + 0.5 * Math.sin((0.3 * s) / fs))) / fs;
        z += 0.05 * Math.sin(fPhase);
      }
      if (noise > 0) z += noise * rng.normal();
      out[j] = z;
    }
    // lead-off: flat zero line over the listed stretches
    for (const [a, b] of off) {
      const lo = Math.max(start, Math.round(a * fs));
      const hi = Math.min(start + len, Math.round(b * fs));
      if (hi > lo) out.fill(0, lo - start, hi - start);
    }
    // re-normalise the rotation once per chunk so rounding cannot make it drift
    const norm = Math.hypot(rc, rs);
    rc /= norm;
    rs /= norm;
    yield { start, samples: out, beats };
  }
}

/** Whole signal in memory (tests, short demos). */
export function ecgsynSignal(o: EcgsynOptions): { signal: Float32Array; beats: TrueBeat[] } {
  const signal = new Float32Array(Math.round(o.durationS * o.samplingRate));
  const beats: TrueBeat[] = [];
  for (const c of ecgsyn(o)) {
    signal.set(c.samples, c.start);
    beats.push(...c.beats);
  }
  return { signal, beats };
}
