import { describe, expect, it } from 'vitest';
import { STRIP_BOX_PT, stripScale, stripY } from './pdf-strip.ts';

/** 6 s at 250 Hz: a flat baseline with one QRS of `peakUv` and an S wave of `troughUv`. */
function trace(peakUv: number, troughUv: number, baselineUv = 0): number[] {
  const uv = new Array<number>(1500).fill(baselineUv);
  for (let i = 0; i < 5; i++) uv[700 + i] = baselineUv + (peakUv * (5 - Math.abs(2 - i))) / 5;
  uv[706] = baselineUv + troughUv;
  return uv;
}

function drawnYs(uv: number[]): number[] {
  const scale = stripScale(uv, uv.length);
  return uv.map((v) => stripY(v, 100, scale));
}

describe('ECG strip scale', () => {
  it('keeps the standard 10 mm/mV for an ordinary complex', () => {
    expect(stripScale(trace(1200, -300), 1500).mmPerMv).toBe(10);
  });

  it('draws a tall QRS inside the box, never clipped flat at the edge', () => {
    for (const [peak, trough, base] of [
      [4000, -500, 0],
      [6000, -2500, 800],
      [25000, -9000, -1200],
    ] as const) {
      const uv = trace(peak, trough, base);
      const ys = drawnYs(uv);
      for (const y of ys) {
        expect(y).toBeGreaterThanOrEqual(100);
        expect(y).toBeLessThanOrEqual(100 + STRIP_BOX_PT);
      }
      // The peak is still the highest point drawn and the trough the lowest (not flattened).
      expect(Math.min(...ys)).toBe(ys[702]);
      expect(Math.max(...ys)).toBe(ys[706]);
    }
  });

  it('steps down to half, then quarter gain, and only then to whatever fits', () => {
    expect(stripScale(trace(3200, -300), 1500).mmPerMv).toBe(5);
    expect(stripScale(trace(7000, -500), 1500).mmPerMv).toBe(2.5);
    expect(stripScale(trace(20000, -500), 1500).mmPerMv).toBeLessThan(2.5);
  });
});
