import { mergedLabels, withAddedBeats } from '@heartcheck/ecg/review/added-beats';
import { decodeReviewBeats } from '@heartcheck/ecg/review/beat-store';
import type { Recomputed, ReviewBase } from '@heartcheck/ecg/review/recompute';
import { newRecomputeCache, type RecomputeCache } from '@heartcheck/ecg/review/recompute-frame';
import type { BlobStore } from '../../blob/store.ts';
import { reviewBeatsKey, type StoredResult } from '../analysis/public.ts';
import type { FinishedAnalysis } from '../results/public.ts';
import { ReviewError } from './errors.ts';
import type { ReviewState } from './edits-state.ts';

/** One analysis's review beats as the workstation's requests share them (edits.ts). */
export interface Loaded {
  base: ReviewBase;
  /** Spectra and RR series kept between this recording's recomputations. */
  caches: RecomputeCache;
  /** The last recomputation, by the edits it replayed (a reload asks for the same again). */
  last?: { key: string; r: Recomputed; ms: number };
  /** The last replay, by the edits it replayed (every disclosure page asks for the same). */
  replayed?: { key: string; count: number; lastId: string | undefined; state: ReviewState };
  /** The beats with the added ones merged in, by the beats added (kept: see beatsInEffect). */
  merged?: { key: string; base: ReviewBase; ids: Int32Array };
}

/** Decoded review beats of the last few analyses opened (a 72-hour one is ~13 MB). */
const CACHE_SIZE = 4;
const cache = new Map<string, Loaded>();

/** The analysis with its review beats, or a 409 when there are none (yet). */
export async function loadBase(blobs: BlobStore, found: FinishedAnalysis): Promise<Loaded> {
  const loaded = await loadBaseIfAny(blobs, found);
  if (!loaded)
    throw new ReviewError(
      409,
      'The beats of this recording are still being prepared for review: try again in a minute.',
    );
  return loaded;
}

/** The analysis with its review beats (decoded once, then cached), or undefined when none. */
export async function loadBaseIfAny(
  blobs: BlobStore,
  found: FinishedAnalysis,
): Promise<Loaded | undefined> {
  const id = found.analysis.id;
  const hit = cache.get(id);
  if (hit) {
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  const key = reviewBeatsKey(id);
  if (!(await blobs.exists(key))) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.read(key)) chunks.push(chunk as Buffer);
  const result = found.analysis.result as StoredResult;
  const loaded = {
    base: { ...result, beats: decodeReviewBeats(Buffer.concat(chunks)) },
    caches: newRecomputeCache(),
  };
  cache.set(id, loaded);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return loaded;
}

/**
 * The beats in effect: the engine's, with the beats the cardiologist added merged in time order
 * (added-beats.ts), their labels, and each beat's id (`undefined`: the engine's beats alone, ids
 * 0..n-1). The merged beats are kept while the same beats are added, as the recomputation's
 * frame cache knows beats by identity (recompute-frame.ts sameBase): a relabel after an addition
 * then costs what it costs without one.
 */
export function beatsInEffect(
  loaded: Loaded,
  state: ReviewState,
): { base: ReviewBase; labels: Uint8Array; ids: Int32Array | undefined } {
  const n = loaded.base.beats.samples.length;
  if (state.added.length === 0)
    return { base: loaded.base, labels: state.labels.subarray(0, n), ids: undefined };
  const key = state.added.map((a) => `${a.id}@${a.sample}`).join(',');
  if (loaded.merged?.key !== key) {
    const m = withAddedBeats(loaded.base.beats, state.added, state.labels);
    loaded.merged = { key, base: { ...loaded.base, beats: m.beats }, ids: m.ids };
  }
  const { base, ids } = loaded.merged;
  return { base, labels: mergedLabels(ids, state.labels), ids };
}
