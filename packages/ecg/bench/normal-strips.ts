/**
 * Normal 30-s strips (issue 19: "VT on <= 5 of 150 normal 30-s strips"). The outside check
 * used the PhysioNet/CinC 2017 AliveCor "Normal" class (Clifford GD et al., AF classification
 * from a short single lead ECG recording, Computing in Cardiology 44 (2017)): single lead,
 * 300 Hz, handheld, often noisy. This bench builds the nearest thing from the development data:
 * 30-s stretches of MIT-BIH DS1 and SVDB records whose reference beats are all normal or bundle
 * branch block (`N`, `L`, `R`) and, in MIT-BIH, inside a normal sinus rhythm label `(N` (SVDB
 * has no rhythm labels: records with AF-like irregular stretches are left out on the reference
 * beats), each resampled to 300 Hz, then analysed by the whole engine three times: as it is,
 * with muscle (`ma`) plus baseline wander (`bw`) noise of the MIT-BIH Noise Stress Test records
 * added at --snr dB, and that inverted. It prints the strips with any VT, VF, AFL, AF or AVB2
 * episode per variant, and which strips.
 *
 * Cross-validation: each strip is analysed with the window model, V gate and detection gate
 * fitted without its record's fold (bench/folds.ts; SVDB records were in none of them), and its
 * noise is cut from the noise records' time segment of that same fold, which that fold's window
 * model never saw alone (bench/train-windows.ts noiseGroup). The beat classifier is the shipped
 * one, trained on these records, unless --held-out-classifier: then each strip is classified by
 * the beat model trained without its record (train/train.ts --fold-models writes them; their
 * class offsets were chosen on every record's out-of-fold scores, as the oof classes'), so the
 * figure is cross-validated through. Also counted: strips with a run of >= 3 V in train/.cache's
 * out-of-fold classes of the full records.
 *
 *   node packages/ecg/bench/normal-strips.ts [--snr 12] [--noise ma,bw] [--per-record 4]
 *                                            [--held-out-classifier] [--detail]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import shippedModel from '../src/classify/beat-model.json' with { type: 'json' };
import { CLASS_V } from '../src/classify/beat-classes.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import type { FileAnnotation } from '../src/io/recording.ts';
import type { AnalysisResult } from '../src/types.ts';
import { memoryRecording } from '../test/rhythm-metrics.ts';
import { resample } from '../test/transforms.ts';
import type { CachedRecord } from '../train/dump-features.ts';
import { CACHE, DATA, DEV_RECORDS, type DevRecord } from '../train/records.ts';
import { cvOptions, engine } from './folds.ts';
import { FOLDS, foldOf, noiseGroup } from './train-windows.ts';
import { readSignal, type Sig } from './windows-data.ts';

const args = process.argv.slice(2);
const opt = (n: string, d: string): string => {
  const i = args.indexOf(n);
  return i >= 0 ? args[i + 1]! : d;
};
/** Strip length of the target, and the usual length of the CinC 2017 recordings (9-60 s). */
const STRIP_S = 30;
/** Sampling rate of the AliveCor recordings of CinC 2017 (Clifford et al. 2017). */
const FS_OUT = 300;
/**
 * Default SNR (nst's definition: QRS peak-to-peak as a sinusoid's power over the noise's mean
 * square): 12 dB is the mildest of the noise stress test's usual levels below 18 dB (Moody,
 * Muldrow & Mark 1984), noise RMS about a tenth of the QRS amplitude: visible muscle tremor and
 * wander, as on handheld strips. Not measured on AliveCor data (none here): --snr tries others.
 */
const SNR_DB = Number(opt('--snr', '12'));
/**
 * The nst noise records mixed in at equal power: muscle and baseline wander, what a handheld
 * recording of a still subject picks up; `--noise em` tries electrode motion (nst's hardest).
 */
const NOISES = opt('--noise', 'ma,bw').split(',');
/**
 * Strips per record, evenly spaced over the record's eligible stretches: 46 of the 61 records
 * have any (the rest have ectopy or arrhythmia in every 32 s, or AF-like stretches); 3 each
 * gives 131 strips, 4 gives 170 (bench run of 26 November), over the target's 150.
 */
