import { describe, expect, it } from 'vitest';
import { CLASS_F, CLASS_N, CLASS_V } from './beat-classes.ts';
import { fusionLike, markFusion } from './fusion.ts';
import { FUSION } from './learned.ts';
import { FEATURE_NAMES, N_FEATURES } from './ml-features.ts';

/** One feature row with the given named values (others 0). */
function row(v: Partial<Record<(typeof FEATURE_NAMES)[number], number>>): Float32Array {
  const x = new Float32Array(N_FEATURES);
  for (const [name, value] of Object.entries(v))
    x[FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number])] = value;
  return x;
}

describe('fusion beats called V', () => {
  // 208's typical fusion: on time, P wave, QRS between the sinus and the ventricular one
  const fusion = { preLocal: 0.97, prePost: 1.1, atrialCorr: 0.8, corr: 0.77, inAf: 0 };

  it('calls an on-time V call with a sinus P wave and a near-sinus QRS a fusion', () => {
    expect(fusionLike(row(fusion), 0, FUSION)).toBe(true);
  });

  it('leaves a premature ectopic, one with a compensatory pause, a far shape, or one in AF V', () => {
    expect(fusionLike(row({ ...fusion, preLocal: 0.6 }), 0, FUSION)).toBe(false);
    expect(fusionLike(row({ ...fusion, prePost: 0.7 }), 0, FUSION)).toBe(false);
    expect(fusionLike(row({ ...fusion, corr: 0.2 }), 0, FUSION)).toBe(false);
    expect(fusionLike(row({ ...fusion, inAf: 1 }), 0, FUSION)).toBe(false);
    expect(fusionLike(row({ ...fusion, atrialCorr: -0.5 }), 0, FUSION)).toBe(false);
  });

  it('turns only V calls into F', () => {
    const c = Uint8Array.from([CLASS_V, CLASS_N, CLASS_V]);
    markFusion(c, (k) => k !== 2);
    expect(Array.from(c)).toEqual([CLASS_F, CLASS_N, CLASS_V]);
  });
});
