import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The 22 MIT-BIH DS1 records (PhysioNet, ODC-By 1.0), vendored in the repository with their
 * attribution README and SHA256SUMS, so the tests need nothing beside a clone.
 */
export const MITDB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'data/mitdb');
export const MITDB_RECORDS =
  '101 106 108 109 112 114 115 116 118 119 122 124 201 203 205 207 208 209 215 220 223 230'.split(
    ' ',
  );
/** MLII is channel 1 in record 114 (leads swapped), channel 0 elsewhere (MIT-BIH README). */
export const mlii = (rec: string): number => (rec === '114' ? 1 : 0);

/**
 * Beat-by-beat matching with a +/-window, the ANSI/AAMI EC57 rule as the
 * shared scorer applies it: walk both sorted lists, a detection matches the
 * nearest unmatched reference beat within the window.
 */
export function matchBeats(
  ref: ArrayLike<number>,
  det: ArrayLike<number>,
  window: number,
): { tp: number; fn: number; fp: number; sumAbs: number } {
  let i = 0;
  let j = 0;
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let sumAbs = 0;
  while (i < ref.length && j < det.length) {
    const r = ref[i]!;
    const t = det[j]!;
    if (t < r - window) {
      fp++;
      j++;
      continue;
    }
    if (t > r + window) {
      fn++;
      i++;
      continue;
    }
    const d = Math.abs(t - r);
    if (j + 1 < det.length && Math.abs(det[j + 1]! - r) < d) {
      fp++;
      j++;
      continue;
    }
    if (i + 1 < ref.length && Math.abs(ref[i + 1]! - t) < d) {
      fn++;
      i++;
      continue;
    }
    tp++;
    sumAbs += d;
    i++;
    j++;
  }
  fn += ref.length - i;
  fp += det.length - j;
  return { tp, fn, fp, sumAbs };
}

export const readBytes = (p: string): Uint8Array => new Uint8Array(readFileSync(p));
