import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { analyseRecording, UnanalysableRecordingError } from '../src/analyse.ts';
import { openWfdb } from '../src/io/wfdb.ts';
import type { EcgRecording } from '../src/io/recording.ts';
import { Prng } from '../src/synth/prng.ts';
import { MITDB } from './helpers.ts';

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
});
