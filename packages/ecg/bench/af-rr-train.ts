/**
 * Fits the RR AF model on every record of the MIT-BIH AF database (.qrs beats), the Long-Term
 * AF database (.atr beats with their labels) and MIT-BIH Arrhythmia DS1 (.atr) in
 * ../shared/data/ecg, and writes it to src/rhythm/af-rr-model.json. The figures quoted for
 * the model come from bench/af-rr.ts, which refits it without each fold of records. Usage:
 *   node packages/ecg/bench/af-rr-train.ts [--window 32] [--smooth 16] [--threshold 0.5] [--dry-run]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AF_RR_MODEL } from '../src/rhythm/af-rr.ts';
import { fitLogistic, loadRecords, trainingRows } from './af-rr-lib.ts';

const { values: a } = parseArgs({
  options: {
    window: { type: 'string', default: String(AF_RR_MODEL.window) },
    smooth: { type: 'string', default: String(AF_RR_MODEL.smooth) },
    threshold: { type: 'string', default: String(AF_RR_MODEL.threshold) },
    'train-stride': { type: 'string', default: '8' },
    'dry-run': { type: 'boolean', default: false },
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
const json = JSON.stringify(model, null, 1) + '\n';
console.log(
  `${recs.length} records, ${rows.x.length} windows (${rows.y.filter(Boolean).length} AF)`,
);
console.log(json);
if (!a['dry-run']) writeFileSync(new URL('../src/rhythm/af-rr-model.json', import.meta.url), json);
