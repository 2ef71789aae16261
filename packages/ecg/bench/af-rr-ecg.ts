/**
 * The full-ECG path of the AF model on the DS1 records, cross-validated: each record's beats
 * are detected and given first-pass classes as analyseRecording does (classes-and-af.ts), and
 * its AF is read by the model refitted without the record's fold, with the atrial veto.
 */
import path from 'node:path';
import { detectBeats } from '../src/analyse.ts';
import { beatFeatures, classifyBeats } from '../src/classify/beat-classes.ts';
import { buildRr } from '../src/holter/rr-build.ts';
import { mergeSegments } from '../src/quality/signal-quality.ts';
import { detectAfRr, type AfRrModel } from '../src/rhythm/af-rr.ts';
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
  const eps = detectAfRr(exact, firstPass, rr.valid, fs, d.shapes.atrial, m);
  return scoreRecord(
    r,
    eps.map((e) => [d.beats.samples[e.from]!, d.beats.samples[e.to]!]),
  );
}
