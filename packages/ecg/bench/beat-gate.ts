/**
 * Trains and cross-validates the detection-confidence gate (src/quality/beat-gate.ts). Every
 * DS1 record is analysed (detection and window quality only) clean and with the nst noise
 * records' SECOND channel (`em` electrode motion at 12, 6, 0 and -6 dB, as the window model's training, `ma` muscle at 6 and 0 dB,
 * nst's 2-min blocks: bench/windows-data.ts nstMix) with the window model fitted without its
 * fold, the gate off. Each detection the window model kept in a window of P(bad) >= APPLY gets
 * its gate features and a label: it is matched one-to-one to a reference beat within 150 ms
 * (EC57). The noise stress benchmark (bench/noise-stress.ts) adds the FIRST `em` channel, which
 * this training never sees.
 *
 * Cross-validation by record in the window model's 6 folds: out-of-fold P(real) from a model
 * fitted without the fold; each fold's threshold is chosen on the other folds' out-of-fold
 * probabilities (never its own), maximising sum(false detections dropped - COST x true beats
 * dropped). The shipped model is fitted on all rows with the folds' mean threshold.
 *
 *   node packages/ecg/bench/beat-gate.ts [--collect] [--cost 2] [--write]
 * --collect re-runs the engine and caches the rows in train/.cache/beat-gate.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectBeats } from '../src/analyse.ts';
import {
  BEAT_GATE_FEATURES,
  BEAT_GATE_OFF,
  beatGateRows,
  type BeatGateModel,
} from '../src/quality/beat-gate.ts';
import { probability, type BoostedTrees } from '../src/quality/window-model.ts';
import { memoryRecording, referenceBeats } from '../test/rhythm-metrics.ts';
import { modelFor } from './folds.ts';
import { fitTrees } from './gbdt.ts';
import { FOLDS, foldOf } from './train-windows.ts';
import { MITDB, MITDB_RECORDS, NOISE, mlii, nstMix, readSignal } from './windows-data.ts';

const args = process.argv.slice(2);
const opt = (n: string, d: number): number =>
  args.includes(n) ? Number(args[args.indexOf(n) + 1]) : d;
/** A real beat dropped costs COST false detections kept (2: beats are the product; +P is the target). */
const COST = opt('--cost', 2);
/**
 * Windows below this P(bad) are never gated: clean signal is left alone (DS1 clean has 87 false
 * detections in 51,021 beats, README "Accuracy"; the window model's "uncertain" level is ~0.5).
 */
const APPLY = opt('--apply', 0.2);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CACHE = path.join(HERE, '../train/.cache/beat-gate.json');
const FS = 360;
const TOL = Math.round(0.15 * FS);
const CONDITIONS: { noise: string; snr: number }[] = [
  { noise: '', snr: Infinity },
  { noise: 'em', snr: 12 },
  { noise: 'em', snr: 6 },
  { noise: 'em', snr: 0 },
  { noise: 'em', snr: -6 },
  { noise: 'ma', snr: 6 },
  { noise: 'ma', snr: 0 },
];

interface Row {
  fold: number;
  cond: number;
  x: number[];
  tp: boolean;
}

/** Per detection, whether EC57's one-to-one matching pairs it with a reference beat. */
function matched(ref: readonly number[], det: readonly number[]): boolean[] {
  const out = det.map(() => false);
  let i = 0;
  let j = 0;
  while (i < ref.length && j < det.length) {
    const d = det[j]! - ref[i]!;
    if (Math.abs(d) <= TOL) {
      out[j] = true;
      i++;
      j++;
    } else if (d < 0) j++;
    else i++;
  }
  return out;
}

