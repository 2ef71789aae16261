/**
 * Clean ECG never seen by the window model (issue 19): the 39 SVDB development records (128 Hz,
 * first channel), analysed by the whole engine with the shipped window model - which was
 * fitted on DS1, Creighton and the noise records only - or with the model in `--model FILE`
 * (e.g. an older window-model.json, for before/after). Prints the share of the recordings
 * called analysable and the reference beats' Se (EC57, +/-150 ms) overall and per record
 * below 99 %.
 *
 *   node packages/ecg/bench/svdb-analysable.ts [--model path/to/window-model.json]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseRecording, UnanalysableRecordingError } from '../src/analyse.ts';
import type { WindowModel } from '../src/quality/window-model.ts';
import type { AnalysisResult } from '../src/types.ts';
import { DATA, DEV_RECORDS } from '../train/records.ts';
import { matchIn, readRef, readSignal } from './windows-data.ts';

const i = process.argv.indexOf('--model');
const windowModel =
  i >= 0 ? (JSON.parse(readFileSync(process.argv[i + 1]!, 'utf8')) as WindowModel) : undefined;
let tp = 0;
let fn = 0;
let analysable = 0;
let total = 0;
for (const r of DEV_RECORDS.filter((d) => d.db === 'svdb')) {
  const hea = path.join(DATA, 'svdb', `${r.name}.hea`);
  const sig = await readSignal(hea, r.channel);
  const ref = await readRef(path.join(DATA, 'svdb', `${r.name}.atr`), sig.x.length);
  let a: AnalysisResult | null = null;
  try {
    a = await analyseRecording(hea, {
      channel: r.channel,
      ...(windowModel ? { windowModel } : {}),
    });
  } catch (e) {
    if (!(e instanceof UnanalysableRecordingError)) throw e;
  }
  const m = matchIn(
    ref.beats,
    a ? Array.from(a.series.beatSamples) : [],
    Math.round(0.15 * sig.fs),
  );
  tp += m.tp;
  fn += m.fn;
  const dur = sig.x.length / sig.fs;
  analysable += a?.summary.analysableDurationS ?? 0;
  total += dur;
  const se = (100 * m.tp) / (m.tp + m.fn);
  if (se < 99)
    console.log(
      `${r.name}: beats Se ${se.toFixed(1)} %, analysable ${((100 * (a?.summary.analysableDurationS ?? 0)) / dur).toFixed(1)} %`,
    );
}
console.log(
  `SVDB (39 records): analysable ${((100 * analysable) / total).toFixed(2)} % of ${(total / 3600).toFixed(1)} h; beats Se ${((100 * tp) / (tp + fn)).toFixed(2)} % of ${tp + fn}`,
);
