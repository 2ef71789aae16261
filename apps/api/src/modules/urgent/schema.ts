import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { URGENT_TASK_STATUSES, type UrgentStep } from '@heartcheck/contracts/urgent-tasks';
import { isOneOf } from '../../db/checks.ts';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/** One telephone attempt to reach the customer about an urgent finding. */
export interface UrgentCall {
  at: string;
  byId: string;
  byName: string;
  outcome: string;
  note: string;
}

export { URGENT_TASK_STATUSES };

/**
 * An urgent finding the cardiologist flagged when signing: a task for operations to telephone
 * the customer (same day within staffed hours, else the next staffed start), escalated when calls
 * fail (see URGENT_TASK_STATUSES). Every step is kept in `steps` with who and when.
 */
export const urgentTasks = pgTable(
  'urgent_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    reportId: uuid('report_id').notNull(),
    /** One of URGENT_REASONS. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    flaggedBy: uuid('flagged_by')
      .notNull()
      .references(() => users.id),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
    /** Signed outside staffed hours: the customer was told to call NHS 111 now. */
    outOfHours: boolean('out_of_hours').notNull().default(false),
    /** When the current step is due (the call, the retry, the GP letter). */
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    status: text('status', { enum: URGENT_TASK_STATUSES }).notNull().default('open'),
    calls: jsonb('calls').$type<UrgentCall[]>().notNull().default([]),
    steps: jsonb('steps').$type<UrgentStep[]>().notNull().default([]),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    check('urgent_tasks_status_check', isOneOf(table.status, URGENT_TASK_STATUSES)),
    index('urgent_tasks_status_idx').on(table.status, table.dueBy),
    index('urgent_tasks_order_idx').on(table.orderId),
  ],
);

export type UrgentTaskRow = typeof urgentTasks.$inferSelect;
