import os from 'node:os';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { EcgFormatError } from '@heartcheck/ecg/io/errors';
import type { BlobStore } from '../blob/store.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { describeError, logger } from '../lib/logger.ts';
import { SYSTEM_ACTOR } from '../modules/audit/service.ts';
import { analyses, type AnalysisRow } from '../modules/analysis/schema.ts';
import { runAnalysis } from '../modules/analysis/run.ts';
import type { Mailer } from '../modules/outbox/service.ts';
import { applyTransition, lockOrder, notify, type OrderDeps } from '../modules/orders/service.ts';
import { recordings } from '../modules/recordings/schema.ts';
import type { RecordingFormat } from '../modules/recordings/validate.ts';
import type { PaymentAdapter } from '../payments/adapter.ts';
import { ANALYSIS_QUEUE, enqueueAnalysis, startQueue, type AnalysisJobData } from './queue.ts';

export interface WorkerDeps {
  database: DatabaseHandle;
  blobs: BlobStore;
  mailer: Mailer;
  publicUrl: string;
  /** Not used by the analysis pipeline; carried for the order services' dependency shape. */
  payments?: PaymentAdapter | undefined;
}

export interface WorkerOptions {
  concurrency: number;
  /** A running job renews its lease every third of this; a lapsed lease means the worker died. */
  leaseSeconds: number;
  pollSeconds: number;
  /** Only enqueue and reap, never take jobs (an API process when workers run elsewhere). */
  enqueueOnly?: boolean;
}

export interface AnalysisWorker {
  readonly id: string;
  readonly boss: PgBoss;
  /** Queues an analysis (after the upload transaction committed). */
  enqueue(analysisId: string): Promise<void>;
  stop(): Promise<void>;
  /**
   * Tests only: at the next progress report of a running job, behave like a process killed
   * mid-job: the job freezes without another database write, its lease is no longer renewed,
   * and this worker takes no more jobs.
   */
  crashAtNextProgress(): void;
}

class CrashedError extends Error {}

/**
 * The analysis worker. It takes jobs from the pg-boss queue, holds a lease on the analysis while
 * it runs (renewed on a timer), reports progress to the analysis row, and on success stores the
 * results and moves the order analysing → results_ready (emailing the customer). A reaper hands
 * jobs whose lease lapsed (the worker died) back to the queue, where they retry with backoff, and
 * queues analyses that were committed but never queued. Several workers, in this process or in
 * other processes on a PostgreSQL server, can run against the same database.
 */
