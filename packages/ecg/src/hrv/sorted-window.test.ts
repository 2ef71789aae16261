import { describe, expect, it } from 'vitest';
import { medianInPlace } from '../classify/order-stats.ts';
import { Prng } from '../synth/prng.ts';
import { rollingStat, SortedWindow } from './sorted-window.ts';

/** Values with many ties (whole numbers from a small range), as RR intervals in ms often are. */
function values(n: number, seed: number): Float64Array {
  const prng = new Prng(seed);
  return Float64Array.from({ length: n }, () => Math.floor(prng.next() * 40) - 10);
}

/** The reference: sort each window afresh. */
function sortedWindows(x: Float64Array, win: number): Float64Array[] {
  return Array.from(x, (_, i) => {
    const lo = Math.max(0, Math.min(i - (win >> 1), x.length - win));
    return x.slice(lo, Math.min(x.length, lo + win)).sort();
  });
}

describe('SortedWindow', () => {
  it('holds what a sort of each window holds, for every window size', () => {
    const x = values(400, 1);
    for (const win of [1, 2, 5, 11, 91, 400]) {
      const want = sortedWindows(x, win);
      const got: Float64Array[] = [];
      rollingStat(x, win, (w) => {
        got.push(Float64Array.from({ length: w.size }, (_, k) => w.at(k)));
        return 0;
      });
      expect(got).toEqual(want);
    }
  });

  it('replaces, adds and removes as a sorted list would', () => {
    const prng = new Prng(2);
    const w = new SortedWindow(20);
    const list: number[] = [];
    for (let step = 0; step < 2000; step++) {
      const x = Math.floor(prng.next() * 10);
      if (list.length < 20 && (list.length === 0 || prng.next() < 0.5)) {
        w.add(x);
        list.push(x);
      } else {
        const out = list.splice(Math.floor(prng.next() * list.length), 1)[0]!;
        if (prng.next() < 0.5) {
          w.replace(out, x);
          list.push(x);
        } else w.remove(out);
      }
      list.sort((a, b) => a - b);
      expect(Array.from({ length: w.size }, (_, k) => w.at(k))).toEqual(list);
    }
  });
});

describe('medianInPlace', () => {
  it('is the median of a sort, odd and even lengths, with ties', () => {
    for (let n = 1; n < 60; n++) {
      const x = values(n, n);
      const s = x.slice().sort();
      const want = n % 2 ? s[n >> 1]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
      expect(medianInPlace(x)).toBe(want);
    }
  });

  it('stays exact on a long series of one pattern repeated (a 72 h file of repeated records), sorted and reversed', () => {
    const pattern = values(4000, 7);
    const x = new Float64Array(300_000);
    for (let i = 0; i < x.length; i++) x[i] = pattern[i % pattern.length]!;
    const s = x.slice().sort();
    expect(medianInPlace(x.slice())).toBe((s[149_999]! + s[150_000]!) / 2);
    const sorted = x.slice().sort();
    expect(medianInPlace(sorted)).toBe((s[149_999]! + s[150_000]!) / 2);
    expect(medianInPlace(sorted.slice().reverse())).toBe((s[149_999]! + s[150_000]!) / 2);
  });
});
