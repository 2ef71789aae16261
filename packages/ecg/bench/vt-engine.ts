/**
 * VT episodes of the whole engine (`analyseRecording`, shipped models) on the development
 * records, against the reference V runs (>= 3 consecutive reference beats of AAMI class V in
 * the `.atr` beat annotations). Found = a counted VT episode (not `uncertain`) overlapping the
 * run; false = a counted VT episode overlapping no reference run; uncertain VT episodes are
 * listed apart (shown for review, not counted). The shipped beat model was trained on these
 * records, so this is in-sample for the classes: bench/vt-runs-cv.ts gives the cross-validated
 * figures. Usage:
 *   node packages/ecg/bench/vt-engine.ts [mitdb|svdb]
 */
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { AAMI_INDEX, DATA, DEV_RECORDS } from '../train/records.ts';

/** AAMI class index of V (train/records.ts AAMI_INDEX). */
const AAMI_V = 2;

async function referenceRuns(base: string): Promise<[number, number][]> {
  const beats = (await readWfdbAnnotations(`${base}.atr`)).filter(
    (a) => WFDB_BEAT_CODES.has(a.code ?? -1) && AAMI_INDEX[a.label] !== undefined,
  );
  const out: [number, number][] = [];
  for (let k = 0; k < beats.length; k++) {
    if (AAMI_INDEX[beats[k]!.label] !== AAMI_V) continue;
    let e = k;
    while (e + 1 < beats.length && AAMI_INDEX[beats[e + 1]!.label] === AAMI_V) e++;
    if (e - k >= 2) out.push([beats[k]!.sample, beats[e]!.sample]);
    k = e;
  }
  return out;
}

const overlaps = (a: [number, number], b: [number, number]): boolean =>
  a[0] <= b[1] && a[1] >= b[0];

const only = process.argv[2];
const tot = new Map<string, { ref: number; found: number; falseVt: number; unsure: number }>();
for (const r of DEV_RECORDS.filter((d) => !only || d.db === only)) {
  const base = path.join(DATA, r.db, r.name);
  const runs = await referenceRuns(base);
  const res = await analyseRecording(`${base}.hea`, { channel: r.channel });
  const vt = res.rhythm.episodes.filter((e) => e.type === 'VT');
  const counted = vt
    .filter((e) => !e.uncertain)
    .map((e): [number, number] => [e.startSample, e.endSample]);
  const found = runs.filter((run) => counted.some((e) => overlaps(e, run))).length;
  const falseVt = counted.filter((e) => !runs.some((run) => overlaps(e, run))).length;
  const unsure = vt.length - counted.length;
  const t = tot.get(r.db) ?? { ref: 0, found: 0, falseVt: 0, unsure: 0 };
  tot.set(r.db, {
    ref: t.ref + runs.length,
    found: t.found + found,
    falseVt: t.falseVt + falseVt,
    unsure: t.unsure + unsure,
  });
  if (runs.length > 0 || vt.length > 0)
    console.log(
      `${r.db} ${r.name}: ${found} of ${runs.length} runs found, ${falseVt} false VT, ${unsure} uncertain`,
    );
}
for (const [db, t] of tot)
  console.log(
    `${db}: ${t.found} of ${t.ref} reference runs found (${((100 * t.found) / Math.max(1, t.ref)).toFixed(1)} %), ${t.falseVt} false VT counted, ${t.unsure} VT uncertain`,
  );
