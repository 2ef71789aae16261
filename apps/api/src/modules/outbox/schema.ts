import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The local mail outbox: every message the product sends is recorded here, and delivered by
 * SMTP when SMTP_URL is configured. With no mail server the operator reads it at /dev/outbox.
 */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  kind: text('kind').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  deliveryError: text('delivery_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
