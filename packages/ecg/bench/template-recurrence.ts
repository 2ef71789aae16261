/**
 * Noise alone at the stretch level (issue 19, measurement only: nothing in the engine uses it
 * yet). A real ECG has a dominant beat shape that recurs for most beats over minutes; electrode
 * motion's "beats" change shape from one to the next. For every 2-min stretch this prints the
 * median over its detected complexes of `matchShare` (classify/beat-classes.ts: the share of the
 * 128 complexes around a beat that match an existing template), with every complex let through
 * (the window model's `bad` threshold and sustained doubt switched off), so the figure does not
 * depend on which windows a fitted `bad` model keeps.
 *
 * Cross-validation by record: for each ECG record (DS1, MLII; SVDB, first channel) the cut is
 * the lowest stretch median of every *other* ECG record; the record's own stretches under it are
 * false throws. The noise records (nst bw, em, ma, both channels) never take part in choosing the
 * cut (the cut from all ECG records is applied to them), so their figure is a held-out one.
 * Creighton is printed apart: its VF stretches have no recurring beat either, so a rule built on
 * this must exempt windows called VF.
 *
 *   node packages/ecg/bench/template-recurrence.ts [--joined]
 */
import path from 'node:path';
import { analyseRecording, UnanalysableRecordingError } from '../src/analyse.ts';
import { opened } from '../src/quality/template-recurrence.ts';
import { WINDOW_MODEL, type WindowModel } from '../src/quality/window-model.ts';
import { memoryRecording } from '../test/rhythm-metrics.ts';
import { DATA, DEV_RECORDS } from '../train/records.ts';
import {
  CUDB,
  CUDB_RECORDS,
  MITDB,
  MITDB_RECORDS,
  mlii,
  NOISE,
  noisyAt,
  nstMix,
  readRef,
  readSignal,
} from './windows-data.ts';

/**
 * 2 min: the span the brief's stretch-level idea names (2-5 min) at its short end, and the
 * noise stress test's block length (bench/noise-stress.ts); fixed before measuring.
 */
const STRETCH_S = 120;
/** Fewer complexes than this in a stretch: no median (40 bpm over half of it; fixed). */
const MIN_BEATS = 40;

/** Every complex the detector keeps: `bad` and sustained doubt off (a P(bad) never above 1). */
const OPEN: WindowModel = (() => {
  const { sustained: _unused, ...rest } = WINDOW_MODEL;
  return { ...rest, bad: { ...WINDOW_MODEL.bad, threshold: 1.01 }, uncertain: 1.01 };
})();

/**
 * --joined: the statistic is the share of the stretch's complexes that joined an existing
 * template (did not open one: quality/template-recurrence.ts `opened`) instead of the median
 * matchShare (which itself spans 128 complexes and so blurs a stretch into its neighbours).
 */
const JOINED = process.argv.includes('--joined');
const joinedShare = (cluster: Int32Array): Float32Array =>
  Float32Array.from(opened(cluster), (o: number) => 1 - o);

/** Median matchShare (--joined: joined share) per 2-min stretch (NaN where the stretch has too few complexes). */
async function stretchMedians(x: Float32Array, fs: number, offsetS = 0): Promise<number[]> {
  let r: Awaited<ReturnType<typeof analyseRecording>>;
  try {
    r = await analyseRecording(memoryRecording(x, fs), { windowModel: OPEN, recurrenceCut: 0 });
  } catch (e) {
    if (e instanceof UnanalysableRecordingError) return [];
    throw e;
  }
  const at = r.series.beatSamples;
  const share = JOINED ? joinedShare(r.series.beatCluster) : r.series.beatMatchShare;
  const out: number[] = [];
  for (let t0 = offsetS * fs; t0 + STRETCH_S * fs <= x.length; t0 += STRETCH_S * fs) {
    const v: number[] = [];
    for (let k = 0; k < at.length; k++)
      if (at[k]! >= t0 && at[k]! < t0 + STRETCH_S * fs) v.push(share[k]!);
    v.sort((a, b) => a - b);
    const mean = v.reduce((a, b) => a + b, 0) / v.length;
    out.push(v.length < MIN_BEATS ? NaN : JOINED ? mean : v[v.length >> 1]!);
  }
  return out;
}

