import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EPISODE_VERDICTS } from '@heartcheck/contracts/reviews';
import type { Recomputed } from '@heartcheck/ecg/review/recompute';
import { isOneOf } from '../../db/checks.ts';
import { analyses } from '../analysis/schema.ts';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/** What a version stores of the workstation's recomputation (the figures documents show). */
export type ReviewedFigures = Pick<Recomputed, 'summary' | 'indices' | 'episodes'>;

/** A cardiac report is a draft until the cardiologist signs it. */
export const REPORT_STATUSES = ['draft', 'signed'] as const;

/**
 * The cardiologist's report of an order. Versions count from 1; a signed version is never
 * changed: an amendment is a new version, signed in its turn, that supersedes the previous.
 * At most one unsigned draft exists per order (the next version).
 */
export const cardiacReports = pgTable(
  'cardiac_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id),
    version: integer('version').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('draft'),
    findings: text('findings').notNull().default(''),
    conclusion: text('conclusion').notNull().default(''),
    /** Why a signed report was amended (versions after the first). */
    amendmentReason: text('amendment_reason'),
    cardiologistId: uuid('cardiologist_id')
      .notNull()
      .references(() => users.id),
    /** The name printed on the report, fixed at signing. */
    cardiologistName: text('cardiologist_name').notNull().default(''),
    /** The signer's role and GMC number as printed on the report, fixed at signing. */
    cardiologistRole: text('cardiologist_role').notNull().default(''),
    cardiologistGmc: text('cardiologist_gmc').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /**
     * The figures the workstation recomputed from this version's beat and episode edits (and
     * those of earlier versions), stored at each edit of its draft so a signed version's
     * documents never recompute; null when the version has no workstation edits of its own.
     */
    reviewed: jsonb('reviewed').$type<ReviewedFigures>(),
    /**
     * The order's urgent flag as it stood when this version was signed, so each version's
     * documents keep the flag they were signed with after an amendment changes it (issue 21).
     * `{ flag: null }` is "signed without a flag"; SQL NULL is a version signed before the
     * column existed (its documents fall back to the order's current flag).
     */
    urgent: jsonb('urgent').$type<{ flag: UrgentSnapshot | null }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cardiac_reports_status_check', isOneOf(table.status, REPORT_STATUSES)),
    uniqueIndex('cardiac_reports_order_version_key').on(table.orderId, table.version),
    index('cardiac_reports_status_idx').on(table.status),
  ],
);

/** The urgent flag a version was signed with, as `urgentOfOrder` reads it. */
export interface UrgentSnapshot {
  reason: string;
  note: string;
  flaggedAt: string;
  outOfHours: boolean;
}

export type CardiacReportRow = typeof cardiacReports.$inferSelect;

// The cardiologist's verdict on one engine episode (counted, or artefact left out of the
// report's figures): the contract's list, so the CHECK constraint and the API agree.

/**
 * The cardiologist's edits of the engine's rhythm episodes, per report version: a signed
 * version keeps its edits for ever; an amendment's draft starts from a copy of them. Only
 * episodes with an edit have a row (artefact, or chosen for the report's ECG strips).
 */
export const cardiacReportEpisodes = pgTable(
  'cardiac_report_episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => cardiacReports.id, { onDelete: 'cascade' }),
    /** The episode's key in the analysis: "<type>-<startSample>". */
    episodeKey: text('episode_key').notNull(),
    verdict: text('verdict', { enum: EPISODE_VERDICTS }).notNull().default('counted'),
    /** Shown in the cardiac report with its ECG strip. */
    inReport: boolean('in_report').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cardiac_report_episodes_verdict_check', isOneOf(table.verdict, EPISODE_VERDICTS)),
    uniqueIndex('cardiac_report_episodes_report_key').on(table.reportId, table.episodeKey),
  ],
);

export type CardiacReportEpisodeRow = typeof cardiacReportEpisodes.$inferSelect;

/** What a workstation edit changed (contracts/review-edits.ts), plus undo and redo. */
export const REVIEW_EDIT_KINDS = [
  'relabel-template',
  'relabel-beats',
  'relabel-premature',
  'merge',
  'split',
  'confirm-episode',
  'reject-episode',
  'adjust-episode',
  'add-episode',
  'retype-episode',
  'add-beat',
  'undo',
  'redo',
] as const;

/**
 * The cardiologist's workstation edits of an order's beats and episodes, append-only: who, when,
 * what (the edit as sent, with the state before and after for the audit). A report version's
 * labels and episodes are the replay of the edits of it and of the versions before it, so a
 * signed version's state never changes and an amendment's draft continues from it. Undo and redo
 * are rows too (`undoes`: the edit they act on); nothing is ever updated or deleted.
 */
export const cardiacReviewEdits = pgTable(
  'cardiac_review_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    reportId: uuid('report_id')
      .notNull()
      .references(() => cardiacReports.id),
    /** Order of the edits of one order (1, 2, ...), taken under the order's row lock. */
    seq: integer('seq').notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: REVIEW_EDIT_KINDS }).notNull(),
    /** The edit (contracts ReviewEditInput) and, for the audit, what it found before. */
    edit: jsonb('edit').notNull(),
    before: jsonb('before'),
    /** Undo/redo: the edit undone or redone. */
    undoes: uuid('undoes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cardiac_review_edits_kind_check', isOneOf(table.kind, REVIEW_EDIT_KINDS)),
    uniqueIndex('cardiac_review_edits_order_seq_key').on(table.orderId, table.seq),
    index('cardiac_review_edits_report_idx').on(table.reportId),
  ],
);

export type CardiacReviewEditRow = typeof cardiacReviewEdits.$inferSelect;
