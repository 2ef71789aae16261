/**
 * The P-wave template veto of the AF model (src/rhythm/af-p-template.ts, af-rr.ts P_TEMPLATE)
 * chosen and scored by cross-validation by record on the DS1 full ECG, nested inside the AF
 * model's own folds (bench/af-rr-lib.ts folds: each DS1 record is read by the AF model fitted
 * without its fold, as bench/af-rr.ts does).
 *  1. Each record's 32-interval AF-model windows (every 4 usable intervals) get the median
 *     template correlation of their long-coupled beats; windows centred in reference AF are
 *     the AF windows.
 *  2. For each fold, the threshold is the RULE_QUANTILE of the OTHER folds' AF windows,
 *     rounded up to 0.05 (at most 1 % of training AF windows vetoed): Se is protected on
 *     the training records, and anything above that is organised atrial activity.
 *  3. That threshold applied to the fold's records through the full AF path (detected beats,
 *     first-pass classes, atrial veto, flutter split), as bench/af-rr-ecg.ts scores it.
 * Also printed: the same path with no template veto (before), fixed thresholds (not nested,
 * for information), and AF called on the SVDB records (no rhythm reference there).
 *   node packages/ecg/bench/af-p-template.ts [--per-record] [--svdb]
 */
import path from 'node:path';
import { detectBeats } from '../src/analyse.ts';
import { beatFeatures, classifyBeats } from '../src/classify/beat-classes.ts';
import { buildRr } from '../src/holter/rr-build.ts';
import { mergeSegments } from '../src/quality/signal-quality.ts';
import {
  AF_RR_MODEL,
  detectAfRr,
  P_TEMPLATE,
  P_TEMPLATE_CHOSEN,
  type AfRrModel,
} from '../src/rhythm/af-rr.ts';
import { atrialTemplateCorr, templateMedian } from '../src/rhythm/af-p-template.ts';
import { usableRr } from '../src/rhythm/af-rr-features.ts';
import { splitFlutter } from '../src/rhythm/afl.ts';
import { MITDB, mlii } from '../test/helpers.ts';
import {
  beatMask,
  dataDir,
  fitLogistic,
  folds,
  loadRecords,
  scoreRecord,
  trainingRows,
  type RrRecord,
  type Score,
} from './af-rr-lib.ts';

