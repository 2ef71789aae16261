import { describe, expect, it } from 'vitest';
import { analyseRecording, UnanalysableRecordingError } from '../src/analyse.ts';
import type { EcgRecording } from '../src/io/recording.ts';
import { ecgsynSignal } from '../src/synth/ecgsyn.ts';
import { Prng } from '../src/synth/prng.ts';
import type { AnalysisResult } from '../src/types.ts';

const FS = 360;

function memoryRecording(x: Float32Array): EcgRecording {
  return {
    format: 'wfdb',
    samplingRate: FS,
    channel: 0,
    channelNames: ['ECG'],
    declaredSamples: x.length,
    startTime: undefined,
    async *samples() {
      for (let i = 0; i < x.length; i += 65536) yield x.subarray(i, i + 65536);
    },
    annotations: [],
  };
}

/**
 * Knocks on the electrodes (bench/noise-dominated.ts `taps`): pulses 15-60 ms wide, 0.2-2 mV,
 * either polarity, every 0.35-1.2 s, on a wandering baseline; no two alike.
 */
function taps(durationS: number, seed: number): Float32Array {
  const g = new Prng(seed);
  const x = new Float32Array(durationS * FS);
  // on a wandering baseline (a low-passed random walk, ~0.3 mV): a recorder, not a flat line
  for (let k = 0, b = 0, lp = 0; k < x.length; k++) {
    b = 0.9995 * b + 0.02 * g.normal();
    lp += (b - lp) * 0.01;
    x[k] = 0.3 * lp;
  }
  for (let t = 0.5; t < durationS - 1; t += 0.35 + 0.85 * g.next()) {
    const w = (0.015 + 0.045 * g.next()) * FS;
    const a = (0.2 + 1.8 * g.next()) * (g.next() < 0.5 ? -1 : 1);
    const c = t * FS;
    for (let k = Math.max(0, Math.floor(c - 5 * w)); k < Math.min(x.length, c + 5 * w); k++) {
      const u = (k - c) / w;
      x[k] = x[k]! - a * u * Math.exp(-0.5 * u * u);
    }
  }
  return x;
}

const ecg = (durationS: number): Float32Array =>
  ecgsynSignal({ samplingRate: FS, durationS, seed: 7, heartRate: 70 }).signal;

async function analyse(x: Float32Array): Promise<AnalysisResult | null> {
  try {
    return await analyseRecording(memoryRecording(x));
  } catch (e) {
    if (e instanceof UnanalysableRecordingError) return null;
    throw e;
  }
}

describe('noise-dominated recording (issue 19: noise alone, no heart rate)', () => {
  it('artefact alone: at most 10 % analysable, no heart rate, no VT', async () => {
    const r = await analyse(taps(300, 1));
    if (!r) return; // no analysable ECG at all: the strictest answer
    expect(r.summary.analysableDurationS).toBeLessThanOrEqual(30);
    expect(r.summary.meanHr).toBeNull();
    expect(r.rhythm.episodes.filter((e) => e.type === 'VT' && !e.uncertain)).toHaveLength(0);
  });

  it('a clean 90 s in 8 min of artefact: its beats kept, the heart rate withheld for noise', async () => {
    const x = taps(480, 2);
    x.set(ecg(90));
    const r = await analyse(x);
    expect(r).not.toBeNull();
    expect(r!.summary.heartRateWithheld).toBe('noise');
    expect(r!.summary.meanHr).toBeNull();
    expect(r!.summary.minHr).toBeNull();
    expect(r!.summary.maxHr).toBeNull();
    expect(r!.summary.tachycardia.count).toBe(0);
    expect(r!.indices.whole.meanHr).toBeNull();
    expect(r!.indices.whole.withheld?.reason).toBe('noise');
    expect([...r!.series.hrPerMinute].every(Number.isNaN)).toBe(true);
    expect(r!.summary.analysableDurationS).toBeGreaterThan(45);
    expect(r!.summary.analysableDurationS).toBeLessThan(0.4 * 480);
  });

  it('45 s of ECG in 5 min otherwise noise: too little left, the rate withheld', async () => {
    const x = taps(300, 5);
    x.set(ecg(45));
    const r = await analyse(x);
    expect(r).not.toBeNull();
    expect(r!.summary.analysableDurationS).toBeLessThan(0.188 * 300);
    expect(r!.summary.heartRateWithheld).toBe('noise');
    expect(r!.summary.meanHr).toBeNull();
  });

  it('45 s of ECG in 5 min otherwise flat (leads off): the rate of the worn time given', async () => {
    const x = new Float32Array(300 * FS);
    x.set(ecg(45));
    const r = await analyse(x);
    expect(r!.summary.analysableDurationS).toBeLessThan(0.188 * 300);
    expect(r!.summary.heartRateWithheld).toBeUndefined();
    expect(r!.summary.meanHr).toBeGreaterThan(65);
  });

  it('clean ECG keeps its heart rate', async () => {
    const r = await analyse(ecg(480));
    expect(r!.summary.heartRateWithheld).toBeUndefined();
    expect(r!.summary.meanHr).toBeGreaterThan(65);
    expect(r!.summary.meanHr).toBeLessThan(75);
  });
});
