import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analyseRecording } from '@heartcheck/ecg/analyse';
import type { EcgRecording } from '@heartcheck/ecg/io/recording';
import type { BlobStore } from '../../blob/store.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { SIGNAL_BYTES_PER_SAMPLE, SIGNAL_UV_PER_UNIT } from './run.ts';
import type { StoredResult } from './run-types.ts';
import { reviewBeatsKey, writeReviewBeats } from './review-beats.ts';
import type { AnalysisRow } from './schema.ts';

/**
 * Where the review beats of an analysis stand: stored, being built now, or impossible (why).
 */
export type ReviewBeatsState = 'ready' | 'preparing' | { failed: string };

/**
 * The builds in progress and the failures, per blob store (one per app: two apps in one process,
 * as in the tests, never share them) and analysis id.
 */
const builds = new WeakMap<BlobStore, Map<string, Promise<void> | { failed: string }>>();

const NO_SIGNAL =
  'The beats of this recording cannot be prepared for review: its signal copy is missing. Ask operations to upload the recording again.';
const FAILED =
  'The beats of this recording could not be prepared for review. Ask operations to upload the recording again.';

/**
 * The review beats of an analysis, built on first use when it was made before the workstation
 * existed (issue 20: such analyses have a signal copy but no `review-beats.bin`). The build runs
 * once, in the background, and the caller asks again: a 72-hour recording takes as long as its
 * analysis did (about a minute under load, docs/performance.md), longer than a request may wait.
 */
export async function reviewBeatsState(
  blobs: BlobStore,
  analysis: Pick<AnalysisRow, 'id' | 'signalKey' | 'result'>,
): Promise<ReviewBeatsState> {
  let mine = builds.get(blobs);
  if (!mine) builds.set(blobs, (mine = new Map<string, Promise<void> | { failed: string }>()));
  const known = mine.get(analysis.id);
  if (known && !(known instanceof Promise)) return known;
  if (known) return 'preparing';
  if (await blobs.exists(reviewBeatsKey(analysis.id))) return 'ready';
  if (!analysis.signalKey || !analysis.result) return { failed: NO_SIGNAL };
  const table = mine;
  const build = rebuildReviewBeats(blobs, analysis.id, analysis.signalKey, analysis.result).then(
    () => void table.delete(analysis.id),
    (error: unknown) => {
      logger.warn('review beats build failed', {
        analysisId: analysis.id,
        ...describeError(error),
      });
      table.set(analysis.id, { failed: FAILED });
    },
  );
  table.set(analysis.id, build);
  return 'preparing';
}

/**
 * The engine run again over the analysis's 16-bit signal copy (µV; the engine reads mV) with
 * the stored start time, then the review beats written from that run as the worker writes them.
 * The engine reads nothing else from the original file (no annotations), so the beats are those
 * of the original analysis up to the copy's 1 µV resolution.
 */
async function rebuildReviewBeats(
  blobs: BlobStore,
  analysisId: string,
  signalKey: string,
  stored: unknown,
): Promise<void> {
  const result = stored as StoredResult;
  const copy = await blobs.localCopy(signalKey);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-review-beats-'));
  try {
    const analysed = await analyseRecording(signalRecording(copy.path, result));
    const file = await writeReviewBeats(analysed, copy.path, dir);
    await blobs.putFile(reviewBeatsKey(analysisId), file);
    logger.info('review beats built', {
      analysisId,
      beats: analysed.summary.totalBeats,
      storedBeats: result.summary.totalBeats,
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
    await copy.release();
  }
}

/** The signal copy as a recording: little-endian 16-bit µV, one channel. */
function signalRecording(file: string, result: StoredResult): EcgRecording {
  const mvPerUnit = SIGNAL_UV_PER_UNIT / 1000;
  return {
    format: 'edf',
    samplingRate: result.samplingRate,
    channel: 0,
    channelNames: ['ECG'],
    declaredSamples: result.totalSamples,
    // stored as local wall clock without a zone, read back as `new Date` reads it (run.ts)
    startTime: result.startTime ? new Date(result.startTime) : undefined,
    annotations: [],
    async *samples() {
      let carry: Buffer | undefined;
      for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
        const bytes: Buffer = carry ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
        const n = Math.floor(bytes.length / SIGNAL_BYTES_PER_SAMPLE);
        carry = bytes.length % 2 ? bytes.subarray(n * 2) : undefined;
        const out = new Float32Array(n);
        for (let i = 0; i < n; i++) out[i] = bytes.readInt16LE(i * 2) * mvPerUnit;
        yield out;
      }
    },
  };
}
