/**
 * What the noise-alone benches share: the engine's analysis of a piece, or null for a piece it
 * refuses as unanalysable; and the artefact pieces with no ECG in them, each 5-min fold segment
 * with the window model fitted without it - nst `bw` and `ma`, both channels (time folds), and
 * the synthetic families `taps`, `steps`, `bank`, `sway` (seeds 1-3; no fold saw them). Never
 * nst `em` (held out whole: bench/noise-holdout.ts).
 */
import path from 'node:path';
import type { AnalyseOptions, AnalysisResult } from '../src/types.ts';
import { memoryRecording } from '../test/rhythm-metrics.ts';
import { cvOptions, engine } from './folds.ts';
import { synthetic } from './synthetic-artefact.ts';
import { FOLDS, noiseGroup } from './train-windows.ts';
import { NOISE, readSignal } from './windows-data.ts';

/** The engine's result for a piece, or null where it refuses the piece as unanalysable. */
export async function analyseOrNull(
  x: Float32Array,
  fs: number,
  options: AnalyseOptions,
): Promise<AnalysisResult | null> {
  try {
    return await engine.analyseRecording(memoryRecording(x, fs), options);
  } catch (e) {
    if (e instanceof engine.UnanalysableRecordingError) return null;
    throw e;
  }
}

/** The k-th of FOLDS equal time segments of a record (5 min of a 30-min record). */
export const foldSegment = (x: Float32Array, k: number): Float32Array =>
  x.subarray(Math.floor((k * x.length) / FOLDS), Math.floor(((k + 1) * x.length) / FOLDS));

export interface ArtefactPiece {
  x: Float32Array;
  fs: number;
  options: AnalyseOptions;
  /** The noise record or synthetic family. */
  family: string;
}

/** Every artefact piece, in a fixed order (bw, ma, then the synthetic families). */
export async function* artefactPieces(): AsyncGenerator<ArtefactPiece> {
  for (const n of ['bw', 'ma'])
    for (const ch of [0, 1]) {
      const x = (await readSignal(path.join(NOISE, `${n}.hea`), ch)).x;
      for (let k = 0; k < FOLDS; k++)
        yield { x: foldSegment(x, k), fs: 360, options: cvOptions(noiseGroup(n, k)), family: n };
    }
  for (const kind of ['taps', 'steps', 'bank', 'sway'] as const)
    for (const seed of [1, 2, 3]) {
      const x = synthetic(kind, seed);
      for (let k = 0; k < FOLDS; k++)
        yield { x: foldSegment(x, k), fs: 360, options: {}, family: kind };
    }
}
