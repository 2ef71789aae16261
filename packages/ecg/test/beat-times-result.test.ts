import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EcgFormatError } from '../src/io/errors.ts';
import { readStoredBeatTimes } from '../src/io/stored-beat-times.ts';
import { analyseBeatTimes } from '../src/rhythm/beat-times.ts';
import { beatTimesAnalysis } from '../src/rhythm/beat-times-result.ts';

/** The vendored beat-time excerpts (test/data/rr/README.md): 04015 250 Hz, 101 128 Hz. */
const RR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'data/rr');

describe('beat times in the product result shape', () => {
  it('keeps the rhythm and HRV of analyseBeatTimes and adds the summary and HR trend', async () => {
    const beats = await readStoredBeatTimes(path.join(RR, '04015.qrs'), 'beats-wfdb', null, 250);
    const r = beatTimesAnalysis(beats);
    const plain = analyseBeatTimes({ samples: beats.samples, fs: 250 });
    expect(r.source).toBe('beat-times');
    expect(r.rhythm.episodes).toEqual(plain.rhythm.episodes);
    expect(r.indices.whole).toEqual(plain.indices.whole);
    expect(r.summary.af.episodes).toBe(plain.summary.af.episodes);
    expect(r.summary.totalBeats).toBe(beats.samples.length);
    // 15 minutes: one HR a minute, the trend the results page draws
    expect(r.series.hrPerMinute).toHaveLength(15);
    expect(r.summary.meanHr).toBeGreaterThan(60);
    expect(r.quality).toEqual([]);
    expect(r.warnings[0]).toMatch(/^beat times only/);
  });

  it('takes a gap over 10 s as lost signal: not analysable, not a counted pause, listed uncertain', () => {
    // 10 minutes at 60 bpm (1000 Hz samples) with 30 s of beats missing after 5 minutes
    const times = Array.from({ length: 600 }, (_, i) => i).filter((s) => s < 300 || s >= 330);
    const r = beatTimesAnalysis({
      fs: 1000,
      samples: Float64Array.from(times, (s) => s * 1000),
      classes: null,
      format: 'csv',
      startTime: null,
    });
    expect(r.summary.analysableDurationS).toBeCloseTo(599 - 31, 0);
    expect(r.summary.pauses.count).toBe(0);
    const pauses = r.rhythm.episodes.filter((e) => e.type === 'pause');
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toMatchObject({ uncertain: true });
    expect(r.summary.meanHr).toBeCloseTo(60, 0);
  });

  it("reads a stored annotation file's rate and start from its header text, or refuses without a rate", async () => {
    const file = path.join(RR, '101.atr');
    const header = readFileSync(path.join(RR, '101.hea'), 'utf8');
    const beats = await readStoredBeatTimes(file, 'beats-wfdb', header, null);
    expect(beats.fs).toBe(128);
    expect(beats.startTime?.getHours()).toBe(9);
    expect(beatTimesAnalysis(beats).startTime).toBe('2005-05-02T09:39:20');
    await expect(readStoredBeatTimes(file, 'beats-wfdb', null, null)).rejects.toThrow(
      EcgFormatError,
    );
  });
});
