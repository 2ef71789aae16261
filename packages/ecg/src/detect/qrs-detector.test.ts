import { describe, expect, it } from 'vitest';
import { POLARITY_HOLD_CHOSEN, QrsDetector, ecgPeaks } from './qrs-detector.ts';
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
    // the fiducial polarity held from beat to beat survives the block hand-over too
    expect(out.exact).toEqual(ecgPeaks(signal, { samplingRate: 250 }).exact);
  });

  it('times every beat on the same deflection when R and S are nearly equal (polarity hold)', () => {
    // 128 Hz, a beat every 800 ms; an R of 1 mV and an S 36 ms later whose size wanders around
    // the R's (0.9-1.1 mV), as in SVDB 810: the largest |extremum| jumps between R and S
    const fs = 128;
    const r = new Prng(3);
    const x = Float32Array.from({ length: fs * 120 }, () => 0.01 * r.normal());
    const wave = (t0: number, a: number): void => {
      for (let i = Math.floor((t0 - 0.05) * fs); i < (t0 + 0.05) * fs; i++)
        x[i] = x[i]! + a * Math.exp(-0.5 * ((i / fs - t0) / 0.008) ** 2);
    };
    for (let t = 1; t < 119; t += 0.8) {
      wave(t, 1);
      wave(t + 0.036, -(0.9 + 0.2 * r.next()));
    }
    const rr = (e: number[]): number[] => e.slice(1).map((v, k) => ((v - e[k]!) / fs) * 1000);
    const sd = (v: number[]): number => {
      const m = v.reduce((a, b) => a + b, 0) / v.length;
      return Math.sqrt(v.reduce((a, b) => a + (b - m) ** 2, 0) / v.length);
    };
    const run = (hold: number): number[] => {
      const d = new QrsDetector(fs, hold);
      return d.flush(d.push(x)).exact;
    };
    expect(sd(rr(run(Infinity)))).toBeGreaterThan(10);
    expect(sd(rr(run(POLARITY_HOLD_CHOSEN)))).toBeLessThan(1);
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
