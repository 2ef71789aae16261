/**
 * The V gate (src/quality/v-gate.ts) on the SVDB records, which neither the gate nor the window
 * model was fitted on (both saw DS1 only): `beats` classes with and without the gate, scored by
 * the shared EC57 scorer (--classes). The beat classifier itself saw SVDB (its CV figures are
 * bench/classes-cv.ts), so only the difference between the two rows is the gate's.
 *
 *   node packages/ecg/bench/v-gate-svdb.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { classifyRecording } from '../src/analyse.ts';
import { AAMI_LABELS } from '../src/classify/beat-classes.ts';
import { V_GATE_MODEL } from '../src/quality/v-gate.ts';
import { DATA, DEV_RECORDS } from '../train/records.ts';

const SCORER = realpathSync(path.resolve(DATA, '../../tools/ecg-score-ec57.mjs'));
const records = DEV_RECORDS.filter((r) => r.db === 'svdb');
const open = { ...V_GATE_MODEL, threshold: 0 };
for (const [label, gate] of [
  ['without the gate', open],
  ['with the gate', V_GATE_MODEL],
] as const) {
  const dir = path.join(os.tmpdir(), `v-gate-svdb-${process.pid}-${gate.threshold}`);
  mkdirSync(dir, { recursive: true });
  for (const r of records) {
    const { samples, classes } = await classifyRecording(path.join(DATA, 'svdb', `${r.name}.hea`), {
      channel: r.channel,
      vGateModel: gate,
    });
    const pairs = samples.map((s, k) => [s, AAMI_LABELS[classes[k]!]]);
    writeFileSync(path.join(dir, `${r.name}.json`), JSON.stringify(pairs));
  }
  const out = execFileSync(
    process.execPath,
    [
      SCORER,
      '--classes',
      '--data',
      path.join(DATA, 'svdb'),
      '--detections',
      dir,
      '--records',
      records.map((r) => r.name).join(','),
    ],
    { encoding: 'utf8' },
  );
  console.log(`\n## svdb, ${label}\n${out.trim().split('\n').slice(-6).join('\n')}`);
}
