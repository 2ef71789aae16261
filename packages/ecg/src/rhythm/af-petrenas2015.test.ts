import { describe, expect, it } from 'vitest';
import { Prng } from '../synth/prng.ts';
import { ATRIAL_POINTS, ATRIAL_SCALE } from '../classify/beat-shape.ts';
import { AF_WINDOW, detectAf } from './af-petrenas2015.ts';

const FS = 360;

/**
 * Beat times from RR intervals (s): sinus rhythm at 1 s with 2 % jitter, AF with RR spread
 * uniformly over 0.5-1.1 s (coefficient of variation ~0.2, Tateno & Glass 2001). Atrial
 * segments repeat (one P-wave shape) in sinus rhythm and are random in AF.
 */
function rhythm(parts: { af: boolean; s: number }[], seed = 1) {
  const rnd = new Prng(seed);
  const exact: number[] = [0];
  const inAfTruth: boolean[] = [false];
  for (const p of parts) {
    const end = exact[exact.length - 1]! + p.s * FS;
    while (exact[exact.length - 1]! < end) {
      const rr = p.af ? 0.5 + 0.6 * rnd.next() : 1 + 0.02 * (rnd.next() - 0.5);
      exact.push(exact[exact.length - 1]! + rr * FS);
      inAfTruth.push(p.af);
    }
  }
  const n = exact.length;
  const atrial = new Int8Array(n * ATRIAL_POINTS);
  const pWave = [0.1, 0.3, 0.6, 0.8, 0.6, 0.3, 0.1, -0.1, -0.2, -0.1];
  for (let k = 0; k < n; k++)
    for (let j = 0; j < ATRIAL_POINTS; j++)
      atrial[k * ATRIAL_POINTS + j] = Math.round(
        (inAfTruth[k] ? rnd.next() - 0.5 : pWave[j]! - 0.22) * ATRIAL_SCALE,
      );
  const classes = new Uint8Array(n);
  const rrValid = new Uint8Array(n).fill(1);
  rrValid[0] = 0;
  return { exact, classes, rrValid, atrial, inAfTruth, durationS: exact[n - 1]! / FS };
}

describe('detectAf', () => {
  it('finds an AF episode between sinus rhythm and ends it near the true changes', () => {
    const errors: number[][] = [];
    for (let seed = 1; seed <= 10; seed++) {
      const r = rhythm(
        [
          { af: false, s: 120 },
          { af: true, s: 180 },
          { af: false, s: 120 },
        ],
        seed,
      );
      const eps = detectAf(r.exact, r.classes, r.rrValid, FS, r.durationS, r.atrial);
      expect(eps).toHaveLength(1);
      const first = r.inAfTruth.indexOf(true);
      errors.push([eps[0]!.from - first, eps[0]!.to - r.inAfTruth.lastIndexOf(true)]);
    }
    // Trimmed a quarter window inside the AF windows, the ends sit a few beats inside the true
    // AF (on these clean changes the untrimmed union is closer; on DS1 AF runs on into irregular
    // nodal and ectopic rhythm, which the trim keeps out - see EDGE_TRIM)
    const abs = errors.flat().map(Math.abs);
    const sorted = Float64Array.from(abs).sort();
    expect(sorted[sorted.length >> 1]!).toBeLessThanOrEqual(AF_WINDOW / 2);
    expect(Math.max(...abs)).toBeLessThanOrEqual(2 * AF_WINDOW);
  });

  it('does not call irregular RR with a repeating P wave AF', () => {
    const r = rhythm([{ af: true, s: 300 }]);
    const organised = r.atrial.map((_, i) => r.atrial[i % ATRIAL_POINTS]!);
    expect(detectAf(r.exact, r.classes, r.rrValid, FS, r.durationS, organised)).toEqual([]);
  });

  it('decides a 10 s strip as a whole', () => {
    const af = rhythm([{ af: true, s: 10 }], 3);
    expect(detectAf(af.exact, af.classes, af.rrValid, FS, af.durationS, af.atrial)).toEqual([
      { from: 0, to: af.exact.length - 1 },
    ]);
    const sinus = rhythm([{ af: false, s: 10 }], 3);
    expect(
      detectAf(sinus.exact, sinus.classes, sinus.rrValid, FS, sinus.durationS, sinus.atrial),
    ).toEqual([]);
  });
});
