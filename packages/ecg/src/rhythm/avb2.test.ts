import { describe, expect, it } from 'vitest';
import { avBlockCandidates } from './avb2.ts';
import type { EpisodeInput } from './episodes.ts';

const FS = 360;
function input(rrMs: number[]): EpisodeInput {
  const s = [0];
  for (const r of rrMs) s.push(s[s.length - 1]! + (r / 1000) * FS);
  const n = s.length;
  const rrValid = new Uint8Array(n).fill(1);
  rrValid[0] = 0;
  return {
    samples: s,
    exact: s,
    classes: new Uint8Array(n),
    rrValid,
    fs: FS,
    pauseS: 2,
    time: () => null,
  };
}
const regular = (n: number): number[] => Array.from({ length: n }, (_, k) => 800 + (k % 2) * 10);

describe('possible second-degree AV block', () => {
  it('lists a dropped beat at twice the sinus cycle, uncertain, with its interval', () => {
    const i = input([...regular(12), 1610, ...regular(6)]);
    const out = avBlockCandidates(i, new Uint8Array(i.classes.length));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ type: 'AVB2', uncertain: true, rrMs: 1610 });
    expect(out[0]!.startSample).toBe(Math.round(i.samples[12]!));
  });

  it('does not list a shorter pause (a blocked atrial premature beat), AF or irregular rhythm', () => {
    const blockedPac = input([...regular(12), 1400, ...regular(6)]);
    expect(avBlockCandidates(blockedPac, new Uint8Array(19))).toHaveLength(0);
    const drop = input([...regular(12), 1610, ...regular(6)]);
    expect(avBlockCandidates(drop, new Uint8Array(20).fill(1))).toHaveLength(0);
    const irregular = input([
      ...Array.from({ length: 12 }, (_, k) => 800 + (k % 2) * 200),
      1800,
      ...regular(6),
    ]);
    expect(avBlockCandidates(irregular, new Uint8Array(20))).toHaveLength(0);
  });
});
