import { describe, expect, it } from 'vitest';
import { ecgsyn, ecgsynSignal } from './ecgsyn.ts';
import { ecgPeaks } from '../detect/qrs-detector.ts';
import { matchBeats } from '../../test/helpers.ts';

describe('ECGSYN generator', () => {
  it('is deterministic for a seed and independent of chunking', () => {
    const o = { samplingRate: 250, durationS: 20, seed: 42, ectopicRate: 0.05, noiseMv: 0.02 };
    const a = ecgsynSignal(o);
    const b = ecgsynSignal({ ...o, chunkSize: 777 });
    expect(b.signal).toEqual(a.signal);
    expect(b.beats).toEqual(a.beats);
    expect(ecgsynSignal({ ...o, seed: 43 }).signal).not.toEqual(a.signal);
  });

  it('has the requested mean heart rate and an R wave of ~1.2 mV', () => {
    const { signal, beats } = ecgsynSignal({
      samplingRate: 500,
      durationS: 120,
      seed: 1,
      heartRate: 75,
      noiseMv: 0,
    });
    const rr = (beats.at(-1)!.sample - beats[0]!.sample) / (beats.length - 1) / 500;
    expect(60 / rr).toBeCloseTo(75, 0);
    const r = signal[beats[10]!.sample]!;
    expect(r).toBeGreaterThan(1.0);
    expect(r).toBeLessThan(1.5);
  });

  it('streams in bounded chunks with beats inside each chunk', () => {
    let n = 0;
    for (const c of ecgsyn({ samplingRate: 125, durationS: 100, seed: 3, chunkSize: 1000 })) {
      expect(c.samples.length).toBeLessThanOrEqual(1000);
      for (const b of c.beats)
        expect(b.sample >= c.start && b.sample < c.start + c.samples.length).toBe(true);
      n += c.samples.length;
    }
    expect(n).toBe(12500);
  });

  // The generator's true beats are recovered at realistic noise (50 uV ~ a good ambulatory
  // recording; IEC 60601-2-47 tests noise tolerance at this order) with ectopy and AF, 125-1000 Hz.
  it.each([125, 250, 360, 500, 1000])(
    'detector recovers the true beats at %i Hz (Se, +P >= 99.9 %%)',
    (fs) => {
      const { signal, beats } = ecgsynSignal({
        samplingRate: fs,
        durationS: 900,
        seed: fs,
        heartRate: 72,
        hrStd: 4,
        noiseMv: 0.05,
        baselineMv: 0.1,
        ectopicRate: 0.02,
        afEpisodes: [[300, 480]],
      });
      const det = ecgPeaks(signal, { samplingRate: fs }).samples;
      // a beat in the last 200 ms has no complete QRS in the record: not scored (EC57 scores whole beats)
      const truth = beats.map((b) => b.sample).filter((s) => s < signal.length - 0.2 * fs);
      const m = matchBeats(
        truth,
        det.filter((s) => s < signal.length - 0.2 * fs),
        Math.round(0.15 * fs),
      );
      expect(m.tp / (m.tp + m.fn)).toBeGreaterThanOrEqual(0.999);
      expect(m.tp / (m.tp + m.fp)).toBeGreaterThanOrEqual(0.999);
      expect((1000 * m.sumAbs) / m.tp / fs).toBeLessThan(5);
    },
  );
});
