/**
 * Tooling for measuring the beat classifier across training seeds (train.ts --seed): the CV
 * objective over the whole offset grid of one run (--grid-out), the offsets that maximise the
 * mean of several runs' grids (--bias-mean; a variance-reducing choice when the objective is
 * flat, README "Why the engine's RMSSD runs below the reference", item 3), and the fold models
 * kept per run (--models-dir) so that other offsets can be scored without retraining.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GbdtModel } from '../src/classify/gbdt.ts';

/** The CV objective at each pair of decision offsets (S, V) train.ts's bestBias searches. */
export type Grid = { s: number; v: number; score: number }[];

const strArg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** --grid-out=file: writes one run's objective grid (JSON) for --bias-mean. */
export function gridArg(grid: Grid): void {
  const file = strArg('grid-out');
  if (file) writeFileSync(file, JSON.stringify(grid));
}

/**
 * The offsets with the highest mean objective over the grids in `files` (the same grid in each);
 * ties go to the first grid point, as bestBias's strict comparison does.
 */
export function meanBestBias(files: string[]): { bias: number[]; mean: number } {
  const grids = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Grid);
  let best = { bias: [0, 0, 0, 0], mean: -Infinity };
  grids[0]!.forEach((g, i) => {
    const mean = grids.reduce((a, grid) => a + grid[i]!.score, 0) / grids.length;
    if (mean > best.mean) best = { bias: [0, g.s, g.v, 0], mean };
  });
  return best;
}

/** --bias-mean=a.json,b.json: meanBestBias of these runs' --grid-out grids, or null. */
export function meanBiasArg(): number[] | null {
  const files = strArg('bias-mean')?.split(',');
  if (!files) return null;
  const { bias, mean } = meanBestBias(files);
  process.stdout.write(
    `mean-objective offsets: S ${bias[1]} V ${bias[2]} (mean ${mean.toFixed(4)} over ${files.length} runs)\n`,
  );
  return bias;
}

const foldFile = (dir: string, f: number): string => path.join(dir, `fold-${f}.json`);

/** --models-dir=dir: the fold models a run kept there, or null (train them, then keep them). */
export function keptFoldModels(folds: number): GbdtModel[] | null {
  const dir = strArg('models-dir');
  if (!dir || !existsSync(foldFile(dir, 0))) return null;
  return Array.from(
    { length: folds },
    (_, f) => JSON.parse(readFileSync(foldFile(dir, f), 'utf8')) as GbdtModel,
  );
}

/** Keeps a run's fold models in --models-dir, unrounded (their scores reproduce the run's). */
export function keepFoldModels(models: GbdtModel[]): void {
  const dir = strArg('models-dir');
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  models.forEach((m, f) => writeFileSync(foldFile(dir, f), JSON.stringify(m)));
}
