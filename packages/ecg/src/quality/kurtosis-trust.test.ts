import { describe, expect, it } from 'vitest';
import { untrustedKurtosisNoise } from './window-quality.ts';

/** 8 s windows every 4 s at 100 Hz, with the given P(bad) each. */
function windows(pBad: number[]): {
  windows: { length: number; starts: number[]; ends: number[] };
  pBad: number[];
} {
  const starts = pBad.map((_, k) => k * 400);
  return { windows: { length: pBad.length, starts, ends: starts.map((s) => s + 800) }, pBad };
}

describe('untrustedKurtosisNoise', () => {
  it('keeps the 10 s kurtosis windows whose beats the window model doubts', () => {
    // 0-40 s noisy by kurtosis; windows up to 20 s trusted, from 20 s doubted
    const q = windows([0.01, 0.05, 0.1, 0.15, 0.6, 0.9, 0.9, 0.9, 0.9, 0.9]);
    expect(untrustedKurtosisNoise([[0, 4000]], q, 100)).toEqual([[1000, 4000]]);
  });

  it('drops a stretch whose windows are all trusted (a fast regular rhythm)', () => {
    const q = windows(new Array<number>(10).fill(0.05));
    expect(untrustedKurtosisNoise([[0, 2000]], q, 100)).toEqual([]);
  });

  it('keeps a partial last window when it is doubted', () => {
    const q = windows([0.05, 0.05, 0.05, 0.05, 0.05, 0.5]);
    expect(untrustedKurtosisNoise([[0, 2300]], q, 100)).toEqual([[2000, 2300]]);
  });
});
