import { describe, expect, it } from 'vitest';
import type { Recomputed } from '@heartcheck/ecg/review/recompute';
import { episodeList } from './edits-view.ts';

type Episode = Recomputed['episodes'][number];

const episode = (key: string, startSample: number, extra: Partial<Episode>): Episode => ({
  key,
  type: 'VT',
  status: 'engine',
  startSample,
  endSample: startSample + 100,
  startTime: null,
  durationS: 1,
  beats: 4,
  meanHr: 160,
  ...extra,
});

describe("the workstation's episode list", () => {
  it('puts the least sure first: found in poor signal, then lowest confidence, then none, by time', () => {
    const list = episodeList({
      episodes: [
        episode('sure', 10, { confidence: 0.95 }),
        episode('none-late', 40, {}),
        episode('doubtful', 30, { confidence: 0.4 }),
        // A VF or VT withheld as noise keeps its detector's high confidence: still first.
        episode('in-noise', 50, { confidence: 0.9, uncertain: true }),
        episode('none-early', 5, {}),
      ],
    } as unknown as Recomputed);
    expect(list.map((e) => e.key)).toEqual([
      'in-noise',
      'doubtful',
      'sure',
      'none-early',
      'none-late',
    ]);
  });
});
