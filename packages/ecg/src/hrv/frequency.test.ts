import { describe, expect, it } from 'vitest';
import { bandPower, lombScargle, peakFrequency } from './lomb-scargle.ts';
import { segmentSpectra } from './frequency.ts';

describe('Lomb-Scargle and 5-min spectra', () => {
  it('puts a sinusoid power A^2/2 at its frequency on uneven times', () => {
    const n = 400;
    const t = new Float64Array(n);
    const y = new Float64Array(n);
    let tt = 0;
    for (let i = 0; i < n; i++) {
      tt += 0.7 + 0.2 * Math.sin(i);
      t[i] = tt;
      y[i] = 900 + 30 * Math.sin(2 * Math.PI * 0.1 * tt);
    }
    const df = 1 / (t[n - 1]! - t[0]!) / 2;
    const p = lombScargle(t, y, 0.01, df, Math.round(0.5 / df));
    // 30^2/2 = 450 ms^2 in LF, nothing in HF (within spectral leakage)
    expect(bandPower(p, 0.01, df, 0.04, 0.15)).toBeGreaterThan(450 * 0.95);
    expect(bandPower(p, 0.01, df, 0.04, 0.15)).toBeLessThan(450 * 1.1);
    expect(bandPower(p, 0.01, df, 0.15, 0.4)).toBeLessThan(450 * 0.05);
    expect(peakFrequency(p, 0.01, df, 0.04, 0.4)).toBeCloseTo(0.1, 2);
  });

  it('recovers LF/HF and respiratory rate of a synthetic series', () => {
    // RR with 0.1 Hz (amplitude 20 ms) and 0.25 Hz (amplitude 40 ms); R amplitude modulated at 0.25 Hz (15/min)
    const tS: number[] = [];
    const nn: number[] = [];
    const amp: number[] = [];
    for (let t = 0; t < 600;) {
      const rr = 850 + 20 * Math.sin(2 * Math.PI * 0.1 * t) + 40 * Math.sin(2 * Math.PI * 0.25 * t);
      t += rr / 1000;
      tS.push(t);
      nn.push(rr);
      amp.push(1 + 0.1 * Math.sin(2 * Math.PI * 0.25 * t));
    }
    const s = segmentSpectra(
      Float64Array.from(tS),
      Float64Array.from(nn),
      new Uint8Array(tS.length).fill(1),
      Float64Array.from(amp),
      600,
    );
    expect(s.length).toBe(2);
    for (const seg of s) {
      expect(seg.lf / seg.hf).toBeGreaterThan(0.2);
      expect(seg.lf / seg.hf).toBeLessThan(0.32); // (20^2/2)/(40^2/2) = 0.25
      expect(seg.respRate).toBeCloseTo(15, 0);
    }
  });
});
