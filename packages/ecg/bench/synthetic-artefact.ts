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
 *  - `sway` (bench/slow-shape.ts): electrode motion that recurs slowly - bursts of 40-120 s in
 *    which one or two fixed slow pulses (Gaussian-derivative, sigma 50-80 ms: spectrum peaking at
 *    2-3.2 Hz, below the 5-15 Hz QRS band of Pan & Tompkins 1985; 0.3-1.5 mV, either polarity,
 *    second lobe, 10 % size jitter) recur at 90-130 / min +-5 % (walking, breathing against the
 *    electrode), between 60-240 s of `taps`-like knocks. The sigma range is from one run of pure
 *    slow pulses (80 ms and wider are not detected at all). The engine of 27 November keeps a rate
 *    in 5 of its 18 five-minute segments and calls VT in some (README "Slow beat shapes"). Its own
 *    generator (seed + 1000): the other families' signals are unchanged.
 */
export function synthetic(kind: 'taps' | 'steps' | 'bank' | 'sway', seed: number): Float32Array {
  const fs = 360;
  if (kind === 'sway') return sway(seed);
  const n = 30 * 60 * fs;
  const g = new Prng(seed);
  const x = wanderingBaseline(g, n);
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
    pulse(x, fs, t * fs, w, a, lobe);
    t += kind !== 'steps' ? 0.35 + 0.85 * g.next() : period * (1 + 0.08 * g.normal());
  }
  return x;
}

/** A wandering baseline of `n` samples (a low-passed random walk, ~0.3 mV): a recorder, not a flat line. */
function wanderingBaseline(g: Prng, n: number): Float32Array {
  const x = new Float32Array(n);
  let b = 0;
  let lp = 0;
  for (let k = 0; k < n; k++) {
    b = 0.9995 * b + 0.02 * g.normal();
    lp += (b - lp) * 0.01;
    x[k] = 0.3 * lp;
  }
  return x;
}

/** A Gaussian-derivative pulse of width `w` s, size `a` mV and second lobe `lobe`, centred at sample `c`. */
function pulse(x: Float32Array, fs: number, c: number, w: number, a: number, lobe: number): void {
  for (
    let k = Math.max(0, Math.floor(c - 5 * w * fs));
    k < Math.min(x.length, c + 5 * w * fs);
    k++
  ) {
    const u = (k - c) / (w * fs);
    x[k] = x[k]! + a * (-u * Math.exp(-0.5 * u * u) + lobe * Math.exp(-0.5 * (u - 2) ** 2));
  }
}

/** The `sway` family (above): recurring slow bursts between irregular knocks. */
function sway(seed: number): Float32Array {
  const fs = 360;
  const n = 30 * 60 * fs;
  const g = new Prng(1000 + seed);
  const x = wanderingBaseline(g, n);
  const sign = (): number => (g.next() < 0.5 ? -1 : 1);
  let t = 0.5;
  while (t < n / fs - 1) {
    // knocks: taps' widths, sizes and intervals
    for (const end = t + 60 + 180 * g.next(); t < Math.min(end, n / fs - 1);) {
      pulse(x, fs, t * fs, 0.015 + 0.045 * g.next(), (0.2 + 1.8 * g.next()) * sign(), 0);
      t += 0.35 + 0.85 * g.next();
    }
    // a burst of one or two slow shapes recurring at a steady pace
    const shapes = Array.from({ length: g.next() < 0.5 ? 1 : 2 }, () => [
      0.05 + 0.03 * g.next(),
      (0.3 + 1.2 * g.next()) * sign(),
      (g.next() - 0.5) * 1.5,
    ]);
    const period = 60 / (90 + 40 * g.next());
    for (const end = t + 40 + 80 * g.next(); t < Math.min(end, n / fs - 1);) {
      const [w, a, lobe] = shapes[Math.floor(shapes.length * g.next())]!;
      pulse(x, fs, t * fs, w!, a! * (1 + 0.1 * g.normal()), lobe!);
      t += period * (1 + 0.05 * g.normal());
    }
  }
  return x;
}
