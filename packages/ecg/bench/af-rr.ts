/**
 * Cross-validated AF-from-beat-times table: the RR AF model (src/rhythm/af-rr.ts) refitted
 * k times, each time without one fold of records (folds by record within each database), and
 * scored only on the records it did not see. Prints per database AF duration Se / +P, AF called
 * outside reference AF, episode Se / +P, AF called in reference flutter, per-record rows that
 * miss 90 %, and 30 s strip F1. Reads ../shared/data/ecg. Usage:
 *   node packages/ecg/bench/af-rr.ts [--folds 5] [--window 32] [--smooth 16] [--threshold 0.5]
 */
import { parseArgs } from 'node:util';
import { detectAfRr, AF_RR_MODEL, type AfRrModel } from '../src/rhythm/af-rr.ts';
import { analyseBeatTimes } from '../src/rhythm/beat-times.ts';
import { ecgPathScore } from './af-rr-ecg.ts';
import {
  classesOf,
  fitLogistic,
  folds,
  loadRecords,
  scoreRecord,
  trainingRows,
  beatMask,
  setUntrustS,
  UNTRUST_S,
  type RrRecord,
  type Score,
} from './af-rr-lib.ts';

const { values: a } = parseArgs({
  options: {
    folds: { type: 'string', default: '5' },
    window: { type: 'string', default: String(AF_RR_MODEL.window) },
    smooth: { type: 'string', default: String(AF_RR_MODEL.smooth) },
    threshold: { type: 'string', default: String(AF_RR_MODEL.threshold) },
    'train-stride': { type: 'string', default: '8' },
    'strip-every': { type: 'string', default: '10' },
    'per-record': { type: 'boolean', default: false },
    'keep-s': { type: 'boolean', default: false },
  },
});
const base = {
  window: Number(a.window),
  stride: AF_RR_MODEL.stride,
  features: AF_RR_MODEL.features,
  threshold: Number(a.threshold),
  smooth: Number(a.smooth),
};
const k = Number(a.folds);
setUntrustS(!a['keep-s']);
const all = await loadRecords(['afdb', 'ltafdb', 'mitdb', 'ltafdb-qrs']);
const recs = all.filter((r) => r.db !== 'ltafdb-qrs');
const qrsOnly = all.filter((r) => r.db === 'ltafdb-qrs');
const fold = folds(recs, k);
const qrsFold = folds(qrsOnly, k);
const scores: Score[] = [];
const models: AfRrModel[] = [];
for (let f = 0; f < k; f++) {
  const train = recs.filter((_, i) => fold[i] !== f);
  const m = fitLogistic(trainingRows(train, base.window, Number(a['train-stride'])), base);
  models.push(m);
  for (const r of recs.filter((_, i) => fold[i] === f)) {
    scores.push(scoreRecord(r, afOf(r, m)));
    // DS1 also through the full ECG analysis (detected beats, first-pass classes, atrial veto)
    if (r.db === 'mitdb') scores.push({ ...(await ecgPathScore(r, m)), db: 'mitdb-ecg' });
  }
  // the same held-out long-term AF records read from their unlabelled .qrs beats
  for (const r of qrsOnly.filter((_, i) => qrsFold[i] === f))
    scores.push(scoreRecord(r, afOf(r, m)));
}

function afOf(r: RrRecord, m: AfRrModel): [number, number][] {
  const untrustS = UNTRUST_S && r.classes !== null;
  return detectAfRr(r.samples, classesOf(r), r.valid, r.fs, undefined, m, untrustS).map((e) => [
    r.samples[e.from]!,
    r.samples[e.to]!,
  ]);
}

