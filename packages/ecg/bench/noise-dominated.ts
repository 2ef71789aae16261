/**
 * Recording-level "noise-dominated" rule (issue 19, quality/template-recurrence.ts
 * NOISE_DOMINATED_SHARE): the share of a recording's judged complexes whose 2-min neighbourhood
 * has no recurring beat shape, measured with the rule off, on the development data only — never
 * on nst `em` alone (the held-out test, bench/noise-holdout.ts) nor on the noise stress mixes
 * (which carry `em`). Every record is analysed with the models fitted without its fold
 * (bench/folds.ts cvOptions; SVDB with the shipped models, which never saw it).
 *
 * ECG (must stay under the level): DS1 clean (MLII), DS1 with nst `ma` (first channel, which no
 * model trained on) at 6, 0 and -6 dB in the noise stress schedule, SVDB (first channel),
 * Creighton (VF, VT and noise; VF neighbourhoods are not judged).
 * Not ECG (must reach it): `bw` and `ma` alone (both channels, 5-min segments, by-time fold
 * models; most have nothing left to judge, the window model excludes them) and the synthetic
 * artefact families `taps` and `steps` (below; 5-min segments, shipped models). `bank`
 * (artefact whose shapes recur) is reported apart: this rule cannot see it.
 *
 * The level is max-margin: midway between the highest ECG share and the lowest noise share.
 * Cross-validation: each ECG record (all its conditions) is judged by the level chosen without
 * it, each noise family by the level chosen without that family.
 *
 *   node packages/ecg/bench/noise-dominated.ts [--quick]
 * --quick: no SVDB and no Creighton.
 */
import path from 'node:path';
import { NOISE_DOMINATED_SHARE } from '../src/quality/template-recurrence.ts';
import type { AnalyseOptions } from '../src/types.ts';
import { memoryRecording, referenceBeats } from '../test/rhythm-metrics.ts';
import { DATA, DEV_RECORDS } from '../train/records.ts';
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
  nstMix,
  readSignal,
} from './windows-data.ts';

const quick = process.argv.includes('--quick');

interface Seen {
  share: number;
  dominated: boolean;
}

/** The share with the rule off (so the choice below does not depend on the shipped level). */
async function judge(x: Float32Array, fs: number, opts: AnalyseOptions): Promise<Seen> {
  const s = await engine.detectBeats(memoryRecording(x, fs), { ...opts, noiseDominatedShare: 2 });
  const share = s.recurrence?.share ?? NaN;
  return { share, dominated: share >= NOISE_DOMINATED_SHARE };
}

interface Alone {
  analysableS: number;
  totalS: number;
  rates: number;
  vt: number;
}

/** A noise-only signal in 5-min segments: analysable share, segments with a rate, VT. */
async function alone(
  x: Float32Array,
  fs: number,
  opts: (k: number) => AnalyseOptions,
): Promise<Alone> {
  const out: Alone = { analysableS: 0, totalS: x.length / fs, rates: 0, vt: 0 };
  for (let k = 0; k < FOLDS; k++) {
    const seg = x.subarray(
      Math.floor((k * x.length) / FOLDS),
      Math.floor(((k + 1) * x.length) / FOLDS),
    );
    try {
      const r = await engine.analyseRecording(memoryRecording(seg, fs), opts(k));
      out.analysableS += r.summary.analysableDurationS;
      if (r.summary.meanHr !== null) out.rates++;
      out.vt += r.rhythm.episodes.filter((e) => e.type === 'VT' && !e.uncertain).length;
    } catch (e) {
      if (!(e instanceof engine.UnanalysableRecordingError)) throw e;
    }
  }
  return out;
}

const pct = (a: number, b: number): string => ((100 * a) / b).toFixed(1);
const f3 = (v: number): string => (Number.isFinite(v) ? v.toFixed(3) : '  -  ');

/** ECG recordings by patient (every condition of a record is one group for the CV). */
const ecg: { group: string; name: string; share: number }[] = [];
/** Noise segments by family (the CV leaves a family out). */
const noise: { family: string; name: string; share: number }[] = [];
const limits: { name: string; share: number }[] = [];

