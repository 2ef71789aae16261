import { describe, expect, it } from 'vitest';
import type { RhythmEpisode } from './episodes.ts';
import { flagInNoise } from './vf-episodes.ts';

const episode = (type: RhythmEpisode['type'], startSample: number): RhythmEpisode => ({
  type,
  startSample,
  endSample: startSample + 1000,
  startTime: null,
  durationS: 4,
  beats: type === 'VF' ? 0 : 8,
  meanHr: null,
});

describe('VT and VF where the heart rate is withheld as noise', () => {
  it('flags VT and VF uncertain, and nothing else', () => {
    const e = flagInNoise([episode('VF', 0), episode('VT', 2000), episode('AF', 4000)], 'noise');
    expect(e.map((x) => x.uncertain === true)).toEqual([true, true, false]);
  });

  it('leaves them counted with a rate, or when the rate is withheld for too little signal', () => {
    for (const why of [undefined, 'little-signal'] as const) {
      const e = flagInNoise([episode('VF', 0), episode('VT', 2000)], why);
      expect(e.some((x) => x.uncertain)).toBe(false);
    }
  });
});
