/**
 * The per-fold window models written by bench/train-windows.ts, so that the benchmarks score
 * every record with a model fitted without it (cross-validated figures), and the engine to run:
 * `--engine /path/to/src/analyse.ts` runs another copy of the engine (e.g. an older commit,
 * for before/after figures; that copy gets no window model).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WindowModel } from '../src/quality/window-model.ts';
import type { VGateModel } from '../src/quality/v-gate.ts';
import type { BeatGateModel } from '../src/quality/beat-gate.ts';
import type * as Analyse from '../src/analyse.ts';
import { memoryRecording } from '../test/rhythm-metrics.ts';
import { FOLDS, foldOf, noiseGroup } from './train-windows.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const i = process.argv.indexOf('--engine');
const other = i >= 0 ? process.argv[i + 1] : undefined;
const folds = other
  ? []
  : (JSON.parse(readFileSync(path.join(HERE, 'window-model-folds.json'), 'utf8')) as WindowModel[]);

const gates = other
  ? []
  : (JSON.parse(readFileSync(path.join(HERE, 'v-gate-folds.json'), 'utf8')) as VGateModel[]);

const beatGates =
  other || !existsSync(path.join(HERE, 'beat-gate-folds.json'))
    ? []
    : (JSON.parse(
        readFileSync(path.join(HERE, 'beat-gate-folds.json'), 'utf8'),
      ) as BeatGateModel[]);

export const engine = (await import(other ?? '../src/analyse.ts')) as typeof Analyse;

/** The model fitted without `group`'s fold (undefined when another engine runs). */
export const modelFor = (group: string): WindowModel | undefined =>
  other ? undefined : folds[foldOf(group)];

/**
 * The V gate fitted without the DS1 record's fold (bench/noisy-v.ts uses the same folds);
 * undefined for other records (their fold's gate never saw them either) and another engine.
 */
export const gateFor = (group: string): VGateModel | undefined =>
  other ? undefined : gates[foldOf(group)];

/** Both cross-validation models of a record, as AnalyseOptions. */
export const cvOptions = (
  group: string,
): { windowModel?: WindowModel; vGateModel?: VGateModel; beatGateModel?: BeatGateModel } => {
  const w = modelFor(group);
  const g = gateFor(group);
  // the detection gate fitted without the group's fold (bench/beat-gate.ts uses the same folds)
  const b = other ? undefined : beatGates[foldOf(group)];
  return {
    ...(w ? { windowModel: w } : {}),
    ...(g ? { vGateModel: g } : {}),
    ...(b ? { beatGateModel: b } : {}),
  };
};

export interface NoiseAlone {
  analysableS: number;
  /** Mean heart rate of each segment that reported one. */
  hr: number[];
  vt: number;
  vtUncertain: number;
  vf: number;
}

/**
 * A noise record alone, cross-validated by time (train-windows.ts noiseGroup): each of its
 * FOLDS segments analysed on its own with the model of the fold that held that segment out.
 */
export async function noiseAloneCv(x: Float32Array, fs: number, name: string): Promise<NoiseAlone> {
  const out: NoiseAlone = { analysableS: 0, hr: [], vt: 0, vtUncertain: 0, vf: 0 };
  for (let k = 0; k < FOLDS; k++) {
    const seg = x.subarray(
      Math.floor((k * x.length) / FOLDS),
      Math.floor(((k + 1) * x.length) / FOLDS),
    );
    let r: Awaited<ReturnType<typeof engine.analyseRecording>> | null = null;
    try {
      r = await engine.analyseRecording(memoryRecording(seg, fs), cvOptions(noiseGroup(name, k)));
    } catch (e) {
      if (!(e instanceof engine.UnanalysableRecordingError)) throw e;
    }
    if (!r) continue;
    out.analysableS += r.summary.analysableDurationS;
    if (r.summary.meanHr !== null) out.hr.push(r.summary.meanHr);
    const eps = r.rhythm.episodes;
    out.vt += eps.filter((e) => e.type === 'VT' && !e.uncertain).length;
    out.vtUncertain += eps.filter((e) => e.type === 'VT' && e.uncertain).length;
    out.vf += eps.filter((e) => e.type === 'VF').length;
  }
  return out;
}
