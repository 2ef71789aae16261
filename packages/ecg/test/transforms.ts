import { Prng } from '../src/synth/prng.ts';
import type { Signal } from './rhythm-metrics.ts';

/**
 * Changes a new patient or recorder brings that must not change the rhythm answer much:
 * amplitude, polarity, sampling rate, noise, less data. Used by the robustness benchmark
 * (bench/robustness.ts) and the tests of the bugs it found. Each keeps the time base: a
 * sample at time t of the input is at time t of the output.
 */
export interface Transform {
  name: string;
  apply: (s: Signal, seed: number) => Signal;
}

const map = (s: Signal, f: (v: number, i: number) => number): Signal => ({
  x: Float32Array.from(s.x, f),
  fs: s.fs,
});

/** Gaussian white noise of SD `mv` (deterministic per seed). */
export function gaussianNoise(s: Signal, mv: number, seed: number): Signal {
  const g = new Prng(seed);
  return map(s, (v) => v + mv * g.normal());
}

/** A sinusoid of amplitude `mv` (peak) at `hz`: mains interference or baseline wander. */
export function sinusoid(s: Signal, mv: number, hz: number, seed: number): Signal {
  const phase = new Prng(seed).next() * 2 * Math.PI;
  return map(s, (v, i) => v + mv * Math.sin((2 * Math.PI * hz * i) / s.fs + phase));
}

/** Zero crossings of the windowed-sinc kernel on each side (a 20-lobe Hann-windowed sinc). */
const SINC_ZEROS = 10;
/** Anti-alias cut-off as a share of the lower Nyquist frequency (a 5 % transition band). */
const CUTOFF_SHARE = 0.95;

/**
 * Band-limited resampling by windowed-sinc interpolation (Smith, "Digital Audio Resampling"):
 * each output sample is the input convolved with a Hann-windowed sinc whose cut-off lies under
 * the lower of the two Nyquist frequencies, so going down to 250 Hz does not alias and going
 * up to 500 Hz adds no images. Weights are normalised to unit sum (exact DC gain).
 */
export function resample(s: Signal, fsOut: number): Signal {
  const ratio = fsOut / s.fs;
  const fc = 0.5 * Math.min(1, ratio) * CUTOFF_SHARE; // cycles per input sample
  const half = Math.ceil(SINC_ZEROS / (2 * fc));
  const n = Math.floor(s.x.length * ratio);
  const out = new Float32Array(n);
  const x = s.x;
  for (let i = 0; i < n; i++) {
    const t = i / ratio;
    const c = Math.floor(t);
    let acc = 0;
    let wsum = 0;
    for (let j = Math.max(0, c - half + 1); j <= Math.min(x.length - 1, c + half); j++) {
      const u = t - j;
      const arg = 2 * Math.PI * fc * u;
      const sinc = u === 0 ? 1 : Math.sin(arg) / arg;
      const w = sinc * (0.5 + 0.5 * Math.cos((Math.PI * u) / half));
      acc += w * x[j]!;
      wsum += w;
    }
    out[i] = acc / wsum;
  }
  return { x: out, fs: fsOut };
}

/** The transforms of the robustness table, the identity first. */
export const TRANSFORMS: readonly Transform[] = [
  { name: 'none', apply: (s) => s },
  { name: 'amplitude x0.5', apply: (s) => map(s, (v) => 0.5 * v) },
  { name: 'amplitude x2', apply: (s) => map(s, (v) => 2 * v) },
  { name: 'inverted', apply: (s) => map(s, (v) => -v) },
  { name: 'resampled 250 Hz', apply: (s) => resample(s, 250) },
  { name: 'resampled 500 Hz', apply: (s) => resample(s, 500) },
  { name: 'Gaussian 0.05 mV', apply: (s, seed) => gaussianNoise(s, 0.05, seed) },
  { name: 'Gaussian 0.15 mV', apply: (s, seed) => gaussianNoise(s, 0.15, seed) },
  { name: 'mains 50 Hz 0.1 mV', apply: (s, seed) => sinusoid(s, 0.1, 50, seed) },
  { name: 'wander 0.3 Hz 0.5 mV', apply: (s, seed) => sinusoid(s, 0.5, 0.3, seed) },
  { name: 'first 10 min', apply: (s) => ({ x: s.x.subarray(0, 600 * s.fs), fs: s.fs }) },
];