const PER_RECORD = Number(opt('--per-record', '4'));
/** Beats within this margin outside the strip must be normal too (no ectopic beat cut in half). */
const MARGIN_S = 1;
/** At least 20 beats in 30 s (40 bpm): fewer means a gap in the annotations, not a normal strip. */
const MIN_BEATS = 20;
const DETAIL = args.includes('--detail');
/** train/train.ts's record folds (its FOLDS): the fold models were trained without one each. */
const TRAIN_FOLDS = 5;
const SELF = fileURLToPath(import.meta.url);
/**
 * Beat labels of a sinus strip: normal, and left or right bundle branch block (sinus rhythm
 * with wide QRS: AAMI class N, and the CinC 2017 "Normal" class is a rhythm class, so it holds
 * them too; wide sinus beats are the classic false VT).
 */
const SINUS_LABELS = new Set(['N', 'L', 'R']);
/**
 * SVDB stretches (no rhythm labels) are taken as sinus only when at most 20 % of successive
 * reference RR intervals change by more than 20 % (Malik M et al., Am J Cardiol 1989: the 20 %
 * criterion, as hrv/withhold.ts's bimodal rule); a record with any all-N stretch over that is
 * left out whole (804's all-N stretches include AF: successive RR 484, 828, 539 ms), decided on
 * the reference beat times, never on the engine's.
 */
const MAX_IRREGULAR = 0.2;
const irregularDropped = new Set<string>();

/** Share of successive RR intervals changing by more than 20 %. */
function irregularShare(beats: readonly number[]): number {
  let n = 0;
  let k = 0;
  for (let i = 2; i < beats.length; i++) {
    const a = beats[i - 1]! - beats[i - 2]!;
    const b = beats[i]! - beats[i - 1]!;
    n++;
    if (Math.abs(b - a) > 0.2 * a) k++;
  }
  return n ? k / n : 1;
}

interface Strip {
  rec: DevRecord;
  /** First sample at the record's rate. */
  start: number;
  fs: number;
  /** Reference beat samples inside, relative to the strip start, at the record's rate. */
  beats: number[];
  /** Its beats are bundle branch block (L or R). */
  bbb: boolean;
  /** Cross-validation group: the record (DS1), or a fold chosen round-robin (SVDB). */
  group: string;
}

/** Rhythm label (aux text) in force at each annotation, MIT-BIH style: until the next one. */
function rhythmAt(ann: readonly FileAnnotation[]): (from: number, to: number) => string[] {
  const changes = ann.filter((a) => a.aux?.startsWith('('));
  return (from, to) => {
    const out = new Set<string>();
    let cur = 'none';
    for (const c of changes) {
      if (c.sample <= from) cur = c.aux!;
      else if (c.sample < to) out.add(c.aux!);
    }
    out.add(cur);
    return [...out];
  };
}

/** The record's 30-s stretches (on a 30-s grid) whose beats are all `N` and rhythm `(N`. */
function eligible(rec: DevRecord, ann: readonly FileAnnotation[], fs: number, n: number): number[] {
  const beats = ann.filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1) || a.label === '!');
  const rhythm = rhythmAt(ann);
  const len = STRIP_S * fs;
  const m = MARGIN_S * fs;
  const out: number[] = [];
  let irregular = false;
  for (let a = 0; a + len <= n; a += len) {
    const inside = beats.filter((b) => b.sample >= a && b.sample < a + len);
    const near = beats.filter((b) => b.sample >= a - m && b.sample < a + len + m);
    if (inside.length < MIN_BEATS || near.some((b) => !SINUS_LABELS.has(b.label))) continue;
    if (rec.db === 'mitdb' && rhythm(a, a + len).join() !== '(N') continue;
    // SVDB has no rhythm labels (../shared/data/ecg README) and labels AF's beats N
    if (rec.db === 'svdb' && irregularShare(inside.map((b) => b.sample)) > MAX_IRREGULAR)
      irregular = true;
    out.push(a);
  }
  // where AF ends is unknown without labels: a record with any such stretch is left out whole
  if (irregular) irregularDropped.add(`${rec.db}/${rec.name}`);
  return irregular ? [] : out;
}

