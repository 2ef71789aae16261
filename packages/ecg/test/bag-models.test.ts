import { describe, expect, it } from 'vitest';
import { packModel, predict, type GbdtModel } from '../src/classify/gbdt.ts';
import { bagModels } from '../train/bag.ts';

// two depth-1 models over one feature, two classes: each tree splits feature 0 at a threshold
const model = (base: number[], t: number, left: number, right: number): GbdtModel => ({
  features: ['a'],
  classes: ['N', 'V'],
  depth: 1,
  base,
  bias: [0, 0],
  trees: [
    { c: 1, f: [0], t: [t], v: [left, right] },
    { c: 0, f: [-1], t: [0], v: [0.5, 0.5] },
  ],
});

const scores = (m: GbdtModel, x: number[]): number[] =>
  Array.from(predict(packModel(m), Float32Array.from(x)).scores);

describe('bagModels', () => {
  it('scores every row with the mean of the members’ raw scores', () => {
    const a = model([0.2, -1], 1, -2, 3);
    const b = model([-0.4, 0.6], 2, 1, 5);
    const x = [0.5, 1.5, 2.5, NaN];
    const bag = scores(bagModels([a, b]), x);
    const sa = scores(a, x);
    const sb = scores(b, x);
    bag.forEach((s, i) => expect(s).toBeCloseTo((sa[i]! + sb[i]!) / 2, 6));
  });

  it('refuses models that do not score the same classes', () => {
    const a = model([0, 0], 1, 0, 1);
    expect(() => bagModels([a, { ...a, classes: ['N', 'S'] }])).toThrow(/differ/);
    expect(() => bagModels([])).toThrow(/no models/);
  });
});
