import { describe, expect, it } from 'vitest';
import { CLASS_N, CLASS_S, CLASS_V } from './beat-classes.ts';
import { WIDE_RUN } from './learned.ts';
import { markWideRuns, WIDE_RUN_PROB, type WideRunEvidence } from './wide-run.ts';

/** N N x x x x N: the x beats a slow run of one rare wide shape without a P wave (MIT-BIH 124). */
function stretch(over: Partial<WideRunEvidence> = {}): {
  classes: Uint8Array;
  prob: Float32Array;
  e: WideRunEvidence;
} {
  const n = 7;
  const inRun = (k: number): boolean => k >= 2 && k <= 5;
  const classes = Uint8Array.from({ length: n }, (_, k) => (k === 5 ? CLASS_S : CLASS_N));
  const prob = Float32Array.from({ length: n }, () => 0.9);
  const e: WideRunEvidence = {
    dominant: (k) => !inRun(k),
    clusterShare: (k) => (inRun(k) ? 0.003 : 0.9),
    atrialCorr: Float32Array.from({ length: n }, (_, k) => (inRun(k) ? 0.1 : 0.95)),
    widthExcessMs: Float32Array.from({ length: n }, (_, k) => (inRun(k) ? 30 + k : 0)),
    prevShapeCorr: (k) => (inRun(k) && inRun(k - 1) ? 0.99 : 0.2),
    rrValid: Uint8Array.from({ length: n }, (_, k) => (k === 0 ? 0 : 1)),
    inAf: new Uint8Array(n),
    matchShare: Float32Array.from({ length: n }, () => 0.98),
    ...over,
  };
  return { classes, prob, e };
}

describe('wide-complex runs', () => {
  it('turns a run of 3+ wide complexes of one rare shape without a P wave into V', () => {
    const { classes, prob, e } = stretch();
    expect(markWideRuns(classes, prob, e, WIDE_RUN)).toEqual([2, 3, 4, 5]);
    expect(Array.from(classes)).toEqual([0, 0, 2, 2, 2, 2, 0].map((c) => (c ? CLASS_V : CLASS_N)));
    expect(prob[3]).toBeCloseTo(WIDE_RUN_PROB);
  });

  it('leaves them when a sinus P wave precedes them (aberrant conduction)', () => {
    const { classes, prob, e } = stretch({ atrialCorr: new Float32Array(7).fill(0.9) });
    expect(markWideRuns(classes, prob, e, WIDE_RUN)).toEqual([]);
  });

  it('leaves them inside AF, in noise, or when their widths scatter', () => {
    for (const over of [
      { inAf: new Uint8Array(7).fill(1) },
      { matchShare: new Float32Array(7).fill(0.7) },
      { widthExcessMs: Float32Array.from([0, 0, 30, 150, 40, 90, 0]) },
    ]) {
      const { classes, prob, e } = stretch(over);
      expect(markWideRuns(classes, prob, e, WIDE_RUN)).toEqual([]);
    }
  });

  it('needs 3 beats in a row of one shape', () => {
    const { classes, prob, e } = stretch({ prevShapeCorr: (k) => (k === 4 ? 0.1 : 0.99) });
    expect(markWideRuns(classes, prob, e, WIDE_RUN)).toEqual([]);
  });

  it('leaves a wide rhythm with no dominant beat in the 10 before it: the rhythm changed, no focus fired', () => {
    // 12 beats of another wide shape, then the dominant again: in the benchmark's 22 concatenated
    // patients, each other patient's own rhythm
    const n = 16;
    const inRun = (k: number): boolean => k < 12;
    const { e } = stretch({
      dominant: (k) => !inRun(k),
      clusterShare: (k) => (inRun(k) ? 0.003 : 0.9),
      atrialCorr: Float32Array.from({ length: n }, (_, k) => (inRun(k) ? 0.1 : 0.95)),
      widthExcessMs: Float32Array.from({ length: n }, (_, k) => (inRun(k) ? 30 : 0)),
      prevShapeCorr: (k) => (inRun(k) && k > 0 ? 0.99 : 0.2),
      rrValid: new Uint8Array(n).fill(1),
      inAf: new Uint8Array(n),
      matchShare: new Float32Array(n).fill(0.98),
    });
    const all = new Uint8Array(n).fill(CLASS_N);
    expect(markWideRuns(all, new Float32Array(n).fill(0.9), e, WIDE_RUN)).toEqual([]);
    // the same run 10 beats after a dominant beat is taken
    const later = { ...e, dominant: (k: number) => k === 0 || !inRun(k) };
    expect(markWideRuns(all, new Float32Array(n), later, WIDE_RUN)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });
});