const pct = (x: number, y: number): string => (y > 0 ? ((100 * x) / y).toFixed(1) : 'n/a');
const sum = (s: Score[], key: keyof Score): number => s.reduce((t, x) => t + (x[key] as number), 0);
const lines = [
  `AF from beat times, ${k}-fold cross-validation by record (window ${base.window}, smooth ${base.smooth}, threshold ${base.threshold})`,
  '| database | records | AF ref h | duration Se % | duration +P % | AF outside ref AF s | in ref flutter s | episode Se % | episode +P % |',
  '|---|---|---|---|---|---|---|---|---|',
];
for (const db of ['afdb', 'ltafdb', 'ltafdb-qrs', 'mitdb', 'mitdb-ecg'] as const) {
  const s = scores.filter((x) => x.db === db);
  lines.push(
    `| ${db} | ${s.length} | ${(sum(s, 'refS') / 3600).toFixed(1)} | ${pct(sum(s, 'overlapS'), sum(s, 'refS'))} | ${pct(sum(s, 'overlapS'), sum(s, 'candS'))} | ${(sum(s, 'candS') - sum(s, 'overlapS')).toFixed(0)} | ${sum(s, 'inFlutterS').toFixed(0)} | ${pct(sum(s, 'refFound'), sum(s, 'refEpisodes'))} | ${pct(sum(s, 'candTrue'), sum(s, 'candEpisodes'))} |`,
  );
}
lines.push('', 'Records under 90 % duration Se or +P (AF s: reference / called / overlap):');
for (const s of scores) {
  const se = s.refS > 0 ? s.overlapS / s.refS : 1;
  const pp = s.candS > 0 ? s.overlapS / s.candS : 1;
  if (a['per-record'] || (s.refS + s.candS > 60 && (se < 0.9 || pp < 0.9)))
    lines.push(
      `  ${s.db} ${s.rec}: ${s.refS.toFixed(0)} / ${s.candS.toFixed(0)} / ${s.overlapS.toFixed(0)}  Se ${pct(s.overlapS, s.refS)} +P ${pct(s.overlapS, s.candS)}${s.inFlutterS > 0 ? `  (${s.inFlutterS.toFixed(0)} s in flutter)` : ''}${outside(s)}`,
    );
}
/** Where a full-ECG record's AF outside reference AF lies (s), by reference rhythm. */
function outside(s: Score): string {
  const o = Object.entries(s.outsideBy ?? {}).filter(([, v]) => v >= 1);
  return o.length ? `  outside AF: ${o.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}` : '';
}
lines.push('', strips(recs, 30, Number(a['strip-every'])));
console.log(lines.join('\n'));

/**
 * 30 s strips of beat times, each analysed on its own (analyseBeatTimes), every n-th
 * consecutive strip of each record kept when wholly inside or wholly outside reference AF.
 * The strip rule has no learned parameter, so this needs no folds.
 */
function strips(all: RrRecord[], lengthS: number, every: number): string {
  const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const r of all.filter((x) => x.db !== 'ltafdb-qrs')) {
    const af = beatMask(r, r.af);
    const span = lengthS * r.fs;
    let b = 0;
    const end = r.samples[r.samples.length - 1]!;
    for (let s = r.samples[0]!, i = 0; s + span <= end; s += span, i++) {
      while (b < r.samples.length && r.samples[b]! < s) b++;
      let e = b;
      while (e < r.samples.length && r.samples[e]! < s + span) e++;
      if (i % every !== 0 || e - b < 8) continue;
      let inAf = 0;
      for (let j = b; j < e; j++) inAf += af[j]!;
      if (inAf !== 0 && inAf !== e - b) continue;
      const res = analyseBeatTimes({
        samples: r.samples.subarray(b, e),
        fs: r.fs,
        classes: r.classes ? r.classes.subarray(b, e) : null,
      });
      const called = res.rhythm.episodes.some((x) => x.type === 'AF');
      if (inAf) c[called ? 'tp' : 'fn']++;
      else c[called ? 'fp' : 'tn']++;
    }
  }
  const f1 = (2 * c.tp) / (2 * c.tp + c.fp + c.fn);
  return `30 s strips (every ${every}th, all databases): F1 ${f1.toFixed(3)}; AF strips ${c.tp + c.fn}, ${c.tp} called; non-AF strips ${c.fp + c.tn}, ${c.fp} called AF`;
}
