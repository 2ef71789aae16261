/**
 * Shared by bench/af-rr-train.ts (fits the RR AF model) and bench/af-rr.ts (cross-validated
 * table): the beat files of ../shared/data/ecg (MIT-BIH AF database .qrs, Long-Term AF
 * database .atr, MIT-BIH Arrhythmia DS1 .atr), read with the engine's own beat-file reader,
 * their reference AF, window features, a weighted logistic regression and the scores.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { readBeatTimes } from '../src/io/beat-times.ts';
import { readWfdbAnnotations } from '../src/io/wfdb-annotations.ts';
import { usableRr, windowFeatures, N_FEATURES, AF_FEATURES } from '../src/rhythm/af-rr-features.ts';
import { GAP_S } from '../src/rhythm/beat-times.ts';
import type { AfRrModel } from '../src/rhythm/af-rr.ts';
import { DATA } from '../train/records.ts';

/** ../shared/data/ecg beside the repository, found as the trainer finds it (train/records.ts). */
export const dataDir = (): string => {
  if (!existsSync(DATA)) throw new Error(`no ECG development data at ${DATA}`);
  return DATA;
};

export type Db = BeatDb | 'mitdb-ecg';
/** Databases read as beat files; 'mitdb-ecg' is DS1 through the full ECG analysis (af-rr-ecg.ts). */
export type BeatDb = 'afdb' | 'ltafdb' | 'mitdb' | 'ltafdb-qrs';
export interface RrRecord {
  db: Db;
  rec: string;
  fs: number;
  samples: Float64Array;
  classes: Uint8Array | null;
  valid: Uint8Array;
  /** Reference AF and atrial flutter, [start, end) samples. */
  af: [number, number][];
  afl: [number, number][];
}

/** Reference rhythm stretches: from a rhythm label "(X" to the next rhythm label. */
async function rhythms(file: string, end: number): Promise<Record<string, [number, number][]>> {
  const r = (await readWfdbAnnotations(file)).filter((a) => a.aux?.startsWith('('));
  const out: Record<string, [number, number][]> = {};
  for (let i = 0; i < r.length; i++)
    (out[r[i]!.aux!] ??= []).push([r[i]!.sample, r[i + 1]?.sample ?? end]);
  return out;
}

export async function loadRecords(
  dbs: BeatDb[] = ['afdb', 'ltafdb', 'mitdb'],
): Promise<RrRecord[]> {
  const root = dataDir();
  const out: RrRecord[] = [];
  const spec: Record<BeatDb, { dir: string; beats: string; fs?: number; ext: string }> = {
    afdb: { dir: 'rr/afdb', beats: 'qrs', fs: 250, ext: '.qrs' },
    ltafdb: { dir: 'rr/ltafdb', beats: 'atr', ext: '.hea' },
    mitdb: { dir: 'mitdb', beats: 'atr', ext: '.hea' },
    // the same long-term AF records from their unlabelled detector beats: evaluation only
    'ltafdb-qrs': { dir: 'rr/ltafdb', beats: 'qrs', ext: '.hea' },
  };
  for (const db of dbs) {
    const s = spec[db];
    const dir = path.join(root, s.dir);
    const recs = readdirSync(dir)
      .filter((f) => f.endsWith(s.ext))
      .map((f) => f.slice(0, -s.ext.length))
      .sort();
    for (const rec of recs) {
      const b = await readBeatTimes(path.join(dir, `${rec}.${s.beats}`), s.fs ? { fs: s.fs } : {});
      const n = b.samples.length;
      const end = db === 'mitdb' ? 650000 : b.samples[n - 1]! + 1;
      const rh = await rhythms(path.join(dir, `${rec}.atr`), end);
      const valid = new Uint8Array(n);
      for (let k = 1; k < n; k++)
        valid[k] = b.samples[k]! - b.samples[k - 1]! <= GAP_S * b.fs ? 1 : 0;
      out.push({
        db,
        rec,
        fs: b.fs,
        samples: b.samples,
        classes: b.classes,
        valid,
        af: rh['(AFIB'] ?? [],
        afl: rh['(AFL'] ?? [],
      });
    }
  }
  return out;
}

