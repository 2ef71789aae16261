import { Prng } from '../src/synth/prng.ts';

/**
 * Synthetic artefact families (seeded, 30 min at 360 Hz, amplitudes in mV):
 *  - `taps`: irregular knocks on the electrodes - Gaussian-derivative pulses 15-60 ms wide,
 *    0.2-2 mV, either polarity, at intervals drawn uniformly from 0.35-1.2 s, on a random-walk
 *    baseline (low-passed, ~0.3 mV);
 *  - `steps`: rhythmic motion (walking, ~100-130 steps a minute with 8 % jitter) - one pulse a
 *    step, each pulse's width, size, polarity and a second lobe drawn afresh, on the same
 *    baseline. Its "rate" is regular; only the shapes do not recur;
 *  - `bank`: the hard case - the `taps` timing, but every pulse one of four fixed shapes (width,
 *    size, polarity, lobe drawn once) with 10 % size jitter: artefact whose shapes recur. The
 *    rule is not expected to catch it (a limit, not a target).
 */
export function synthetic(kind: 'taps' | 'steps' | 'bank', seed: number): Float32Array {
  const fs = 360;
  const n = 30 * 60 * fs;
  const g = new Prng(seed);
  const x = new Float32Array(n);
  let b = 0;
  let lp = 0;
  for (let k = 0; k < n; k++) {
    b = 0.9995 * b + 0.02 * g.normal();
    lp += (b - lp) * 0.01;
    x[k] = 0.3 * lp;
  }
  const period = 60 / (100 + 30 * g.next());
  const draw = (): [number, number, number] => [
    0.015 + 0.045 * g.next(),
    (0.2 + 1.8 * g.next()) * (g.next() < 0.5 ? -1 : 1),
    kind === 'taps' ? 0 : (g.next() - 0.5) * 1.5,
  ];
  const bank = kind === 'bank' ? [draw(), draw(), draw(), draw()] : [];
  for (let t = 0.5; t < n / fs - 1;) {
    const [w, a0, lobe] = kind === 'bank' ? bank[Math.floor(4 * g.next())]! : draw();
    const a = kind === 'bank' ? a0 * (1 + 0.1 * g.normal()) : a0;
    const c = t * fs;
    for (let k = Math.max(0, Math.floor(c - 5 * w * fs)); k < Math.min(n, c + 5 * w * fs); k++) {
      const u = (k - c) / (w * fs);
      x[k] = x[k]! + a * (-u * Math.exp(-0.5 * u * u) + lobe * Math.exp(-0.5 * (u - 2) ** 2));
    }
    t += kind !== 'steps' ? 0.35 + 0.85 * g.next() : period * (1 + 0.08 * g.normal());
  }
  return x;
}
