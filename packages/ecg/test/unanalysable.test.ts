import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { analyseRecording, UnanalysableRecordingError } from '../src/analyse.ts';
import { openWfdb } from '../src/io/wfdb.ts';
import type { EcgRecording } from '../src/io/recording.ts';
import { Prng } from '../src/synth/prng.ts';
import { MITDB, matchBeats } from './helpers.ts';
import { referenceBeats } from './rhythm-metrics.ts';

const EXCERPTS = path.join(path.dirname(MITDB), 'excerpts');

async function readAll(hea: string): Promise<Float32Array> {
  const rec = await openWfdb(hea);
  const chunks: Float32Array[] = [];
  for await (const c of rec.samples()) chunks.push(c.slice());
  return Float32Array.from(chunks.flatMap((c) => Array.from(c)));
}

/** 2 min of nst electrode-motion noise (no ECG), 360 Hz. */
const emNoise = (): Promise<Float32Array> => readAll(path.join(EXCERPTS, 'em-2min.hea'));

/** An in-memory single-lead recording of `x` (mV) at 360 Hz. */
function memoryRecording(x: Float32Array): EcgRecording {
  return {
    format: 'wfdb',
    samplingRate: 360,
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

function gaussian(n: number, sd: number, seed: number): Float32Array {
  const rnd = new Prng(seed);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = sd * rnd.normal();
  return out;
}

describe('unanalysable signal', () => {
  it('Gaussian noise: no indices, a typed error naming the whole recording unanalysable', async () => {
    const x = gaussian(360 * 600, 0.5, 7);
    const err = await analyseRecording(memoryRecording(x)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnanalysableRecordingError);
    const u = err as UnanalysableRecordingError;
    expect(u.code).toBe('unanalysable');
    expect(u.message).toMatch(/no analysable ECG/);
    expect(u.analysableS).toBeLessThan(5);
  });

  it('flat line (lead off): one unanalysable stretch over the whole, with its reason', async () => {
    const err = await analyseRecording(memoryRecording(new Float32Array(360 * 300))).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UnanalysableRecordingError);
    const u = err as UnanalysableRecordingError;
    expect(u.unanalysable).toHaveLength(1);
    expect(u.unanalysable[0]!.startSample).toBe(0);
    expect(u.unanalysable[0]!.endSample).toBe(360 * 300);
    expect(u.unanalysable[0]!.reasons).toEqual(['flat']);
  });

  it('a clean record with 0.5 mV added noise keeps its indices within 20 % or withholds them', async () => {
    const rec = await openWfdb(path.join(MITDB, '115.hea'));
    const chunks: Float32Array[] = [];
    for await (const c of rec.samples()) chunks.push(c.slice());
    const clean = Float32Array.from(chunks.flatMap((c) => Array.from(c)));
    const noise = gaussian(clean.length, 0.5, 3);
    const noisy = clean.map((v, i) => v + noise[i]!);
    const a = (await analyseRecording(memoryRecording(clean))).indices.whole;
    const r = await analyseRecording(memoryRecording(noisy));
    const b = r.indices.whole;
    // noise is not an arrhythmia: no AF, and no mass of ventricular beats (115 has none)
    expect(r.rhythm.episodes.filter((e) => e.type === 'AF')).toEqual([]);
    expect(r.summary.beatClasses.V).toBeLessThan(0.1 * r.summary.totalBeats);
    for (const k of ['meanRr', 'sdnn', 'rmssd'] as const) {
      const v = b[k];
      if (v === null) continue;
      expect(Math.abs(v - a[k]!) / a[k]!, k).toBeLessThanOrEqual(0.2);
    }
  });

  it('electrode-motion noise alone: at most 10 % analysable, no heart rate, no VT, no VF', async () => {
    const em = await emNoise();
    // 6 min: the 2 min excerpt three times, the middle copy inverted (a different waveform)
    const x = new Float32Array(3 * em.length);
    x.set(em, 0);
    x.set(
      em.map((v) => -v),
      em.length,
    );
    x.set(em, 2 * em.length);
    const r = await analyseRecording(memoryRecording(x)).catch((e: unknown) => e);
    if (r instanceof UnanalysableRecordingError) return;
    if (r instanceof Error) throw r;
    const a = r as Awaited<ReturnType<typeof analyseRecording>>;
    expect(a.summary.analysableDurationS / (x.length / 360)).toBeLessThanOrEqual(0.1);
    expect(a.summary.meanHr).toBeNull();
    expect(a.rhythm.episodes.filter((e) => e.type === 'VT' || e.type === 'VF')).toEqual([]);
  });

  it('noise stress (em at 0 dB, minutes 5-7 of 115): clean minutes keep >= 99 % of their beats, no VT counted', async () => {
    const clean = await readAll(path.join(MITDB, '115.hea'));
    const em = await emNoise();
    const ref = (await referenceBeats('115')).map((b) => b.sample);
    // nst's SNR: S = (median QRS peak-to-peak)^2 / 8 over noise mean square (bench/windows-data.ts)
    const h = 18;
    const pp = ref
      .filter((b) => b > h && b + h < clean.length)
      .map((b) => {
        const w = clean.subarray(b - h, b + h + 1);
        return Math.max(...w) - Math.min(...w);
      })
      .sort((a, b) => a - b);
    const S = pp[pp.length >> 1]! ** 2 / 8;
    const N = em.reduce((a, v) => a + v * v, 0) / em.length;
    const g = Math.sqrt(S / (N * 10 ** (0 / 10)));
    const from = 300 * 360;
    const x = clean.slice(0, 600 * 360);
    for (let k = 0; k < em.length; k++) x[from + k]! += g * em[k]!;
    const r = await analyseRecording(memoryRecording(x));
    const det = Array.from(r.series.beatSamples);
    const inClean = (s: number): boolean => s < from || s >= from + em.length;
    const refIn = ref.filter((s) => s < x.length);
    const c = matchBeats(refIn.filter(inClean), det.filter(inClean), 54);
    expect(c.tp / (c.tp + c.fn)).toBeGreaterThanOrEqual(0.99);
    // 115 has no ventricular beats: a VT there is noise, at most shown as uncertain
    expect(r.rhythm.episodes.filter((e) => e.type === 'VT' && !e.uncertain)).toEqual([]);
  });

  it('a 3 s pause stays a pause in 0.1 mV noise', async () => {
    const clean = (await readAll(path.join(MITDB, '115.hea'))).slice(0, 180 * 360);
    const ref = (await referenceBeats('115')).map((b) => b.sample);
    // drop the beats between 90 s and 93 s: hold the signal at its value at the preceding
    // beat's T-P segment (a sinus arrest), then add 0.1 mV Gaussian noise
    const a = ref.find((s) => s > 90 * 360)! - 100;
    const b = a + 3 * 360;
    const base = clean[a]!;
    for (let k = a; k < b; k++) clean[k] = base;
    const noise = gaussian(clean.length, 0.1, 11);
    const x = clean.map((v, i) => v + noise[i]!);
    const r = await analyseRecording(memoryRecording(x));
    const p = r.rhythm.episodes.filter((e) => e.type === 'pause');
    expect(p.some((e) => e.startSample <= a && e.endSample >= b)).toBe(true);
  });
});
