import { describe, expect, it } from 'vitest';
import { ecgClean } from './ecg-clean.ts';

const tone = (f: number, fs: number, n: number): Float32Array =>
  Float32Array.from({ length: n }, (_, i) => Math.sin((2 * Math.PI * f * i) / fs));
const rms = (x: Float32Array, from: number): number =>
  Math.sqrt(x.subarray(from).reduce((a, v) => a + v * v, 0) / (x.length - from));

describe('ecgClean', () => {
  it('passes the QRS band and removes baseline wander and mains', () => {
    const fs = 500;
    const n = fs * 20;
    const mid = fs * 5;
    expect(rms(ecgClean(tone(10, fs, n), { samplingRate: fs }), mid)).toBeGreaterThan(0.69);
    expect(rms(ecgClean(tone(0.05, fs, n), { samplingRate: fs }), mid)).toBeLessThan(0.01);
    expect(rms(ecgClean(tone(150, fs, n), { samplingRate: fs }), mid)).toBeLessThan(0.01);
    // Pan-Tompkins band: 10 Hz in, 30 Hz strongly attenuated
    expect(
      rms(ecgClean(tone(30, fs, n), { samplingRate: fs, method: 'panTompkins1985' }), mid),
    ).toBeLessThan(0.1);
  });

  it('has zero phase: a symmetric pulse keeps its peak position', () => {
    const fs = 360;
    const x = Float32Array.from({ length: fs * 4 }, (_, i) => Math.exp(-(((i - 2 * fs) / 8) ** 2)));
    const y = ecgClean(x, { samplingRate: fs });
    expect(y.indexOf(Math.max(...y))).toBe(2 * fs);
  });
});
