import { describe, expect, it } from 'vitest';
import { dashFeatures, detectIrregularRhythm } from './af-dash2009.ts';
import { Prng } from '../synth/prng.ts';

describe('Dash et al. 2009 irregular rhythm', () => {
  const r = new Prng(9);
  const sinus = Float64Array.from(
    { length: 512 },
    (_, i) => 850 + 30 * Math.sin(i / 5) + 8 * r.normal(),
  );
  const af = Float64Array.from({ length: 512 }, () => 700 * (1 + 0.22 * r.normal()));
  it('calls random RR irregular and sinus rhythm regular', () => {
    expect(dashFeatures(af, 0, 128).af).toBe(true);
    expect(dashFeatures(sinus, 0, 128).af).toBe(false);
  });
  it('merges consecutive AF segments into one episode', () => {
    const mixed = Float64Array.from([...sinus.subarray(0, 256), ...af, ...sinus.subarray(0, 256)]);
    const eps = detectIrregularRhythm(mixed, new Uint8Array(mixed.length).fill(1));
    expect(eps.length).toBe(1);
    expect(eps[0]!.from).toBe(255);
    expect(eps[0]!.to).toBe(767);
  });
});
