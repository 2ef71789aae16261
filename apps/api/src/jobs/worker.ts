import os from 'node:os';
import type PgBoss from 'pg-boss';
import { EcgFormatError } from '@heartcheck/ecg/io/errors';
import { isStorageFull, type BlobStore } from '../blob/store.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { describeError, logger } from '../lib/logger.ts';
import {
  claimAnalysis,
  failAnalysis,
  finishAnalysis,
  lapsedAnalyses,
  recordJobId,
  renewLease,
  reportProgress,
  requeueLapsed,
  runAnalysisInThread,
  unqueuedAnalyses,
  type AnalysisRow,
  reviewBeatsKey,
} from '../modules/analysis/public.ts';
import type { Mailer } from '../modules/outbox/public.ts';
import { notify, type OrderDeps } from '../modules/orders/public.ts';
import { holdIfShort } from '../modules/holds/public.ts';
import { recordings, type RecordingFormat } from '../modules/recordings/public.ts';
import type { PaymentAdapter } from '../payments/adapter.ts';
import { eq } from 'drizzle-orm';
import { ANALYSIS_QUEUE, enqueueAnalysis, startQueue, type AnalysisJobData } from './queue.ts';
import { failUnclaimed, UNCLAIMED_MS } from './unclaimed.ts';

/** The run step: the engine over a local copy of the recording. */
export type AnalyseStep = typeof runAnalysisInThread;

export interface WorkerDeps {
  database: DatabaseHandle;
  blobs: BlobStore;
  mailer: Mailer;
  publicUrl: string;
  /** Not used by the analysis pipeline; carried for the order services' dependency shape. */
  payments?: PaymentAdapter | undefined;
  /**
   * The run step (default: the ECG engine in a worker thread, so its synchronous stretches never
   * stop the lease renewal). Tests inject their own, e.g. to kill a worker.
   */
  analyse?: AnalyseStep;
}

export interface WorkerOptions {
  concurrency: number;
  /** A running job renews its lease every third of this; a lapsed lease means the worker died. */
  leaseSeconds: number;
  pollSeconds: number;
  /** Only enqueue and reap, never take jobs (an API process when workers run elsewhere). */
  enqueueOnly?: boolean;
  /**
   * Less analysable ECG than this holds the recording for staff (config MIN_ANALYSABLE_HOURS);
   * 0 or absent holds nothing (tests that start a worker themselves).
   */
  minAnalysableS?: number;
  /** A fetched job no worker claimed this long is handed back (UNCLAIMED_MS; tests shorten it). */
  unclaimedSeconds?: number;
}

export interface AnalysisWorker {
  readonly id: string;
  readonly boss: PgBoss;
  /** Queues an analysis (after the upload transaction committed). */
  enqueue(analysisId: string): Promise<void>;
  /** Stops taking jobs and waits for running ones (graceful shutdown). */
  stop(): Promise<void>;
  /**
   * Stops at once and leaves running jobs as a killed process would: no further write, leases
   * no longer renewed, so the reaper of another worker hands them back to the queue.
   */
  abandon(): void;
}

/** One worker's moving parts, shared by its steps. */
interface WorkerState {
  id: string;
  deps: WorkerDeps;
  boss: PgBoss;
  leaseMs: number;
  orderDeps: OrderDeps;
  analyse: AnalyseStep;
  minAnalysableS: number;
  unclaimedMs: number;
  leaseTimers: Set<NodeJS.Timeout>;
  /** Aborted on abandon, or on stop once running jobs had their time: ends the engine threads. */
  halt: AbortController;
  reaper: NodeJS.Timeout | undefined;
  abandoned: boolean;
  stopped: boolean;
}

const db = (state: WorkerState) => state.deps.database.db;

/** An abandoned job's handler never settles, so the queue leaves the job to the reaper. */
const frozen = () => new Promise<never>(() => undefined);

/** Step 1, claim: the analysis row's lease, or undefined when the job has nothing left to do. */
async function claim(
  state: WorkerState,
  job: PgBoss.JobWithMetadata<AnalysisJobData>,
): Promise<AnalysisRow | undefined> {
  const claimed = await claimAnalysis(db(state), {
    analysisId: job.data.analysisId,
    jobId: job.id,
    workerId: state.id,
    leaseMs: state.leaseMs,
  });
  if (claimed === 'done') return undefined;
  if (claimed === 'busy') throw new Error('the analysis is running in another worker');
  return claimed;
}

/** Keeps the lease alive while the job runs; returns the function that lets it go. */
function holdLease(state: WorkerState, analysis: AnalysisRow): () => void {
  const timer = setInterval(
    () => {
      renewLease(db(state), analysis.id, state.id, state.leaseMs).catch((error: unknown) =>
        logger.warn('renewing an analysis lease failed', describeError(error)),
      );
    },
    Math.max(500, state.leaseMs / 3),
  );
  state.leaseTimers.add(timer);
  return () => {
    clearInterval(timer);
    state.leaseTimers.delete(timer);
  };
}

