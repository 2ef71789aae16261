import { describe, expect, it } from 'vitest';
import { CLASS_N, CLASS_V } from './beat-classes.ts';
import { ALTERNATING_V, markAlternatingV, type AlternatingEvidence } from './alternating-v.ts';

/** A stretch N V x V x V x V N: the V beats confident, the x beats N of a second, rare shape. */
function stretch(over: Partial<AlternatingEvidence> = {}): {
  classes: Uint8Array;
  prob: Float32Array;
  e: AlternatingEvidence;
} {
  const n = 9;
  const classes = Uint8Array.from({ length: n }, (_, k) =>
    k === 0 || k === n - 1 ? CLASS_N : k % 2 === 1 ? CLASS_V : CLASS_N,
  );
  const prob = Float32Array.from({ length: n }, (_, k) => (classes[k] === CLASS_V ? 0.97 : 0.99));
  const e: AlternatingEvidence = {
    dominant: (k) => k === 0 || k === n - 1,
    clusterShare: () => 0.05,
    atrialCorr: Float32Array.from({ length: n }, () => -0.4),
    // 0.5 s and 0.65 s alternating against a 0.85 s median: ~104/min
    rr: Float32Array.from({ length: n }, (_, k) => (k === 0 ? NaN : k % 2 === 1 ? 0.5 : 0.65)),
    recMed: 0.85,
    inAf: new Uint8Array(n),
    ...over,
  };
  return { classes, prob, e };
}

describe('alternating ventricular runs', () => {
  it('turns the in-between beats of a fast alternating run into V, at the neighbours’ probability', () => {
    const { classes, prob, e } = stretch();
    expect(markAlternatingV(classes, prob, e, ALTERNATING_V)).toEqual([2, 4, 6]);
    expect([...classes.slice(1, 8)]).toEqual(Array.from({ length: 7 }, () => CLASS_V));
    expect(prob[4]).toBeCloseTo(0.97);
  });

  it('leaves the sinus beats of ventricular bigeminy (dominant shape, P wave, compensatory pause)', () => {
    for (const over of [
      { dominant: () => true },
      { atrialCorr: Float32Array.from({ length: 9 }, () => 0.9) },
      // coupling 0.5 s, pause 1.2 s: the pair averages the sinus cycle
      { rr: Float32Array.from({ length: 9 }, (_, k) => (k % 2 === 1 ? 0.5 : 1.2)) },
    ]) {
      const { classes, prob, e } = stretch(over);
      expect(markAlternatingV(classes, prob, e, ALTERNATING_V)).toEqual([]);
    }
  });

  it('leaves a common second shape (a sinus variant) and beats inside AF', () => {
    for (const over of [{ clusterShare: () => 0.3 }, { inAf: new Uint8Array(9).fill(1) }]) {
      const { classes, prob, e } = stretch(over);
      expect(markAlternatingV(classes, prob, e, ALTERNATING_V)).toEqual([]);
    }
  });

  it('needs both neighbours to be confident V beats', () => {
    const { classes, prob, e } = stretch();
    prob.fill(0.6);
    expect(markAlternatingV(classes, prob, e, ALTERNATING_V)).toEqual([]);
  });
});
