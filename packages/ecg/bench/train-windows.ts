/**
 * Trains the window classifiers (src/quality/window-model.ts) and reports their figures
 * cross-validated by record: every record (with all its noisy copies) and every noise type is
 * in exactly one of FOLDS folds; a fold's windows are scored by models fitted, and
 * thresholds chosen, without it. Writes src/quality/window-model.json (fitted on everything)
 * and bench/window-model-folds.json (the per-fold models, which bench/vf.ts and
 * bench/noise-stress.ts use so that their figures are cross-validated too).
 *
 *   node packages/ecg/bench/train-windows.ts [--no-write] [--cached] [--rethreshold] [--keep-vf]
 *                                            [--keep-threshold] [--no-sustained]
 *
 * Noise records alone are split into FOLDS time segments, one per fold (foldOf).
 *
 * Training windows (8 s every 4 s):
 *  - the 22 MIT-BIH DS1 records clean, and with electrode-motion (em) and muscle (ma) noise of
 *    the nst noise records' second channel at 12, 6, 0 and -6 dB SNR in the noise stress
 *    test's 2-min blocks (bench/noise-stress.ts scores with the first channel);
 *  - the 18 Creighton records (cudb), 250 Hz;
 *  - the bw, em and ma noise records alone (both channels), no ECG, at gains 0.5, 1 and 2.
 * Labels: VF = at least half the window inside reference VF/flutter; bad = more than 15 % of
 * the reference beats in the window missed or extra in the detector's beats, or any noise-only
 * window; windows touching VF are left out of the bad model, windows partly VF out of the VF model.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QrsDetector, type DetectedBeats } from '../src/detect/qrs-detector.ts';
import { QualityMonitor } from '../src/quality/signal-quality.ts';
import { featureVector, FEATURE_NAMES } from '../src/quality/window-features.ts';
import { addBeatFeatures, addFloorFeatures } from '../src/quality/window-table-features.ts';
import type { WindowTable } from '../src/quality/window-table.ts';
import {
  probability,
  sustainedMean,
  type BoostedTrees,
  type Classifier,
  type TreeNode,
  type WindowModel,
} from '../src/quality/window-model.ts';
import { fitTrees, type Rows } from './gbdt.ts';
import {
  CUDB,
  CUDB_RECORDS,
  MITDB,
  MITDB_RECORDS,
  NOISE,
  matchIn,
  mlii,
  nstMix,
  overlap,
  readRef,
  readSignal,
  within,
  type Sig,
} from './windows-data.ts';

/** One detection pass as analyse.ts's detectBeats makes it: raw beats and window features. */
export function rawPass(x: Float32Array, fs: number): { beats: number[]; windows: WindowTable } {
  const det = new QrsDetector(fs);
  const q = new QualityMonitor(fs);
  const raw: DetectedBeats = { samples: [], amplitudes: [], exact: [] };
  for (let i = 0; i < x.length; i += 65536) {
    const c = x.subarray(i, i + 65536);
    det.push(c, raw);
    q.push(c);
  }
  det.flush(raw);
  q.finish();
  addBeatFeatures(q.windows, raw.samples, fs);
  addFloorFeatures(q.windows, q.slopes, q.nSlopes, q.subLen);
  return { beats: raw.samples, windows: q.windows };
}

export const FOLDS = 6;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const BAD_SHARE = 0.15;
const TRAIN_SNR = [12, 6, 0, -6];
/** Gains of the noise-alone copies (issue 19: em alone was 62 % analysable cross-validated). */
const NOISE_GAINS = [0.5, 1, 2];

export interface Row {
  group: string;
  kind: 'ds1' | 'ds1-noisy' | 'cudb' | 'noise';
  /** Window in a noise block of a noise stress copy. */
  noisy: boolean;
  /** The nst noise record a DS1 noise stress copy carries (bench/noise-holdout.ts --strict). */
  noise?: string;
  f: number[];
  vf: number;
  bad: number;
}

/**
 * Noise records alone are split by time: segment k (of FOLDS equal stretches) of every noise
 * record, both channels, every gain, is in fold k, so every fold's model has seen each noise
 * type alone and is scored on time it never saw (issue 19; with a whole noise type held out,
 * the em fold had only bw and ma alone to learn from: em alone 62 % analysable).
 */
