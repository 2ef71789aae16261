/**
 * Whose beat timing is closer to the true beat-to-beat timing: the reference annotations or the
 * engine's sub-sample R-peak positions? Three estimates of the same beats' times - the
 * reference, the engine on lead 0 and the engine on lead 1 - with errors independent of one
 * another (different leads' noise; the annotators' marks) give each one's own error by the
 * "three-cornered hat" (Gray & Allan 1974, Proc 28th Frequency Control Symposium 243-246:
 * var(a) = (var(a-b) + var(a-c) - var(b-c)) / 2). The quantity is the second difference of
 * the beat times over three consecutive reference-N beats matched in both leads (the successive
 * NN difference RMSSD averages), so each error figure is what that estimator's timing adds to
 * RMSSD (in quadrature). Prints per record: RMSSD-like RMS of the three, the error RMS of
 * each, and the whole-sample grid's share for the reference (1000/fs/sqrt(2) ms: 5.5 ms at
 * 128 Hz, 2.0 ms at 360 Hz). Usage: node packages/ecg/bench/hrv-timing-hat.ts [records...]
 */
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { AAMI_INDEX, DATA, DEV_RECORDS } from '../train/records.ts';
import { matchBeats } from './hrv-rmssd-cause.ts';

async function refBeats(db: string, rec: string): Promise<{ sample: number; n: boolean }[]> {
  const ann = await readWfdbAnnotations(path.join(DATA, db, `${rec}.atr`));
  return ann
    .filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1) && AAMI_INDEX[a.label] !== undefined)
    .map((a) => ({ sample: a.sample, n: AAMI_INDEX[a.label] === 0 }));
}

const ms2 = (v: number[]): number => v.reduce((a, b) => a + b * b, 0) / v.length;
const f = (x: number): string => Math.sqrt(Math.max(0, x)).toFixed(1).padStart(5);

async function record(db: 'mitdb' | 'svdb', name: string): Promise<void> {
  const ref = await refBeats(db, name);
  const hea = path.join(DATA, db, `${name}.hea`);
  const e0 = (await analyseRecording(hea, { channel: 0 })).series.beatExact;
  const r1 = await analyseRecording(hea, { channel: 1 });
  const e1 = r1.series.beatExact;
  const fs = r1.samplingRate;
  const rb = ref.map((b) => ({ sample: b.sample, cls: b.n ? 'N' : 'X', label: '' }));
  const m0 = matchBeats(rb, e0, fs);
  const m1 = matchBeats(rb, e1, fs);
  const R: number[] = [];
  const A: number[] = [];
  const B: number[] = [];
  const d2 = (x: number, y: number, z: number): number => ((z - 2 * y + x) / fs) * 1000;
  for (let i = 2; i < ref.length; i++) {
    const ok = [i - 2, i - 1, i].every((k) => ref[k]!.n && m0[k]! >= 0 && m1[k]! >= 0);
    if (!ok) continue;
    const at = (e: Float64Array, m: Int32Array, k: number): number => e[m[k]!]!;
    R.push(d2(ref[i - 2]!.sample, ref[i - 1]!.sample, ref[i]!.sample));
    A.push(d2(at(e0, m0, i - 2), at(e0, m0, i - 1), at(e0, m0, i)));
    B.push(d2(at(e1, m1, i - 2), at(e1, m1, i - 1), at(e1, m1, i)));
  }
  const diff = (x: number[], y: number[]): number => ms2(x.map((v, k) => v - y[k]!));
  const [ra, rb2, ab] = [diff(R, A), diff(R, B), diff(A, B)];
  console.log(
    `${db}/${name.padEnd(4)} n ${String(R.length).padStart(5)}  rms ref/lead0/lead1 ${f(ms2(R))}${f(ms2(A))}${f(ms2(B))}  own error ref ${f((ra + rb2 - ab) / 2)} lead0 ${f((ra + ab - rb2) / 2)} lead1 ${f((rb2 + ab - ra) / 2)}  (grid ${(1000 / fs / Math.SQRT2).toFixed(1)})`,
  );
}

const names = process.argv.slice(2);
for (const r of DEV_RECORDS) {
  if (names.length && !names.includes(r.name)) continue;
  await record(r.db, r.name);
}
