/**
 * Every reference V run (>= 3 consecutive reference V beats in the `.atr`) that the whole engine
 * (`analyseRecording`, shipped models) does not count as VT, with what the engine made of each of
 * its beats (its class, or "-" where no detected beat lies within 150 ms), the rate, the VT
 * episodes over it (uncertain or none) and the other episodes there. bench/vt-engine.ts gives the
 * totals; bench/vt-missed.ts the same question for the run rules on out-of-fold classes.
 *   node packages/ecg/bench/vt-engine-missed.ts [mitdb|svdb]
 */
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { AAMI_INDEX, DATA, DEV_RECORDS } from '../train/records.ts';
/** AAMI_LABELS order (classify/beat-classes.ts). */
const CL = ['N', 'S', 'V', 'F', 'Q'];
for (const r of DEV_RECORDS.filter((d) => d.db === (process.argv[2] ?? 'mitdb'))) {
  const base = path.join(DATA, r.db, r.name);
  const beats = (await readWfdbAnnotations(`${base}.atr`)).filter(
    (a) => WFDB_BEAT_CODES.has(a.code ?? -1) && AAMI_INDEX[a.label] !== undefined,
  );
  const runs: number[][] = [];
  for (let k = 0; k < beats.length; k++) {
    if (AAMI_INDEX[beats[k]!.label] !== 2) continue;
    let e = k;
    while (e + 1 < beats.length && AAMI_INDEX[beats[e + 1]!.label] === 2) e++;
    if (e - k >= 2) runs.push(beats.slice(k, e + 1).map((b) => b.sample));
    k = e;
  }
  if (!runs.length) continue;
  const res = await analyseRecording(`${base}.hea`, { channel: r.channel });
  const fs = res.samplingRate;
  const bs = res.series.beatSamples;
  const cls = res.series.aamiClass;
  const eps = res.rhythm.episodes;
  for (const run of runs) {
    const a = run[0]!,
      z = run.at(-1)!;
    const vt = eps.filter((e) => e.type === 'VT' && e.startSample <= z && e.endSample >= a);
    if (vt.some((e) => !e.uncertain)) continue;
    const m = run.map((s) => {
      let best = -1,
        d = Infinity;
      for (let i = 0; i < bs.length; i++) {
        const dd = Math.abs(bs[i]! - s);
        if (dd < d) {
          d = dd;
          best = i;
        }
      }
      return d <= 0.15 * fs ? CL[cls[best]!] : '-';
    });
    const other = eps
      .filter((e) => e.startSample <= z && e.endSample >= a && e.type !== 'VT')
      .map((e) => e.type + (e.uncertain ? '?' : ''));
    console.log(
      `${r.name} ${(a / fs).toFixed(1)}s n=${run.length} ${((60 * fs * (run.length - 1)) / (z - a)).toFixed(0)}bpm engine=${m.join('')} VT=${vt.map((e) => (e.uncertain ? 'uncertain' : 'counted')).join(',') || '-'} other=${other.join(',')}`,
    );
  }
}
