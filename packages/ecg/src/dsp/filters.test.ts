import { describe, expect, it } from 'vitest';
import { filtfilt, filtfiltPair, highpass, lowpass, type Biquad } from './filters.ts';

/** A deterministic ECG-like test signal: a slow wave, sharp spikes and noise (mV). */
function signal(n: number, fs: number): Float32Array {
  const x = new Float32Array(n);
  let s = 12345;
  for (let i = 0; i < n; i++) {
    s = (s * 16807) % 2147483647;
    const t = i / fs;
    const spike = Math.exp(-(((t % 0.8) - 0.4) ** 2) / 2e-4);
    x[i] = 0.3 * Math.sin(2 * Math.PI * 0.3 * t) + 1.2 * spike + (s / 2147483647 - 0.5) * 0.05;
  }
  return x;
}

type Pair = readonly [Biquad, Biquad];

/** The pair pass's two outputs (x, y) and filtfilt's of the same sections (rx, ry). */
function pairAndReference(src: Float32Array, sx: Pair, sy: Pair) {
  const x = new Float32Array(src.length);
  const y = new Float32Array(src.length);
  filtfiltPair(src, x, sx, y, sy);
  const rx = Float32Array.from(src);
  const ry = Float32Array.from(src);
  filtfilt(rx, sx);
  filtfilt(ry, sy);
  return { x, y, rx, ry };
}

describe('filtfiltPair', () => {
  // The pair pass takes b1·x and b2·x from b0·x (README "Speed of the CLI", 27 November): that is
  // exact only because highpass and lowpass give b1 = ∓2·b0 and b2 = b0 to the bit. Checked here
  // against filtfilt, which multiplies by every coefficient, at the recorders' usual rates.
  it.each([128, 200, 250, 256, 300, 360, 500, 1000])(
    'equals filtfilt bit for bit at %i Hz',
    (fs) => {
      const src = signal(20 * fs, fs);
      const sx = [highpass(5, fs), lowpass(15, fs)] as const;
      const sy = [highpass(0.5, fs), lowpass(40, fs)] as const;
      const { x, y, rx, ry } = pairAndReference(src, sx, sy);
      expect(Buffer.from(x.buffer).equals(Buffer.from(rx.buffer))).toBe(true);
      expect(Buffer.from(y.buffer).equals(Buffer.from(ry.buffer))).toBe(true);
    },
  );

  it('takes the general path for sections of another form, with the same result', () => {
    const fs = 360;
    const src = signal(10 * fs, fs);
    const odd = { b0: 0.2, b1: 0.3, b2: 0.1, a1: -0.5, a2: 0.1 };
    const sx = [odd, lowpass(15, fs)] as const;
    const sy = [highpass(0.5, fs), odd] as const;
    const { x, y, rx, ry } = pairAndReference(src, sx, sy);
    expect(Array.from(x)).toEqual(Array.from(rx));
    expect(Array.from(y)).toEqual(Array.from(ry));
  });
});
