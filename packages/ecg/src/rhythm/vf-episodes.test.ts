import { describe, expect, it } from 'vitest';
import type { RhythmEpisode } from './episodes.ts';
import { flagUncertain, flagWhereRateWithheld } from './vf-episodes.ts';

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

describe('episodes in doubted signal', () => {
  // 8-s windows every 4 s at 250 Hz (the quality model's: quality/signal-quality.ts), P(bad) by window
  const FS = 250;
  const windows = (pBad: number[]) => ({
    windows: {
      length: pBad.length,
      starts: pBad.map((_, k) => k * 4 * FS),
      ends: pBad.map((_, k) => (k * 4 + 8) * FS),
    },
    pBad,
  });
  const span = (type: RhythmEpisode['type'], fromS: number, toS: number): RhythmEpisode => ({
    ...episode(type, fromS * FS),
    endSample: toS * FS,
  });
  const flags = (pBad: number[], e: RhythmEpisode[]) =>
    flagUncertain(windows(pBad), undefined, e).map((x) => x.uncertain === true);

  it('counts a VT run longer than a window that one doubted window touches', () => {
    // 6-50 s: windows 1-11 touch it; window 5 (20-28 s) covers 8 of its 44 s
    const pBad = Array.from({ length: 14 }, (_, k) => (k === 5 ? 0.7 : 0.1));
    const [vt] = flagUncertain(windows(pBad), undefined, [span('VT', 6, 50)]);
    expect(vt!.uncertain).toBeUndefined();
    // the review still sorts it by its worst window
    expect(vt!.confidence).toBeCloseTo(0.3, 3);
    // three overlapping doubted windows (5-7) cover 20-36 s: 16 of 44 s, counted once each second
    const three = Array.from({ length: 14 }, (_, k) => (k >= 5 && k <= 7 ? 0.7 : 0.1));
    expect(flags(three, [span('VT', 6, 50)])).toEqual([false]);
  });

  it('flags a long VT run that doubted windows cover half of, or more', () => {
    const pBad = Array.from({ length: 14 }, (_, k) => (k >= 5 && k <= 9 ? 0.7 : 0.1));
    // windows 5-9 cover 20-44 s: 24 of the run's 44 s
    expect(flags(pBad, [span('VT', 6, 50)])).toEqual([true]);
  });

  it('keeps the worst window for a short run and for every other episode', () => {
    const pBad = Array.from({ length: 14 }, (_, k) => (k === 5 ? 0.7 : 0.1));
    // a 3-s run with the doubted window over its last second; a long bigeminy and a pause
    expect(
      flags(pBad, [span('VT', 17, 21), span('bigeminy', 6, 50), span('pause', 27, 30)]),
    ).toEqual([true, true, true]);
    // nothing doubted: nothing flagged
    expect(
      flags(
        pBad.map(() => 0.1),
        [span('VT', 17, 21), span('VT', 6, 50)],
      ),
    ).toEqual([false, false]);
  });
});
