import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** A call task is open until the customer has been reached. */
export const URGENT_TASK_STATUSES = ['open', 'done'] as const;

/**
 * An urgent finding the cardiologist flagged when signing: a task for operations to telephone
 * the customer the same working day. Open until a call reaches the customer.
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
    /** End of the support-hours day by which the customer must have been called. */
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    status: text('status', { enum: URGENT_TASK_STATUSES }).notNull().default('open'),
    calls: jsonb('calls').$type<UrgentCall[]>().notNull().default([]),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    check('urgent_tasks_status_check', isOneOf(table.status, URGENT_TASK_STATUSES)),
    index('urgent_tasks_status_idx').on(table.status, table.dueBy),
    index('urgent_tasks_order_idx').on(table.orderId),
  ],
);

export type UrgentTaskRow = typeof urgentTasks.$inferSelect;
