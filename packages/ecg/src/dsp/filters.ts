/**
 * Butterworth biquads by the bilinear transform (coefficients as in the
 * "Audio EQ Cookbook", R. Bristow-Johnson, with Q = 1/sqrt(2) for a
 * second-order Butterworth section) and zero-phase forward-backward filtering
 * (Gustafsson 1996, as scipy.signal.filtfilt), so the filters do not delay
 * the R-peak: beat timing error is what HRV is built on.
 */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

const BUTTERWORTH_Q = Math.SQRT1_2;

export function lowpass(fc: number, fs: number, q = BUTTERWORTH_Q): Biquad {
  const w = (2 * Math.PI * Math.min(fc, 0.45 * fs)) / fs;
  const alpha = Math.sin(w) / (2 * q);
  const c = Math.cos(w);
  const a0 = 1 + alpha;
  return { b0: (1 - c) / 2 / a0, b1: (1 - c) / a0, b2: (1 - c) / 2 / a0, a1: (-2 * c) / a0, a2: (1 - alpha) / a0 };
}

export function highpass(fc: number, fs: number, q = BUTTERWORTH_Q): Biquad {
  const w = (2 * Math.PI * fc) / fs;
  const alpha = Math.sin(w) / (2 * q);
  const c = Math.cos(w);
  const a0 = 1 + alpha;
  return { b0: (1 + c) / 2 / a0, b1: -(1 + c) / a0, b2: (1 + c) / 2 / a0, a1: (-2 * c) / a0, a2: (1 - alpha) / a0 };
}

/** In-place direct-form-II-transposed pass, forward (dir = 1) or backward (dir = -1), started at rest on the first value. */
export function biquadPass(x: Float32Array | Float64Array, f: Biquad, dir: 1 | -1): void {
  const n = x.length;
  if (n === 0) return;
  const { b0, b1, b2, a1, a2 } = f;
  let i = dir === 1 ? 0 : n - 1;
  // Start in the steady state for a constant input equal to the first sample, so a DC offset does not ring.
  const x0 = x[i]!;
  const dcGain = (b0 + b1 + b2) / (1 + a1 + a2);
  const y0 = x0 * dcGain;
  let z1 = y0 - b0 * x0;
  let z2 = b2 * x0 - a2 * y0;
  for (let k = 0; k < n; k++, i += dir) {
    const xi = x[i]!;
    const y = b0 * xi + z1;
    z1 = b1 * xi - a1 * y + z2;
    z2 = b2 * xi - a2 * y;
    x[i] = y;
  }
}

/** Zero-phase filtering with a cascade of sections: each section forward then backward. */
export function filtfilt(x: Float32Array | Float64Array, sections: readonly Biquad[]): void {
  for (const s of sections) {
    biquadPass(x, s, 1);
    biquadPass(x, s, -1);
  }
}

/** Centred moving average over `width` samples (odd), in place via a running sum in a scratch array. */
export function movingAverage(x: Float32Array | Float64Array, width: number, out: Float32Array | Float64Array): void {
  const n = x.length;
  const h = width >> 1;
  let sum = 0;
  for (let i = 0; i < Math.min(h, n); i++) sum += x[i]!;
  for (let i = 0; i < n; i++) {
    const add = i + h;
    if (add < n) sum += x[add]!;
    const drop = i - h - 1;
    if (drop >= 0) sum -= x[drop]!;
    const lo = Math.max(0, i - h);
    const hi = Math.min(n - 1, i + h);
    out[i] = sum / (hi - lo + 1);
  }
}
