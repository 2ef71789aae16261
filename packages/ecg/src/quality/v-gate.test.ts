import { describe, expect, it } from 'vitest';
import { CLASS_N, CLASS_Q, CLASS_V, type BeatFeatures } from '../classify/beat-classes.ts';
import { gateNoisyV, V_GATE_FEATURES, V_GATE_MODEL } from './v-gate.ts';
import { probability } from './window-model.ts';
import { WindowTable } from './window-table.ts';
import { FEATURE_NAMES } from './window-features.ts';

const row = (v: Record<(typeof V_GATE_FEATURES)[number], number>): number[] =>
  V_GATE_FEATURES.map((k) => v[k]);

describe('V gate', () => {
  it('keeps a clear ventricular beat in clean signal and withholds an odd complex in noise', () => {
    const clean = row({
      pBad: 0.02,
      prob: 0.99,
      matchShare: 0.97,
      ampRatio: 1.8,
      logCluster: 8,
      corr: 0.3,
      extraWidthMs: 60,
      floorRatio: 1,
      agree: 1,
      kurt: 12,
    });
    const noisy = row({
      pBad: 0.8,
      prob: 0.55,
      matchShare: 0.3,
      ampRatio: 0.9,
      logCluster: 0,
      corr: 0.4,
      extraWidthMs: 45,
      floorRatio: 6,
      agree: 0.5,
      kurt: 3.5,
    });
    expect(probability(V_GATE_MODEL, clean)).toBeGreaterThanOrEqual(V_GATE_MODEL.threshold);
    expect(probability(V_GATE_MODEL, noisy)).toBeLessThan(V_GATE_MODEL.threshold);
  });

  it('turns doubted V calls into Q and leaves other classes alone', () => {
    const w = new WindowTable();
    const f = Object.fromEntries(FEATURE_NAMES.map((k) => [k, 0])) as Record<
      (typeof FEATURE_NAMES)[number],
      number
    >;
    w.push(0, 1000, f, []);
    w.push(1000, 2000, f, []);
    const n = 4;
    const features = {
      matchShare: new Float32Array(n).fill(0.9),
      ampRatio: new Float32Array(n).fill(1),
      cluster: new Int32Array(n),
      clusterSize: [100],
      corr: new Float32Array(n).fill(0.5),
      widthMs: new Float32Array(n).fill(120),
      domWidthMs: new Float32Array(n).fill(80),
    } as unknown as BeatFeatures;
    // a one-tree gate: P(real) high in the first window (pBad 0), low in the second (pBad 1)
    const gate = {
      features: V_GATE_FEATURES,
      threshold: 0.5,
      base: 0,
      trees: [[{ f: 0, t: 0.5, l: 1, r: 2 }, { v: 5 }, { v: -5 }]],
    };
    const classes = Uint8Array.from([CLASS_V, CLASS_N, CLASS_V, CLASS_N]);
    const pBad = Float64Array.from([0, 1]);
    gateNoisyV(
      classes,
      [100, 500, 1500, 1800],
      features,
      new Float32Array(n).fill(0.9),
      { windows: w, pBad },
      gate,
    );
    expect(Array.from(classes)).toEqual([CLASS_V, CLASS_N, CLASS_Q, CLASS_N]);
  });
});
