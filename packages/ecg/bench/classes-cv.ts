/**
 * Cross-validated beat-class table, scored by the shared ANSI/AAMI EC57 scorer
 * (../shared/tools/ecg-score-ec57.mjs --classes): the learned classifier's out-of-fold classes
 * (each record classified by the model trained without it, from train/train.ts) and the rule
 * engine's classes, per database. Usage (after train/dump-features.ts and train/train.ts):
 *   node packages/ecg/bench/classes-cv.ts [--no-sv-runs]
 * (--no-sv-runs: the learned classes before the supraventricular-run rule, classify/sv-runs.ts)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AAMI_LABELS } from '../src/classify/beat-classes.ts';
import { FEATURE_NAMES, N_FEATURES } from '../src/classify/ml-features.ts';
import { ectopicRuns } from '../src/rhythm/episodes.ts';
import type { CachedRecord } from '../train/dump-features.ts';
import { CACHE, DATA, DEV_RECORDS } from '../train/records.ts';

interface Oof {
  cls: number[];
  prob: number[];
  preSv?: number[];
}
const NO_SV_RUNS = process.argv.includes('--no-sv-runs');
const oof = (db: string, name: string): Oof => {
  const o = JSON.parse(readFileSync(path.join(CACHE, `oof-${db}-${name}.json`), 'utf8')) as Oof;
  return NO_SV_RUNS && o.preSv ? { ...o, cls: o.preSv } : o;
};
const meta = (db: string, name: string): CachedRecord =>
  JSON.parse(readFileSync(path.join(CACHE, `${db}-${name}.json`), 'utf8')) as CachedRecord;

// the real path: the scorer only runs as a script when argv[1] is its own resolved path
const SCORER = realpathSync(path.resolve(DATA, '../../tools/ecg-score-ec57.mjs'));
const tmp = path.join(os.tmpdir(), `classes-cv-${process.pid}`);

function score(db: string, which: 'learned' | 'rules'): string {
  const dir = path.join(tmp, `${db}-${which}`);
  mkdirSync(dir, { recursive: true });
  const names: string[] = [];
  for (const r of DEV_RECORDS.filter((q) => q.db === db)) {
    const m = meta(db, r.name);
    const cls = which === 'rules' ? m.rules : oof(db, r.name).cls;
    const pairs = m.samples.map((s, k) => [s, AAMI_LABELS[cls[k]!]]);
    writeFileSync(path.join(dir, `${r.name}.json`), JSON.stringify(pairs));
    names.push(r.name);
  }
  return execFileSync(
    process.execPath,
    [
      SCORER,
      '--classes',
      '--data',
      path.join(DATA, db),
      '--detections',
      dir,
      '--records',
      names.join(','),
    ],
    { encoding: 'utf8' },
  );
}

for (const db of ['mitdb', 'svdb'])
  for (const which of ['learned', 'rules'] as const) {
    const out = score(db, which);
    const label =
      which === 'learned' ? 'learned, 5-fold CV by record' : 'rule engine (DS1: fitted, not CV)';
    console.log(`\n## ${db}: ${label}\n${out.trim()}`);
  }

/** Runs of >= 3 reference V beats (the matched labels of the detected beats): [first, last] beat. */
function referenceRuns(labels: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < labels.length; k++) {
    if (labels[k] !== 2) continue;
    let e = k;
    while (e + 1 < labels.length && labels[e + 1] === 2) e++;
    if (e - k >= 2) out.push([k, e]);
    k = e;
  }
  return out;
}

/**
 * VT episodes from the out-of-fold classes through the engine's own run logic
 * (rhythm/episodes.ts ectopicRuns: rate and size checks, confidence): reference runs found
 * (any overlap) and VT episodes overlapping no reference run.
 */
function vtTable(which: 'learned' | 'rules'): string[] {
  const lines = [`\n## VT runs (${which}): reference runs of >= 3 V found, false VT episodes`];
  for (const db of ['mitdb', 'svdb']) {
    let refN = 0;
    let found = 0;
    let falseN = 0;
    const falseRecs: string[] = [];
    for (const r of DEV_RECORDS.filter((q) => q.db === db)) {
      const m = meta(db, r.name);
      const o =
        which === 'learned' ? oof(db, r.name) : { cls: m.rules, prob: m.rules.map(() => 1) };
      const x = new Float32Array(
        readFileSync(path.join(CACHE, `${db}-${r.name}.f32`)).buffer.slice(0),
      );
      const n = m.samples.length;
      const feat = (name: string): Float32Array => {
        const f = FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]);
        return Float32Array.from({ length: n }, (_, k) => x[k * N_FEATURES + f]!);
      };
      const preRr = feat('preRrS');
      const eps = ectopicRuns(
        {
          samples: m.samples,
          exact: m.samples,
          classes: Uint8Array.from(o.cls),
          rrValid: Uint8Array.from(preRr, (v) => (Number.isFinite(v) ? 1 : 0)),
          fs: m.fs,
          pauseS: 2,
          time: () => null,
          evidence: {
            prob: Float32Array.from(o.prob),
            ampRatio: feat('ampRatio'),
            matchShare: feat('matchShare'),
          },
        },
        2,
      ).filter((e) => e.type === 'VT');
      const runs = referenceRuns(m.labels).map(([a, b]) => [m.samples[a]!, m.samples[b]!]);
      refN += runs.length;
      found += runs.filter(([a, b]) =>
        eps.some((e) => e.startSample <= b! && e.endSample >= a!),
      ).length;
      const f = eps.filter((e) => !runs.some(([a, b]) => e.startSample <= b! && e.endSample >= a!));
      falseN += f.length;
      if (f.length > 0) falseRecs.push(`${r.name}:${f.length}`);
    }
    lines.push(
      `  ${db}: ${found} of ${refN} reference runs found (${((100 * found) / Math.max(1, refN)).toFixed(1)} %), ${falseN} false VT episodes (${falseRecs.join(' ')})`,
    );
  }
  return lines;
}

console.log([...vtTable('learned'), ...vtTable('rules')].join('\n'));
