/**
 * VF on artefact alone (issue 19): every VF stretch the engine calls (quality/window-quality.ts,
 * the `VF` episodes) on the development ECG with VF (Creighton, MIT-BIH; models without the
 * record's fold, bench/folds.ts) and on artefact alone (nst `bw`, `ma` alone by time fold;
 * synthetic families taps, steps, bank, sway, shipped models), with per-stretch measures a
 * rule could read. Never nst `em` alone (held out, bench/noise-holdout.ts).
 *
 *   node packages/ecg/bench/vf-artefact.ts [--json out.json]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnalyseOptions } from '../src/types.ts';
import { memoryRecording } from '../test/rhythm-metrics.ts';
import { cvOptions, engine } from './folds.ts';
import { synthetic } from './synthetic-artefact.ts';
import { FOLDS, noiseGroup } from './train-windows.ts';
import {
  CUDB,
  CUDB_RECORDS,
  MITDB,
  MITDB_RECORDS,
  mlii,
  NOISE,
  overlap,
  readRef,
  readSignal,
} from './windows-data.ts';

export interface VfStretch {
  side: 'ecg' | 'artefact';
  group: string;
  name: string;
  startS: number;
  durationS: number;
  /** Seconds of reference VF under it (ECG only). */
  refS: number;
  pVf: number;
  pBad: number;
  /** Share of the 60 s either side (outside the stretch) excluded as noise. */
  ctxNoise: number;
  med: Record<string, number>;
}

const FEATS = [
  'meanHz',
  'kurt',
  'leak',
  'tcsc',
  'logFloor',
  'floorRatio',
  'beatCorr',
  'rate',
  'lowShare',
  'acPeriod',
  'logAmp',
] as const;
const median = (a: number[]): number => {
  const s = [...a].sort((x, y) => x - y);
  return s.length ? s[s.length >> 1]! : NaN;
};

async function stretchesOf(
  x: Float32Array,
  fs: number,
  opts: AnalyseOptions,
  side: VfStretch['side'],
  group: string,
  name: string,
  refVf: [number, number][] = [],
): Promise<VfStretch[]> {
  const s = await engine.detectBeats(memoryRecording(x, fs), opts);
  const w = s.windows;
  const noise = s.quality
    .filter((q) => q.kind === 'noise')
    .map((q): [number, number] => [q.start, q.end]);
  const ctx = Math.round(60 * fs);
  return w.vf.map((v) => {
    const idx: number[] = [];
    for (let j = 0; j < w.windows.length; j++) {
      const f = w.windows.at(j);
      if (f.start >= v.start && f.end <= v.end) idx.push(j);
    }
    const a0 = Math.max(0, v.start - ctx);
    const b1 = Math.min(x.length, v.end + ctx);
    const around = v.start - a0 + (b1 - v.end);
    const noisy = overlap(noise, a0, v.start) + overlap(noise, v.end, b1);
    const med: Record<string, number> = {};
    for (const k of FEATS) med[k] = median(idx.map((j) => w.windows.at(j)[k]));
    return {
      side,
      group,
      name,
      startS: v.start / fs,
      durationS: (v.end - v.start) / fs,
      refS: overlap(refVf, v.start, v.end) / fs,
      pVf: v.p,
      pBad: median(idx.map((j) => w.pBad[j]!)),
      ctxNoise: around > 0 ? noisy / around : 0,
      med,
    };
  });
}

const all: VfStretch[] = [];
for (const [dir, recs, ch] of [
  [CUDB, CUDB_RECORDS, () => 0],
  [MITDB, MITDB_RECORDS, mlii],
] as [string, string[], (r: string) => number][])
  for (const rec of recs) {
    const hea = path.join(dir, `${rec}.hea`);
    const sig = await readSignal(hea, ch(rec));
    const ref = await readRef(path.join(dir, `${rec}.atr`), sig.x.length);
    all.push(...(await stretchesOf(sig.x, sig.fs, cvOptions(rec), 'ecg', rec, rec, ref.vf)));
  }
for (const n of ['bw', 'ma'])
  for (const ch of [0, 1]) {
    const x = (await readSignal(path.join(NOISE, `${n}.hea`), ch)).x;
    for (let k = 0; k < FOLDS; k++) {
      const seg = x.subarray(
        Math.floor((k * x.length) / FOLDS),
        Math.floor(((k + 1) * x.length) / FOLDS),
      );
      all.push(
        ...(await stretchesOf(
          seg,
          360,
          cvOptions(noiseGroup(n, k)),
          'artefact',
          n,
          `${n} ch${ch} ${k}`,
        )),
      );
    }
  }
for (const kind of ['taps', 'steps', 'bank', 'sway'] as const)
  for (const seed of [1, 2, 3]) {
    const x = synthetic(kind, seed);
    for (let k = 0; k < FOLDS; k++) {
      const seg = x.subarray(
        Math.floor((k * x.length) / FOLDS),
        Math.floor(((k + 1) * x.length) / FOLDS),
      );
      all.push(...(await stretchesOf(seg, 360, {}, 'artefact', kind, `${kind} ${seed} ${k}`)));
    }
  }
const args = process.argv.slice(2);
if (args.includes('--json')) writeFileSync(args[args.indexOf('--json') + 1]!, JSON.stringify(all));
console.log('name            start   dur  refS   pVf  pBad ctxNoise ' + FEATS.join(' '));
for (const v of all)
  console.log(
    `${v.name.padEnd(14)} ${v.startS.toFixed(0).padStart(6)} ${v.durationS.toFixed(0).padStart(5)} ${v.refS.toFixed(0).padStart(5)} ${v.pVf.toFixed(2)} ${v.pBad.toFixed(2)} ${v.ctxNoise.toFixed(2).padStart(8)} ${FEATS.map((k) => v.med[k]!.toFixed(2)).join(' ')}`,
  );