const ma = (await readSignal(path.join(NOISE, 'ma.hea'), 0)).x;
for (const rec of MITDB_RECORDS) {
  const sig = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
  ecg.push({
    group: rec,
    name: `DS1 ${rec}`,
    share: (await judge(sig.x, sig.fs, cvOptions(rec))).share,
  });
  const ref = (await referenceBeats(rec)).map((b) => b.sample);
  for (const snr of [6, 0, -6]) {
    const y = await judge(nstMix(sig, ref, ma, snr), sig.fs, cvOptions(rec));
    ecg.push({ group: rec, name: `DS1 ${rec} + ma ${snr} dB`, share: y.share });
  }
}
if (!quick) {
  for (const r of DEV_RECORDS.filter((d) => d.db === 'svdb')) {
    const sig = await readSignal(path.join(DATA, 'svdb', `${r.name}.hea`), 0);
    ecg.push({
      group: `svdb ${r.name}`,
      name: `SVDB ${r.name}`,
      share: (await judge(sig.x, sig.fs, {})).share,
    });
  }
  for (const rec of CUDB_RECORDS) {
    const sig = await readSignal(path.join(CUDB, `${rec}.hea`), 0);
    ecg.push({
      group: rec,
      name: `Creighton ${rec}`,
      share: (await judge(sig.x, sig.fs, cvOptions(rec))).share,
    });
  }
}
const segmentsOf = async (
  x: Float32Array,
  opts: (k: number) => AnalyseOptions,
): Promise<number[]> => {
  const out: number[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const seg = x.subarray(
      Math.floor((k * x.length) / FOLDS),
      Math.floor(((k + 1) * x.length) / FOLDS),
    );
    out.push((await judge(seg, 360, opts(k))).share);
  }
  return out;
};
for (const n of ['bw', 'ma'])
  for (const ch of [0, 1]) {
    const x = (await readSignal(path.join(NOISE, `${n}.hea`), ch)).x;
    (await segmentsOf(x, (k) => cvOptions(noiseGroup(n, k)))).forEach((share, k) =>
      noise.push({ family: n, name: `${n} ch${ch} ${k}`, share }),
    );
  }
for (const kind of ['taps', 'steps', 'bank'] as const)
  for (const seed of [1, 2, 3]) {
    const shares = await segmentsOf(synthetic(kind, seed), () => ({}));
    shares.forEach((share, k) => {
      const name = `${kind} ${seed} ${k}`;
      if (kind === 'bank') limits.push({ name, share });
      else noise.push({ family: kind, name, share });
    });
  }

const fin = <T extends { share: number }>(v: T[]): T[] => v.filter((y) => Number.isFinite(y.share));
/** Max-margin level: midway between the highest ECG share and the lowest noise share. */
const level = (e: { share: number }[], z: { share: number }[]): number =>
  (Math.max(...fin(e).map((y) => y.share)) + Math.min(...fin(z).map((y) => y.share))) / 2;

console.log('highest ECG shares:');
for (const y of fin(ecg)
  .sort((a, b) => b.share - a.share)
  .slice(0, 6))
  console.log(`  ${y.name.padEnd(24)} ${f3(y.share)}`);
console.log('lowest noise shares (segments with complexes judged):');
for (const y of fin(noise)
  .sort((a, b) => a.share - b.share)
  .slice(0, 6))
  console.log(`  ${y.name.padEnd(24)} ${f3(y.share)}`);
console.log(
  `noise segments with nothing judged (every complex already excluded): ${noise.length - fin(noise).length} of ${noise.length}`,
);
console.log(`bank (recurring artefact, a limit): ${limits.map((y) => f3(y.share)).join(' ')}`);

// CV: every ECG record (all its conditions) judged by the level chosen without it; every
// noise family by the level chosen without that family
let thrown = 0;
const thrownNames: string[] = [];
for (const y of fin(ecg)) {
  const l = level(
    ecg.filter((e) => e.group !== y.group),
    noise,
  );
  if (y.share >= l) {
    thrown++;
    thrownNames.push(`${y.name} ${f3(y.share)} >= ${f3(l)}`);
  }
}
let caught = 0;
for (const y of fin(noise))
  if (
    y.share >=
    level(
      ecg,
      noise.filter((z) => z.family !== y.family),
    )
  )
    caught++;
const shipped = level(ecg, noise);
console.log(
  `\nCV: ECG recordings thrown ${thrown} of ${fin(ecg).length}${thrownNames.length ? ` (${thrownNames.join('; ')})` : ''}`,
);
console.log(`CV: noise segments caught ${caught} of ${fin(noise).length}`);
console.log(
  `level on all (max-margin): ${f3(shipped)}; shipped NOISE_DOMINATED_SHARE ${NOISE_DOMINATED_SHARE}`,
);

console.log('\nthe engine (shipped rule) on the synthetic families, 5-min segments:');
for (const kind of ['taps', 'steps', 'bank'] as const)
  for (const seed of [1, 2, 3]) {
    const a = await alone(synthetic(kind, seed), 360, () => ({}));
    console.log(
      `${kind} ${seed}  ${pct(a.analysableS, a.totalS).padStart(5)} % analysable  rate in ${a.rates} of ${FOLDS}  VT ${a.vt}`,
    );
  }
