/**
 * "VT needs its beats to be beats" (issue 19, noise alone: no VT on artefact alone). For every
 * counted VT episode (not `uncertain`) the median RMS frequency of its beats' shapes
 * (bench/shape-frequency.ts; a QRS is steep, slow electrode motion is not), on the development
 * ECG (DS1 MLII and Creighton with the models without the record's fold, SVDB first channel with
 * the shipped ones) and on artefact alone (nst `bw`, `ma` by time fold; synthetic taps, steps,
 * sway, bank). ECG runs are "true" when they hold >= 3 consecutive reference V beats (DS1, SVDB;
 * Creighton has no beat classes: reported apart). Never nst `em` alone (held out).
 *
 * Candidate rule: flag `uncertain` a VT run slower than a level set on ECG alone (the lowest true
 * run of the other records, leave-one-record-out), so no artefact family sets it.
 *
 *   node packages/ecg/bench/vt-shape.ts [--json out.json]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnalyseOptions } from '../src/types.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { SHAPE_POINTS, SHAPE_SCALE, type BeatShapes } from '../src/classify/beat-shape.ts';
import { memoryRecording } from '../test/rhythm-metrics.ts';
import { DATA, DEV_RECORDS } from '../train/records.ts';
import { cvOptions, engine } from './folds.ts';
import { rmsHz } from './shape-frequency.ts';
import { synthetic } from './synthetic-artefact.ts';
import { FOLDS, noiseGroup } from './train-windows.ts';
import {
  CUDB,
  CUDB_RECORDS,
  MITDB,
  MITDB_RECORDS,
  mlii,
  NOISE,
  readSignal,
} from './windows-data.ts';

export interface VtRun {
  side: 'true' | 'false' | 'cudb' | 'artefact';
  group: string;
  name: string;
  startS: number;
  beats: number;
  hr: number;
  hz: number;
}

const V_LABELS = new Set(['V', 'E']);

function beatHz(shapes: BeatShapes, k: number): number {
  const s = shapes.shapes;
  let e = 0;
  for (let i = k * SHAPE_POINTS + 1; i < (k + 1) * SHAPE_POINTS; i++)
    e += ((s[i]! - s[i - 1]!) / SHAPE_SCALE) ** 2;
  return rmsHz(e, 1);
}

/** Reference runs: >= 3 consecutive reference V beats, [first, last] samples. */
async function refRuns(atr: string): Promise<[number, number][]> {
  const ann = (await readWfdbAnnotations(atr)).filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1));
  const out: [number, number][] = [];
  for (let k = 0; k < ann.length; k++) {
    if (!V_LABELS.has(ann[k]!.label)) continue;
    let e = k;
    while (e + 1 < ann.length && V_LABELS.has(ann[e + 1]!.label)) e++;
    if (e - k >= 2) out.push([ann[k]!.sample, ann[e]!.sample]);
    k = e;
  }
  return out;
}

async function runs(
  x: Float32Array,
  fs: number,
  opts: AnalyseOptions,
  p: Pick<VtRun, 'side' | 'group' | 'name'>,
  ref?: [number, number][],
): Promise<VtRun[]> {
  let r;
  try {
    r = await engine.analyseRecording(memoryRecording(x, fs), opts);
  } catch (e) {
    if (e instanceof engine.UnanalysableRecordingError) return [];
    throw e;
  }
  const vt = r.rhythm.episodes.filter((e) => e.type === 'VT' && !e.uncertain);
  if (!vt.length) return [];
  const s = await engine.detectBeats(memoryRecording(x, fs), opts);
  const smp = s.beats.samples;
  return vt.map((e) => {
    const hz: number[] = [];
    for (let k = 0; k < smp.length; k++)
      if (smp[k]! >= e.startSample && smp[k]! <= e.endSample) hz.push(beatHz(s.shapes, k));
    hz.sort((a, b) => a - b);
    const hit = ref?.some(
      ([a, b]) => a <= e.endSample + 0.15 * fs && b >= e.startSample - 0.15 * fs,
    );
    return {
      ...p,
      side: ref ? (hit ? 'true' : 'false') : p.side,
      startS: e.startSample / fs,
      beats: e.beats,
      hr: e.meanHr ?? NaN,
      hz: hz.length ? hz[hz.length >> 1]! : NaN,
    };
  });
}

