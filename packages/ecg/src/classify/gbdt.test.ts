import { describe, expect, it } from 'vitest';
import { packModel, predict, type GbdtModel } from './gbdt.ts';

/** Two classes, one depth-2 tree per class over two features. */
const model: GbdtModel = {
  features: ['a', 'b'],
  classes: ['N', 'V'],
  depth: 2,
  base: [0, 0],
  bias: [0, 0],
  trees: [
    // class V: a > 0.5 and then b > 1 adds most; node 2 (right of the root) splits on b
    { c: 1, f: [0, -1, 1], t: [0.5, 0, 1], v: [-1, 0, 0.5, 2] },
  ],
};

describe('gbdt inference', () => {
  const p = packModel(model);
  const run = (rows: number[][]): number[] =>
    Array.from(predict(p, Float32Array.from(rows.flat())).cls);

  it('walks x <= t left and x > t right, a non-splitting node left', () => {
    expect(run([[0.2, 5]])).toEqual([0]); // left, then the non-split node: leaf 0 (-1)
    expect(run([[0.9, 0.5]])).toEqual([1]); // right, b <= 1: leaf 2 (+0.5)
    expect(run([[0.9, 3]])).toEqual([1]);
  });

  it('sends a missing value (NaN) right, as the trainer bins it', () => {
    const { scores } = predict(p, Float32Array.from([NaN, NaN]));
    expect(scores[1]).toBe(2);
  });

  it('adds the decision offset before the argmax', () => {
    const q = packModel({ ...model, bias: [0.6, 0] });
    expect(Array.from(predict(q, Float32Array.from([0.9, 0.5])).cls)).toEqual([0]);
  });
});
