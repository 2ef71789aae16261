import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.ts';

/** The customer's symptom diary for an order, kept while the device is worn. */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** When the symptom happened (the customer's clock, stored as an instant). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    symptom: text('symptom').notNull(),
    activity: text('activity').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('diary_entries_order_idx').on(table.orderId, table.occurredAt)],
);

export type DiaryEntryRow = typeof diaryEntries.$inferSelect;
