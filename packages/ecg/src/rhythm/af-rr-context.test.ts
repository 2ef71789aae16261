import { describe, expect, it } from 'vitest';
import { afState, contextProbability, movingMean } from './af-rr-context.ts';
import { AF_RR_MODEL, afEpisodes, intervalProbability } from './af-rr.ts';
import type { UsableRr } from './af-rr-features.ts';

describe('AF model context parts (af-rr-context.ts)', () => {
  it('a plain threshold when stay is absent; hysteresis holds AF above stay', () => {
    const p = Float64Array.from([0.2, 0.6, 0.45, 0.35, 0.55, NaN, 0.45]);
    expect(Array.from(afState(p, 0.5))).toEqual([0, 1, 0, 0, 1, 0, 0]);
    expect(Array.from(afState(p, 0.5, 0.4))).toEqual([0, 1, 1, 0, 1, 0, 0]);
  });

  it('one scale with weights [0, 1] gives back its moving mean', () => {
    const raw = [0.1, 0.9, 0.8, 0.2, 0.7, 0.6];
    const m = movingMean(raw, 2);
    const c = contextProbability(raw, { scales: [2], weights: [0, 1] });
    c.forEach((v, i) => expect(v).toBeCloseTo(m[i]!, 9));
  });

  it('without a context part the model reads as before: AF above 0.5 after the ±smooth mean', () => {
    const n = 400;
    const centres = Array.from({ length: (n - 32) / 4 + 1 }, (_, i) => i * 4 + 16);
    const raw = centres.map((c) => (c >= 100 && c < 300 ? 0.9 : 0.1));
    const p = intervalProbability(n, centres, raw, AF_RR_MODEL);
    const u: UsableRr = {
      rr: new Float64Array(n).fill(1),
      at: Int32Array.from({ length: n }, (_, j) => j + 1),
      d: new Float64Array(n),
      contig: new Uint8Array(n).fill(1),
      d3: new Float64Array(n),
    };
    const exact = Float64Array.from({ length: n + 1 }, (_, k) => k * 250);
    const eps = afEpisodes(exact, u, p, 250, AF_RR_MODEL);
    expect(eps).toHaveLength(1);
    // the ±8-centre mean crosses 0.5 at the step itself: the episode is the AF stretch
    expect(Math.abs(eps[0]!.from - 100)).toBeLessThanOrEqual(4);
    expect(Math.abs(eps[0]!.to - 300)).toBeLessThanOrEqual(4);
  });
});
