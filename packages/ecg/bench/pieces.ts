import type { AnalyseOptions } from '../src/types.ts';
import { FOLDS } from './train-windows.ts';

/** What names a development piece: its side (ECG or artefact), CV group and printed name. */
export interface PieceName<S extends string> {
  side: S;
  group: string;
  name: string;
}

/** Measures one piece of signal with the options of the fold that never saw it. */
export type MeasurePiece<S extends string> = (
  x: Float32Array,
  fs: number,
  opts: AnalyseOptions,
  p: PieceName<S>,
) => Promise<void>;

/**
 * `x` whole, in 5-min pieces and (strips) 30-s strips, each measured with `opts(fold)`: fold 0
 * for the whole, and for a piece the by-time fold that never saw this stretch (noise alone: the
 * record's FOLDS time segments, bench/train-windows.ts). Shared by bench/rate-evidence.ts and
 * bench/slow-shape.ts, so both judge the same pieces.
 */
export async function cutPieces<S extends string>(
  measure: MeasurePiece<S>,
  x: Float32Array,
  fs: number,
  opts: (fold: number) => AnalyseOptions,
  p: PieceName<S>,
  o: { whole: boolean; strips: boolean },
): Promise<void> {
  if (o.whole) await measure(x, fs, opts(0), { ...p, name: `${p.name} whole` });
  for (const len of o.strips ? [300, 30] : [300]) {
    const n = Math.round(len * fs);
    for (let k = 0; (k + 1) * n <= x.length; k++) {
      const fold = Math.floor((FOLDS * (k * n)) / x.length);
      await measure(x.subarray(k * n, (k + 1) * n), fs, opts(fold), {
        ...p,
        name: `${p.name} ${len}s#${k}`,
      });
    }
  }
}