export const noiseGroup = (name: string, segment: number): string => `${name}:${segment}`;
/** The nst noise records a noise-alone group was made from (`bw+ma:2` -> bw, ma). */
export const noiseSources = (group: string): string[] => group.split(':')[0]!.split('+');
export const noiseSegment = (start: number, total: number): number =>
  Math.min(FOLDS - 1, Math.floor((FOLDS * start) / total));

/** Fold of a group: records spread round-robin; noise segments (`em:3`) by segment. */
export function foldOf(group: string): number {
  const seg = /^(?:bw|em|ma):(\d+)$/.exec(group);
  if (seg) return Number(seg[1]) % FOLDS;
  const order = [...MITDB_RECORDS, ...CUDB_RECORDS, 'bw', 'em', 'ma'];
  const i = order.indexOf(group);
  return (i < 0 ? 0 : i) % FOLDS;
}

function windowsOf(
  sig: Sig,
  ref: { beats: number[]; vf: [number, number][] } | null,
  base: Omit<Row, 'f' | 'vf' | 'bad' | 'noisy'>,
  noisyAt: (s: number) => boolean,
): Row[] {
  const { beats, windows } = rawPass(sig.x, sig.fs);
  const tol = Math.round(0.15 * sig.fs);
  return [...windows].map((w) => {
    const f = featureVector(w);
    const noisy = noisyAt(w.start) || noisyAt(w.end - 1);
    if (!ref) {
      const group = noiseGroup(base.group, noiseSegment(w.start, sig.x.length));
      return { ...base, group, noisy, f, vf: 0, bad: 1 };
    }
    const len = w.end - w.start;
    const ov = overlap(ref.vf, w.start, w.end);
    const vf = ov >= 0.5 * len ? 1 : ov > 0 ? -1 : 0;
    let bad = -1;
    if (ov === 0) {
      const r = within(ref.beats, w.start, w.end);
      const d = within(beats, w.start, w.end);
      const m = matchIn(r, d, tol);
      bad = m.fn + m.fp > BAD_SHARE * Math.max(1, r.length) ? 1 : 0;
    }
    return { ...base, noisy, f, vf, bad };
  });
}

export async function buildRows(): Promise<Row[]> {
  const rows: Row[] = [];
  const noise: Record<string, Float32Array[]> = {};
  for (const n of ['bw', 'em', 'ma']) {
    noise[n] = [];
    for (const ch of [0, 1]) {
      const s = await readSignal(path.join(NOISE, `${n}.hea`), ch);
      noise[n].push(s.x);
      // noise alone at several gains: a recorder's artefact is not always nst's size
      for (const g of NOISE_GAINS) {
        const x = g === 1 ? s.x : s.x.map((v) => v * g);
        rows.push(...windowsOf({ ...s, x }, null, { group: n, kind: 'noise' }, () => true));
      }
    }
  }
  for (const [i, rec] of MITDB_RECORDS.entries()) {
    const sig = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
    const ref = await readRef(path.join(MITDB, `${rec}.atr`), sig.x.length);
    rows.push(...windowsOf(sig, ref, { group: rec, kind: 'ds1' }, () => false));
    for (const n of ['em', 'ma']) {
      // a different stretch of noise for each record: rotate by 37 s per record
      const src = noise[n]![1]!;
      const shift = (i * 37 * 360) % src.length;
      const rot = Float32Array.from(
        { length: src.length },
        (_, k) => src[(k + shift) % src.length]!,
      );
      for (const snr of TRAIN_SNR) {
        const x = nstMix(sig, ref.beats, rot, snr);
        const at = (s: number): boolean =>
          s / 360 >= 300 && Math.floor((s / 360 - 300) / 120) % 2 === 0;
        rows.push(
          ...windowsOf({ x, fs: 360 }, ref, { group: rec, kind: 'ds1-noisy', noise: n }, at),
        );
      }
    }
  }
  for (const rec of CUDB_RECORDS) {
    const sig = await readSignal(path.join(CUDB, `${rec}.hea`), 0);
    const ref = await readRef(path.join(CUDB, `${rec}.atr`), sig.x.length);
    rows.push(...windowsOf(sig, ref, { group: rec, kind: 'cudb' }, () => false));
  }
  return rows;
}

const HIDDEN_FROM_BAD = ['rate', 'rrCv', 'floorRatio'].map((f) =>
  FEATURE_NAMES.indexOf(f as (typeof FEATURE_NAMES)[number]),
);

