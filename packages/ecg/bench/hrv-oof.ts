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
import { recomputeFromLabels, type ReviewBase } from '../src/review/recompute.ts';
import { reviewBeatsOf } from '../src/review/beat-store.ts';
import type { AnalysisResult, HrvIndices } from '../src/types.ts';
import type { CachedRecord } from '../train/dump-features.ts';
import { CACHE } from '../train/records.ts';

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
