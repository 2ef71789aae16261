import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { toJSONResult } from '../src/json-result.ts';
import { readWindow } from '../src/window.ts';
import { writeSyntheticRecording } from '../src/synth/write-synthetic.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'hc-analyse-'));

describe('analyseRecording on a synthetic 3-hour EDF+ recording', async () => {
  const file = path.join(dir, 'r.edf');
  // 23:00 start: hour 1 (00:00-01:00) is night; lead-off 600-660 s; AF 5400-6600 s; a pause-like
  // 60 s lead-off must not be reported as a pause; brady hour 2 h-2.5 h.
  const fs = 250;
  const truth = await writeSyntheticRecording(file, {
    format: 'edf',
    samplingRate: fs,
    durationS: 3 * 3600,
    seed: 11,
    startTime: new Date(2026, 4, 10, 23, 0, 0),
    heartRate: (t) => (t >= 7200 && t < 9000 ? 45 : 70),
    hrStd: 3,
    ectopicRate: 0.005,
    afEpisodes: [[5400, 6600]],
    leadOff: [[600, 660]],
  });
  const progress: number[] = [];
  const r = await analyseRecording(file, { onProgress: (p) => progress.push(p.samples) });

  it('finds the beats and reports the recording facts', () => {
    expect(r.samplingRate).toBe(fs);
    expect(r.startTime).toBe('2026-05-10T23:00:00');
    expect(r.summary.recordingDurationS).toBe(10800);
    expect(Math.abs(r.summary.totalBeats - truth.beats.length)).toBeLessThan(
      truth.beats.length * 0.002,
    );
    expect(progress.at(-1)).toBe(10800 * fs);
  });

  it('excludes the lead-off stretch instead of inventing beats or a pause', () => {
    const flat = r.quality.filter((q) => q.kind === 'flat');
    expect(flat.length).toBe(1);
    expect(flat[0]!.start / fs).toBeGreaterThanOrEqual(599);
    expect(flat[0]!.end / fs).toBeLessThanOrEqual(661);
    expect(r.summary.analysableDurationS).toBeCloseTo(10800 - 60, -1);
    expect(
      r.summary.pauses.events.every((e) => e.startSample > 661 * fs || e.endSample < 599 * fs),
    ).toBe(true);
  });

  it('splits indices per clock hour and day/night', () => {
    expect(r.indices.hourly.map((h) => h.label)).toEqual([
      '2026-05-10T23',
      '2026-05-11T00',
      '2026-05-11T01',
    ]);
    expect(r.indices.night.beats).toBeGreaterThan(0);
    expect(r.indices.day.beats).toBeGreaterThan(0);
    expect(r.indices.day.meanHr!).toBeCloseTo(70, -1);
    expect(r.indices.whole.respiratoryRate!).toBeCloseTo(15, 0);
  });

  it('reports bradycardia, irregular rhythm and premature beats with sample indices', () => {
    const brady = r.summary.bradycardia.events;
    expect(brady.length).toBeGreaterThanOrEqual(1);
    expect(brady[0]!.startSample / fs).toBeGreaterThanOrEqual(7200 - 60);
    expect(r.summary.minHr!.bpm).toBeLessThan(50);
    // 45 bpm is bradycardia minutes in the summary, but not a sustained < 40 bpm episode
    expect(r.rhythm.episodes.filter((e) => e.type === 'brady')).toHaveLength(0);
    const afEp = r.rhythm.episodes.filter((e) => e.type === 'AF');
    expect(afEp.every((e) => e.confidence! > 0.5 && e.confidence! <= 1)).toBe(true);
    const af = r.summary.irregularRhythm.events;
    expect(af.length).toBeGreaterThanOrEqual(1);
    expect(af[0]!.startSample / fs).toBeGreaterThan(5200);
    expect(af[0]!.endSample / fs).toBeLessThan(6800);
    expect(r.summary.irregularRhythm.burdenPercent).toBeGreaterThan(5);
    expect(r.summary.prematureBeats.count).toBeGreaterThan(10);
    expect(r.correctedBeats.ectopic).toBeGreaterThan(10);
  });

  it('serialises to plain JSON and serves strips', async () => {
    const j = JSON.parse(JSON.stringify(toJSONResult(r))) as { series: { hrPerMinute: unknown[] } };
    expect(j.series.hrPerMinute.length).toBe(180);
    const w = await readWindow(file, 1000 * fs, 1010 * fs);
    expect(w.samples.length).toBe(10 * fs);
    expect(Math.max(...w.samples)).toBeGreaterThan(0.8);
  });
});
