import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { logger } from '../lib/logger.ts';
import { unclaimedAnalyses } from '../modules/analysis/public.ts';
import { ANALYSIS_QUEUE } from './queue.ts';

/**
 * A job the queue marked active over UNCLAIMED_MS ago whose analysis no worker claimed: the
 * fetch's answer was lost with its database connection after the queue had committed it. No
 * lease was taken, so none lapses, and the job stayed active for its 4-hour expiry with the order
 * in "analysing" (worker-lease.int.test.ts reproduces it; test/db-fault.int.test.ts, which drops
 * every connection while the worker polls, timed out once in CI waiting for results, as this
 * would). Failing the job hands it back to the queue, to be retried. A worker claims its job
 * milliseconds after the fetch, so 10 s (as for an unqueued analysis) is not a slow claim.
 */
export const UNCLAIMED_MS = 10_000;

export async function failUnclaimed(
  boss: PgBoss,
  db: Database,
  unclaimedMs: number,
): Promise<void> {
  const before = Date.now() - unclaimedMs;
  for (const row of await unclaimedAnalyses(db, unclaimedMs)) {
    const job = await boss.getJobById(ANALYSIS_QUEUE, row.jobId);
    if (job?.state !== 'active' || job.startedOn.getTime() > before) continue;
    logger.warn('analysis job fetched but never claimed; handing it back', {
      analysisId: row.id,
    });
    await boss.fail(ANALYSIS_QUEUE, job.id, {
      message: 'fetched but never claimed (the fetch was lost with its connection)',
    });
  }
}