/** `k` of `xs` evenly spaced (deterministic): the middle of each of k equal parts. */
const spread = <T>(xs: readonly T[], k: number): T[] =>
  xs.length <= k
    ? [...xs]
    : Array.from({ length: k }, (_, j) => xs[Math.floor(((j + 0.5) * xs.length) / k)]!);

async function selectStrips(): Promise<{ strips: Strip[]; signals: Map<string, Sig> }> {
  const strips: Strip[] = [];
  const signals = new Map<string, Sig>();
  let svdb = 0;
  for (const rec of DEV_RECORDS) {
    const base = path.join(DATA, rec.db, rec.name);
    const sig = await readSignal(`${base}.hea`, rec.channel);
    const ann = await readWfdbAnnotations(`${base}.atr`);
    const starts = spread(eligible(rec, ann, sig.fs, sig.x.length), PER_RECORD);
    if (starts.length) signals.set(key(rec), sig);
    for (const start of starts) {
      const end = start + STRIP_S * sig.fs;
      const inside = ann.filter(
        (a) => WFDB_BEAT_CODES.has(a.code ?? -1) && a.sample >= start && a.sample < end,
      );
      const beats = inside.map((a) => a.sample - start);
      const bbb = inside.some((a) => a.label !== 'N');
      // SVDB records are in no fold's training: spread them over the folds round-robin
      const group = rec.db === 'mitdb' ? rec.name : noiseGroup('ma', svdb++ % FOLDS);
      strips.push({ rec, start, fs: sig.fs, beats, bbb, group });
    }
  }
  return { strips, signals };
}

const key = (r: DevRecord): string => `${r.db}/${r.name}`;

/** Mean-free, unit-RMS copy. */
function normalised(x: Float32Array): Float32Array {
  const m = x.reduce((a, v) => a + v, 0) / x.length;
  const rms = Math.sqrt(x.reduce((a, v) => a + (v - m) ** 2, 0) / x.length) || 1;
  return Float32Array.from(x, (v) => (v - m) / rms);
}

/** Median QRS peak-to-peak (mV) within +/-50 ms of the reference beats (nst(1)'s signal). */
function qrsAmplitude(x: Float32Array, beats: readonly number[], fs: number): number {
  const h = Math.round(0.05 * fs);
  const amps = beats
    .filter((b) => b - h >= 0 && b + h < x.length)
    .map((b) => {
      const w = x.subarray(b - h, b + h + 1);
      return Math.max(...w) - Math.min(...w);
    })
    .sort((a, b) => a - b);
  return amps[amps.length >> 1] ?? 1;
}

/**
 * The NOISES records (first channel, equal power) from the fold's time segment, at a
 * deterministic offset per strip, resampled to 300 Hz and scaled to SNR_DB against the strip's
 * QRS amplitude (nst's definition, bench/windows-data.ts nstMix).
 */
function noisy(x: Float32Array, beats: readonly number[], noise: Sig[], group: string, i: number) {
  const fold = foldOf(group);
  const seg = noise[0]!.x.length / FOLDS;
  // 37 s steps (prime to the 30-s strip) through the segment's 300 s, minus the strip itself
  const room = seg - STRIP_S * noise[0]!.fs;
  const from = Math.floor(fold * seg + ((i * 37 * noise[0]!.fs) % room));
  const parts = noise.map((n) =>
    normalised(
      resample({ x: n.x.subarray(from, from + STRIP_S * n.fs), fs: n.fs }, FS_OUT).x.subarray(
        0,
        x.length,
      ),
    ),
  );
  const mix = normalised(
    Float32Array.from(parts[0]!, (_, k) => parts.reduce((a, q) => a + q[k]!, 0)),
  );
  const A = qrsAmplitude(x, beats, FS_OUT);
  const g = Math.sqrt((A * A) / 8 / 10 ** (SNR_DB / 10));
  return Float32Array.from(x, (v, k) => v + g * (mix[k] ?? 0));
}