/**
 * The model is fitted on intervals as the ECG analysis and unlabelled files give them (S beats
 * kept); a labelled file's S beats are left out only when the model is applied (UNTRUST_S).
 */
const TRAIN_UNTRUST_S = false;
/** Whether labelled beat files leave intervals touching S beats out (usableRr). */
export let UNTRUST_S = true;
export const setUntrustS = (v: boolean): void => {
  UNTRUST_S = v;
};

export const classesOf = (r: RrRecord): Uint8Array => r.classes ?? new Uint8Array(r.samples.length);

/** 1 for each beat inside one of the stretches. */
export function beatMask(r: RrRecord, iv: [number, number][]): Uint8Array {
  const m = new Uint8Array(r.samples.length);
  let k = 0;
  for (const [s, e] of [...iv].sort((a, b) => a[0] - b[0])) {
    while (k > 0 && r.samples[k - 1]! >= s) k--;
    while (k < m.length && r.samples[k]! < s) k++;
    for (let j = k; j < m.length && r.samples[j]! < e; j++) m[j] = 1;
  }
  return m;
}

export interface Rows {
  x: Float64Array[];
  y: number[];
  /** Weight of each row (each database weighs the same in the fit). */
  db: Db[];
}

/** Window features every `stride` usable intervals, labelled by the window's centre beat. */
export function trainingRows(recs: RrRecord[], window: number, stride: number): Rows {
  const rows: Rows = { x: [], y: [], db: [] };
  for (const r of recs) {
    const u = usableRr(
      r.samples,
      classesOf(r),
      r.valid,
      r.fs,
      TRAIN_UNTRUST_S && r.classes !== null,
    );
    const af = beatMask(r, r.af);
    const afl = beatMask(r, r.afl);
    for (let j = 0; j + window <= u.rr.length; j += stride) {
      const c = u.at[j + (window >> 1)]!;
      if (afl[c]) continue; // flutter is neither AF nor not-AF for this model
      const f = new Float64Array(N_FEATURES);
      windowFeatures(u, j, j + window, f);
      rows.x.push(f);
      rows.y.push(af[c]!);
      rows.db.push(r.db);
    }
  }
  return rows;
}

/**
 * Logistic regression by iteratively reweighted least squares (Newton's method), features
 * standardised, a small ridge penalty; each database's rows together weigh the same, so the
 * 24-hour long-term AF records do not drown the half-hour MIT-BIH ones.
 */
