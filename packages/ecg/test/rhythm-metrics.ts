import path from 'node:path';
import { analyseRecording, UnanalysableRecordingError } from '../src/analyse.ts';
import type { EcgRecording } from '../src/io/recording.ts';
import { openWfdb } from '../src/io/wfdb.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import type { HrvIndices } from '../src/types.ts';
import { MITDB } from './helpers.ts';

/**
 * Scoring shared by the accuracy tests and the benchmark script, written from the ANSI/AAMI
 * EC57 rules as the external scorer applies them: AAMI classes from MIT-BIH labels; a
 * candidate beat matches the nearest reference beat within +/-150 ms; VEB/SVEB FP = a V/S
 * call on a reference beat of another class or on no reference beat; AF = the time between
 * a "(AFIB" rhythm label and the next rhythm label.
 */
const AAMI: Record<string, string> = {
  N: 'N',
  L: 'N',
  R: 'N',
  e: 'N',
  j: 'N',
  A: 'S',
  a: 'S',
  J: 'S',
  S: 'S',
  V: 'V',
  E: 'V',
  F: 'F',
  '/': 'Q',
  f: 'Q',
  Q: 'Q',
  B: 'Q',
  r: 'Q',
  n: 'Q',
  '?': 'Q',
};

export interface RefBeat {
  sample: number;
  cls: string;
  label: string;
}

export async function referenceBeats(rec: string): Promise<RefBeat[]> {
  const ann = await readWfdbAnnotations(path.join(MITDB, `${rec}.atr`));
  return ann
    .filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1) && AAMI[a.label] !== undefined)
    .map((a) => ({ sample: a.sample, cls: AAMI[a.label]!, label: a.label }));
}

/**
 * Samples of the ventricular flutter waves ('!', WFDB code 31). They are ventricular
 * activations, but EC57 leaves them out of the beat classes; two N beats on either side of a
 * flutter episode are therefore not consecutive beats, and the seconds between them are not
 * an NN interval (record 207 otherwise has "NN intervals" of 7 to 15 s).
 */
export async function referenceFlutter(rec: string): Promise<number[]> {
  const ann = await readWfdbAnnotations(path.join(MITDB, `${rec}.atr`));
  return ann.filter((a) => a.label === '!').map((a) => a.sample);
}

export async function referenceAf(rec: string): Promise<[number, number][]> {
  const ann = await readWfdbAnnotations(path.join(MITDB, `${rec}.atr`));
  const rhythm = ann.filter((a) => a.aux?.startsWith('('));
  const out: [number, number][] = [];
  for (let i = 0; i < rhythm.length; i++) {
    if (rhythm[i]!.aux !== '(AFIB') continue;
    out.push([rhythm[i]!.sample, rhythm[i + 1]?.sample ?? 650000]);
  }
  return out;
}

export interface ClassCounts {
  tp: number;
  fn: number;
  fp: number;
}

/** VEB and SVEB counts for one record. */
export function scoreClasses(
  ref: RefBeat[],
  cand: { sample: number; cls: string }[],
  window: number,
): { V: ClassCounts; S: ClassCounts } {
  const pairs: [string, string][] = [];
  let i = 0;
  let j = 0;
  while (i < ref.length && j < cand.length) {
    const r = ref[i]!;
    const c = cand[j]!;
    if (c.sample < r.sample - window) {
      pairs.push(['-', c.cls]);
      j++;
    } else if (c.sample > r.sample + window) {
      pairs.push([r.cls, '-']);
      i++;
    } else {
      const d = Math.abs(c.sample - r.sample);
      if (j + 1 < cand.length && Math.abs(cand[j + 1]!.sample - r.sample) < d) {
        pairs.push(['-', c.cls]);
        j++;
      } else if (i + 1 < ref.length && Math.abs(ref[i + 1]!.sample - c.sample) < d) {
        pairs.push([r.cls, '-']);
        i++;
      } else {
        pairs.push([r.cls, c.cls]);
        i++;
        j++;
      }
    }
  }
  for (; i < ref.length; i++) pairs.push([ref[i]!.cls, '-']);
  for (; j < cand.length; j++) pairs.push(['-', cand[j]!.cls]);
  const stats = (k: string): ClassCounts => ({
    tp: pairs.filter(([r, c]) => r === k && c === k).length,
    fn: pairs.filter(([r, c]) => r === k && c !== k).length,
    fp: pairs.filter(([r, c]) => r !== k && c === k).length,
  });
  return { V: stats('V'), S: stats('S') };
}

export function overlapS(a: [number, number][], b: [number, number][], fs: number): number {
  let s = 0;
  for (const [a0, a1] of a)
    for (const [b0, b1] of b) s += Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
  return s / fs;
}

export const lengthS = (a: [number, number][], fs: number): number =>
  a.reduce((t, [x, y]) => t + (y - x), 0) / fs;

/**
 * NeuroKit2 hrv_time-style indices from the annotated N-to-N intervals (ms): both beats of the
 * AAMI class N (normal and bundle-branch-block beats) and no flutter wave between them
 * (`flutter`, sorted samples), successive differences only between adjacent NN intervals.
 */
