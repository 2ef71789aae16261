import { describe, expect, it } from 'vitest';
import { CLASS_F, CLASS_N, CLASS_Q, CLASS_S, CLASS_V } from './beat-classes.ts';
import { finalClasses } from './learned.ts';

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
