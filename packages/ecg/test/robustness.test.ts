import { describe, expect, it } from 'vitest';
import { analyseRecording } from '../src/analyse.ts';
import { AAMI_LABELS } from '../src/classify/beat-classes.ts';
import {
  memoryRecording,
  recordSignal,
  referenceBeats,
  scoreClasses,
  type Signal,
} from './rhythm-metrics.ts';
import { gaussianNoise, resample } from './transforms.ts';

/**
 * Fast checks of what the robustness benchmark (bench/robustness.ts, README table) found: the
 * answer does not depend on the lead's gain or polarity, nor much on the sampling rate, and
 * noise does not turn false detections into ventricular beats.
 */
const FS = 360;
const analyse = async (s: Signal): Promise<{ samples: number[]; classes: string[] }> => {
  const r = await analyseRecording(memoryRecording(s.x, s.fs));
  return {
    samples: Array.from(r.series.beatSamples, (v) => (v * FS) / s.fs),
    classes: Array.from(r.series.aamiClass, (c) => AAMI_LABELS[c]!),
  };
};

describe('robustness to recorder and patient differences', async () => {
  // 119: ventricular bigeminy and trigeminy; 5 minutes
  const x = (await recordSignal('119', 0)).slice(0, 300 * FS);
  const base = await analyse({ x, fs: FS });

  it('gives the same beats and classes with the lead inverted or its gain halved', async () => {
    for (const f of [(v: number) => -v, (v: number) => 0.5 * v]) {
      const other = await analyse({ x: x.map(f), fs: FS });
      expect(other.samples).toEqual(base.samples);
      expect(other.classes).toEqual(base.classes);
    }
  });

  it('classes the beats the same at 250 Hz (the recorders rate) as at 360 Hz', async () => {
    const ref = (await referenceBeats('119')).filter((b) => b.sample < x.length);
    const at = (r: typeof base) =>
      scoreClasses(
        ref,
        r.samples.map((sample, k) => ({ sample, cls: r.classes[k]! })),
        Math.round(0.15 * FS),
      ).V;
    const a = at(base);
    const b = at(await analyse(resample({ x, fs: FS }, 250)));
    expect(Math.abs(b.tp - a.tp)).toBeLessThanOrEqual(2);
    expect(Math.abs(b.fp - a.fp)).toBeLessThanOrEqual(2);
  });

  // Before the one-off size rule: 90 V calls on detections with no reference beat, +P 53 %.
  it('does not call noise detections V: record 201 with 0.15 mV white noise', async () => {
    const rec = await recordSignal('201', 0);
    const r = await analyse(gaussianNoise({ x: rec, fs: FS }, 0.15, 201 * 7919));
    const ref = await referenceBeats('201');
    const v = r.samples.filter((s, k) => r.classes[k] === 'V');
    const onNoBeat = v.filter((s) => !ref.some((b) => Math.abs(b.sample - s) <= 0.15 * FS));
    expect(onNoBeat.length).toBeLessThanOrEqual(20);
    const m = scoreClasses(
      ref,
      r.samples.map((sample, k) => ({ sample, cls: r.classes[k]! })),
      Math.round(0.15 * FS),
    ).V;
    expect(m.tp / (m.tp + m.fp)).toBeGreaterThanOrEqual(0.6);
  });
});
