import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';

/** A reading: one value, or values by label. */
type Reading = number | { labels: Record<string, string>; value: number }[];

/** A signal read from the database at scrape time. */
interface DatabaseSignal {
  name: string;
  help: string;
  labels?: string[];
  read(database: DatabaseHandle): Promise<Reading>;
}

/** The first column of the first row, as a number (0 when there is none). */
async function scalar(database: DatabaseHandle, sql: string): Promise<number> {
  return Number((await database.query<{ v: unknown }>(sql))[0]?.v ?? 0);
}

const ageOfOldest = (table: string, column: string, where: string) =>
  `select coalesce(extract(epoch from now() - min(${column})), 0) as v from ${table} where ${where}`;

/**
 * Signals read from the database when Prometheus scrapes (issue 25), so every instance and a
 * standalone worker report the same truth. Read-only SQL over the modules' tables, here in the
 * assembly that owns the operator's view; docs/runbook.md gives the alert each one feeds.
 */
const SIGNALS: DatabaseSignal[] = [
  {
    name: 'heartcheck_analyses',
    help: 'Analyses by status (queued, running, succeeded, failed).',
    labels: ['status'],
    read: async (database) =>
      (
        await database.query<{ key: string; n: unknown }>(
          'select status as key, count(*) as n from analyses group by status',
        )
      ).map((row) => ({ labels: { status: row.key }, value: Number(row.n) })),
  },
  {
    name: 'heartcheck_analysis_oldest_queued_seconds',
    help: 'Age of the oldest analysis waiting for a worker (0 when none).',
    read: (database) =>
      scalar(database, ageOfOldest('analyses', 'created_at', "status = 'queued'")),
  },
  {
    name: 'heartcheck_analysis_longest_running_seconds',
    help: 'How long the longest running analysis has run (0 when none).',
    read: (database) =>
      scalar(database, ageOfOldest('analyses', 'started_at', "status = 'running'")),
  },
  {
    name: 'heartcheck_analysis_failures_last_hour',
    help: 'Analyses that failed for good in the last hour.',
    read: (database) =>
      scalar(
        database,
        "select count(*) as v from analyses where status = 'failed' and finished_at > now() - interval '1 hour'",
      ),
  },
  {
    name: 'heartcheck_analysis_duration_seconds_last_day',
    help: 'Run time of analyses that finished in the last 24 hours, by quantile (0.5, 0.95, 1).',
    labels: ['quantile'],
    read: async (database) => {
      const [row] = await database.query<{ p50: unknown; p95: unknown; top: unknown }>(
        "select percentile_cont(0.5) within group (order by d) as p50, percentile_cont(0.95) within group (order by d) as p95, max(d) as top from (select extract(epoch from finished_at - started_at) as d from analyses where status = 'succeeded' and finished_at > now() - interval '24 hours') runs",
      );
      if (row?.top === null || row?.top === undefined) return [];
      return [
        { labels: { quantile: '0.5' }, value: Number(row.p50) },
        { labels: { quantile: '0.95' }, value: Number(row.p95) },
        { labels: { quantile: '1' }, value: Number(row.top) },
      ];
    },
  },
  {
    name: 'heartcheck_emails_pending',
    help: 'Emails waiting for the SMTP server (modules/outbox: undelivered with a next attempt).',
    read: (database) =>
      scalar(
        database,
        'select count(*) as v from outbox_messages where delivered_at is null and next_attempt_at is not null',
      ),
  },
  {
    name: 'heartcheck_email_oldest_pending_seconds',
    help: 'Age of the oldest email waiting for the SMTP server (0 when none).',
    read: (database) =>
      scalar(
        database,
        ageOfOldest(
          'outbox_messages',
          'created_at',
          'delivered_at is null and next_attempt_at is not null',
        ),
      ),
  },
  {
    name: 'heartcheck_emails_refused',
    help: 'Emails the SMTP server refused for good (a 5xx answer): never delivered, not retried.',
    read: (database) =>
      scalar(
        database,
        'select count(*) as v from outbox_messages where delivered_at is null and next_attempt_at is null and delivery_error is not null',
      ),
  },
  {
    name: 'heartcheck_urgent_calls_overdue',
    help: 'Urgent findings whose call to the customer is past its due time and not done.',
    read: (database) =>
      scalar(
        database,
        'select count(*) as v from urgent_tasks where done_at is null and due_by < now()',
      ),
  },
  {
    name: 'heartcheck_recordings_on_hold',
    help: 'Short recordings held for a staff decision.',
    read: (database) =>
      scalar(database, 'select count(*) as v from recording_holds where decided_at is null'),
  },
];

/** A server's connection pool (absent for embedded PGlite, which has one connection). */
const POOL: DatabaseSignal = {
  name: 'heartcheck_db_pool_connections',
  help: 'Database pool connections: max, total, idle, and requests waiting for one.',
  labels: ['state'],
  read: async (database) =>
    Object.entries(database.pool?.() ?? {}).map(([state, value]) => ({
      labels: { state },
      value,
    })),
};

/** Registers each database signal as a gauge read at scrape time. */
export function registerDatabaseCollectors(registry: Registry, database: DatabaseHandle): void {
  for (const signal of database.pool ? [...SIGNALS, POOL] : SIGNALS)
    new Gauge({
      name: signal.name,
      help: signal.help,
      labelNames: signal.labels ?? [],
      registers: [registry],
      async collect() {
        const reading = await signal.read(database);
        this.reset();
        if (typeof reading === 'number') this.set(reading);
        else for (const { labels, value } of reading) this.set(labels, value);
      },
    });
}
