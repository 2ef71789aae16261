import { describe, expect, it } from 'vitest';
import {
  CLASS_N,
  CLASS_Q,
  CLASS_S,
  CLASS_V,
  classifyBeats,
  type BeatFeatures,
} from './beat-classes.ts';

/**
 * 60 normal beats 1 s apart and one early complex of another, wide shape (a cluster of its
 * own) at 0.6 s after beat 30: the features a one-off complex in noise gets.
 */
function oneOff(ampRatio: number): { classes: Uint8Array; k: number } {
  const n = 61;
  const k = 31;
  const exact = Float64Array.from({ length: n }, (_, i) => 360 * (i < k ? i : i - 1) + 1000);
  exact[k] = exact[k - 1]! + 0.6 * 360;
  const f = normalFeatures(n);
  f.corr[k] = 0.1;
  f.widthMs[k] = 160;
  f.ampRatio[k] = ampRatio;
  f.cluster[k] = 1;
  return { classes: classifyBeats({ exact, rrValid: new Uint8Array(n).fill(1), features: f }), k };
}

/** Features of n beats of the normal shape, size and width (cluster 1 is for odd ones). */
function normalFeatures(n: number): BeatFeatures {
  return {
    corr: new Float32Array(n).fill(0.98),
    typicalCorr: new Float32Array(n).fill(0.98),
    widthMs: new Float32Array(n).fill(90),
    domWidthMs: new Float32Array(n).fill(90),
    ampRatio: new Float32Array(n).fill(1),
    cluster: new Int32Array(n),
    clusterSize: [n - 1, 1],
    matchShare: new Float32Array(n).fill(1),
    dominant: 0,
  };
}

describe('classifyBeats: one-off complexes', () => {
  it('calls an early, wide one-off complex of the normal beat size V', () => {
    const { classes, k } = oneOff(1);
    expect(classes[k]).toBe(CLASS_V);
  });

  // Robustness benchmark: with 0.15 mV of white noise, false detections - tiny one-off
  // complexes between beats - were called V (DS1 VEB +P 90 -> 80 %).
  it('calls the same complex Q (artefact) when it is under 0.3 of the normal beat size', () => {
    const { classes, k } = oneOff(0.2);
    expect(classes[k]).toBe(CLASS_Q);
  });
});

describe('classifyBeats: supraventricular runs', () => {
  // Robustness benchmark: with 0.15 mV of white noise the first beat of 209's SVT runs read
  // 20 ms wider than normal (V), and the rest of each run, no longer "continuing an S run",
  // became N (DS1 SVEB Se 77 -> 61 %).
  it('keeps a run of normal-shaped premature beats S after a first beat called V for its width', () => {
    const n = 66;
    const at = [...Array.from({ length: 31 }, (_, i) => i), 30.6, 31.2, 31.8, 32.4, 33.0];
    while (at.length < n) at.push(at[at.length - 1]! + 1);
    const exact = Float64Array.from(at, (t) => 1000 + 360 * t);
    const f = normalFeatures(n);
    f.widthMs[31] = 120; // 30 ms wider than normal, shape nearly normal
    f.corr[31] = 0.9;
    const classes = classifyBeats({
      exact,
      rrValid: new Uint8Array(n).fill(1),
      features: f,
      inAf: new Uint8Array(n),
    });
    expect(classes[31]).toBe(CLASS_V);
    expect(Array.from(classes.subarray(32, 36))).toEqual([CLASS_S, CLASS_S, CLASS_S, CLASS_S]);
    expect(classes[37]).toBe(CLASS_N);
  });
});
