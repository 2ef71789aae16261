/**
 * Beat-class counts for the trainer (train.ts): true positives, misses and false calls of one
 * class over a record's reference labels, and the measures the objective and tables use.
 */
export interface Counts {
  tp: number;
  fn: number;
  fp: number;
}
export const zero = (): Counts => ({ tp: 0, fn: 0, fp: 0 });

export function count(labels: number[], pred: ArrayLike<number>, cls: number, c: Counts): void {
  for (let k = 0; k < labels.length; k++) {
    const l = labels[k]!;
    const p = pred[k]!;
    if (l === cls && p === cls) c.tp++;
    else if (l === cls) c.fn++;
    else if (p === cls) c.fp++;
  }
}

export const se = (c: Counts): number => c.tp / Math.max(1, c.tp + c.fn);
export const ppv = (c: Counts): number => c.tp / Math.max(1, c.tp + c.fp);
export const f1 = (c: Counts): number => (2 * c.tp) / Math.max(1, 2 * c.tp + c.fn + c.fp);
/**
 * F-beta with beta = 1.5 for SVEB: the targets ask Se >= 60 % at +P >= 50 % (published
 * inter-patient methods: Se 76-83 % at +P 33-39 %), so a missed S beat weighs more than a
 * false one; VEB targets ask Se and +P alike (F1).
 */
const BETA2 = 1.5 * 1.5;
export const fBeta = (c: Counts): number =>
  ((1 + BETA2) * c.tp) / Math.max(1, (1 + BETA2) * c.tp + BETA2 * c.fn + c.fp);