const weightArg = process.argv.indexOf('--noise-weight');
/**
 * The noise-alone cell counts NOISE_WEIGHT times a cell (--noise-weight W to try others). 3, not
 * 1: at 1 the held-out segments of em alone were 29 % analysable with a heart rate of 101-112
 * bpm (cross-validated, noise-stress --alone); at 3, 2.4 % and none, while DS1 clean windows
 * thrown stayed 0.2 % and clean-block beat Se 99.3-99.4 % (README, issue 19).
 */
const NOISE_WEIGHT = weightArg >= 0 ? Number(process.argv[weightArg + 1]) : 3;

/**
 * Weights: each (set, label) cell carries an equal share of its label's half of the weight,
 * so the few VF windows and the 2,700 noise-only windows count as much as the 80,000 others.
 */
function balanced(rows: Row[], label: 'vf' | 'bad'): Rows {
  const use = rows.filter((r) => r[label] >= 0);
  const cell = (r: Row): string => `${r.kind}:${r[label]}`;
  const count = new Map<string, number>();
  for (const r of use) count.set(cell(r), (count.get(cell(r)) ?? 0) + 1);
  const cellsOf = (y: number): number =>
    [...count.keys()].filter((k) => k.endsWith(`:${y}`)).length;
  const n1 = cellsOf(1);
  const n0 = cellsOf(0);
  // the untrustworthy-beats model must not learn the rhythm (rate, RR spread), nor the floor
  // relative to the recording's own (in noise alone the recording's median is noise: ratio 1)
  const hide = label === 'bad' ? HIDDEN_FROM_BAD : [];
  return {
    x: use.map((r) => r.f.map((v, k) => (hide.includes(k) ? 0 : v))),
    y: use.map((r) => r[label]),
    w: use.map(
      (r) =>
        ((r.kind === 'noise' ? NOISE_WEIGHT : 1) * 0.5 * use.length) /
        ((r[label] === 1 ? n1 : n0) * count.get(cell(r))!),
    ),
  };
}

/** Per-group smoothing over 3 windows, as window-model.ts's callWindows does. */
function predict(m: BoostedTrees, rows: Row[]): Float64Array {
  const p = Float64Array.from(rows, (r) => probability(m, r.f));
  const out = new Float64Array(p.length);
  for (let k = 0; k < p.length; k++) {
    const a = k > 0 && rows[k - 1]!.group === rows[k]!.group ? p[k - 1]! : p[k]!;
    const c = k + 1 < p.length && rows[k + 1]!.group === rows[k]!.group ? p[k + 1]! : p[k]!;
    out[k] = (a + p[k]! + c) / 3;
  }
  return out;
}

/** sustainedMean (window-model.ts) of smoothed probabilities `p`, within each group's run. */
function sustainedOf(p: Float64Array, rows: Row[]): Float64Array {
  const out = new Float64Array(p.length);
  let a = 0;
  for (let k = 1; k <= p.length; k++) {
    if (k < p.length && rows[k]!.group === rows[a]!.group && rows[k]!.kind === rows[a]!.kind)
      continue;
    out.set(sustainedMean(p.subarray(a, k)), a);
    a = k;
  }
  return out;
}

/**
 * Share of clean-signal good windows (DS1 clean, the clean blocks of the noise stress copies,
 * Creighton) that the sustained-doubt rule may throw away on top of the window rule: 0.1
 * points (about one beat in a thousand; clean blocks must keep >= 99 % of their beats, issue
 * 19). Fixed before fitting. The penalised objective of pickThreshold (penalty 15) chose levels
 * of 0.90-0.95, which never fired: noise alone held out whole sits at 0.8-0.87 (README).
 */
const SUSTAINED_CLEAN_BUDGET = 0.001;

/** Good windows outside any added noise: the clean signal the sustained rule must leave alone. */
const cleanGood = (r: Row): boolean =>
  r.bad === 0 && (r.kind === 'ds1' || r.kind === 'cudb' || (r.kind === 'ds1-noisy' && !r.noisy));

/**
 * The sustained-doubt level (window-model.ts `sustained`): the lowest level, in steps of 0.01,
 * at which the rule "bad when p >= threshold or the minute's mean >= level" throws at most
 * SUSTAINED_CLEAN_BUDGET more of the clean good windows than p >= threshold alone (a
 * Neyman-Pearson choice: the most noise for a fixed cost on clean ECG); 1.01 (off) when none.
 */