export function fitLogistic(
  rows: Rows,
  base: Omit<AfRrModel, 'mean' | 'sd' | 'weights'>,
): AfRrModel {
  const p = N_FEATURES;
  const n = rows.x.length;
  const clean = (v: number, i: number): number => (Number.isFinite(v) ? v : mean[i]!);
  const mean = new Array<number>(p).fill(0);
  const cnt = new Array<number>(p).fill(0);
  for (const x of rows.x)
    x.forEach((v, i) => {
      if (Number.isFinite(v)) {
        mean[i]! += v;
        cnt[i]!++;
      }
    });
  mean.forEach((_, i) => (mean[i] = mean[i]! / Math.max(1, cnt[i]!)));
  const sd = new Array<number>(p).fill(0);
  for (const x of rows.x) x.forEach((v, i) => (sd[i]! += (clean(v, i) - mean[i]!) ** 2));
  sd.forEach((_, i) => (sd[i] = Math.sqrt(sd[i]! / n) || 1));
  const perDb: Record<string, number> = {};
  for (const d of rows.db) perDb[d] = (perDb[d] ?? 0) + 1;
  const z = rows.x.map((x) => [1, ...Array.from(x, (v, i) => (clean(v, i) - mean[i]!) / sd[i]!)]);
  const wt = rows.db.map((d) => n / Object.keys(perDb).length / perDb[d]!);
  const q = p + 1;
  let w = new Array<number>(q).fill(0);
  for (let it = 0; it < 15; it++) {
    const h = Array.from({ length: q }, () => new Array<number>(q).fill(0));
    const g = new Array<number>(q).fill(0);
    for (let r = 0; r < n; r++) {
      const x = z[r]!;
      let s = 0;
      for (let i = 0; i < q; i++) s += w[i]! * x[i]!;
      const pr = 1 / (1 + Math.exp(-s));
      const a = wt[r]! * pr * (1 - pr);
      for (let i = 0; i < q; i++) {
        g[i]! += wt[r]! * (pr - rows.y[r]!) * x[i]!;
        for (let k = 0; k <= i; k++) h[i]![k]! += a * x[i]! * x[k]!;
      }
    }
    const ridge = 1e-3 * n;
    for (let i = 0; i < q; i++) {
      for (let k = 0; k < i; k++) h[k]![i] = h[i]![k]!;
      h[i]![i]! += ridge;
      g[i]! += ridge * w[i]!;
    }
    const step = solve(h, g);
    w = w.map((v, i) => v - step[i]!);
  }
  const r6 = (v: number): number => Math.round(v * 1e6) / 1e6;
  return {
    ...base,
    features: [...AF_FEATURES],
    mean: mean.map(r6),
    sd: sd.map(r6),
    weights: w.map(r6),
  };
}

function solve(a: number[][], b: number[]): number[] {
  return solveAugmented(a.map((r, i) => [...r, b[i]!]));
}

/** Gauss-Jordan with partial pivoting on the augmented system m (n rows, n + 1 columns), in place. */
export function solveAugmented(m: number[][]): number[] {
  const n = m.length;
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[piv]![c]!)) piv = r;
    [m[c], m[piv]] = [m[piv]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((r, i) => r[n]! / r[i]!);
}

/** Folds by record: each database's records, sorted by name, dealt round-robin into k folds. */
export function folds(recs: RrRecord[], k: number): number[] {
  const seen: Record<string, number> = {};
  return recs.map((r) => {
    const i = seen[r.db] ?? 0;
    seen[r.db] = i + 1;
    return i % k;
  });
}

const len = (iv: [number, number][]): number => iv.reduce((a, [s, e]) => a + e - s, 0);
function overlap(a: [number, number][], b: [number, number][]): number {
  let o = 0;
  for (const [s, e] of a)
    for (const [s2, e2] of b) o += Math.max(0, Math.min(e, e2) - Math.max(s, s2));
  return o;
}

export interface Score {
  db: Db;
  rec: string;
  refS: number;
  candS: number;
  overlapS: number;
  /** Candidate AF inside reference atrial flutter (s). */
  inFlutterS: number;
  refEpisodes: number;
  refFound: number;
  candEpisodes: number;
  candTrue: number;
  /** Full-ECG path only: AF called outside reference AF (s) by where it is (af-rr-ecg.ts). */
  outsideBy?: Record<string, number>;
}

/** AF duration and episode scores (EC57 style: an episode is found when any overlap). */
export function scoreRecord(r: RrRecord, cand: [number, number][]): Score {
  const fs = r.fs;
  return {
    db: r.db,
    rec: r.rec,
    refS: len(r.af) / fs,
    candS: len(cand) / fs,
    overlapS: overlap(r.af, cand) / fs,
    inFlutterS: overlap(r.afl, cand) / fs,
    refEpisodes: r.af.length,
    refFound: r.af.filter((e) => overlap([e], cand) > 0).length,
    candEpisodes: cand.length,
    candTrue: cand.filter((e) => overlap([e], r.af) > 0).length,
  };
}
