import { describe, expect, it } from 'vitest';
import { signalFeatures } from './window-features.ts';

// beatCorr (issue 19): complexes that repeat their shape score high whatever the rhythm;
// shapeless bursts (electrode-motion-like noise) score low. 8 s at the quality monitor's ~60 Hz.
const RATE = 60;
const L = 8 * RATE;

/** A biphasic QRS-like complex (10 samples, ~170 ms) at each of `at`. */
function train(at: readonly number[]): Float32Array {
  const x = new Float32Array(L);
  const qrs = [0, -0.1, 0.3, 1, 0.4, -0.5, -0.3, -0.1, 0.05, 0];
  for (const s of at) qrs.forEach((v, j) => s + j < L && (x[s + j] = v));
  return x;
}

/** Deterministic pseudo-random bursts: every sample independent (xorshift). */
function bursts(): Float32Array {
  let s = 12345;
  return Float32Array.from({ length: L }, () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) / 2 ** 32 - 0.5) * 2;
  });
}

describe('window feature beatCorr', () => {
  it('is near 1 for a repeating complex at an irregular (AF-like) rhythm', () => {
    const f = signalFeatures(train([10, 50, 75, 140, 180, 230, 300, 330, 400, 450]), RATE);
    expect(f.beatCorr).toBeGreaterThan(0.95);
  });

  it('is low for shapeless noise', () => {
    const f = signalFeatures(bursts(), RATE);
    expect(f.beatCorr).toBeLessThan(0.6);
  });

  it('is 0 when fewer than 3 complexes fit in the window', () => {
    expect(signalFeatures(train([100, 300]), RATE).beatCorr).toBe(0);
  });
});
