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
  return { executeSql: (text, values) => pool.query(text, values) };
}

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
