import { CLASS_N, CLASS_V } from '../classify/beat-classes.ts';
import type { ReviewBeats } from '../review/beat-store.ts';
import type { ReviewBase } from '../review/recompute.ts';
import { Prng } from './prng.ts';

/**
 * A synthetic recording's review beats, for the recomputation's benchmark and its reference
 * test: beats at ~70 bpm with sinus variability (8 bpm at a 3-minute period, +-20 ms jitter),
 * 5 % ventricular ectopy (coupled at 60 % of the cycle) and a 3-beat V run every 5000 beats,
 * one template per class, 10-s quality windows, no episode found from the signal.
 * Deterministic for a given seed.
 */
export function syntheticReviewBase(hours: number, fs: number, seed = 20): ReviewBase {
  const prng = new Prng(seed);
  const rand = (): number => prng.next();
  const exact: number[] = [];
  const classes: number[] = [];
  for (let t = 1, k = 0; t < hours * 3600 - 1; k++) {
    const v = rand() < 0.05 || (k % 5000 < 4 && k % 5000 > 0);
    const rr = (60 / (70 + 8 * Math.sin(t / 30))) * (v ? 0.6 : 1) + (rand() - 0.5) * 0.04;
    t += rr;
    exact.push(t * fs);
    classes.push(v ? CLASS_V : CLASS_N);
  }
  const n = exact.length;
  const windowS = 10;
  const w = Math.floor((hours * 3600) / windowS);
  const beats: ReviewBeats = {
    samples: Int32Array.from(exact, Math.round),
    exact: Float64Array.from(exact),
    amplitude: Float64Array.from({ length: n }, () => 1 + 0.1 * rand()),
    classes: Uint8Array.from(classes),
    template: Uint16Array.from(classes, (c) => (c === CLASS_V ? 1 : 0)),
    prob: new Float32Array(n).fill(0.9),
    ampRatio: new Float32Array(n).fill(1),
    matchShare: new Float32Array(n).fill(1),
    windows: {
      starts: Float64Array.from({ length: w }, (_, i) => i * windowS * fs),
      ends: Float64Array.from({ length: w }, (_, i) => (i + 1) * windowS * fs),
      pBad: new Float64Array(w).fill(0.05),
    },
    templates: [],
  };
  return {
    samplingRate: fs,
    totalSamples: hours * 3600 * fs,
    startTime: '2026-01-05T09:00:00',
    night: { startHour: 0, endHour: 6 },
    quality: [],
    rhythm: { episodes: [] },
    summary: {
      pauses: { thresholdS: 2, count: 0, events: [], longestMs: null, longestSample: null },
      bradycardia: { thresholdBpm: 50, count: 0, events: [] },
      tachycardia: { thresholdBpm: 100, count: 0, events: [] },
    },
    beats,
  };
}
