/**
 * Beat-timing consistency of the QRS detector's sub-sample positions against the reference
 * annotations, for each fiducial polarity hold (detect/qrs-detector.ts POLARITY_HOLD; Infinity
 * = off, the largest |extremum| of each beat). Per record (the 22 MIT-BIH DS1 records and the
 * 39 SVDB records, channel as train/records.ts) it measures the RMS of the second difference of
 * the offset (detector - reference) over three consecutive matched reference-N beats: what the
 * detector's timing adds to a successive NN difference, i.e. to RMSSD, beyond the reference's
 * own timing (floor: the reference's whole-sample grid, 2.0 ms at 360 Hz, 5.5 ms at 128 Hz).
 * The hold is chosen leave-one-record-out (the value with the lowest mean over the other
 * records) and the held-out record scored with it. Prints per record: off / chosen (its
 * value) and the number of beats the chosen hold (POLARITY_HOLD_CHOSEN; off in the engine) times on another extremum; then the
 * totals. Usage: node packages/ecg/bench/fiducial-polarity.ts
 */
import path from 'node:path';
import { POLARITY_HOLD_CHOSEN, QrsDetector } from '../src/detect/qrs-detector.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { AAMI_INDEX, DATA, DEV_RECORDS } from '../train/records.ts';
import { readSignal } from './windows-data.ts';

const HOLDS = [Infinity, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const MATCH_S = 0.15;

/** Reference beat samples with 1 where the beat is N (AAMI). */
async function reference(db: string, rec: string): Promise<{ at: number[]; n: boolean[] }> {
  const ann = await readWfdbAnnotations(path.join(DATA, db, `${rec}.atr`));
  const beats = ann.filter(
    (a) => WFDB_BEAT_CODES.has(a.code ?? -1) && AAMI_INDEX[a.label] !== undefined,
  );
  return { at: beats.map((a) => a.sample), n: beats.map((a) => AAMI_INDEX[a.label] === 0) };
}

function detect(x: Float32Array, fs: number, hold: number): number[] {
  const d = new QrsDetector(fs, hold);
  const out = d.push(x);
  return d.flush(out).exact;
}

/** RMS (ms) of the offset's second difference over consecutive matched N-N-N beats. */
function jitter(ref: { at: number[]; n: boolean[] }, exact: number[], fs: number): number {
  const off = new Float64Array(ref.at.length).fill(NaN);
  let j = 0;
  for (let i = 0; i < ref.at.length; i++) {
    const s = ref.at[i]!;
    while (j + 1 < exact.length && Math.abs(exact[j + 1]! - s) <= Math.abs(exact[j]! - s)) j++;
    if (ref.n[i] && Math.abs(exact[j]! - s) <= MATCH_S * fs) off[i] = ((exact[j]! - s) / fs) * 1000;
  }
  let ss = 0;
  let n = 0;
  for (let i = 2; i < off.length; i++) {
    const d2 = off[i]! - 2 * off[i - 1]! + off[i - 2]!;
    if (!Number.isFinite(d2)) continue;
    ss += d2 * d2;
    n++;
  }
  return Math.sqrt(ss / n);
}

const rows: { name: string; d2: number[]; moved: number }[] = [];
for (const r of DEV_RECORDS) {
  const { x, fs } = await readSignal(path.join(DATA, r.db, `${r.name}.hea`), r.channel);
  const ref = await reference(r.db, r.name);
  const runs = HOLDS.map((h) => detect(x, fs, h));
  const base = runs[0]!;
  const shipped = runs[HOLDS.indexOf(POLARITY_HOLD_CHOSEN)]!;
  let moved = 0;
  for (let k = 0; k < base.length; k++) if (Math.abs(shipped[k]! - base[k]!) > 0.5) moved++;
  rows.push({ name: `${r.db}/${r.name}`, d2: runs.map((e) => jitter(ref, e, fs)), moved });
}

const f = (x: number): string => x.toFixed(1);
const totals = { off: [] as number[], cv: [] as number[], better: 0, worse: 0 };
for (const row of rows) {
  const others = rows.filter((o) => o !== row);
  const mean = (h: number): number => others.reduce((a, o) => a + o.d2[h]!, 0) / others.length;
  let pick = 0;
  for (let h = 1; h < HOLDS.length; h++) if (mean(h) < mean(pick)) pick = h;
  const [off, cv] = [row.d2[0]!, row.d2[pick]!];
  totals.off.push(off);
  totals.cv.push(cv);
  if (cv < off - 0.5) totals.better++;
  if (cv > off + 0.5) totals.worse++;
  console.log(
    `${row.name.padEnd(10)} off ${f(off).padStart(5)}  cv ${f(cv).padStart(5)} (hold ${HOLDS[pick]})  beats moved by the shipped hold: ${row.moved}  all: ${row.d2.map(f).join(' ')}`,
  );
}
const avg = (a: number[]): number => a.reduce((s, v) => s + v, 0) / a.length;
console.log(
  `holds ${HOLDS.join(' ')}; mean jitter ms: off ${f(avg(totals.off))}, leave-one-record-out ${f(avg(totals.cv))}; records better / worse by > 0.5 ms: ${totals.better} / ${totals.worse}`,
);
