import { correctRr, type RrCorrection } from '../hrv/lipponen2019.ts';

export interface RrSeries {
  beats: Float64Array;
  timeS: Float64Array;
  rr: Float64Array;
  /** 1 where rr is a true interval (both beats in one analysable stretch). */
  valid: Uint8Array;
  /** 1 where the corrected NN interval is usable for HRV (valid and not a removed extra beat). */
  nnValid: Uint8Array;
  correction: RrCorrection;
}

/**
 * RR intervals from beat samples. An interval is valid only if no excluded
 * stretch lies between its two beats (`union`: merged excluded [start, end)).
 */
export function buildRr(
  beats: Float64Array,
  fs: number,
  union: readonly [number, number][],
): RrSeries {
  const n = beats.length;
  const rr = new Float64Array(n).fill(NaN);
  const valid = new Uint8Array(n);
  const timeS = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    timeS[i] = beats[i]! / fs;
    if (i === 0) continue;
    const a = beats[i - 1]!;
    const b = beats[i]!;
    while (k < union.length && union[k]![1] <= a) k++;
    const blocked = k < union.length && union[k]![0] < b;
    rr[i] = ((b - a) / fs) * 1000;
    valid[i] = blocked ? 0 : 1;
  }
  // Correction runs over the whole series with invalid gaps bridged by the last valid value,
  // so a gap neither triggers nor hides an artefact; gaps stay invalid afterwards.
  const filled = new Float64Array(n);
  let last = NaN;
  for (let i = 0; i < n; i++) {
    if (valid[i]) last = rr[i]!;
    filled[i] = valid[i] ? rr[i]! : last;
  }
  let first = 0;
  while (first < n && Number.isNaN(filled[first]!)) first++;
  for (let i = 0; i < first && first < n; i++) filled[i] = filled[first]!;
  const correction = correctRr(filled);
  for (let i = 0; i < n; i++) {
    if (!valid[i]) {
      correction.nn[i] = NaN;
      if (correction.classes[i] !== 0) {
        correction.classes[i] = 0;
      }
    }
  }
  recount(correction);
  const nnValid = new Uint8Array(n);
  for (let i = 0; i < n; i++) nnValid[i] = valid[i] && !Number.isNaN(correction.nn[i]!) ? 1 : 0;
  return { beats, timeS, rr, valid, nnValid, correction };
}

function recount(c: RrCorrection): void {
  c.ectopic = c.missed = c.extra = c.longShort = c.corrected = 0;
  for (const k of c.classes) {
    if (k === 1) c.ectopic++;
    else if (k === 2) c.missed++;
    else if (k === 3) c.extra++;
    else if (k === 4) c.longShort++;
    if (k !== 0) c.corrected++;
  }
}