export async function startAnalysisWorker(
  deps: WorkerDeps,
  options: WorkerOptions,
): Promise<AnalysisWorker> {
  const db = deps.database.db;
  const id = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const boss = await startQueue(deps.database);
  const orderDeps: OrderDeps = {
    db,
    mailer: deps.mailer,
    payments: deps.payments as PaymentAdapter,
    publicUrl: deps.publicUrl,
  };
  let crashed = false;
  let crashArmed = false;
  let stopped = false;
  const leaseMs = options.leaseSeconds * 1000;

  async function claim(analysisId: string, jobId: string): Promise<AnalysisRow | 'done' | 'busy'> {
    const rows = await db
      .update(analyses)
      .set({
        status: 'running',
        leaseOwner: id,
        leaseUntil: new Date(Date.now() + leaseMs),
        attempts: sql`${analyses.attempts} + 1`,
        jobId,
        startedAt: new Date(),
        progress: 0,
        error: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(analyses.id, analysisId),
          or(eq(analyses.status, 'queued'), eq(analyses.status, 'running')),
          or(isNull(analyses.leaseUntil), lt(analyses.leaseUntil, new Date())),
        ),
      )
      .returning();
    if (rows[0]) return rows[0];
    const current = (await db.select().from(analyses).where(eq(analyses.id, analysisId)))[0];
    if (!current || current.status === 'succeeded' || current.status === 'failed') return 'done';
    return 'busy';
  }

  async function handle(job: PgBoss.JobWithMetadata<AnalysisJobData>): Promise<void> {
    const analysisId = job.data.analysisId;
    const claimed = await claim(analysisId, job.id);
    if (claimed === 'done') return;
    if (claimed === 'busy') throw new Error('the analysis is running in another worker');
    const analysis = claimed;
    const leaseTimer = setInterval(
      () => {
        if (crashed) return;
        db.update(analyses)
          .set({ leaseUntil: new Date(Date.now() + leaseMs) })
          .where(and(eq(analyses.id, analysis.id), eq(analyses.leaseOwner, id)))
          .catch((error: unknown) =>
            logger.warn('renewing an analysis lease failed', describeError(error)),
          );
      },
      Math.max(500, leaseMs / 3),
    );
    const started = performance.now();
    logger.info('analysis started', {
      analysisId: analysis.id,
      attempt: analysis.attempts,
      worker: id,
    });
    let release: (() => Promise<void>) | undefined;
    let cleanup: (() => Promise<void>) | undefined;
    try {
      const recording = (
        await db.select().from(recordings).where(eq(recordings.id, analysis.recordingId))
      )[0];
      if (!recording) throw new Error('recording row missing');
      const copy = await deps.blobs.localCopy(recording.blobKey);
      release = () => copy.release();
      let lastWrite = 0;
      const output = await runAnalysis(
        copy.path,
        recording.format as RecordingFormat,
        recording.wfdbHeader,
        {
          declaredSamples: recording.totalSamples,
          onProgress: (fraction) => {
            if (crashArmed && !crashed) {
              crashed = true;
              clearInterval(reaper);
              void boss.offWork(ANALYSIS_QUEUE);
            }
            if (crashed) throw new CrashedError();
            const now = Date.now();
            if (now - lastWrite < 500) return;
            lastWrite = now;
            void db
              .update(analyses)
              .set({ progress: fraction, updatedAt: new Date() })
              .where(and(eq(analyses.id, analysis.id), eq(analyses.leaseOwner, id)))
              .catch(() => undefined);
          },
        },
      );
      cleanup = () => output.cleanup();
      if (crashed) throw new CrashedError();
      const signalKey = `analyses/${analysis.id}/signal.i16`;
      await deps.blobs.putFile(signalKey, output.signalFile);
      const finished = await db.transaction(async (tx) => {
        const rows = await tx
          .update(analyses)
          .set({
            status: 'succeeded',
            progress: 1,
            result: output.result,
            charts: output.charts,
            signalKey,
            engineVersion: output.engineVersion,
            finishedAt: new Date(),
            leaseOwner: null,
            leaseUntil: null,
            updatedAt: new Date(),
          })
          .where(and(eq(analyses.id, analysis.id), eq(analyses.leaseOwner, id)))
          .returning();
        if (!rows[0]) return undefined;
        const order = await lockOrder(tx, analysis.orderId);
        return order.status === 'analysing'
          ? applyTransition(tx, order, 'resultsReady', SYSTEM_ACTOR)
          : undefined;
      });
      if (finished) await notify(orderDeps, finished, 'resultsReady');
      logger.info('analysis finished', {
        analysisId: analysis.id,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      });
    } catch (error) {
      if (error instanceof CrashedError || crashed) {
        // A "killed" worker writes nothing more; the frozen promise keeps pg-boss from acting.
        await new Promise<never>(() => undefined);
      }
      const permanent = error instanceof EcgFormatError;
      const lastTry = job.retryCount >= job.retryLimit;
      logger.warn('analysis failed', {
        analysisId: analysis.id,
        attempt: analysis.attempts,
        willRetry: !permanent && !lastTry,
        ...describeError(error),
      });
      await db
        .update(analyses)
        .set({
          status: permanent || lastTry ? 'failed' : 'queued',
          error: describeError(error).errorMessage.slice(0, 500),
          leaseOwner: null,
          leaseUntil: null,
          updatedAt: new Date(),
        })
        .where(and(eq(analyses.id, analysis.id), eq(analyses.leaseOwner, id)));
      if (!permanent) throw error;
    } finally {
      clearInterval(leaseTimer);
      await cleanup?.().catch(() => undefined);
      await release?.().catch(() => undefined);
    }
  }

  /** Hands back jobs whose worker died, and queues analyses that never got a job. */
  async function reap(): Promise<void> {
    if (crashed || stopped) return;
    const lapsed = await db
      .select()
      .from(analyses)
      .where(and(eq(analyses.status, 'running'), lt(analyses.leaseUntil, new Date())));
    for (const row of lapsed) {
      const job = row.jobId ? await boss.getJobById(ANALYSIS_QUEUE, row.jobId) : null;
      const reset = await db
        .update(analyses)
        .set({ status: 'queued', leaseOwner: null, leaseUntil: null, updatedAt: new Date() })
        .where(
          and(
            eq(analyses.id, row.id),
            eq(analyses.status, 'running'),
            lt(analyses.leaseUntil, new Date()),
          ),
        )
        .returning({ id: analyses.id });
      if (!reset[0]) continue;
      logger.warn('analysis worker stopped mid-job; handing the job back', { analysisId: row.id });
      if (job && job.state === 'active') {
        await boss.fail(ANALYSIS_QUEUE, job.id, {
          message: 'the worker stopped mid-job (lease lapsed)',
        });
      } else if (
        !job ||
        job.state === 'completed' ||
        job.state === 'failed' ||
        job.state === 'cancelled'
      ) {
        await enqueueAnalysis(boss, row.id);
      }
    }
    const orphans = await db
      .select({ id: analyses.id })
      .from(analyses)
      .where(
        and(
          eq(analyses.status, 'queued'),
          isNull(analyses.jobId),
          lt(analyses.createdAt, new Date(Date.now() - 10_000)),
        ),
      );
    for (const row of orphans) {
      const jobId = await enqueueAnalysis(boss, row.id);
      if (jobId) await db.update(analyses).set({ jobId }).where(eq(analyses.id, row.id));
    }
  }

  const reaper = setInterval(
    () => {
      reap().catch((error: unknown) => logger.warn('analysis reaper failed', describeError(error)));
    },
    Math.max(1000, leaseMs / 2),
  );
  reaper.unref();
  await reap().catch((error: unknown) =>
    logger.warn('analysis reaper failed', describeError(error)),
  );

  if (!options.enqueueOnly) {
    for (let i = 0; i < options.concurrency; i++) {
      await boss.work<AnalysisJobData>(
        ANALYSIS_QUEUE,
        { pollingIntervalSeconds: options.pollSeconds, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) await handle(job);
        },
      );
    }
  }

  return {
    id,
    boss,
    async enqueue(analysisId) {
      const jobId = await enqueueAnalysis(boss, analysisId);
      if (jobId) await db.update(analyses).set({ jobId }).where(eq(analyses.id, analysisId));
    },
    async stop() {
      stopped = true;
      clearInterval(reaper);
      await boss.stop({ graceful: !crashed, wait: !crashed, timeout: 30_000 });
    },
    crashAtNextProgress() {
      crashArmed = true;
    },
  };
}
