/**
 * Why the engine's RMSSD runs below the reference's (issue 19 HRV row, brief hrv-rmssd of
 * 27 November): per record, with the engine's own (in-sample) classes, it prints
 *  - `ref`: the reference RMSSD of test/rhythm-metrics.ts referenceHrv (all annotated N-to-N);
 *  - `kept`: the reference RMSSD over only the reference NN intervals the engine also kept as
 *    NN (both beats matched within 150 ms, consecutive in both series), and the engine's
 *    RMSSD over the same intervals from its sub-sample positions (`eng`) and from its integer
 *    sample positions (`int`): ref-vs-kept is "which intervals", kept-vs-eng is "timing";
 *    `+grid` is the engine's RMSSD plus what quantising the beat positions to the 1/fs sampling
 *    grid adds (the reference's positions are whole samples: 7.8 ms at 128 Hz);
 *  - `no-cls`: the reference RMSSD with only the intervals dropped for class or AF left out
 *    (what the engine's other exclusions - detection, noise, NN filters - change is no-cls
 *    against kept);
 *  - `drop`: reference NN intervals the engine did not keep, by cause (det: a beat missed or
 *    an extra one between; excl: excluded stretch; cls: engine class not N; af; lt: Lipponen &
 *    Tarvainen extra/pause; pre: the prematurity cut of hrv/nn-build.ts);
 *  - `off`: the fiducial offset engine - reference per matched N beat (ms): mean, SD, SD of its
 *    successive differences, and RMS of its second differences (what an interval's jitter adds
 *    to a successive NN difference), and `corr`, the correlation of the reference's successive
 *    NN differences with the offset's second differences (0 if the offset is independent
 *    jitter, negative if the engine's timing shrinks true variation);
 *  - `eng`: the engine's own whole-recording RMSSD.
 * Usage: node packages/ecg/bench/hrv-rmssd-cause.ts [--db mitdb|svdb] [records...]
 */
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { CLASS_N } from '../src/classify/beat-classes.ts';
import { buildNn } from '../src/hrv/nn-build.ts';
import { BEAT_EXTRA, BEAT_LONG_SHORT, BEAT_MISSED, correctRr } from '../src/hrv/lipponen2019.ts';
import type { AnalysisResult } from '../src/types.ts';
import { referenceBeats, referenceHrv, type RefBeat } from '../test/rhythm-metrics.ts';
import { svdbBeats } from './svdb-beats.ts';
import { DATA, DEV_RECORDS } from '../train/records.ts';

const MATCH_S = 0.15;

/** Engine beat index matched to each reference beat (nearest within MATCH_S, one-to-one), or -1. */
export function matchBeats(ref: readonly RefBeat[], eng: Float64Array, fs: number): Int32Array {
  const out = new Int32Array(ref.length).fill(-1);
  let j = 0;
  let last = -1;
  for (let i = 0; i < ref.length; i++) {
    const s = ref[i]!.sample;
    while (j + 1 < eng.length && Math.abs(eng[j + 1]! - s) <= Math.abs(eng[j]! - s)) j++;
    if (j !== last && Math.abs(eng[j]! - s) <= MATCH_S * fs) {
      out[i] = j;
      last = j;
    }
  }
  return out;
}

/** The engine's NN inputs rebuilt from its result (as analyse.ts builds them). */
function engineNn(r: AnalysisResult): {
  rrValid: Uint8Array;
  rrClass: Uint8Array;
  inAf: Uint8Array;
  nnValid: Uint8Array;
} {
  const s = r.series;
  const n = s.rrMs.length;
  const rrValid = Uint8Array.from(s.rrMs, (v) => (Number.isFinite(v) ? 1 : 0));
  const filled = new Float64Array(n);
  let last = NaN;
  for (let i = 0; i < n; i++) filled[i] = rrValid[i] ? (last = s.rrMs[i]!) : last;
  let first = 0;
  while (first < n && Number.isNaN(filled[first]!)) first++;
  filled.fill(filled[first]!, 0, first);
  const rrClass = correctRr(filled).classes;
  for (let i = 0; i < n; i++) if (!rrValid[i]) rrClass[i] = 0;
  const inAf = new Uint8Array(n);
  for (const e of r.rhythm.episodes) {
    if (e.type !== 'AF' && e.type !== 'AFL') continue;
    for (let k = 0; k < n; k++)
      if (s.beatSamples[k]! >= e.startSample && s.beatSamples[k]! <= e.endSample) inAf[k] = 1;
  }
  const nn = buildNn({
    rrMs: s.rrMs,
    rrValid,
    classes: s.aamiClass,
    inAf,
    rrClass,
    pauseMs: 2000,
  });
  return { rrValid, rrClass, inAf, nnValid: nn.nnValid };
}