function pickSustained(
  p: readonly number[],
  s: readonly number[],
  rows: readonly Row[],
  threshold: number,
): number {
  const clean = rows.flatMap((r, k) => (cleanGood(r) && p[k]! < threshold ? [k] : []));
  const total = rows.filter(cleanGood).length;
  let best = 1.01;
  for (let t = 1; t > 0.3; t -= 0.01) {
    const added = clean.filter((k) => s[k]! >= t).length;
    if (added > SUSTAINED_CLEAN_BUDGET * total) break;
    best = t;
  }
  return Math.round(best * 100) / 100;
}

/**
 * Threshold maximising sensitivity - PENALTY x false-positive rate on the training windows.
 * VF: a false VF window costs 50 missed ones (a Holter has ~20,000 non-VF windows a day);
 * bad: a good window thrown away costs 15 (clean blocks must keep >= 99 % of their beats). At
 * 10 (the first choice) DS1's whole-record detection sensitivity fell from 99.7 to 99.4 % and
 * VEB sensitivity from 90.4 to 89.3 %; at 20-30 the noise stress figures fell back to the old
 * engine's. 15 is the compromise, chosen by looking at DS1 - say so when quoting DS1 figures.
 */
function pickThreshold(p: Float64Array, y: number[], penalty: number): number {
  let best = 0.5;
  let bestJ = -Infinity;
  const pos = y.filter((v) => v === 1).length;
  const neg = y.filter((v) => v === 0).length;
  for (let t = 0.05; t < 0.99; t += 0.01) {
    let tp = 0;
    let fp = 0;
    p.forEach((v, k) => {
      if (v < t || y[k]! < 0) return;
      if (y[k] === 1) tp++;
      else fp++;
    });
    const j = tp / pos - penalty * (fp / neg);
    if (j > bestJ) {
      bestJ = j;
      best = t;
    }
  }
  return Math.round(best * 100) / 100;
}

const penaltyArg = process.argv.indexOf('--bad-penalty');
/** --bad-penalty N: the bad model's penalty (default 15) for trying others with --rethreshold. */
const PENALTY = {
  vf: 50,
  bad: penaltyArg >= 0 ? Number(process.argv[penaltyArg + 1]) : 15,
} as const;
/**
 * Findings flagged uncertain (and V beats withheld as Q) above the P(bad) that 1 % of good
 * windows reach: at 3 % the withheld V beats cost 5 points of DS1 VEB sensitivity.
 */
const UNCERTAIN_GOOD_SHARE = 0.01;
/** --no-sustained: fit without the sustained-doubt rule (window-model.ts), for before/after. */
const SUSTAINED = !process.argv.includes('--no-sustained');
/**
 * --keep-threshold (with --rethreshold): keep the stored bad threshold and uncertain level and
 * choose only the sustained-doubt level, so that it is the one change (issue 19).
 */
const KEEP_THRESHOLD = process.argv.includes('--keep-threshold');

/** `keepVf`: the stored VF classifier, threshold and all (only the bad model is refitted). */
export function fitAll(rows: Row[], fitted?: Partial<WindowModel>, keepVf = false): WindowModel {
  const vfT = fitted?.vf ?? fitTrees(balanced(rows, 'vf'));
  const vf: Classifier =
    keepVf && fitted?.vf
      ? fitted.vf
      : {
          ...vfT,
          threshold: pickThreshold(
            predict(vfT, rows),
            rows.map((r) => r.vf),
            PENALTY.vf,
          ),
        };
  const badT = fitted?.bad ?? fitTrees(balanced(rows, 'bad'));
  const pb = predict(badT, rows);
  const stored = KEEP_THRESHOLD ? fitted?.bad : undefined;
  const bad: Classifier = {
    ...badT,
    threshold:
      stored?.threshold ??
      pickThreshold(
        pb,
        rows.map((r) => r.bad),
        PENALTY.bad,
      ),
  };
  const good = Array.from(pb.filter((_, k) => rows[k]!.bad === 0)).sort((a, b) => a - b);
  const uncertain = good[Math.floor((1 - UNCERTAIN_GOOD_SHARE) * (good.length - 1))]!;
  return {
    features: FEATURE_NAMES,
    vf,
    bad,
    uncertain:
      KEEP_THRESHOLD && fitted?.uncertain !== undefined
        ? fitted.uncertain
        : Math.min(bad.threshold, Math.round(uncertain * 100) / 100),
  };
}

