import { describe, expect, it } from 'vitest';
import { buildRr } from './rr-build.ts';
import { holterSummary, hrPerMinute, type SummaryOptions } from './summary.ts';

const FS = 360;
const TOTAL = 30 * 60 * FS;

/** Beats every 0.75 s (80 bpm) from `fromS` to `toS`; everything else excluded as noise. */
function summaryOf(fromS: number, toS: number): ReturnType<typeof holterSummary> {
  const beats: number[] = [];
  for (let t = fromS; t < toS; t += 0.75) beats.push(Math.round(t * FS));
  const union: [number, number][] = [
    [0, Math.round(fromS * FS) - 1],
    [Math.round(toS * FS), TOTAL],
  ];
  const s = buildRr(Float64Array.from(beats), FS, union);
  const o: SummaryOptions = {
    fs: FS,
    start: undefined,
    totalSamples: TOTAL,
    analysableS: toS - fromS,
    bradyBpm: 50,
    tachyBpm: 100,
    pauseS: 2,
    listLimit: 500,
    classes: new Uint8Array(beats.length),
    episodes: [],
  };
  return holterSummary(s, hrPerMinute(s, FS, TOTAL), o);
}

describe('holter summary mean heart rate (issue 19)', () => {
  it('reports none from a few seconds kept in a recording of noise', () => {
    const r = summaryOf(600, 606);
    expect(r.minHr).toBeNull();
    expect(r.meanHr).toBeNull();
  });

  it('reports the rate once a minute of the trend has one', () => {
    const r = summaryOf(600, 700);
    expect(r.meanHr).toBeCloseTo(80, 0);
  });
});
