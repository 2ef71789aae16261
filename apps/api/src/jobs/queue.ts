import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import { describeError, logger } from '../lib/logger.ts';

/** The queue analysis jobs go through. */
export const ANALYSIS_QUEUE = 'analyse-recording';

export interface AnalysisJobData {
  analysisId: string;
}

interface QueryResult {
  rows: unknown[];
}

/**
 * pg-boss talks to the database through `executeSql`. On a PostgreSQL server it uses the app's
 * pool. On the embedded database (PGlite, one connection in this process) statements with
 * parameters go through `query`, and pg-boss's parameterless multi-statement scripts (its
 * migrations and its locked BEGIN … COMMIT blocks) through `exec`, which runs them as one unit.
 */
export function pgBossDatabase(database: DatabaseHandle): {
  executeSql(text: string, values?: unknown[]): Promise<QueryResult>;
} {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const lite = client as {
      query(text: string, values?: unknown[]): Promise<QueryResult>;
      exec(text: string): Promise<QueryResult[]>;
    };
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return lite.query(text, values);
        const results = await lite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  const pool = client as { query(text: string, values?: unknown[]): Promise<QueryResult> };
  return {
    async executeSql(text, values) {
      if (!UNAWAITED_ENDINGS.has(text)) return pool.query(text, values);
      return pool.query(text, values).catch((error: unknown) => {
        logger.warn('ending a job in the queue failed; pg-boss expires and retries it', {
          ...describeError(error),
        });
        return { rows: [{ count: '0' }] };
      });
    },
  };
}

/**
 * The statements pg-boss 10's work loop sends after a handler settles, to complete or fail its
 * job, without awaiting them (manager.js `onFetch`; pg-boss issue #577). A connection dropped
 * then would reject with no handler and stop the process. Such a failure leaves the job active:
 * pg-boss expires it and retries it, and the retry finds the analysis already done
 * (claimAnalysis answers 'done') or runs it again under a new lease, so nothing is lost or
 * applied twice. The failure is logged (the reaper's own awaited fail, the same statement, only
 * logged it before too); every other statement rejects to its caller as before.
 */
const UNAWAITED_ENDINGS: ReadonlySet<string> = (() => {
  const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
    DEFAULT_SCHEMA: string;
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  return new Set([
    plans.completeJobs(plans.DEFAULT_SCHEMA),
    plans.failJobsById(plans.DEFAULT_SCHEMA),
  ]);
})();

export interface QueueOptions {
  /** Seconds before an active job that never finished is failed by pg-boss (its own backstop). */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * Starts pg-boss on the app's database and makes sure the analysis queue exists. The queue is
 * "stately" keyed by analysis: at most one queued and one active job per analysis, so an
 * analysis never runs twice at once; failures retry with exponential backoff.
 */
export async function startQueue(
  database: DatabaseHandle,
  options: QueueOptions = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: pgBossDatabase(database),
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (error: unknown) => logger.warn('job queue error', describeError(error)));
  await boss.start();
  if (!(await boss.getQueue(ANALYSIS_QUEUE))) {
    await boss.createQueue(ANALYSIS_QUEUE, {
      name: ANALYSIS_QUEUE,
      policy: 'stately',
      retryLimit: options.retryLimit ?? 5,
      retryDelay: options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 4 * 60 * 60,
    });
  }
  return boss;
}

export async function enqueueAnalysis(boss: PgBoss, analysisId: string): Promise<string | null> {
  return boss.send(ANALYSIS_QUEUE, { analysisId } satisfies AnalysisJobData, {
    singletonKey: analysisId,
  });
}