async function collect(): Promise<Row[]> {
  const rows: Row[] = [];
  const noise = {
    em: (await readSignal(path.join(NOISE, 'em.hea'), 1)).x,
    ma: (await readSignal(path.join(NOISE, 'ma.hea'), 1)).x,
  };
  for (const rec of MITDB_RECORDS) {
    const sig = await readSignal(path.join(MITDB, `${rec}.hea`), mlii(rec));
    const ref = (await referenceBeats(rec)).map((b) => b.sample);
    for (const [cond, c] of CONDITIONS.entries()) {
      const x = c.noise ? nstMix(sig, ref, noise[c.noise as 'em' | 'ma'], c.snr) : sig.x;
      const s = await detectBeats(memoryRecording(x, FS), {
        windowModel: modelFor(rec)!,
        beatGateModel: BEAT_GATE_OFF,
      });
      const tp = matched(ref, s.beats.samples);
      const d = {
        ...s.beats,
        shapes: s.shapes,
        fs: FS,
        windows: s.windows.windows,
        pBad: s.windows.pBad,
      };
      const kept = Array.from({ length: s.beats.samples.length }, (_, k) => k);
      beatGateRows(d, kept, 0.05, (p, row) => {
        rows.push({ fold: foldOf(rec), cond, x: row, tp: tp[p]! });
      });
    }
    console.error(`${rec}: ${rows.length} rows`);
  }
  mkdirSync(path.dirname(CACHE), { recursive: true });
  writeFileSync(CACHE, JSON.stringify(rows));
  return rows;
}

const all: Row[] =
  args.includes('--collect') || !existsSync(CACHE)
    ? await collect()
    : (JSON.parse(readFileSync(CACHE, 'utf8')) as Row[]);
const rows = all.filter((r) => r.x[0]! >= APPLY);

const fit = (r: Row[]): BoostedTrees =>
  fitTrees({ x: r.map((c) => c.x), y: r.map((c) => (c.tp ? 1 : 0)), w: r.map(() => 1) });
const GRID = Array.from({ length: 99 }, (_, k) => (k + 1) / 100);
/** The threshold maximising false detections dropped - COST x true beats dropped. */
function choose(p: number[], r: Row[]): number {
  let best = { t: 0, score: 0 };
  for (const t of GRID) {
    let score = 0;
    r.forEach((c, i) => {
      if (p[i]! < t) score += c.tp ? -COST : 1;
    });
    if (score > best.score) best = { t, score };
  }
  return best.t;
}

const pOut = new Array<number>(rows.length).fill(1);
const foldTrees: BoostedTrees[] = [];
for (let f = 0; f < FOLDS; f++) {
  const m = fit(rows.filter((c) => c.fold !== f));
  foldTrees.push(m);
  rows.forEach((c, i) => {
    if (c.fold === f) pOut[i] = probability(m, c.x);
  });
}
const tOut = foldTrees.map((_, f) => {
  const idx = rows.flatMap((c, i) => (c.fold !== f ? [i] : []));
  return choose(
    idx.map((i) => pOut[i]!),
    idx.map((i) => rows[i]!),
  );
});
console.log(`APPLY ${APPLY}, cost ${COST}; per-fold thresholds: ${tOut.join(', ')}`);
console.log('condition   gated rows (real / false)   dropped: real   false (cross-validated)');
CONDITIONS.forEach((c, cond) => {
  let real = 0;
  let fals = 0;
  let dReal = 0;
  let dFalse = 0;
  rows.forEach((r, i) => {
    if (r.cond !== cond) return;
    if (r.tp) real++;
    else fals++;
    if (pOut[i]! < tOut[r.fold]!) {
      if (r.tp) dReal++;
      else dFalse++;
    }
  });
  const name = c.noise ? `${c.noise} ${c.snr} dB` : 'clean';
  console.log(
    `${name.padEnd(10)}  ${String(real).padStart(8)} / ${String(fals).padEnd(8)}            ${String(dReal).padStart(6)}  ${String(dFalse).padStart(6)}`,
  );
});
if (args.includes('--write')) {
  const threshold = +(tOut.reduce((a, b) => a + b, 0) / FOLDS).toFixed(2);
  const model = (m: BoostedTrees, t: number): BeatGateModel => ({
    features: BEAT_GATE_FEATURES,
    threshold: t,
    apply: APPLY,
    ...m,
  });
  writeFileSync(
    path.join(HERE, '../src/quality/beat-gate-model.json'),
    JSON.stringify(model(fit(rows), threshold)),
  );
  writeFileSync(
    path.join(HERE, 'beat-gate-folds.json'),
    JSON.stringify(foldTrees.map((m, f) => model(m, tOut[f]!))),
  );
  console.log(
    `wrote src/quality/beat-gate-model.json (threshold ${threshold}) and bench/beat-gate-folds.json`,
  );
}
