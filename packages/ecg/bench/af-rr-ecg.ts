/**
 * The full-ECG path of the AF model on the DS1 records, cross-validated: each record's beats
 * are detected and given first-pass classes as analyseRecording does (classes-and-af.ts), and
 * its AF is read by the model refitted without the record's fold, with the atrial veto, and
 * the flutter the RR check finds in it taken out (rhythm/afl.ts), as the engine reports AF.
 */
import path from 'node:path';
import { detectBeats } from '../src/analyse.ts';
import { beatFeatures, classifyBeats } from '../src/classify/beat-classes.ts';
import { buildRr } from '../src/holter/rr-build.ts';
import { mergeSegments } from '../src/quality/signal-quality.ts';
import { detectAfRr, type AfRrModel } from '../src/rhythm/af-rr.ts';
import { splitFlutter } from '../src/rhythm/afl.ts';
import { readWfdbAnnotations } from '../src/io/wfdb-annotations.ts';
import { MITDB, mlii } from '../test/helpers.ts';
import { scoreRecord, type RrRecord, type Score } from './af-rr-lib.ts';

export async function ecgPathScore(r: RrRecord, m: AfRrModel): Promise<Score> {
  const d = await detectBeats(path.join(MITDB, `${r.rec}.hea`), { channel: mlii(r.rec) });
  const fs = d.recording.samplingRate;
  const exact = Float64Array.from(d.beats.exact);
  const rr = buildRr(exact, fs, mergeSegments(d.quality));
  const firstPass = classifyBeats({
    exact,
    rrValid: rr.valid,
    features: beatFeatures(d.shapes, exact),
  });
  const found = detectAfRr(exact, firstPass, rr.valid, fs, d.shapes.atrial, m);
  const { af } = splitFlutter(exact, rr.valid, fs, found);
  const called = af.map((e): [number, number] => [
    d.beats.samples[e.from]!,
    d.beats.samples[e.to]!,
  ]);
  return { ...scoreRecord(r, called), outsideBy: await outsideBy(r, called) };
}

/** Within this of a reference AF episode's start or end, AF called outside it is a boundary lag. */
const EDGE_S = 15;

/**
 * Seconds of AF called outside reference AF, by the reference rhythm there ("(N", "(AFL",
 * "(VT", ...), marked "near AF" within EDGE_S of a reference AF start or end (a late end or
 * early start of a found episode, or a short run inside AF that the reference labels apart).
 */
async function outsideBy(r: RrRecord, called: [number, number][]): Promise<Record<string, number>> {
  const rh = (await readWfdbAnnotations(path.join(MITDB, `${r.rec}.atr`))).filter((x) =>
    x.aux?.startsWith('('),
  );
  const out: Record<string, number> = {};
  const edge = EDGE_S * r.fs;
  const nearEdge = (t: number): boolean =>
    r.af.some(([s, e]) => Math.abs(t - s) <= edge || Math.abs(t - e) <= edge);
  const inAf = (t: number): boolean => r.af.some(([s, e]) => t >= s && t < e);
  const step = Math.round(r.fs / 10);
  for (const [s, e] of called)
    for (let t = s; t < e; t += step) {
      if (inAf(t)) continue;
      let k = 0;
      while (k + 1 < rh.length && rh[k + 1]!.sample <= t) k++;
      const key = `${rh[k]?.aux ?? '?'}${nearEdge(t) ? ' near AF' : ''}`;
      out[key] = (out[key] ?? 0) + step / r.fs;
    }
  return out;
}