/** Step 2, run: the engine over a local copy, progress reported at most twice a second. */
async function run(state: WorkerState, analysis: AnalysisRow, cleanups: (() => Promise<void>)[]) {
  const recording = (
    await db(state).select().from(recordings).where(eq(recordings.id, analysis.recordingId))
  )[0];
  if (!recording) throw new Error('recording row missing');
  const copy = await state.deps.blobs.localCopy(recording.blobKey);
  cleanups.push(() => copy.release());
  let lastWrite = 0;
  const output = await state.analyse(
    copy.path,
    recording.format as RecordingFormat,
    recording.wfdbHeader,
    {
      declaredSamples: recording.totalSamples,
      samplingRate: recording.samplingRate,
      signal: state.halt.signal,
      ...(recording.startTimeSource === 'staff' ? { startTime: recording.startTime } : {}),
      onProgress: (fraction) => {
        const now = Date.now();
        if (state.abandoned || now - lastWrite < 500) return;
        lastWrite = now;
        void reportProgress(db(state), analysis.id, state.id, fraction).catch(() => undefined);
      },
    },
  );
  cleanups.unshift(() => output.cleanup());
  return output;
}

/**
 * What staff read on the analysis when the disk filled while its results were being stored:
 * nothing was kept, and it is retried (with backoff, queue.ts) so it finishes once space is freed.
 */
export const ANALYSIS_STORAGE_FULL =
  'Our storage is full, so the analysis results could not be saved. Nothing was kept; the analysis is retried automatically and finishes once space is freed.';

/** Step 3a: the derived files to the blob store. A full disk leaves none of them behind. */
async function storeOutputs(
  state: WorkerState,
  analysis: AnalysisRow,
  output: Awaited<ReturnType<AnalyseStep>>,
): Promise<string | null> {
  // beat times have no signal copy (no strips): the analysis keeps no signal key
  const signalKey = output.signalFile ? `analyses/${analysis.id}/signal.i16` : null;
  const files: [string, string | undefined][] = [
    [`analyses/${analysis.id}/signal.i16`, output.signalFile],
    [reviewBeatsKey(analysis.id), output.reviewBeatsFile],
  ];
  try {
    for (const [key, file] of files) if (file) await state.deps.blobs.putFile(key, file);
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    for (const [key] of files) await state.deps.blobs.delete(key).catch(() => undefined);
    logger.error('the blob store is full: analysis results not stored', {
      analysisId: analysis.id,
    });
    throw new Error(ANALYSIS_STORAGE_FULL, { cause: error });
  }
  return signalKey;
}

/** Step 3, finish: the derived files to the blob store, results stored, customer told. */
async function finish(
  state: WorkerState,
  analysis: AnalysisRow,
  output: Awaited<ReturnType<AnalyseStep>>,
): Promise<void> {
  const signalKey = await storeOutputs(state, analysis, output);
  // Held before the results exist, so no signature can release a short recording meanwhile.
  const result = output.result;
  await holdIfShort(db(state), {
    orderId: analysis.orderId,
    analysisId: analysis.id,
    analysableS: result.summary.analysableDurationS,
    wornS: result.totalSamples / result.samplingRate,
    minimumS: state.minAnalysableS,
  });
  const moved = await finishAnalysis(db(state), analysis, state.id, { ...output, signalKey });
  if (moved) await notify(state.orderDeps, moved, 'resultsReady');
}

/** A failed attempt: retried with backoff unless the file itself is unreadable or tries ran out. */
async function fail(
  state: WorkerState,
  job: PgBoss.JobWithMetadata<AnalysisJobData>,
  analysis: AnalysisRow,
  error: unknown,
): Promise<void> {
  const permanent = error instanceof EcgFormatError;
  const lastTry = job.retryCount >= job.retryLimit;
  logger.warn('analysis failed', {
    analysisId: analysis.id,
    attempt: analysis.attempts,
    willRetry: !permanent && !lastTry,
    ...describeError(error),
  });
  await failAnalysis(db(state), analysis.id, state.id, {
    final: permanent || lastTry,
    error: describeError(error).errorMessage,
  });
  if (!permanent) throw error;
}

