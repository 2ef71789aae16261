/**
 * The whole engine (analyseRecording, with the committed src/classify/beat-model.json) on the API
 * test workstation-truth's synthetic recording: the classes of its true V beats and of each
 * beat cluster (the review workstation's templates are the clusters, review/templates.ts).
 * Usage: node packages/ecg/bench/synthetic-v-engine.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { AAMI_LABELS } from '../src/classify/beat-classes.ts';
import { writeSyntheticRecording } from '../src/synth/write-synthetic.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'synthetic-v-engine-'));
const file = path.join(dir, 'ectopy.edf');
const truth = await writeSyntheticRecording(file, {
  format: 'edf',
  samplingRate: 250,
  durationS: 600,
  seed: 11,
  heartRate: 112,
  hrStd: 3,
  ectopicRate: 0.04,
  startTime: new Date(2026, 0, 5, 9, 0, 0),
});
const r = await analyseRecording(file);
rmSync(dir, { recursive: true, force: true });
const s = r.series;
const n = s.aamiClass.length;
const win = 0.15 * r.samplingRate;
const trueLabel = (k: number): string => {
  let best = '-';
  for (let j = 0; j < truth.beats.length; j++)
    if (Math.abs(truth.beats[j]! - s.beatExact[k]!) <= win) best = truth.labels[j]!;
  return best;
};
const byCluster = new Map<number, Map<string, number>>();
const trueV = new Map<string, number>();
for (let k = 0; k < n; k++) {
  const key = `${trueLabel(k)}->${AAMI_LABELS[s.aamiClass[k]!]}`;
  const c = byCluster.get(s.beatCluster[k]!) ?? new Map<string, number>();
  c.set(key, (c.get(key) ?? 0) + 1);
  byCluster.set(s.beatCluster[k]!, c);
  trueV.set(key, (trueV.get(key) ?? 0) + 1);
}
process.stdout.write(
  `${n} beats; true->engine: ${[...trueV].map(([k, v]) => `${k} ${v}`).join(', ')}\n`,
);
for (const [c, m] of [...byCluster].sort((a, b) => a[0] - b[0]))
  process.stdout.write(`  cluster ${c}: ${[...m].map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
