/**
 * The supraventricular-run rule (src/classify/sv-runs.ts, the engine's SV_RUN) on patients it
 * was never chosen on: the reference beats of the Long-Term AF Database records in
 * ../shared/data/ecg/rr/ltafdb (42 x 24 h, 128 Hz, beat labels and rhythm labels; no ECG, so
 * the rule runs on the reference beat times alone, with every beat N but V/F/Q, as if the beat
 * model had found no S beat). Counts the beats the rule marks S by their reference class, with
 * the reference AF/flutter masked (as the engine's AF flag would, if perfect), with the AF the
 * engine's RR model finds in these beat times (rhythm/af-rr.ts; the shipped model was fitted
 * on these records among others, so this AF is in-sample), and unmasked (as if AF detection
 * missed it all), and the reference runs of >= 3 S beats it overlaps.
 * Usage: node packages/ecg/bench/sv-runs-ltafdb.ts
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CLASS_N, CLASS_Q, CLASS_S } from '../src/classify/beat-classes.ts';
import { SV_RUN } from '../src/classify/learned.ts';
import { markSvRuns } from '../src/classify/sv-runs.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { detectAfRr } from '../src/rhythm/af-rr.ts';
import { AAMI_INDEX, DATA } from '../train/records.ts';

const DIR = path.join(DATA, 'rr/ltafdb');
const FS = 128;
/** Longer intervals span signal loss or annotation gaps: no interval (the engine's rrValid). */
const MAX_RR_S = 3;

type Mask = 'reference AF' | 'engine AF (RR model)' | 'no AF mask';

interface Tally {
  s: number;
  n: number;
  other: number;
}

async function record(
  rec: string,
  mask: Mask,
  t: Tally,
  runs: { ref: number; hit: number },
): Promise<void> {
  const anns = await readWfdbAnnotations(path.join(DIR, `${rec}.atr`));
  const beats: { sample: number; cls: number; af: boolean }[] = [];
  let af = false;
  for (const a of anns) {
    if (a.aux?.startsWith('(')) af = /^\((AFIB|AFL)/.test(a.aux);
    if (!WFDB_BEAT_CODES.has(a.code ?? -1)) continue;
    beats.push({ sample: a.sample, cls: AAMI_INDEX[a.label] ?? CLASS_Q, af });
  }
  const n = beats.length;
  const rr = Float64Array.from(beats, (b, k) => {
    const v = k > 0 ? (b.sample - beats[k - 1]!.sample) / FS : NaN;
    return v > 0 && v <= MAX_RR_S ? v : NaN;
  });
  // the model's classes as if it found every V/F/Q and no S
  const cls = Uint8Array.from(beats, (b) => (b.cls === CLASS_S ? CLASS_N : b.cls));
  const inAf = Uint8Array.from(beats, (b) => (mask === 'reference AF' && b.af ? 1 : 0));
  if (mask === 'engine AF (RR model)') {
    const exact = Float64Array.from(beats, (b) => b.sample);
    const valid = Uint8Array.from(rr, (v) => (Number.isFinite(v) ? 1 : 0));
    for (const e of detectAfRr(exact, cls, valid, FS)) inAf.fill(1, e.from, e.to + 1);
  }
  const before = cls.slice();
  markSvRuns(cls, rr, inAf, SV_RUN);
  for (let k = 0; k < n; k++) {
    if (cls[k] === before[k]) continue;
    if (beats[k]!.cls === CLASS_S) t.s++;
    else if (beats[k]!.cls === CLASS_N && !beats[k]!.af) t.n++;
    else t.other++;
  }
  for (let k = 0; k < n; k++) {
    if (beats[k]!.cls !== CLASS_S) continue;
    let e = k;
    while (e + 1 < n && beats[e + 1]!.cls === CLASS_S) e++;
    if (e - k >= 2) {
      runs.ref++;
      let hit = false;
      for (let j = k; j <= e; j++) hit ||= cls[j] === CLASS_S;
      if (hit) runs.hit++;
    }
    k = e;
  }
}

const recs = readdirSync(DIR)
  .filter((f) => f.endsWith('.atr'))
  .map((f) => f.slice(0, -4));
for (const mask of ['reference AF', 'engine AF (RR model)', 'no AF mask'] as const) {
  const t: Tally = { s: 0, n: 0, other: 0 };
  const runs = { ref: 0, hit: 0 };
  for (const r of recs) await record(r, mask, t, runs);
  const all = t.s + t.n + t.other;
  console.log(
    `${recs.length} records, ${mask}: ${all} beats marked S: ` +
      `${t.s} reference S (${((100 * t.s) / Math.max(1, all)).toFixed(1)} %), ${t.n} N outside AF, ` +
      `${t.other} in AF/flutter or other; reference runs of >= 3 S touched: ${runs.hit} of ${runs.ref}`,
  );
}
