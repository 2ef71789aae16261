import { describe, expect, it } from 'vitest';
import { CLASS_F, CLASS_N, CLASS_Q, CLASS_S, CLASS_V } from './beat-classes.ts';
import { bridgeVRuns, finalClasses } from './learned.ts';

describe('rules after the learned classifier', () => {
  const f = { matchShare: [1, 1, 0.2, 1, 1, 1], ampRatio: [1, 1, 1, 0.1, 1, 1.5] };
  const model = Uint8Array.from([CLASS_S, CLASS_S, CLASS_V, CLASS_V, CLASS_F, CLASS_V]);
  const rules = [CLASS_N, CLASS_N, CLASS_Q, CLASS_Q, CLASS_N, CLASS_Q];
  const inAf = [0, 1, 0, 0, 0, 0];

  it('turns S inside AF into N (EC57: conducted AF beats are N)', () => {
    const c = finalClasses(model, rules, f, inAf);
    expect([c[0], c[1]]).toEqual([CLASS_S, CLASS_N]);
  });

  it('keeps Q for a complex noise made unrecognisable and for a tiny one-off the model calls V', () => {
    const c = finalClasses(model, rules, f, inAf);
    expect([c[2], c[3]]).toEqual([CLASS_Q, CLASS_Q]);
  });

  it('lets the model decide a recurring abnormal shape the rules left Q (bundle-branch block, escape beats)', () => {
    const c = finalClasses(model, rules, f, inAf);
    expect([c[4], c[5]]).toEqual([CLASS_F, CLASS_V]);
  });
});

describe('V runs bridged over a dipped beat', () => {
  const { N, S, V, Q } = { N: CLASS_N, S: CLASS_S, V: CLASS_V, Q: CLASS_Q };
  const bridge = (classes: number[], pv: number[]): number[] => {
    const c = Uint8Array.from(classes);
    bridgeVRuns(c, pv, new Float32Array(c.length).fill(0.9));
    return Array.from(c);
  };

  it('joins V ? V, V V ? and ? V V into runs when the beat is at least 0.2 likely V (VT_BRIDGE_PV)', () => {
    expect(bridge([N, V, S, V, N], [0, 0.9, 0.35, 0.9, 0])).toEqual([N, V, V, V, N]);
    expect(bridge([N, V, V, N, N], [0, 0.9, 0.9, 0.2, 0])).toEqual([N, V, V, V, N]);
    expect(bridge([N, N, V, V, N], [0, 0.4, 0.9, 0.9, 0])).toEqual([N, V, V, V, N]);
    expect(bridge([N, V, S, V, N], [0, 0.9, 0.15, 0.9, 0])).toEqual([N, V, S, V, N]);
  });

  it('leaves unlikely beats, lone V beats and noise Q as they are, and does not grow runs beat by beat', () => {
    expect(bridge([N, V, S, V, N], [0, 0.9, 0.1, 0.9, 0])).toEqual([N, V, S, V, N]);
    expect(bridge([N, N, V, N, N], [0, 0.5, 0.9, 0.5, 0])).toEqual([N, N, V, N, N]);
    expect(bridge([N, V, Q, V, N], [0, 0.9, 0.9, 0.9, 0])).toEqual([N, V, Q, V, N]);
    expect(bridge([V, V, N, N, N], [0.9, 0.9, 0.5, 0.5, 0.5])).toEqual([V, V, V, N, N]);
  });

  it('gives a bridged beat its V probability', () => {
    const c = Uint8Array.from([N, V, S, V, N]);
    const prob = new Float32Array(5).fill(0.9);
    bridgeVRuns(c, [0, 0.9, 0.45, 0.9, 0], prob);
    expect(prob[2]).toBeCloseTo(0.45, 5);
  });
});
