import { describe, expect, it } from 'vitest';
import { CLASS_N, CLASS_Q, CLASS_V } from '../classify/beat-classes.ts';
import { withholdReason } from './withhold.ts';

/** 600 beats at 1 s, every `every`-th beat of class `cls` (the rest N). */
function period(cls: number, every: number): Parameters<typeof withholdReason>[0] {
  const n = 600;
  const classes = Uint8Array.from({ length: n }, (_, k) => (k % every === 0 ? cls : CLASS_N));
  const nnValid = Uint8Array.from(classes, (c, k) =>
    k > 0 && c === CLASS_N && classes[k - 1] === CLASS_N ? 1 : 0,
  );
  return { classes, inAf: new Uint8Array(n), nn: new Float64Array(n).fill(1000), nnValid };
}

describe('withholdReason', () => {
  it('calls a period with >= 20 % ventricular beats frequent ectopy', () => {
    expect(withholdReason(period(CLASS_V, 4), 0, 600)).toBe('frequent-ectopy');
  });

  it('calls >= 20 % unclassifiable complexes noise, not ectopy', () => {
    expect(withholdReason(period(CLASS_Q, 4), 0, 600)).toBe('noise');
  });

  it('counts only noise complexes as noise: Q complexes of a recurring shape are not', () => {
    const p = period(CLASS_Q, 4);
    expect(withholdReason({ ...p, noisy: new Uint8Array(600) }, 0, 600)).toBeNull();
    const noisy = Uint8Array.from(p.classes, (c) => (c === CLASS_Q ? 1 : 0));
    expect(withholdReason({ ...p, noisy }, 0, 600)).toBe('noise');
  });

  it('keeps the indices with a few unclassifiable complexes and enough NN', () => {
    expect(withholdReason(period(CLASS_Q, 20), 0, 600)).toBeNull();
  });
});

describe('withholdReason: rhythm reasons', () => {
  /** 600 beats all N; RR from `rr(k)` (ms). */
  function rhythm(rr: (k: number) => number): Parameters<typeof withholdReason>[0] {
    const n = 600;
    const rrMs = Float64Array.from({ length: n }, (_, k) => rr(k));
    const valid = new Uint8Array(n).fill(1);
    valid[0] = 0;
    return {
      classes: new Uint8Array(n),
      inAf: new Uint8Array(n),
      nn: rrMs,
      nnValid: valid,
      rrMs,
      rrValid: valid,
    };
  }

  it('withholds NN intervals alternating short-long (atrial bigeminy read as normal) as bimodal', () => {
    expect(
      withholdReason(
        rhythm((k) => (k % 2 ? 600 : 1000)),
        0,
        600,
      ),
    ).toBe('bimodal-rhythm');
  });

  it('keeps marked but gradual sinus arrhythmia (RR 700-1100 ms over an 8-beat breath)', () => {
    const sa = rhythm((k) => 900 + 200 * Math.sin((2 * Math.PI * k) / 8));
    expect(withholdReason(sa, 0, 600)).toBeNull();
  });

  it('withholds a pause-laden period and keeps one with a single pause', () => {
    expect(
      withholdReason(
        rhythm((k) => (k % 50 === 25 ? 2600 : 1000)),
        0,
        600,
      ),
    ).toBe('pauses');
    expect(
      withholdReason(
        rhythm((k) => (k === 300 ? 2600 : 1000)),
        0,
        600,
      ),
    ).toBeNull();
  });
});
