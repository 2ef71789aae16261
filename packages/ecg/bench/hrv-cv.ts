/**
 * HRV on held-out classes (issue 19: "HRV within 1 / 5 / 10 % on >= 15 of 17 held-out non-AF
 * records"): mean NN, SDNN and RMSSD of the whole recording against the annotated N-to-N
 * intervals (test/rhythm-metrics.ts referenceHrv), on the 20 MIT-BIH DS1 records without AF
 * and the 39 SVDB records (no rhythm labels: all of them), with the beat classes out of fold
 * (bench/hrv-oof.ts: each record classified by the model trained without it). A withheld
 * index counts as right only where the reference has >= 20 % ectopic beats (hrvAgrees: the
 * engine's own frequent-ectopy limit, hrv/withhold.ts). Also prints the figure with the
 * shipped classifier's (in-sample) classes. Usage, after train/dump-features.ts and
 * train/train.ts --cv-only:
 *   node packages/ecg/bench/hrv-cv.ts [--db mitdb|svdb]
 */
import type { HrvIndices } from '../src/types.ts';
import { hrvAgrees } from '../test/rhythm-metrics.ts';
import { DEV_RECORDS, type DevRecord } from '../train/records.ts';
import { hrvCase, hrvWith } from './hrv-oof.ts';

const i = process.argv.indexOf('--db');
const only = i >= 0 ? process.argv[i + 1] : undefined;

type Ok = ReturnType<typeof hrvAgrees>;
const flags = (o: Ok): string => [o.meanNn, o.sdnn, o.rmssd].map((x) => (x ? 'y' : 'N')).join('');
const fmt = (x: number | null): string => (x === null ? 'withheld' : x.toFixed(1));
const cols = (w: HrvIndices): string =>
  `${fmt(w.meanRr)}/${fmt(w.sdnn)}/${fmt(w.rmssd)}${w.withheld ? ` (${w.withheld.reason})` : ''}`;

interface Tally {
  n: number;
  oof: number[];
  inSample: number[];
  failing: string[];
  recomputeDiffers: string[];
}

async function run(r: DevRecord, t: Tally): Promise<void> {
  const c = await hrvCase(r);
  if (!c) return;
  const { res, ref: h, hrv: w } = c;
  // the recomputation must give the engine's own figures from the engine's own classes
  const same = hrvWith(res, res.series.aamiClass);
  if (JSON.stringify(same) !== JSON.stringify(res.indices.whole)) t.recomputeDiffers.push(r.name);
  const okOof = hrvAgrees(w, h);
  const okIn = hrvAgrees(res.indices.whole, h);
  t.n++;
  [okOof.meanNn, okOof.sdnn, okOof.rmssd].forEach((x, k) => (t.oof[k]! += x ? 1 : 0));
  [okIn.meanNn, okIn.sdnn, okIn.rmssd].forEach((x, k) => (t.inSample[k]! += x ? 1 : 0));
  const bad = (['mean NN', 'SDNN', 'RMSSD'] as const).filter(
    (_, k) => ![okOof.meanNn, okOof.sdnn, okOof.rmssd][k],
  );
  if (bad.length) t.failing.push(`${r.name} (${bad.join(', ')})`);
  console.log(
    `${r.db}/${r.name}  ${(100 * h.ectopicShare).toFixed(1).padStart(5)}  ${h.meanNn.toFixed(1)}/${h.sdnn.toFixed(1)}/${h.rmssd.toFixed(1)}  oof ${cols(w)} ${flags(okOof)}  in-sample ${cols(res.indices.whole)} ${flags(okIn)}${c.unmatched ? `  (${c.unmatched} beats without oof class)` : ''}`,
  );
}

console.log(
  'record      ectopic %  reference meanNN/SDNN/RMSSD ms  out-of-fold classes (ok?)  in-sample classes (ok?)',
);
for (const db of ['mitdb', 'svdb'] as const) {
  if (only && only !== db) continue;
  const t: Tally = {
    n: 0,
    oof: [0, 0, 0],
    inSample: [0, 0, 0],
    failing: [],
    recomputeDiffers: [],
  };
  for (const r of DEV_RECORDS.filter((x) => x.db === db)) await run(r, t);
  console.log(
    `${db}: ${t.n} records; within 1 / 5 / 10 % or rightly withheld (mean NN / SDNN / RMSSD): out-of-fold ${t.oof.join(' / ')}, in-sample ${t.inSample.join(' / ')}; failing (out-of-fold): ${t.failing.join(', ') || 'none'}; recomputed from the engine's classes differs from the engine's HRV in: ${t.recomputeDiffers.join(', ') || 'none'}`,
  );
}
