import { describe, expect, it } from 'vitest';
import { CLASS_F, CLASS_N, CLASS_S, CLASS_V } from './beat-classes.ts';
import { conductedLike, markConducted } from './conducted-shape.ts';
import { CONDUCTED, conductedClass } from './learned.ts';
import { FEATURE_NAMES, N_FEATURES } from './ml-features.ts';

/** One feature row with the given named values (others 0). */
function row(v: Partial<Record<(typeof FEATURE_NAMES)[number], number>>): Float32Array {
  const x = new Float32Array(N_FEATURES);
  for (const [name, value] of Object.entries(v))
    x[FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number])] = value;
  return x;
}

describe('V calls on a conducted shape', () => {
  // SVDB 852's atrial premature beats called V: their cluster is the dominant shape, no wider
  const conducted = { clusterCorr: 0.94, clusterWidthExcess: 2.4 };

  it('takes back a V call whose shape cluster is the dominant shape and width', () => {
    expect(conductedLike(row(conducted), 0, CONDUCTED)).toBe(true);
  });

  it('leaves V a cluster of another shape, a wider one, or a beat without a cluster template', () => {
    expect(conductedLike(row({ ...conducted, clusterCorr: 0.7 }), 0, CONDUCTED)).toBe(false);
    expect(conductedLike(row({ ...conducted, clusterWidthExcess: 40 }), 0, CONDUCTED)).toBe(false);
    expect(conductedLike(row({ ...conducted, clusterCorr: NaN }), 0, CONDUCTED)).toBe(false);
    expect(conductedLike(row({ ...conducted, clusterWidthExcess: NaN }), 0, CONDUCTED)).toBe(false);
  });

  it('gives only V calls the other class', () => {
    const c = Uint8Array.from([CLASS_V, CLASS_N, CLASS_V, CLASS_F]);
    markConducted(
      c,
      (k) => k !== 2,
      () => CLASS_S,
    );
    expect(Array.from(c)).toEqual([CLASS_S, CLASS_N, CLASS_V, CLASS_F]);
  });

  it('picks the likelier of N and S with the offsets, N inside AF', () => {
    const scores = [0, 0.5, 3, 0];
    expect(conductedClass(scores, 0, [0, 0, 0, 0], false)).toBe(CLASS_S);
    expect(conductedClass(scores, 0, [0, -1, 0, 0], false)).toBe(CLASS_N);
    expect(conductedClass(scores, 0, [0, 0, 0, 0], true)).toBe(CLASS_N);
  });
});
