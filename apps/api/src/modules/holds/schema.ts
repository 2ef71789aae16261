import {
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { HOLD_STATUSES } from '@heartcheck/contracts/holds';
import { isOneOf } from '../../db/checks.ts';
import { analyses } from '../analysis/schema.ts';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A recording with less analysable ECG than the minimum (MIN_ANALYSABLE_HOURS), held when its
 * analysis finished: nothing of it reaches the customer until staff decide to repeat the check
 * at no cost or to release it with a reason the customer is shown.
 */
export const recordingHolds = pgTable(
  'recording_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id),
    analysableS: doublePrecision('analysable_s').notNull(),
    wornS: doublePrecision('worn_s').notNull(),
    minimumS: doublePrecision('minimum_s').notNull(),
    status: text('status', { enum: HOLD_STATUSES }).notNull().default('held'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    repeatOrderId: uuid('repeat_order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('recording_holds_status_check', isOneOf(table.status, HOLD_STATUSES)),
    uniqueIndex('recording_holds_analysis_key').on(table.analysisId),
    index('recording_holds_order_idx').on(table.orderId, table.createdAt),
  ],
);

export type RecordingHoldRow = typeof recordingHolds.$inferSelect;
