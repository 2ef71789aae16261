/**
 * Why S beats go undetected (issue 19): for every development record, each reference S beat
 * with no final detection within 150 ms (the EC57 window) is put in one bin:
 *  - gated: the QRS detector found it, but a quality window / the beat gate dropped it;
 *  - refractory: the last detection before it is < 200 ms earlier (REFRACTORY_S);
 *  - t-window: the last detection is 200-360 ms earlier (T-wave rejection, T_WAVE_WINDOW_S);
 *  - other: later than 360 ms (below the adaptive threshold, searchback did not recover it).
 * Also prints every record's beat Se/+P (all classes) raw and final.
 * Usage: node packages/ecg/bench/svdb-missed-s.ts [mitdb|svdb] [records,comma|all] [--out DIR]
 * (--out: writes DIR/NNN.json, the final detections, for /work/shared/tools/ecg-score.mjs)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openRecording } from '../src/io/open.ts';
import { QrsDetector, type DetectedBeats } from '../src/detect/qrs-detector.ts';
import { QualityMonitor } from '../src/quality/signal-quality.ts';
import { applyWindowQuality } from '../src/quality/window-quality.ts';
import { withBeatGate } from '../src/quality/beat-gate.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { AAMI_INDEX, DATA, DEV_RECORDS } from '../train/records.ts';

interface Ref {
  sample: number;
  cls: number;
}

/** Index of the nearest element of sorted `xs` to v, or -1 when none is within win. */
function nearest(xs: number[], v: number, win: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (xs[m]! < v) lo = m + 1;
    else hi = m;
  }
  let best = -1;
  for (const k of [lo - 1, lo])
    if (k >= 0 && k < xs.length && Math.abs(xs[k]! - v) <= win)
      if (best < 0 || Math.abs(xs[k]! - v) < Math.abs(xs[best]! - v)) best = k;
  return best;
}

async function run(db: string, name: string, channel: number): Promise<number[]> {
  const rec = await openRecording(path.join(DATA, db, `${name}.hea`), { channel });
  const fs = rec.samplingRate;
  const det = new QrsDetector(fs);
  const q = new QualityMonitor(fs);
  const raw: DetectedBeats = { samples: [], amplitudes: [], exact: [] };
  for await (const chunk of rec.samples()) {
    det.push(chunk, raw);
    q.push(chunk);
  }
  det.flush(raw);
  const quality = q.finish();
  const wq = applyWindowQuality(q, raw, det.noise, quality);
  const excluded = withBeatGate(raw, det.shapes, fs, wq);
  const fin = raw.samples.filter((_, i) => !excluded(i));
  if (OUT) writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(fin));
  const ann = await readWfdbAnnotations(path.join(DATA, db, `${name}.atr`));
  const ref: Ref[] = ann
    .filter((a) => WFDB_BEAT_CODES.has(a.code ?? -1) && AAMI_INDEX[a.label] !== undefined)
    .map((a) => ({ sample: a.sample, cls: AAMI_INDEX[a.label]! }));
  const win = Math.round(0.15 * fs);
  const bins = [0, 0, 0, 0];
  let sTotal = 0;
  let tpRaw = 0;
  let tpFin = 0;
  for (const r of ref) {
    const inRaw = nearest(raw.samples, r.sample, win) >= 0;
    const inFin = nearest(fin, r.sample, win) >= 0;
    if (inRaw) tpRaw++;
    if (inFin) tpFin++;
    if (r.cls !== 1) continue;
    sTotal++;
    if (inFin) continue;
    if (inRaw) {
      bins[0]!++;
      continue;
    }
    let prev = -Infinity;
    for (const s of raw.samples) if (s < r.sample - win) prev = s;
    const gap = (r.sample - prev) / fs;
    bins[gap < 0.2 + 0.15 ? 1 : gap < 0.36 + 0.15 ? 2 : 3]!++;
  }
  const pr = (tp: number, n: number): string => ((100 * tp) / Math.max(1, n)).toFixed(2);
  process.stdout.write(
    `${db}/${name} S ${sTotal} missed ${bins.reduce((a, b) => a + b, 0)} gated ${bins[0]} refr ${bins[1]} twin ${bins[2]} other ${bins[3]} | raw Se ${pr(tpRaw, ref.length)} +P ${pr(tpRaw, raw.samples.length)} final Se ${pr(tpFin, ref.length)} +P ${pr(tpFin, fin.length)}\n`,
  );
  return [sTotal, ...bins, ref.length, tpRaw, raw.samples.length, tpFin, fin.length];
}

const outAt = process.argv.indexOf('--out');
const OUT = outAt > 0 ? process.argv[outAt + 1] : undefined;
if (OUT) mkdirSync(OUT, { recursive: true });
const dbArg = process.argv[2] ?? 'svdb';
const only = process.argv[3] === 'all' ? undefined : process.argv[3]?.split(',');
const tot = new Array<number>(10).fill(0);
for (const r of DEV_RECORDS) {
  if (r.db !== dbArg || (only && !only.includes(r.name))) continue;
  const v = await run(r.db, r.name, r.channel);
  v.forEach((x, i) => (tot[i]! += x));
}
const [s, g, rf, tw, ot, nRef, tpR, nR, tpF, nF] = tot as [number, ...number[]];
const pr = (tp: number, n: number): string => ((100 * tp) / Math.max(1, n)).toFixed(2);
process.stdout.write(
  `total S ${s} missed ${g! + rf! + tw! + ot!} gated ${g} refractory ${rf} t-window ${tw} other ${ot} | raw Se ${pr(tpR!, nRef!)} +P ${pr(tpR!, nR!)} final Se ${pr(tpF!, nRef!)} +P ${pr(tpF!, nF!)}\n`,
);
