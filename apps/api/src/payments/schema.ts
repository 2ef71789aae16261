import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Payment-provider webhook events already processed. The id is inserted in the same transaction
 * as the event's effect, so an event is applied exactly once however often it is delivered.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** What processing did: applied | ignored (with a short reason). */
  outcome: text('outcome').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
