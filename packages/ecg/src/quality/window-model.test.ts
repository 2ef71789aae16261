import { describe, expect, it } from 'vitest';
import beatGate from './beat-gate-model.json' with { type: 'json' };
import { probability, WINDOW_MODEL, type BoostedTrees, type TreeNode } from './window-model.ts';

/** The model's definition walked node by node (left when x[f] <= t), as trained. */
function reference(m: BoostedTrees, x: readonly number[]): number {
  let s = m.base;
  for (const nodes of m.trees) {
    let n: TreeNode = nodes[0]!;
    while (n.f !== undefined) n = nodes[x[n.f]! <= n.t! ? n.l! : n.r!]!;
    s += n.v ?? 0;
  }
  return 1 / (1 + Math.exp(-s));
}

/** A tree whose leaves sit at depths 1, 2 and 3 (nodes in any order, children by index). */
const ragged = (f: number, t: number, v: number): TreeNode[] => [
  { f, t, l: 1, r: 2 },
  { v: v },
  { f: f + 1, t, l: 3, r: 4 },
  { v: -v },
  { f, t: t * 2, l: 5, r: 6 },
  { v: 2 * v },
  { v: -2 * v },
];

describe('probability (boosted trees)', () => {
  it('gives the node-by-node walk exactly, for trees of uneven depth and any count', () => {
    // 11 trees: one group of eight and three more; leaves at depths 1-3
    const m: BoostedTrees = {
      base: 0.25,
      trees: Array.from({ length: 11 }, (_, i) => ragged(i % 3, 0.1 * (i - 5), 0.01 * (i + 1))),
    };
    const rows = [
      [0, 0, 0, 0],
      [-1, 0.3, 2, -2],
      [0.05, -0.4, 0.2, 1],
      [NaN, 0.1, NaN, 0],
      [Infinity, -Infinity, 0.5, NaN],
    ];
    for (const x of rows) expect(probability(m, x)).toBe(reference(m, x));
  });

  it('goes right on a missing value and on an absent threshold, as the trained walk does', () => {
    const m: BoostedTrees = {
      base: 0,
      trees: [
        [{ f: 0, t: 1, l: 1, r: 2 }, { v: -1 }, { v: 1 }],
        [{ f: 1, l: 1, r: 2 }, { v: -1 }, { v: 1 }],
      ],
    };
    expect(probability(m, [NaN, 0])).toBe(1 / (1 + Math.exp(-2)));
    expect(probability(m, [0, 0])).toBe(1 / (1 + Math.exp(-0)));
  });

  it('matches the node-by-node walk on the shipped window and beat-gate models', () => {
    const models = [WINDOW_MODEL.vf, WINDOW_MODEL.bad, beatGate as BoostedTrees];
    // deterministic pseudo-random rows spread over each feature's likely range
    let seed = 7;
    const next = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 4 - 2;
    for (const m of models)
      for (let r = 0; r < 200; r++) {
        const x = Array.from({ length: 24 }, () => (r % 17 === 0 ? NaN : next() * 10 ** (r % 3)));
        expect(probability(m, x)).toBe(reference(m, x));
      }
  });
});
