/**
 * HRV from out-of-fold beat classes: the engine's analysis of a development record with each
 * beat's class replaced by the class the classifier gave it when trained without that record
 * (train/.cache/oof-*.json: train/dump-features.ts, then train/train.ts --cv-only), the indices
 * recomputed by the engine's own recomputation from labels (review/recompute.ts, the same
 * hrvPeriods and NN rules as analyseRecording). The shipped classifier was trained on every
 * development record, so the HRV of its own classes there is in-sample; this is the held-out
 * figure. Detection, signal quality and the V gate stay the shipped ones (the cache was dumped
 * from the same default detection, so the beats are the same).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { recomputeFromLabels, type ReviewBase } from '../src/review/recompute.ts';
import { reviewBeatsOf } from '../src/review/beat-store.ts';
import type { AnalysisResult, HrvIndices } from '../src/types.ts';
import type { CachedRecord } from '../train/dump-features.ts';
import { CACHE, DATA, type DevRecord } from '../train/records.ts';
import {
  referenceAf,
  referenceBeats,
  referenceFlutter,
  referenceHrv,
} from '../test/rhythm-metrics.ts';
import { svdbBeats } from './svdb-beats.ts';

/** The stored base a recomputation starts from, built from a full analysis result. */
export function reviewBaseOf(r: AnalysisResult, classes: Uint8Array): ReviewBase {
  const n = r.series.beatSamples.length;
  return {
    samplingRate: r.samplingRate,
    totalSamples: r.totalSamples,
    startTime: r.startTime,
    night: r.night,
    quality: r.quality,
    rhythm: r.rhythm,
    summary: r.summary,
    // templates only serve the review screen, not the figures
    beats: reviewBeatsOf(r.series, classes, new Uint16Array(n), []),
  };
}

export interface OofClasses {
  classes: Uint8Array;
  /** Beats of the analysis with no out-of-fold class (kept the engine's). */
  unmatched: number;
}

/** The out-of-fold class of every beat of `r` (by sample), or null without a cache. */
export function oofClasses(r: AnalysisResult, db: string, rec: string): OofClasses | null {
  const f = (p: string): string => path.join(CACHE, `${p}${db}-${rec}.json`);
  if (!existsSync(f('oof-'))) return null;
  const meta = JSON.parse(readFileSync(f(''), 'utf8')) as CachedRecord;
  const oof = JSON.parse(readFileSync(f('oof-'), 'utf8')) as { cls: number[] };
  const bySample = new Map<number, number>();
  meta.samples.forEach((s, k) => bySample.set(s, oof.cls[k]!));
  let unmatched = 0;
  const classes = Uint8Array.from(r.series.beatSamples, (s, k) => {
    const c = bySample.get(s);
    if (c === undefined) unmatched++;
    return c ?? r.series.aamiClass[k]!;
  });
  return { classes, unmatched };
}

/** Whole-recording HRV from the given classes, through the engine's recomputation. */
export const hrvWith = (r: AnalysisResult, classes: Uint8Array): HrvIndices =>
  recomputeFromLabels(reviewBaseOf(r, classes), classes, []).indices.whole;

/** One development record's HRV case: the analysis, reference HRV, out-of-fold classes and HRV. */
export interface HrvCase {
  res: AnalysisResult;
  ref: ReturnType<typeof referenceHrv>;
  classes: Uint8Array;
  /** Beats of the analysis with no out-of-fold class. */
  unmatched: number;
  /** Whole-recording HRV from the out-of-fold classes. */
  hrv: HrvIndices;
}

/**
 * The HRV case of a record (bench/hrv-cv.ts, bench/hrv-withhold-cv.ts), or null for a DS1
 * record with AF (the HRV row is scored on records without it). Throws without the cache.
 */
export async function hrvCase(r: DevRecord): Promise<HrvCase | null> {
  const mitdb = r.db === 'mitdb';
  if (mitdb && (await referenceAf(r.name)).length > 0) return null;
  const beats = mitdb ? await referenceBeats(r.name) : await svdbBeats(r.name);
  const res = await analyseRecording(path.join(DATA, r.db, `${r.name}.hea`), {
    channel: r.channel,
  });
  const ref = referenceHrv(beats, res.samplingRate, mitdb ? await referenceFlutter(r.name) : []);
  const oof = oofClasses(res, r.db, r.name);
  if (!oof) throw new Error(`no out-of-fold classes for ${r.db}/${r.name}: run train/train.ts`);
  return { res, ref, ...oof, hrv: hrvWith(res, oof.classes) };
}