const all: VtRun[] = [];
for (const rec of MITDB_RECORDS) {
  const hea = path.join(MITDB, `${rec}.hea`);
  const sig = await readSignal(hea, mlii(rec));
  const ref = await refRuns(path.join(MITDB, `${rec}.atr`));
  all.push(
    ...(await runs(sig.x, sig.fs, cvOptions(rec), { side: 'true', group: rec, name: rec }, ref)),
  );
}
for (const r of DEV_RECORDS.filter((d) => d.db === 'svdb')) {
  const sig = await readSignal(path.join(DATA, 'svdb', `${r.name}.hea`), 0);
  const ref = await refRuns(path.join(DATA, 'svdb', `${r.name}.atr`));
  const g = `svdb ${r.name}`;
  all.push(...(await runs(sig.x, sig.fs, {}, { side: 'true', group: g, name: g }, ref)));
}
for (const rec of CUDB_RECORDS) {
  const sig = await readSignal(path.join(CUDB, `${rec}.hea`), 0);
  all.push(...(await runs(sig.x, sig.fs, cvOptions(rec), { side: 'cudb', group: rec, name: rec })));
}
const seg = (x: Float32Array, k: number): Float32Array =>
  x.subarray(Math.floor((k * x.length) / FOLDS), Math.floor(((k + 1) * x.length) / FOLDS));
for (const n of ['bw', 'ma'])
  for (const ch of [0, 1]) {
    const x = (await readSignal(path.join(NOISE, `${n}.hea`), ch)).x;
    for (let k = 0; k < FOLDS; k++)
      all.push(
        ...(await runs(seg(x, k), 360, cvOptions(noiseGroup(n, k)), {
          side: 'artefact',
          group: n,
          name: `${n} ch${ch} ${k}`,
        })),
      );
  }
for (const kind of ['taps', 'steps', 'sway', 'bank'] as const)
  for (const seed of [1, 2, 3]) {
    const x = synthetic(kind, seed);
    for (let k = 0; k < FOLDS; k++)
      all.push(
        ...(await runs(
          seg(x, k),
          360,
          {},
          { side: 'artefact', group: kind, name: `${kind} ${seed} ${k}` },
        )),
      );
  }

const args = process.argv.slice(2);
if (args.includes('--json')) writeFileSync(args[args.indexOf('--json') + 1]!, JSON.stringify(all));
const q = (v: number[]): string => {
  const s = v.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length
    ? [0, 0.05, 0.5, 1].map((p) => s[Math.floor(p * (s.length - 1))]!.toFixed(2)).join('/')
    : '-';
};
for (const side of ['true', 'false', 'cudb', 'artefact'] as const) {
  const v = all.filter((r) => r.side === side);
  console.log(
    `${side.padEnd(8)} ${String(v.length).padStart(4)} runs  Hz min/5%/median/max ${q(v.map((r) => r.hz))}`,
  );
}
for (const g of ['taps', 'steps', 'sway', 'bank', 'bw', 'ma']) {
  const v = all.filter((r) => r.side === 'artefact' && r.group === g);
  console.log(`  ${g.padEnd(6)} ${String(v.length).padStart(4)} runs  Hz ${q(v.map((r) => r.hz))}`);
}
console.log('slowest ECG runs:');
for (const r of all
  .filter((r) => r.side !== 'artefact')
  .sort((a, b) => a.hz - b.hz)
  .slice(0, 12))
  console.log(
    `  ${r.side.padEnd(5)} ${r.name.padEnd(9)} ${r.startS.toFixed(0).padStart(5)} s ${r.beats} beats ${r.hr.toFixed(0)} bpm ${r.hz.toFixed(2)} Hz`,
  );