/** JSON with numbers to 5 significant digits, one tree a line. */
function compact(m: WindowModel): string {
  // split nodes' own value is unused by the engine: left out
  const r = (_k: string, v: unknown): unknown => (typeof v === 'number' ? +v.toPrecision(5) : v);
  const tree = (t: TreeNode[]): string =>
    JSON.stringify(
      t.map((n) => (n.f === undefined ? { v: n.v } : { f: n.f, t: n.t, l: n.l, r: n.r })),
      r,
    );
  const c = (x: Classifier): string =>
    `{"base":${JSON.stringify(x.base, r)},"threshold":${x.threshold},"trees":[\n${x.trees.map(tree).join(',\n')}]}`;
  const held = m.sustained === undefined ? '' : `"sustained":${m.sustained},`;
  return `{"features":${JSON.stringify(m.features)},"uncertain":${m.uncertain},${held}\n"vf":${c(m.vf)},\n"bad":${c(m.bad)}}`;
}

const pct = (a: number, b: number): string => (b > 0 ? ((100 * a) / b).toFixed(1) : 'n/a');

async function main(): Promise<void> {
  const t0 = Date.now();
  // --cached: reuse the windows of the last run (the features take a minute to compute)
  const cache = path.join(tmpdir(), 'heartcheck-window-rows.json');
  const rows: Row[] =
    process.argv.includes('--cached') && existsSync(cache)
      ? (JSON.parse(readFileSync(cache, 'utf8')) as Row[])
      : await buildRows();
  writeFileSync(cache, JSON.stringify(rows));
  console.log(`${rows.length} windows in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const folds: WindowModel[] = [];
  const pVf = new Float64Array(rows.length);
  const pBad = new Float64Array(rows.length);
  // --rethreshold: keep the fitted trees (bench/window-model-folds.json, the shipped model) and
  // choose the thresholds again, each fold's on its own training folds
  const refit = process.argv.includes('--rethreshold');
  // --keep-vf: keep the stored VF classifier (trees and threshold) and fit only the
  // untrustworthy-beats model (issue 19 changed only that one); halves the fitting time
  const keepVf = process.argv.includes('--keep-vf');
  const saved =
    refit || keepVf
      ? (JSON.parse(
          readFileSync(path.join(HERE, 'window-model-folds.json'), 'utf8'),
        ) as WindowModel[])
      : [];
  const reuse = (m: WindowModel | undefined): Partial<WindowModel> | undefined =>
    m && keepVf && !refit ? { vf: m.vf } : m;
  // out-of-fold P(bad) and P(VF) of every row, and its fold model's bad threshold
  const oofBad = new Float64Array(rows.length);
  const oofVf = new Float64Array(rows.length);
  const oofT = new Float64Array(rows.length);
  for (let f = 0; f < FOLDS; f++) {
    const train = rows.filter((r) => foldOf(r.group) !== f);
    const m = fitAll(train, reuse(saved[f]), keepVf);
    folds.push(m);
    const idx = rows.flatMap((r, k) => (foldOf(r.group) === f ? [k] : []));
    const test = idx.map((k) => rows[k]!);
    const v = predict(m.vf, test);
    const b = predict(m.bad, test);
    idx.forEach((k, j) => {
      oofBad[k] = b[j]!;
      oofVf[k] = v[j]! >= m.vf.threshold ? 1 : 0;
      oofT[k] = m.bad.threshold;
    });
  }
  // each fold's sustained-doubt level, chosen on the other folds' out-of-fold probabilities
  // (never its own; in-sample probabilities of good windows are lower, so a level chosen on
  // them threw 4 times its budget out of fold)
  const held = sustainedOf(oofBad, rows);
  folds.forEach((m, f) => {
    const idx = rows.flatMap((r, k) => (foldOf(r.group) !== f ? [k] : []));
    const level = SUSTAINED
      ? pickSustained(
          idx.map((k) => oofBad[k]! - oofT[k]!),
          idx.map((k) => held[k]!),
          idx.map((k) => rows[k]!),
          0,
        )
      : 1.01;
    if (level <= 1) m.sustained = level;
    console.log(
      `fold ${f}: vf t=${m.vf.threshold} bad t=${m.bad.threshold} uncertain=${m.uncertain} sustained=${m.sustained ?? 'off'}`,
    );
  });
  rows.forEach((r, k) => {
    const m = folds[foldOf(r.group)]!;
    pVf[k] = oofVf[k]!;
    const doubt = oofBad[k]! >= m.bad.threshold || held[k]! >= (m.sustained ?? 2);
    pBad[k] = pVf[k] ? 0 : doubt ? 1 : 0;
  });
  console.log('\ncross-validated window calls (held-out folds):');
  console.log(
    'set          windows  VF ref  VF called  VF Se %  false VF  bad ref  bad called  bad Se %  good thrown %',
  );
  const kinds: [string, (r: Row) => boolean][] = [
    ['ds1 clean', (r) => r.kind === 'ds1'],
    ['ds1+noise', (r) => r.kind === 'ds1-noisy' && r.noisy],
    ['ds1 clean blk', (r) => r.kind === 'ds1-noisy' && !r.noisy],
    ['cudb', (r) => r.kind === 'cudb'],
    ['noise only', (r) => r.kind === 'noise'],
    ['  bw alone', (r) => r.group.startsWith('bw:')],
    ['  em alone', (r) => r.group.startsWith('em:')],
    ['  ma alone', (r) => r.group.startsWith('ma:')],
  ];
  for (const [name, sel] of kinds) {
    const k = rows.flatMap((r, i) => (sel(r) ? [i] : []));
    const vfRef = k.filter((i) => rows[i]!.vf === 1);
    const vfHit = vfRef.filter((i) => pVf[i] === 1).length;
    const falseVf = k.filter((i) => rows[i]!.vf === 0 && pVf[i] === 1).length;
    const badRef = k.filter((i) => rows[i]!.bad === 1);
    const badHit = badRef.filter((i) => pBad[i] === 1 || pVf[i] === 1).length;
    const good = k.filter((i) => rows[i]!.bad === 0);
    const thrown = good.filter((i) => pBad[i] === 1 || pVf[i] === 1).length;
    console.log(
      `${name.padEnd(13)} ${String(k.length).padStart(7)} ${String(vfRef.length).padStart(7)} ${String(vfHit).padStart(10)} ${pct(vfHit, vfRef.length).padStart(8)} ${String(falseVf).padStart(9)} ${String(badRef.length).padStart(8)} ${String(badHit).padStart(11)} ${pct(badHit, badRef.length).padStart(9)} ${pct(thrown, good.length).padStart(14)}`,
    );
  }
  if (process.argv.includes('--no-write')) return;
  const shipped =
    refit || keepVf
      ? (JSON.parse(
          readFileSync(path.join(HERE, '../src/quality/window-model.json'), 'utf8'),
        ) as WindowModel)
      : undefined;
  const fitted = fitAll(rows, reuse(shipped), keepVf);
  // the shipped bad threshold is the folds' mean (as the V gate's): chosen on its own in-sample
  // predictions it can sit below most folds' (0.86 against 0.84-0.88 in one fit, where DS1
  // detection Se fell to 99.46 %); with noise weight 3 both give 0.89
  const t = Math.round((100 * folds.reduce((a, m) => a + m.bad.threshold, 0)) / FOLDS) / 100;
  // the sustained-doubt level likewise: the mean of the folds' (off in a fold counts as 1.01)
  const level = Math.round((100 * folds.reduce((a, m) => a + (m.sustained ?? 1.01), 0)) / FOLDS);
  const all: WindowModel = {
    ...fitted,
    bad: { ...fitted.bad, threshold: t },
    uncertain: Math.min(t, fitted.uncertain),
    ...(level <= 100 ? { sustained: level / 100 } : {}),
  };
  writeFileSync(path.join(HERE, '../src/quality/window-model.json'), compact(all) + '\n');
  writeFileSync(
    path.join(HERE, 'window-model-folds.json'),
    `[${folds.map(compact).join(',\n')}]\n`,
  );
  console.log(
    `\nfinal: vf t=${all.vf.threshold} bad t=${all.bad.threshold} uncertain=${all.uncertain} sustained=${all.sustained ?? 'off'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
