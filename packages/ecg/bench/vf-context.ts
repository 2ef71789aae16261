/**
 * VF and the recording's own context (issue 19, noise alone: no VF on artefact alone): for every
 * recording or piece with a VF episode - Creighton and MIT-BIH DS1 (models without the record's
 * fold) whole, in 5-min pieces and 30-s strips; artefact alone (nst `bw`, `ma` by time fold;
 * synthetic taps, steps, bank, sway) in 5-min segments - whether the engine withheld its heart
 * rate and why (summary.heartRateWithheld), and how many seconds of VF it called. Candidate
 * rule: a VF episode in a recording whose rate is withheld as `noise` (no recurring heartbeat)
 * is flagged uncertain. Never nst `em` alone (held out).
 * VT in the same pieces, and in SVDB (shipped models: SVDB is in no window-model fold) whole,
 * 5-min and 30-s, is tallied the same way (29 Nov: does a ventricular run ever come with the rate
 * withheld for too little signal, `little-signal`?): VT episodes, of which holding a reference V
 * beat, and of which flagged uncertain.
 *
 *   node packages/ecg/bench/vf-context.ts
 */
import path from 'node:path';
import type { AnalyseOptions } from '../src/types.ts';
import { analyseOrNull, artefactPieces } from './artefact-pieces.ts';
import { cvOptions } from './folds.ts';
import { DATA, DEV_RECORDS } from '../train/records.ts';
import {
  CUDB,
  CUDB_RECORDS,
  MITDB,
  MITDB_RECORDS,
  mlii,
  overlap,
  readRef,
  readSignal,
} from './windows-data.ts';

const tally = new Map<string, { pieces: number; vfS: number; refS: number; uncertain: number }>();
const vtTally = new Map<string, { pieces: number; vt: number; onV: number; uncertain: number }>();
async function piece(
  x: Float32Array,
  fs: number,
  o: AnalyseOptions,
  side: string,
  ref: [number, number][] = [],
  vBeats: number[] = [],
): Promise<void> {
  const r = await analyseOrNull(x, fs, o);
  if (!r) return;
  const why = r.summary.heartRateWithheld ?? 'rate';
  const k = `${side} ${why}`;
  const vt = r.rhythm.episodes.filter((e) => e.type === 'VT');
  if (vt.length) {
    const t = vtTally.get(k) ?? { pieces: 0, vt: 0, onV: 0, uncertain: 0 };
    t.pieces++;
    t.vt += vt.length;
    t.onV += vt.filter((e) => vBeats.some((b) => b >= e.startSample && b <= e.endSample)).length;
    t.uncertain += vt.filter((e) => e.uncertain).length;
    vtTally.set(k, t);
  }
  const vf = r.rhythm.episodes.filter((e) => e.type === 'VF');
  if (!vf.length) return;
  const t = tally.get(k) ?? { pieces: 0, vfS: 0, refS: 0, uncertain: 0 };
  t.uncertain += vf.filter((e) => e.uncertain).length;
  t.pieces++;
  t.vfS += vf.reduce((s, e) => s + e.durationS, 0);
  t.refS += vf.reduce((s, e) => s + overlap(ref, e.startSample, e.endSample), 0) / fs;
  tally.set(k, t);
}
const cuts = async (
  x: Float32Array,
  fs: number,
  o: AnalyseOptions,
  side: string,
  ref: [number, number][],
  vBeats: number[] = [],
): Promise<void> => {
  await piece(x, fs, o, `${side} whole`, ref, vBeats);
  for (const len of [300, 30]) {
    const n = Math.round(len * fs);
    for (let k = 0; (k + 1) * n <= x.length; k++) {
      const sh = ref.map(([a, b]): [number, number] => [a - k * n, b - k * n]);
      const v = vBeats.filter((b) => b >= k * n && b < (k + 1) * n).map((b) => b - k * n);
      await piece(x.subarray(k * n, (k + 1) * n), fs, o, `${side} ${len}s`, sh, v);
    }
  }
};
for (const [dir, recs, ch, side] of [
  [CUDB, CUDB_RECORDS, () => 0, 'Creighton'],
  [MITDB, MITDB_RECORDS, mlii, 'DS1'],
] as [string, string[], (r: string) => number, string][])
  for (const rec of recs) {
    const hea = path.join(dir, `${rec}.hea`);
    const sig = await readSignal(hea, ch(rec));
    const ref = await readRef(path.join(dir, `${rec}.atr`), sig.x.length);
    await cuts(sig.x, sig.fs, cvOptions(rec), side, ref.vf, ref.vBeats);
  }
for (const rec of DEV_RECORDS.filter((d) => d.db === 'svdb')) {
  const base = path.join(DATA, rec.db, rec.name);
  const sig = await readSignal(`${base}.hea`, rec.channel);
  const ref = await readRef(`${base}.atr`, sig.x.length);
  await cuts(sig.x, sig.fs, {}, 'SVDB', ref.vf, ref.vBeats);
}
for await (const a of artefactPieces()) await piece(a.x, a.fs, a.options, `${a.family} 300s`);
console.log(
  'pieces with VF, by heart-rate outcome: pieces, VF s called, of which reference VF s, VF episodes flagged uncertain',
);
for (const [k, t] of [...tally].sort())
  console.log(
    `  ${k.padEnd(32)} ${String(t.pieces).padStart(4)} ${t.vfS.toFixed(0).padStart(6)} ${t.refS.toFixed(0).padStart(6)} ${String(t.uncertain).padStart(4)}`,
  );
console.log(
  'pieces with VT, by heart-rate outcome: pieces, VT episodes, of which holding a reference V beat, of which flagged uncertain',
);
for (const [k, t] of [...vtTally].sort())
  console.log(
    `  ${k.padEnd(32)} ${String(t.pieces).padStart(4)} ${String(t.vt).padStart(6)} ${String(t.onV).padStart(6)} ${String(t.uncertain).padStart(4)}`,
  );
