import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks.ts';
import { orders } from '../orders/schema.ts';
import { recordings } from '../recordings/schema.ts';

/** Where an analysis run stands. */
export const ANALYSIS_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/**
 * One analysis run of a recording by the ECG engine, driven by a job on the durable queue.
 * The worker holding the job keeps a lease (lease_owner, lease_until) alive while it runs; a
 * lease that lapses means the worker died, and the job is handed back to the queue.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id),
    status: text('status', { enum: ANALYSIS_STATUSES }).notNull().default('queued'),
    /** 0..1 */
    progress: doublePrecision('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    jobId: text('job_id'),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    engineVersion: text('engine_version'),
    /** The engine's result without its long series (StoredResult in ./run.ts). */
    result: jsonb('result'),
    /** Chart series prepared for display: HR per minute, tachogram, Poincaré sample. */
    charts: jsonb('charts'),
    /** Blob key of the 16-bit signal copy that ECG strips are cut from. */
    signalKey: text('signal_key'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('analyses_status_check', isOneOf(table.status, ANALYSIS_STATUSES)),
    index('analyses_order_idx').on(table.orderId, table.createdAt),
    index('analyses_status_idx').on(table.status),
  ],
);

export type AnalysisRow = typeof analyses.$inferSelect;
