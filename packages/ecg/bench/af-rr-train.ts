/**
 * Fits the RR AF model on every record of the MIT-BIH AF database (.qrs beats), the Long-Term
 * AF database (.atr beats with their labels) and MIT-BIH Arrhythmia DS1 (.atr) in
 * ../shared/data/ecg, and writes it to src/rhythm/af-rr-model.json. The figures quoted for
 * the model come from bench/af-rr.ts, which refits it without each fold of records. Usage:
 *   node packages/ecg/bench/af-rr-train.ts [--window 32] [--smooth 16] [--threshold 0.5] [--dry-run]
 *     [--context 2,8,32,128] [--stay 0.4] [--out file.json]
 * --context adds the stacked context stage (src/rhythm/af-rr-context.ts) over those scales,
 * fitted on 5-fold out-of-fold first-stage probabilities (bench/af-context.ts measures it;
 * not shipped, README "AF from RR intervals: context"); --stay adds hysteresis.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AF_RR_MODEL } from '../src/rhythm/af-rr.ts';
import { fitLogistic, folds, loadRecords, trainingRows } from './af-rr-lib.ts';
import { fitStage1, fitStage2, prepare, rawOf } from './af-context-lib.ts';

const { values: a } = parseArgs({
  options: {
    window: { type: 'string', default: String(AF_RR_MODEL.window) },
    smooth: { type: 'string', default: String(AF_RR_MODEL.smooth) },
    threshold: { type: 'string', default: String(AF_RR_MODEL.threshold) },
    'train-stride': { type: 'string', default: '8' },
    'dry-run': { type: 'boolean', default: false },
    context: { type: 'string' },
    stay: { type: 'string' },
    out: { type: 'string' },
  },
});
const recs = await loadRecords();
const rows = trainingRows(recs, Number(a.window), Number(a['train-stride']));
const model = fitLogistic(rows, {
  window: Number(a.window),
  stride: AF_RR_MODEL.stride,
  features: AF_RR_MODEL.features,
  threshold: Number(a.threshold),
  smooth: Number(a.smooth),
});
if (a.stay) model.stay = Number(a.stay);
if (a.context) {
  // each record's first-stage probability from the model fitted without its fold (5 folds)
  const fold = folds(recs, 5);
  const ps = recs.map((r, i) => prepare(r, fold[i]!));
  const byFold = [0, 1, 2, 3, 4].map((f) => fitStage1(ps, [f]));
  const items = ps.map((p) => ({ raw: rawOf(p.train, byFold[p.fold]!), t: p.train, db: p.r.db }));
  const scales = a.context.split(',').map(Number);
  model.context = { scales, weights: fitStage2(items, scales) };
}
const json = JSON.stringify(model, null, 1) + '\n';
console.log(
  `${recs.length} records, ${rows.x.length} windows (${rows.y.filter(Boolean).length} AF)`,
);
console.log(json);
if (!a['dry-run'])
  writeFileSync(a.out ?? new URL('../src/rhythm/af-rr-model.json', import.meta.url), json);
