import { describe, expect, it } from 'vitest';
import { QrsDetector, ecgPeaks } from './qrs-detector.ts';
import { ecgsynSignal } from '../synth/ecgsyn.ts';
import { Prng } from '../synth/prng.ts';

describe('QrsDetector', () => {
  it('gives the same beats whatever the chunking (block hand-over is seamless)', () => {
    const { signal } = ecgsynSignal({
      samplingRate: 250,
      durationS: 900,
      seed: 5,
      ectopicRate: 0.03,
      noiseMv: 0.03,
    });
    const whole = ecgPeaks(signal, { samplingRate: 250 }).samples;
    const d = new QrsDetector(250);
    const out = { samples: [] as number[], amplitudes: [] as number[], exact: [] as number[] };
    for (let i = 0; i < signal.length; i += 4097) d.push(signal.subarray(i, i + 4097), out);
    d.flush(out);
    expect(out.samples).toEqual(whole);
  });

  it('finds inverted QRS complexes (polarity handling)', () => {
    const { signal, beats } = ecgsynSignal({
      samplingRate: 360,
      durationS: 120,
      seed: 2,
      noiseMv: 0.02,
    });
    const inv = signal.map((v) => -v);
    const det = ecgPeaks(inv, { samplingRate: 360 }).samples;
    expect(det.length).toBe(beats.length);
    det.forEach((s, i) => expect(Math.abs(s - beats[i]!.sample)).toBeLessThanOrEqual(2));
  });

  it('flags Gaussian noise (kurtosis near 3) and not ECG', () => {
    const r = new Prng(1);
    const noise = Float32Array.from({ length: 250 * 60 }, () => 0.3 * r.normal());
    const d = new QrsDetector(250);
    d.push(noise);
    d.flush();
    const flagged = d.noise.reduce((a, [s, e]) => a + e - s, 0);
    expect(flagged).toBeGreaterThanOrEqual(0.8 * noise.length);
    const e = new QrsDetector(250);
    e.push(ecgsynSignal({ samplingRate: 250, durationS: 60, seed: 1, noiseMv: 0.05 }).signal);
    e.flush();
    expect(e.noise).toEqual([]);
  });
});