const rms = (d: number[]): number => Math.sqrt(d.reduce((a, b) => a + b * b, 0) / d.length);
const mean = (d: number[]): number => d.reduce((a, b) => a + b, 0) / d.length;
const sd = (d: number[]): number => {
  const m = mean(d);
  return Math.sqrt(d.reduce((a, b) => a + (b - m) ** 2, 0) / (d.length - 1));
};
function corr(a: number[], b: number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < a.length; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb);
    saa += (a[i]! - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

type Cause = 'det' | 'excl' | 'cls' | 'af' | 'lt' | 'pre';

function dropCause(
  e: ReturnType<typeof engineNn>,
  cls: Uint8Array,
  rrMs: Float64Array,
  j: number,
): Cause {
  if (!e.rrValid[j]) return 'excl';
  if (cls[j] !== CLASS_N || cls[j - 1] !== CLASS_N) return 'cls';
  if (e.inAf[j] || e.inAf[j - 1]) return 'af';
  const c = e.rrClass[j]!;
  if (c === BEAT_EXTRA && rrMs[j]! < 2000) return 'lt';
  if ((c === BEAT_MISSED || c === BEAT_LONG_SHORT) && rrMs[j]! >= 2000) return 'lt';
  return 'pre';
}

async function record(db: 'mitdb' | 'svdb', name: string, channel: number): Promise<void> {
  const ref = db === 'mitdb' ? await referenceBeats(name) : await svdbBeats(name);
  const r = await analyseRecording(path.join(DATA, db, `${name}.hea`), { channel });
  const fs = r.samplingRate;
  const s = r.series;
  const e = engineNn(r);
  const same = e.nnValid.every((v, k) => v === (Number.isFinite(s.nnMs[k]) ? 1 : 0));
  const m = matchBeats(ref, s.beatExact, fs);
  const ms = (a: number, b: number): number => ((b - a) / fs) * 1000;
  const drops: Record<Cause, number> = { det: 0, excl: 0, cls: 0, af: 0, lt: 0, pre: 0 };
  const dropDiffs: number[] = [];
  const kRef: number[] = [];
  const kEng: number[] = [];
  const kInt: number[] = [];
  const offs: number[] = [];
  const off2: number[] = [];
  const refD: number[] = [];
  // reference successive differences with only the class- and AF-dropped intervals left out
  const ncRef: number[] = [];
  let prevNc = NaN;
  let prev: { ref: number; eng: number; int: number; o1: number } | null = null;
  let prevRef = NaN;
  for (let i = 1; i < ref.length; i++) {
    const a = m[i - 1]!;
    const b = m[i]!;
    if (ref[i]!.cls !== 'N' || ref[i - 1]!.cls !== 'N') {
      prev = null;
      prevRef = prevNc = NaN;
      continue;
    }
    const vRef = ms(ref[i - 1]!.sample, ref[i]!.sample);
    const jumpRef = Number.isFinite(prevRef) ? vRef - prevRef : NaN;
    prevRef = vRef;
    const ok = a >= 0 && b === a + 1;
    const cause: Cause | null = !ok
      ? 'det'
      : e.nnValid[b]
        ? null
        : dropCause(e, s.aamiClass, s.rrMs, b);
    const byClass = cause === 'cls' || cause === 'af';
    if (!byClass && Number.isFinite(prevNc)) ncRef.push(vRef - prevNc);
    prevNc = byClass ? NaN : vRef;
    if (cause) {
      drops[cause]++;
      if (Number.isFinite(jumpRef)) dropDiffs.push(jumpRef);
      prev = null;
      continue;
    }
    const cur = {
      ref: vRef,
      eng: ms(s.beatExact[a]!, s.beatExact[b]!),
      int: ms(s.beatSamples[a]!, s.beatSamples[b]!),
      o1: ms(ref[i]!.sample, s.beatExact[b]!) - ms(ref[i - 1]!.sample, s.beatExact[a]!),
    };
    offs.push(ms(ref[i]!.sample, s.beatExact[b]!));
    if (prev) {
      kRef.push(cur.ref - prev.ref);
      kEng.push(cur.eng - prev.eng);
      kInt.push(cur.int - prev.int);
      off2.push(cur.o1 - prev.o1);
      refD.push(cur.ref - prev.ref);
    }
    prev = cur;
  }
  const h = referenceHrv(ref, fs);
  const dOff: number[] = [];
  for (let k = 1; k < offs.length; k++) dOff.push(offs[k]! - offs[k - 1]!);
  const dr = Object.entries(drops)
    .filter(([, v]) => v > 0)
    .map(([k, v]) => `${k}${v}`)
    .join(' ');
  const f = (x: number): string => x.toFixed(1);
  // what quantising both ends of two successive intervals to the 1/fs grid adds to a successive
  // difference: b(i+1) - 2 b(i) + b(i-1) with independent uniform errors of variance q^2/12
  const q = 1000 / fs;
  const withGrid = Math.sqrt(rms(kEng) ** 2 + (6 * q * q) / 12);
  console.log(
    `${db}/${name} ref ${f(h.rmssd)} no-cls ${f(rms(ncRef))} kept ${f(rms(kRef))} eng ${f(rms(kEng))} +grid ${f(withGrid)} int ${f(rms(kInt))} | engine ${f(r.indices.whole.rmssd ?? NaN)} | drop ${dr || '-'} (rms jump ${dropDiffs.length ? f(rms(dropDiffs)) : '-'}) | off ${f(mean(offs))}±${f(sd(offs))} d1 ${f(sd(dOff))} d2 ${f(rms(off2))} corr ${corr(refD, off2).toFixed(2)}${same ? '' : ' NN-REBUILD-DIFFERS'}`,
  );
}

async function main(): Promise<void> {
  const dbArg = process.argv.indexOf('--db');
  const only = dbArg >= 0 ? process.argv[dbArg + 1] : undefined;
  const names = process.argv
    .slice(2)
    .filter((a, k, all) => !a.startsWith('--') && all[k - 1] !== '--db');
  for (const r of DEV_RECORDS) {
    if (only && r.db !== only) continue;
    if (names.length && !names.includes(r.name)) continue;
    await record(r.db, r.name, r.channel);
  }
}

// run as a script, not when another bench imports matchBeats
if (process.argv[1]?.endsWith('hrv-rmssd-cause.ts')) await main();
