import { describe, expect, it } from 'vitest';
import type { RhythmEpisode } from './episodes.ts';
import { flagWhereRateWithheld } from './vf-episodes.ts';

const episode = (type: RhythmEpisode['type'], startSample: number): RhythmEpisode => ({
  type,
  startSample,
  endSample: startSample + 1000,
  startTime: null,
  durationS: 4,
  beats: type === 'VF' ? 0 : 8,
  meanHr: null,
});

describe('VT and VF where the heart rate is withheld', () => {
  it('flags VT and VF uncertain, and nothing else, for noise or for too little signal', () => {
    for (const why of ['noise', 'little-signal'] as const) {
      const e = flagWhereRateWithheld(
        [episode('VF', 0), episode('VT', 2000), episode('AF', 4000)],
        why,
      );
      expect(
        e.map((x) => x.uncertain === true),
        why,
      ).toEqual([true, true, false]);
    }
  });

  it('leaves them counted where the recording keeps its heart rate', () => {
    const e = flagWhereRateWithheld([episode('VF', 0), episode('VT', 2000)], undefined);
    expect(e.some((x) => x.uncertain)).toBe(false);
  });
});