const WATCHED = ['VT', 'VF', 'AFL', 'AF', 'AVB2'] as const;
type Watched = (typeof WATCHED)[number];

interface Found {
  types: Set<Watched>;
  vtCounted: boolean;
  unanalysable: boolean;
}

async function analyse(x: Float32Array, group: string): Promise<Found> {
  let r: AnalysisResult | null = null;
  try {
    r = await engine.analyseRecording(memoryRecording(x, FS_OUT), cvOptions(group));
  } catch (e) {
    if (!(e instanceof engine.UnanalysableRecordingError)) throw e;
  }
  const eps = r?.rhythm.episodes ?? [];
  const types = new Set(
    eps.map((e) => e.type).filter((t): t is Watched => WATCHED.includes(t as Watched)),
  );
  const vtCounted = eps.some((e) => e.type === 'VT' && !e.uncertain);
  return { types, vtCounted, unanalysable: r === null };
}

/** Strips whose full-record out-of-fold classes (train/.cache) hold a run of >= 3 V. */
function oofVRun(s: Strip): boolean | null {
  const f = (n: string): string => path.join(CACHE, `${n}${s.rec.db}-${s.rec.name}.json`);
  if (!existsSync(f('oof-'))) return null;
  const meta = JSON.parse(readFileSync(f(''), 'utf8')) as CachedRecord;
  const oof = JSON.parse(readFileSync(f('oof-'), 'utf8')) as { cls: number[] };
  const end = s.start + STRIP_S * s.fs;
  let run = 0;
  for (let k = 0; k < meta.samples.length; k++) {
    if (meta.samples[k]! < s.start || meta.samples[k]! >= end) continue;
    run = oof.cls[k] === CLASS_V ? run + 1 : 0;
    if (run >= 3) return true;
  }
  return false;
}

type Label = Watched | 'VT counted' | 'unanalysable';
/** Per variant, the strips (names) with each finding. */
type Hits = Map<Label, string[]>[];

/**
 * Inverted too: handheld lead I recordings are often upside down when the hands are swapped
 * (a known trait of the CinC 2017 data, Clifford et al. 2017).
 */
const mixName = `${NOISES.join('+')} ${SNR_DB} dB`;
const variants = ['clean', mixName, `inverted, ${mixName}`] as const;

/** The engine's findings on each strip (index `i` of all strips) in each variant. */
async function runStrips(
  all: readonly Strip[],
  signals: Map<string, Sig>,
  noise: Sig[],
  which: (s: Strip) => boolean,
): Promise<Hits> {
  const hits: Hits = variants.map(() => new Map());
  for (const [i, s] of all.entries()) {
    if (!which(s)) continue;
    const sig = signals.get(key(s.rec))!;
    const cut = sig.x.subarray(s.start, s.start + STRIP_S * s.fs);
    const x = resample({ x: cut, fs: s.fs }, FS_OUT).x;
    const beats = s.beats.map((b) => Math.round((b * FS_OUT) / s.fs));
    const name = nameOf(s);
    const withNoise = noisy(x, beats, noise, s.group, i);
    const inverted = withNoise.map((v) => -v);
    for (const [v, y] of [x, withNoise, inverted].entries()) {
      const f = await analyse(y, s.group);
      const add = (t: Label): void => {
        hits[v]!.set(t, [...(hits[v]!.get(t) ?? []), name]);
      };
      f.types.forEach(add);
      if (f.vtCounted) add('VT counted');
      if (f.unanalysable) add('unanalysable');
      if (DETAIL && (f.types.size || f.unanalysable))
        console.error(`  ${variants[v]} ${name}: ${[...f.types].join(' ') || 'unanalysable'}`);
    }
  }
  return hits;
}

const nameOf = (s: Strip): string => `${key(s.rec)}@${(s.start / s.fs).toFixed(0)}s`;