/** At most 1 % of the training AF windows may be vetoed (fixed before any figure was read). */
const RULE_QUANTILE = 0.99;
const K = 5;
const FIXED = [0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const perRecord = process.argv.includes('--per-record');

interface Ecg {
  exact: Float64Array;
  samples: Float64Array;
  valid: Uint8Array;
  firstPass: Uint8Array;
  atrial: Int8Array;
  fs: number;
}

async function readEcg(file: string, channel: number): Promise<Ecg> {
  const d = await detectBeats(file, { channel });
  const fs = d.recording.samplingRate;
  const exact = Float64Array.from(d.beats.exact);
  const rr = buildRr(exact, fs, mergeSegments(d.quality));
  const features = beatFeatures(d.shapes, exact);
  const firstPass = classifyBeats({ exact, rrValid: rr.valid, features });
  const samples = Float64Array.from(d.beats.samples);
  return { exact, samples, valid: rr.valid, firstPass, atrial: d.shapes.atrial, fs };
}

/** AF the engine would report (flutter split off), as [start, end) samples. */
function afOf(e: Ecg, m: AfRrModel, threshold: number): [number, number][] {
  const found = detectAfRr(e.exact, e.firstPass, e.valid, e.fs, e.atrial, m, false, threshold);
  return splitFlutter(e.exact, e.valid, e.fs, found).af.map((x) => [
    e.samples[x.from]!,
    e.samples[x.to]!,
  ]);
}

/** Template medians of the AF windows (centre beat in reference AF) of one record. */
function afWindowMedians(r: RrRecord, e: Ecg, m: AfRrModel): number[] {
  const u = usableRr(e.exact, e.firstPass, e.valid, e.fs, false);
  const corr = atrialTemplateCorr(e.exact, e.firstPass, e.valid, e.fs, e.atrial);
  const inAf = beatMask({ ...r, samples: e.samples }, r.af);
  const out: number[] = [];
  for (let from = 0; from + m.window <= u.rr.length; from += m.stride) {
    if (!inAf[u.at[from + (m.window >> 1)]!]) continue;
    const v = templateMedian(u, corr, from, from + m.window);
    if (Number.isFinite(v)) out.push(v);
  }
  return out;
}

function quantileRule(v: number[]): number {
  if (v.length === 0) return Infinity;
  const s = [...v].sort((a, b) => a - b);
  return Math.ceil(s[Math.floor(RULE_QUANTILE * (s.length - 1))]! * 20) / 20;
}

const recs = await loadRecords(['afdb', 'ltafdb', 'mitdb']);
const fold = folds(recs, K);
const base = { ...AF_RR_MODEL };
const models: AfRrModel[] = [];
for (let f = 0; f < K; f++)
  models.push(
    fitLogistic(
      trainingRows(
        recs.filter((_, i) => fold[i] !== f),
        base.window,
        8,
      ),
      base,
    ),
  );
const ds1 = recs.flatMap((r, i) => (r.db === 'mitdb' ? [{ r, f: fold[i]! }] : []));
const ecg = new Map<string, Ecg>();
const afWin = new Map<string, number[]>();
for (const { r, f } of ds1) {
  const e = await readEcg(path.join(MITDB, `${r.rec}.hea`), mlii(r.rec));
  ecg.set(r.rec, e);
  afWin.set(r.rec, afWindowMedians(r, e, models[f]!));
}

const sum = (s: Score[], k: 'refS' | 'candS' | 'overlapS'): number =>
  s.reduce((t, x) => t + x[k], 0);
const line = (name: string, s: Score[]): string => {
  const [ref, cand, ov] = [sum(s, 'refS'), sum(s, 'candS'), sum(s, 'overlapS')];
  const rows = s
    .filter((x) => x.refS + x.candS > 0)
    .map((x) => `${x.rec} ${x.refS.toFixed(0)}/${x.candS.toFixed(0)}/${x.overlapS.toFixed(0)}`);
  return `${name.padEnd(28)} Se ${((100 * ov) / ref).toFixed(1)} +P ${((100 * ov) / cand).toFixed(1)} outside ${(cand - ov).toFixed(0)} s   (ref/called/overlap s: ${rows.join(', ')})`;
};
const scoreAll = (th: (f: number) => number): Score[] =>
  ds1.map(({ r, f }) => {
    const e = ecg.get(r.rec)!;
    return scoreRecord({ ...r, samples: e.samples }, afOf(e, models[f]!, th(f)));
  });

const chosen = Array.from({ length: K }, (_, f) =>
  quantileRule(ds1.filter((x) => x.f !== f).flatMap((x) => afWin.get(x.r.rec)!)),
);
const out = [
  `DS1 full ECG, AF model ${K}-fold CV by record; template threshold = ${RULE_QUANTILE} quantile of the other folds' AF windows`,
  `thresholds chosen per fold: ${chosen.map((t) => t.toFixed(2)).join(' ')}; on all DS1: ${quantileRule(ds1.flatMap((x) => afWin.get(x.r.rec)!)).toFixed(2)} (chosen on all DS1 P_TEMPLATE_CHOSEN ${P_TEMPLATE_CHOSEN}; the engine's P_TEMPLATE ${P_TEMPLATE}: off)`,
  `AF windows per record (n, max template median): ${ds1
    .filter((x) => afWin.get(x.r.rec)!.length)
    .map(
      (x) =>
        `${x.r.rec} ${afWin.get(x.r.rec)!.length}, ${Math.max(...afWin.get(x.r.rec)!).toFixed(2)}`,
    )
    .join('; ')}`,
  line(
    'before (no template veto)',
    scoreAll(() => Infinity),
  ),
  line(
    'nested CV',
    scoreAll((f) => chosen[f]!),
  ),
  ...FIXED.map((t) =>
    line(
      `fixed ${t} (not nested)`,
      scoreAll(() => t),
    ),
  ),
];
console.log(out.join('\n'));
if (perRecord) console.log(chosen);
if (process.argv.includes('--svdb')) await svdb();

/** AF called on SVDB (no rhythm reference), the shipped model: no template veto, and at each threshold. */
async function svdb(): Promise<void> {
  const { readdirSync } = await import('node:fs');
  const dir = path.join(dataDir(), 'svdb');
  const ths = [Infinity, 0.7, 0.8, 0.9, P_TEMPLATE_CHOSEN];
  const tot = ths.map(() => 0);
  const rows: string[] = [];
  for (const rec of readdirSync(dir).filter((x) => x.endsWith('.hea'))) {
    const e = await readEcg(path.join(dir, rec), 0);
    const s = (iv: [number, number][]): number => iv.reduce((t, [x, y]) => t + y - x, 0) / e.fs;
    const v = ths.map((t) => s(afOf(e, AF_RR_MODEL, t)));
    v.forEach((x, i) => (tot[i]! += x));
    if (v[0]) rows.push(`  ${rec.slice(0, -4)} ${v.map((x) => x.toFixed(0)).join(' / ')}`);
  }
  console.log(
    `SVDB AF called (s), no veto / ${ths.slice(1).join(' / ')} (last: shipped): ${tot.map((x) => x.toFixed(0)).join(' / ')}`,
  );
  console.log(rows.join('\n'));
}
