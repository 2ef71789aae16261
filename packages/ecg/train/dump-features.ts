/**
 * Runs the engine's detection and feature extraction on every development record and caches,
 * per record, the detected beats with their reference AAMI class (-1: no reference beat within
 * 150 ms, the EC57 match window), the rule engine's classes, the AF mask and the learned
 * classifier's features. Usage: node packages/ecg/train/dump-features.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { detectBeats } from '../src/analyse.ts';
import { beatFeatures, classifyBeats } from '../src/classify/beat-classes.ts';
import { mlFeatures } from '../src/classify/ml-features.ts';
import { buildRr } from '../src/holter/rr-build.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { mergeSegments } from '../src/quality/signal-quality.ts';
import { afForClasses } from '../src/rhythm/classes-and-af.ts';
import { AAMI_INDEX, CACHE, DATA, DEV_RECORDS, type DevRecord } from './records.ts';

export interface CachedRecord {
  db: string;
  name: string;
  fs: number;
  samples: number[];
  labels: number[];
  rules: number[];
  inAf: number[];
}

/** Nearest reference beat within the window, each reference beat used once (two pointers). */
function labelBeats(det: number[], ref: { sample: number; cls: number }[], win: number): number[] {
  const out = det.map(() => -1);
  let j = 0;
  for (let k = 0; k < det.length; k++) {
    while (j < ref.length && ref[j]!.sample < det[k]! - win) j++;
    let best = -1;
    for (let m = j; m < ref.length && ref[m]!.sample <= det[k]! + win; m++)
      if (best < 0 || Math.abs(ref[m]!.sample - det[k]!) < Math.abs(ref[best]!.sample - det[k]!))
        best = m;
    if (best >= 0) {
      out[k] = ref[best]!.cls;
      j = best + 1;
    }
  }
  return out;
}

async function dump(r: DevRecord): Promise<void> {
  const base = path.join(DATA, r.db, r.name);
  const { recording, beats, quality, totalSamples, shapes } = await detectBeats(`${base}.hea`, {
    channel: r.channel,
  });
  const fs = recording.samplingRate;
  const union = mergeSegments(quality);
  const excluded = union.reduce((a, [s, e]) => a + (Math.min(e, totalSamples) - s), 0);
  const exact = Float64Array.from(beats.exact);
  const rr = buildRr(exact, fs, union);
  const features = beatFeatures(shapes, exact);
  const first = classifyBeats({ exact, rrValid: rr.valid, features });
  // the AF the engine's final classification sees (rhythm/classes-and-af.ts)
  const analysableS = (totalSamples - excluded) / fs;
  const af = afForClasses(exact, first, rr.valid, fs, analysableS, shapes.atrial);
  const inAf = new Uint8Array(first.length);
  for (const e of af) inAf.fill(1, e.from, e.to + 1);
  const rules = classifyBeats({ exact, rrValid: rr.valid, features, inAf });
  const x = mlFeatures({ exact, rrValid: rr.valid, fs, features, shapes, inAf });
  const ann = await readWfdbAnnotations(`${base}.atr`);
  const ref = ann
    .filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1) && AAMI_INDEX[a.label] !== undefined)
    .map((a) => ({ sample: a.sample, cls: AAMI_INDEX[a.label]! }));
  const rec: CachedRecord = {
    db: r.db,
    name: r.name,
    fs,
    samples: beats.samples,
    labels: labelBeats(beats.samples, ref, Math.round(0.15 * fs)),
    rules: Array.from(rules),
    inAf: Array.from(inAf),
  };
  writeFileSync(path.join(CACHE, `${r.db}-${r.name}.json`), JSON.stringify(rec));
  writeFileSync(path.join(CACHE, `${r.db}-${r.name}.f32`), new Uint8Array(x.buffer));
}

mkdirSync(CACHE, { recursive: true });
const only = process.argv[2];
for (const r of DEV_RECORDS) {
  if (only && !only.split(',').includes(r.name)) continue;
  const t = performance.now();
  await dump(r);
  process.stdout.write(`${r.db}/${r.name} ${((performance.now() - t) / 1000).toFixed(1)} s` + '\n');
}