export function referenceHrv(
  ref: RefBeat[],
  fs: number,
  flutter: readonly number[] = [],
): {
  meanNn: number;
  sdnn: number;
  rmssd: number;
  ectopicShare: number;
} {
  const nn: number[] = [];
  const diffs: number[] = [];
  let prevNn = NaN;
  let f = 0;
  for (let i = 1; i < ref.length; i++) {
    while (f < flutter.length && flutter[f]! < ref[i - 1]!.sample) f++;
    const broken = f < flutter.length && flutter[f]! < ref[i]!.sample;
    if (broken || ref[i]!.cls !== 'N' || ref[i - 1]!.cls !== 'N') {
      prevNn = NaN;
      continue;
    }
    const v = ((ref[i]!.sample - ref[i - 1]!.sample) / fs) * 1000;
    if (Number.isFinite(prevNn)) diffs.push(v - prevNn);
    nn.push(v);
    prevNn = v;
  }
  const meanNn = nn.reduce((a, b) => a + b, 0) / nn.length;
  const sdnn = Math.sqrt(nn.reduce((a, b) => a + (b - meanNn) ** 2, 0) / (nn.length - 1));
  const rmssd = Math.sqrt(diffs.reduce((a, b) => a + b * b, 0) / diffs.length);
  const ectopicShare = ref.filter((b) => b.cls !== 'N').length / ref.length;
  return { meanNn, sdnn, rmssd, ectopicShare };
}

/** Within tolerance, or withheld where that is allowed (>= 20 % ectopic beats). */
export function hrvAgrees(
  w: HrvIndices,
  ref: ReturnType<typeof referenceHrv>,
): { meanNn: boolean; sdnn: boolean; rmssd: boolean } {
  const ok = (v: number | null, r: number, tol: number): boolean =>
    v === null ? ref.ectopicShare >= 0.2 : Math.abs(v - r) / r <= tol;
  return {
    meanNn: ok(w.meanRr, ref.meanNn, 0.01),
    sdnn: ok(w.sdnn, ref.sdnn, 0.05),
    rmssd: ok(w.rmssd, ref.rmssd, 0.1),
  };
}

/** One channel of a record in mV. */
export async function recordSignal(rec: string, channel: number): Promise<Float32Array> {
  const r = await openWfdb(path.join(MITDB, `${rec}.hea`), { channel });
  const parts: Float32Array[] = [];
  for await (const c of r.samples()) parts.push(c.slice());
  const out = new Float32Array(parts.reduce((a, p) => a + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** An in-memory single-lead recording (a strip cut from a record). */
export function memoryRecording(x: Float32Array, fs: number): EcgRecording {
  return {
    format: 'wfdb',
    samplingRate: fs,
    channel: 0,
    channelNames: ['ECG'],
    declaredSamples: x.length,
    startTime: undefined,
    annotations: [],
    async *samples() {
      for (let i = 0; i < x.length; i += 65536) yield x.subarray(i, i + 65536);
    },
  };
}

/** A signal in mV at its sampling rate. */
export interface Signal {
  x: Float32Array;
  fs: number;
}

/**
 * Short-strip AF: consecutive non-overlapping strips of `lengthS` cut from every record,
 * each labelled AF when wholly inside reference AF and non-AF when wholly outside (strips
 * straddling a boundary are left out, as in the PhysioNet/CinC 2017 data, whose strips have
 * one label). A strip is called AF when the analysis reports an AF episode in it; a strip
 * with no analysable ECG counts as not AF. Returns the confusion counts. `transform` (the
 * robustness benchmark's) turns each 360 Hz record into another signal covering the same
 * time (possibly resampled or shortened); strips are labelled on the reference time base and
 * cut from the transformed signal at the same times.
 */
export async function stripAf(
  records: readonly string[],
  lengthS: number,
  channelOf: (rec: string) => number,
  transform: (s: Signal, rec: string) => Signal = (s) => s,
): Promise<{ tp: number; fp: number; fn: number; tn: number }> {
  const fs = 360;
  const len = Math.round(lengthS * fs);
  const out = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const rec of records) {
    const x = await recordSignal(rec, channelOf(rec));
    const y = transform({ x, fs }, rec);
    const at = (s: number): number => Math.round((s * y.fs) / fs);
    const af = await referenceAf(rec);
    for (let a = 0; a + len <= x.length && at(a + len) <= y.x.length; a += len) {
      const inside = af.some(([s, e]) => s <= a && a + len <= e);
      const outside = af.every(([s, e]) => e <= a || a + len <= s);
      if (!inside && !outside) continue;
      let called = false;
      try {
        const r = await analyseRecording(memoryRecording(y.x.subarray(at(a), at(a + len)), y.fs));
        called = r.rhythm.episodes.some((e) => e.type === 'AF');
      } catch (e) {
        if (!(e instanceof UnanalysableRecordingError)) throw e;
      }
      if (inside) out[called ? 'tp' : 'fn']++;
      else out[called ? 'fp' : 'tn']++;
    }
  }
  return out;
}

export const f1 = (c: { tp: number; fp: number; fn: number }): number =>
  (2 * c.tp) / (2 * c.tp + c.fp + c.fn);
