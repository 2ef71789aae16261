/**
 * Exploratory (29 Nov, issue 19, noise alone; not wired into the engine): does the ST-T segment
 * after each beat recur in real ECG and not in artefact that keeps a heart rate? Per 5-min piece
 * with a rate: the beats' 150-450 ms after the R peak (0.5-40 Hz band as the engine's shapes use
 * is approximated by removing each window's mean and linear trend), the piece's point-wise
 * median template, and the median Pearson correlation of the beats with it. Development ECG
 * (DS1 fold models, SVDB and Creighton), nst bw / ma (time folds) and synthetic artefact; never
 * nst em.
 *   node packages/ecg/bench/st-t-recurrence.ts
 */
import path from 'node:path';
import type { AnalyseOptions } from '../src/types.ts';
import { analyseOrNull, artefactPieces } from './artefact-pieces.ts';
import { cvOptions } from './folds.ts';
import { CUDB, CUDB_RECORDS, MITDB, MITDB_RECORDS, mlii, readSignal } from './windows-data.ts';
import { DATA, DEV_RECORDS } from '../train/records.ts';

const out = new Map<string, number[]>();
const low: string[] = [];
const note = (k: string, v: number, name: string) => {
  out.set(k, [...(out.get(k) ?? []), v]);
  if (v < 0.6 && ['DS1', 'SVDB', 'Creighton'].includes(k)) low.push(`${name} ${v.toFixed(2)}`);
};

function stRecurrence(x: Float32Array, fs: number, beats: Float64Array): number {
  const a = Math.round(0.15 * fs);
  const len = Math.round(0.3 * fs);
  const wins: Float64Array[] = [];
  for (let i = 0; i + 1 < beats.length; i++) {
    const r = Math.round(beats[i]!);
    if (beats[i + 1]! - r < a + len + 0.05 * fs || r + a + len > x.length) continue;
    const w = new Float64Array(len);
    let sx = 0,
      sy = 0,
      sxy = 0,
      sxx = 0;
    for (let k = 0; k < len; k++) {
      w[k] = x[r + a + k]!;
      sx += k;
      sy += w[k]!;
      sxy += k * w[k]!;
      sxx += k * k;
    }
    const slope = (len * sxy - sx * sy) / (len * sxx - sx * sx);
    const icpt = (sy - slope * sx) / len;
    for (let k = 0; k < len; k++) w[k] = w[k]! - (icpt + slope * k);
    wins.push(w);
  }
  if (wins.length < 10) return NaN;
  const tpl = new Float64Array(len);
  const col = new Float64Array(wins.length);
  for (let k = 0; k < len; k++) {
    for (let j = 0; j < wins.length; j++) col[j] = wins[j]![k]!;
    const s = Float64Array.from(col).sort();
    tpl[k] = s[s.length >> 1]!;
  }
  const corr = wins
    .map((w) => {
      let p = 0,
        q = 0,
        r2 = 0;
      for (let k = 0; k < len; k++) {
        p += w[k]! * tpl[k]!;
        q += w[k]! ** 2;
        r2 += tpl[k]! ** 2;
      }
      return p / Math.sqrt(q * r2 || 1e-12);
    })
    .sort((u, v) => u - v);
  return corr[corr.length >> 1]!;
}

async function piece(
  x: Float32Array,
  fs: number,
  o: AnalyseOptions,
  side: string,
  name = side,
): Promise<void> {
  const r = await analyseOrNull(x, fs, o);
  if (!r || r.summary.heartRateWithheld) return;
  const v = stRecurrence(x, fs, r.series.beatSamples);
  if (Number.isFinite(v)) note(side, v, name);
}
const five = async (x: Float32Array, fs: number, o: AnalyseOptions, side: string, rec: string) => {
  const n = Math.round(300 * fs);
  for (let k = 0; (k + 1) * n <= x.length; k++)
    await piece(x.subarray(k * n, (k + 1) * n), fs, o, side, `${rec}:${k}`);
};
for (const rec of MITDB_RECORDS) {
  const s = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
  await five(s.x, s.fs, cvOptions(rec), 'DS1', rec);
}
for (const rec of DEV_RECORDS.filter((d) => d.db === 'svdb')) {
  const s = await readSignal(path.join(DATA, rec.db, `${rec.name}.hea`), rec.channel);
  await five(s.x, s.fs, {}, 'SVDB', rec.name);
}
for (const rec of CUDB_RECORDS) {
  const s = await readSignal(path.join(CUDB, `${rec}.hea`), 0);
  await five(s.x, s.fs, cvOptions(rec), 'Creighton', rec);
}
for await (const a of artefactPieces()) await piece(a.x, a.fs, a.options, a.family);
const q = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
console.log(
  '5-min pieces with a rate: ST-T recurrence (median beat-template r), n, min, p1, p5, median',
);
for (const [k, v] of out) {
  const s = [...v].sort((a, b) => a - b);
  console.log(
    `  ${k.padEnd(10)} ${String(s.length).padStart(4)} ${[s[0]!, q(s, 0.01), q(s, 0.05), q(s, 0.5)].map((z) => z.toFixed(2)).join('  ')}${s.length <= 20 ? '  all: ' + s.map((z) => z.toFixed(2)).join(' ') : ''}`,
  );
}
console.log(`development ECG pieces under 0.6 (record:5-min piece): ${low.join(', ')}`);