/** train/train.ts's fold of a development record: round-robin within its database. */
function trainFold(rec: DevRecord): number {
  const same = DEV_RECORDS.filter((r) => r.db === rec.db);
  return same.findIndex((r) => r.name === rec.name) % TRAIN_FOLDS;
}

/**
 * --held-out-classifier: one child process per train.ts fold, each with the beat model trained
 * without that fold (train.ts --fold-models) in place of the shipped one before its first use
 * (learned.ts packs the imported model once per process), scoring only that fold's strips.
 */
async function heldOutHits(): Promise<Hits> {
  const merged: Hits = variants.map(() => new Map());
  const rest = args.filter((a) => a !== '--held-out-classifier');
  for (let f = 0; f < TRAIN_FOLDS; f++) {
    const out = execFileSync(process.execPath, [SELF, ...rest, '--beat-fold', String(f)], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const part = JSON.parse(out) as [Label, string[]][][];
    part.forEach((m, v) => {
      for (const [t, names] of m) merged[v]!.set(t, [...(merged[v]!.get(t) ?? []), ...names]);
    });
  }
  return merged;
}

/** In a child: the fold's beat model replaces the shipped one's contents (same object). */
function useFoldModel(f: number): void {
  const file = path.join(CACHE, `beat-model-fold-${f}.json`);
  if (!existsSync(file)) throw new Error(`${file} missing: run train/train.ts --fold-models`);
  Object.assign(shippedModel, JSON.parse(readFileSync(file, 'utf8')) as typeof shippedModel);
}

const { strips, signals } = await selectStrips();
const noise = await Promise.all(
  NOISES.map((n) => readSignal(path.join(DATA, 'noise', `${n}.hea`), 0)),
);
const BEAT_FOLD = args.indexOf('--beat-fold') >= 0 ? Number(opt('--beat-fold', '0')) : null;
if (BEAT_FOLD !== null) {
  useFoldModel(BEAT_FOLD);
  const hits = await runStrips(strips, signals, noise, (s) => trainFold(s.rec) === BEAT_FOLD);
  process.stdout.write(JSON.stringify(hits.map((m) => [...m])));
  process.exit(0);
}
const HELD_OUT = args.includes('--held-out-classifier');
const nRecords = new Set(strips.map((s) => key(s.rec))).size;
const count = (db: string): number => strips.filter((s) => s.rec.db === db).length;
console.log(
  [
    `${strips.length} normal ${STRIP_S}-s strips from ${nRecords} records (${count('mitdb')} MIT-BIH DS1, ${count('svdb')} SVDB), resampled to ${FS_OUT} Hz`,
    `every reference beat N, L or R (${strips.filter((s) => s.bbb).length} strips of bundle branch block); MIT-BIH rhythm label (N throughout: no AF, flutter or other rhythm in any strip`,
    `SVDB records left out for an irregular all-N stretch (AF-like on the reference beats): ${[...irregularDropped].join(', ') || 'none'}`,
    `beat classifier: ${HELD_OUT ? 'each strip by the model trained without its record (train.ts folds)' : 'the shipped one (trained on these records)'}`,
  ].join('\n'),
);
const hits = HELD_OUT ? await heldOutHits() : await runStrips(strips, signals, noise, () => true);
const oofWhich = strips.filter((s) => oofVRun(s)).map(nameOf);
for (const [v, name] of variants.entries()) {
  console.log(`\n${name}:`);
  for (const t of [...WATCHED, 'VT counted', 'unanalysable'] as const) {
    const w = hits[v]!.get(t) ?? [];
    console.log(
      `  ${t.padEnd(12)} ${String(w.length).padStart(3)} of ${strips.length}${w.length ? `: ${w.join(', ')}` : ''}`,
    );
  }
}
console.log(
  `\nout-of-fold classes (full records, train/.cache): strips with a run of >= 3 V: ${oofWhich.length} of ${strips.length}${oofWhich.length ? `: ${oofWhich.join(', ')}` : ''}`,
);