const finite = (v: number[]): number[] => v.filter((y) => Number.isFinite(y));
const lowest = (v: number[]): number => Math.min(...finite(v));
const fmt = (v: number[]): string =>
  v.map((y) => (Number.isFinite(y) ? y.toFixed(2) : ' -  ')).join(' ');

const ecg = new Map<string, number[]>();
for (const rec of MITDB_RECORDS) {
  const sig = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
  ecg.set(`mitdb ${rec}`, await stretchMedians(sig.x, sig.fs));
}
for (const r of DEV_RECORDS.filter((d) => d.db === 'svdb')) {
  const sig = await readSignal(path.join(DATA, 'svdb', `${r.name}.hea`), 0);
  ecg.set(`svdb ${r.name}`, await stretchMedians(sig.x, sig.fs));
}

console.log('ECG records, leave-one-record-out cut (lowest stretch median of the others)');
console.log('record       own lowest   cut   stretches under the cut (false throws)');
let thrown = 0;
let stretches = 0;
for (const [name, v] of ecg) {
  const cut = Math.min(...[...ecg].filter(([n]) => n !== name).map(([, w]) => lowest(w)));
  const under = finite(v).filter((y) => y < cut).length;
  thrown += under;
  stretches += finite(v).length;
  if (under > 0 || lowest(v) < 0.9)
    console.log(
      `${name.padEnd(12)} ${lowest(v).toFixed(2).padStart(10)}  ${cut.toFixed(2)}  ${under} of ${finite(v).length}`,
    );
}
console.log(`ECG stretches thrown (CV by record): ${thrown} of ${stretches}`);

const cut = Math.min(...[...ecg.values()].map(lowest));
console.log(
  `\nnoise records alone (held out of the cut), cut from all ECG records ${cut.toFixed(4)}`,
);
for (const n of ['bw', 'em', 'ma'])
  for (const ch of [0, 1]) {
    const v = await stretchMedians((await readSignal(path.join(NOISE, `${n}.hea`), ch)).x, 360);
    const under = v.filter((y) => !(y >= cut)).length;
    console.log(`${n} ch${ch}  under the cut ${under} of ${v.length}  ${fmt(v)}`);
  }

console.log('\nCreighton (VF and noise, not in the cut): stretch medians');
for (const rec of CUDB_RECORDS) {
  const sig = await readSignal(path.join(CUDB, `${rec}.hea`), 0);
  console.log(`${rec}  ${fmt(await stretchMedians(sig.x, sig.fs))}`);
}

/**
 * The noise stress mixes (bench/noise-stress.ts: DS1 MLII plus nst `em` first channel from 5 min
 * on, 2-min blocks): stretches on a grid from 60 s so that each lies inside one block; how many
 * noise blocks and clean blocks fall under the cut a rule would apply.
 */
const em = (await readSignal(path.join(NOISE, 'em.hea'), 0)).x;
for (const snr of [6, 0]) {
  const tally = { noise: [0, 0], clean: [0, 0] };
  for (const rec of MITDB_RECORDS) {
    const sig = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
    const ref = await readRef(path.join(MITDB, `${rec}.atr`), sig.x.length);
    const v = await stretchMedians(nstMix(sig, ref.beats, em, snr), sig.fs, 60);
    v.forEach((y, k) => {
      const t = tally[noisyAt((60 + k * STRETCH_S + 1) * sig.fs, sig.fs) ? 'noise' : 'clean'];
      t[1]! += 1;
      if (!(y >= cut)) t[0]! += 1;
    });
  }
  console.log(
    `noise stress ${snr} dB: noise blocks under the cut ${tally.noise[0]} of ${tally.noise[1]}, clean stretches ${tally.clean[0]} of ${tally.clean[1]}`,
  );
}
