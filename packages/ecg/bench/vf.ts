/**
 * VF / ventricular flutter benchmark, cross-validated (each record analysed with the window
 * model fitted without its fold, bench/folds.ts): per Creighton record (cudb) and MIT-BIH
 * record, reference VF seconds (`[`...`]` and `(VF`/`(VFL` stretches), seconds called `VF`,
 * their overlap, VF seconds called unanalysable, and false VF seconds outside reference VF;
 * the noise records alone are in bench/noise-stress.ts --alone.
 *
 *   node packages/ecg/bench/vf.ts            [--engine other/src/analyse.ts]
 */
import path from 'node:path';
import type { AnalysisResult } from '../src/types.ts';
import { cvOptions, engine } from './folds.ts';
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

const { analyseRecording, UnanalysableRecordingError } = engine;

async function analyse(
  hea: string,
  group: string,
  channel: number,
): Promise<AnalysisResult | null> {
  try {
    return await analyseRecording(hea, { channel, ...cvOptions(group) });
  } catch (e) {
    if (e instanceof UnanalysableRecordingError) return null;
    throw e;
  }
}

const ivs = (r: AnalysisResult | null, type: string): [number, number][] =>
  (r?.rhythm.episodes ?? [])
    // counted episodes: VF flagged uncertain (rhythm/vf-episodes.ts flagWhereRateWithheld) is not a call
    .filter((e) => e.type === type && !e.uncertain)
    .map((e): [number, number] => [e.startSample, e.endSample]);

const tot = { ref: 0, called: 0, hit: 0, unan: 0, falseS: 0, falseEp: 0 };
console.log(
  'record   VF ref s  called s  overlap s  Se %   VF unanalysable s  false VF s  false VF episodes',
);
const sets: [string, string[], (r: string) => number][] = [
  [CUDB, CUDB_RECORDS, () => 0],
  [MITDB, MITDB_RECORDS, mlii],
];
for (const [dir, recs, ch] of sets) {
  for (const rec of recs) {
    const hea = path.join(dir, `${rec}.hea`);
    const sig = await readSignal(hea, ch(rec));
    const ref = await readRef(path.join(dir, `${rec}.atr`), sig.x.length);
    const r = await analyse(hea, rec, ch(rec));
    const fs = sig.fs;
    const vf = ivs(r, 'VF');
    const un = ivs(r, 'unanalysable');
    const refS = overlap(ref.vf, 0, Infinity) / fs;
    const calledS = overlap(vf, 0, Infinity) / fs;
    const hitS = vf.reduce((s, [a, b]) => s + overlap(ref.vf, a, b), 0) / fs;
    const unS = un.reduce((s, [a, b]) => s + overlap(ref.vf, a, b), 0) / fs;
    const falseEp = vf.filter(([a, b]) => overlap(ref.vf, a, b) === 0).length;
    tot.ref += refS;
    tot.called += calledS;
    tot.hit += hitS;
    tot.unan += unS;
    tot.falseS += calledS - hitS;
    tot.falseEp += falseEp;
    if (refS === 0 && calledS === 0) continue;
    console.log(
      `${rec.padEnd(7)} ${refS.toFixed(0).padStart(8)} ${calledS.toFixed(0).padStart(9)} ${hitS.toFixed(0).padStart(10)} ${(refS ? (100 * hitS) / refS : NaN).toFixed(1).padStart(6)} ${unS.toFixed(0).padStart(19)} ${(calledS - hitS).toFixed(0).padStart(11)} ${String(falseEp).padStart(18)}`,
    );
  }
}
console.log(
  `total VF time called VF: ${((100 * tot.hit) / tot.ref).toFixed(1)} % of ${tot.ref.toFixed(0)} s; called unanalysable ${((100 * tot.unan) / tot.ref).toFixed(1)} %; false VF ${tot.falseS.toFixed(0)} s in ${tot.falseEp} episodes wholly outside reference VF (cudb + DS1)`,
);

// noise alone: bench/noise-stress.ts --alone (cross-validated by time segment since issue 19)
