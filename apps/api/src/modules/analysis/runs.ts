import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { SYSTEM_ACTOR } from '../audit/public.ts';
import { applyTransition, lockOrder, type OrderRow } from '../orders/public.ts';
import type { RunOutput } from './run-types.ts';
import { analyses, type AnalysisRow } from './schema.ts';

/**
 * The analyses table's life cycle, written only here: queued with the recording, claimed under a
 * lease by one worker, progress reported, then succeeded (order analysing → results_ready) or
 * handed back / failed. Every write after the claim checks the lease owner, so a worker that
 * lost its lease writes nothing.
 */

/** Queues the analysis of a new recording (inside the upload's transaction). */
export async function createQueuedAnalysis(
  tx: Database,
  input: { orderId: string; recordingId: string },
): Promise<AnalysisRow> {
  return (await tx.insert(analyses).values(input).returning())[0]!;
}

/** The newest analysis of a recording. */
export async function latestAnalysisOf(
  db: Database,
  recordingId: string,
): Promise<AnalysisRow | undefined> {
  return (
    await db
      .select()
      .from(analyses)
      .where(eq(analyses.recordingId, recordingId))
      .orderBy(desc(analyses.createdAt))
      .limit(1)
  )[0];
}

/** Takes the lease of a queued (or lapsed) analysis; 'done' if finished, 'busy' if leased. */
export async function claimAnalysis(
  db: Database,
  input: { analysisId: string; jobId: string; workerId: string; leaseMs: number },
): Promise<AnalysisRow | 'done' | 'busy'> {
  const rows = await db
    .update(analyses)
    .set({
      status: 'running',
      leaseOwner: input.workerId,
      leaseUntil: new Date(Date.now() + input.leaseMs),
      attempts: sql`${analyses.attempts} + 1`,
      jobId: input.jobId,
      startedAt: new Date(),
      progress: 0,
      error: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(analyses.id, input.analysisId),
        or(eq(analyses.status, 'queued'), eq(analyses.status, 'running')),
        or(isNull(analyses.leaseUntil), lt(analyses.leaseUntil, new Date())),
      ),
    )
    .returning();
  if (rows[0]) return rows[0];
  const current = (await db.select().from(analyses).where(eq(analyses.id, input.analysisId)))[0];
  if (!current || current.status === 'succeeded' || current.status === 'failed') return 'done';
  return 'busy';
}

const heldBy = (analysisId: string, workerId: string) =>
  and(eq(analyses.id, analysisId), eq(analyses.leaseOwner, workerId));

export async function renewLease(
  db: Database,
  analysisId: string,
  workerId: string,
  leaseMs: number,
): Promise<void> {
  await db
    .update(analyses)
    .set({ leaseUntil: new Date(Date.now() + leaseMs) })
    .where(heldBy(analysisId, workerId));
}

export async function reportProgress(
  db: Database,
  analysisId: string,
  workerId: string,
  fraction: number,
): Promise<void> {
  await db
    .update(analyses)
    .set({ progress: fraction, updatedAt: new Date() })
    .where(heldBy(analysisId, workerId));
}

/**
 * Stores the results and moves the order analysing → results_ready, in one transaction. Returns
 * the moved order (to notify), or undefined when the lease was lost or the order moved on.
 */
export async function finishAnalysis(
  db: Database,
  analysis: AnalysisRow,
  workerId: string,
  output: Pick<RunOutput, 'result' | 'charts' | 'engineVersion'> & { signalKey: string | null },
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(analyses)
      .set({
        status: 'succeeded',
        progress: 1,
        result: output.result,
        charts: output.charts,
        signalKey: output.signalKey,
        engineVersion: output.engineVersion,
        finishedAt: new Date(),
        leaseOwner: null,
        leaseUntil: null,
        updatedAt: new Date(),
      })
      .where(heldBy(analysis.id, workerId))
      .returning();
    if (!rows[0]) return undefined;
    const order = await lockOrder(tx, analysis.orderId);
    return order.status === 'analysing'
      ? applyTransition(tx, order, 'resultsReady', SYSTEM_ACTOR)
      : undefined;
  });
}

/** A failed attempt: back to the queue for a retry, or failed for good. */
export async function failAnalysis(
  db: Database,
  analysisId: string,
  workerId: string,
  input: { final: boolean; error: string },
): Promise<void> {
  await db
    .update(analyses)
    .set({
      status: input.final ? 'failed' : 'queued',
      error: input.error.slice(0, 500),
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: new Date(),
    })
    .where(heldBy(analysisId, workerId));
}

/** Running analyses whose lease lapsed (their worker died). */
export async function lapsedAnalyses(db: Database): Promise<AnalysisRow[]> {
  return db
    .select()
    .from(analyses)
    .where(and(eq(analyses.status, 'running'), lt(analyses.leaseUntil, new Date())));
}

/** Puts a lapsed analysis back in the queue; false if another worker got there first. */
export async function requeueLapsed(db: Database, analysisId: string): Promise<boolean> {
  const reset = await db
    .update(analyses)
    .set({ status: 'queued', leaseOwner: null, leaseUntil: null, updatedAt: new Date() })
    .where(
      and(
        eq(analyses.id, analysisId),
        eq(analyses.status, 'running'),
        lt(analyses.leaseUntil, new Date()),
      ),
    )
    .returning({ id: analyses.id });
  return reset.length > 0;
}

/** Analyses committed over `graceMs` ago that never got a queue job. */
export async function unqueuedAnalyses(db: Database, graceMs: number): Promise<{ id: string }[]> {
  return db
    .select({ id: analyses.id })
    .from(analyses)
    .where(
      and(
        eq(analyses.status, 'queued'),
        isNull(analyses.jobId),
        lt(analyses.createdAt, new Date(Date.now() - graceMs)),
      ),
    );
}

/**
 * Queued analyses with a job, unchanged for over `graceMs`: the ones whose job a worker may have
 * fetched without ever seeing it (worker.ts reap checks the job's state).
 */
export async function unclaimedAnalyses(
  db: Database,
  graceMs: number,
): Promise<{ id: string; jobId: string }[]> {
  const rows = await db
    .select({ id: analyses.id, jobId: analyses.jobId })
    .from(analyses)
    .where(
      and(
        eq(analyses.status, 'queued'),
        isNotNull(analyses.jobId),
        lt(analyses.updatedAt, new Date(Date.now() - graceMs)),
      ),
    );
  return rows.flatMap((r) => (r.jobId ? [{ id: r.id, jobId: r.jobId }] : []));
}

export async function recordJobId(db: Database, analysisId: string, jobId: string): Promise<void> {
  await db.update(analyses).set({ jobId }).where(eq(analyses.id, analysisId));
}

/**
 * Puts an analysis that failed for good back in the queue (an admin's retry, issue 25): a fresh
 * run with no job yet, so the worker's enqueue or, failing that, the reaper's sweep queues it.
 * Only a failed analysis moves: undefined when it is not failed (already queued, running, done).
 */
export async function requeueFailed(
  db: Database,
  analysisId: string,
): Promise<AnalysisRow | undefined> {
  const rows = await db
    .update(analyses)
    .set({ status: 'queued', error: null, jobId: null, progress: 0, updatedAt: new Date() })
    .where(and(eq(analyses.id, analysisId), eq(analyses.status, 'failed')))
    .returning();
  return rows[0];
}
