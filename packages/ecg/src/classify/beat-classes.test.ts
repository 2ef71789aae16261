import { describe, expect, it } from 'vitest';
import { CLASS_Q, CLASS_V, classifyBeats, type BeatFeatures } from './beat-classes.ts';

/**
 * 60 normal beats 1 s apart and one early complex of another, wide shape (a cluster of its
 * own) at 0.6 s after beat 30: the features a one-off complex in noise gets.
 */
function oneOff(ampRatio: number): { classes: Uint8Array; k: number } {
  const n = 61;
  const k = 31;
  const exact = Float64Array.from({ length: n }, (_, i) => 360 * (i < k ? i : i - 1) + 1000);
  exact[k] = exact[k - 1]! + 0.6 * 360;
  const f: BeatFeatures = {
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
  f.corr[k] = 0.1;
  f.widthMs[k] = 160;
  f.ampRatio[k] = ampRatio;
  f.cluster[k] = 1;
  return { classes: classifyBeats({ exact, rrValid: new Uint8Array(n).fill(1), features: f }), k };
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