/** One job: claim → run → finish, or fail. */
async function handle(
  state: WorkerState,
  job: PgBoss.JobWithMetadata<AnalysisJobData>,
): Promise<void> {
  const analysis = await claim(state, job);
  if (!analysis) return;
  const letGo = holdLease(state, analysis);
  const started = performance.now();
  logger.info('analysis started', {
    analysisId: analysis.id,
    attempt: analysis.attempts,
    worker: state.id,
  });
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const output = await run(state, analysis, cleanups);
    if (state.abandoned) await frozen();
    await finish(state, analysis, output);
    logger.info('analysis finished', {
      analysisId: analysis.id,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    });
  } catch (error) {
    if (state.abandoned) await frozen();
    await fail(state, job, analysis, error);
  } finally {
    letGo();
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

/** Step 4, reap: hands back jobs whose worker died, and queues analyses that never got a job. */
async function reap(state: WorkerState): Promise<void> {
  if (state.abandoned || state.stopped) return;
  for (const row of await lapsedAnalyses(db(state))) {
    const job = row.jobId ? await state.boss.getJobById(ANALYSIS_QUEUE, row.jobId) : null;
    if (!(await requeueLapsed(db(state), row.id))) continue;
    logger.warn('analysis worker stopped mid-job; handing the job back', { analysisId: row.id });
    if (job && job.state === 'active') {
      await state.boss.fail(ANALYSIS_QUEUE, job.id, {
        message: 'the worker stopped mid-job (lease lapsed)',
      });
    } else if (!job || ['completed', 'failed', 'cancelled'].includes(job.state)) {
      await enqueueAnalysis(state.boss, row.id);
    }
  }
  // Committed over 10 s ago without a job: the app stopped between commit and enqueue.
  for (const row of await unqueuedAnalyses(db(state), 10_000)) {
    const jobId = await enqueueAnalysis(state.boss, row.id);
    if (jobId) await recordJobId(db(state), row.id, jobId);
  }
  await failUnclaimed(state.boss, db(state), state.unclaimedMs);
}

function startReaper(state: WorkerState): Promise<void> {
  const sweep = () =>
    reap(state).catch((error: unknown) =>
      logger.warn('analysis reaper failed', describeError(error)),
    );
  state.reaper = setInterval(() => void sweep(), Math.max(1000, state.leaseMs / 2));
  state.reaper.unref();
  return sweep();
}

/**
 * The analysis worker. It takes jobs from the pg-boss queue, holds a lease on the analysis while
 * it runs (renewed on a timer), reports progress to the analysis row, and on success stores the
 * results and moves the order analysing → results_ready. A reaper hands jobs whose lease lapsed
 * (the worker died) back to the queue, where they retry with backoff, and queues analyses that
 * were committed but never queued. Several workers, in this process or in other processes on a
 * PostgreSQL server, can run against the same database.
 */
export async function startAnalysisWorker(
  deps: WorkerDeps,
  options: WorkerOptions,
): Promise<AnalysisWorker> {
  const state: WorkerState = {
    id: `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`,
    deps,
    boss: await startQueue(deps.database),
    leaseMs: options.leaseSeconds * 1000,
    orderDeps: {
      db: deps.database.db,
      mailer: deps.mailer,
      payments: deps.payments as PaymentAdapter,
      publicUrl: deps.publicUrl,
    },
    analyse: deps.analyse ?? runAnalysisInThread,
    minAnalysableS: options.minAnalysableS ?? 0,
    unclaimedMs:
      options.unclaimedSeconds === undefined ? UNCLAIMED_MS : options.unclaimedSeconds * 1000,
    leaseTimers: new Set(),
    halt: new AbortController(),
    reaper: undefined,
    abandoned: false,
    stopped: false,
  };
  await startReaper(state);
  if (!options.enqueueOnly) {
    for (let i = 0; i < options.concurrency; i++) {
      await state.boss.work<AnalysisJobData>(
        ANALYSIS_QUEUE,
        { pollingIntervalSeconds: options.pollSeconds, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) await handle(state, job);
        },
      );
    }
  }
  return workerHandle(state);
}

/** No further write, no lease renewal, engine threads terminated: as if the process died. */
function abandonRunning(state: WorkerState): void {
  state.abandoned = true;
  for (const timer of state.leaseTimers) clearInterval(timer);
  state.leaseTimers.clear();
  state.halt.abort();
}

function workerHandle(state: WorkerState): AnalysisWorker {
  return {
    id: state.id,
    boss: state.boss,
    async enqueue(analysisId) {
      const jobId = await enqueueAnalysis(state.boss, analysisId);
      if (jobId) await recordJobId(db(state), analysisId, jobId);
    },
    async stop() {
      if (state.stopped) return;
      state.stopped = true;
      clearInterval(state.reaper);
      const graceful = !state.abandoned;
      await state.boss.stop({ graceful, wait: graceful, timeout: 30_000 });
      // Jobs still running after their 30 s are left as a killed process leaves them (the lease
      // lapses, another worker's reaper hands them back), and their engine threads end now.
      if (state.leaseTimers.size > 0) abandonRunning(state);
    },
    abandon() {
      abandonRunning(state);
      clearInterval(state.reaper);
      void state.boss.offWork(ANALYSIS_QUEUE);
    },
  };
}
