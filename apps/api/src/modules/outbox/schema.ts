import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The mail outbox: every message the product sends is recorded here first, in the sender's own
 * process, and delivered by SMTP when SMTP_URL is configured. With no mail server the operator
 * reads it at /dev/outbox. A message is delivered by whichever process claims it: the claim is a
 * lease (`lease_until`), so two processes never send it at once, and a process that died between
 * sending and recording it leaves a lease that lapses and a message that is sent again, with the
 * same Message-ID (`<id@sender's domain>`), so the receiving side can recognise the copy.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    kind: text('kind').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** SMTP attempts started (claims), delivered or not. */
    attempts: integer('attempts').notNull().default(0),
    /** When a process may next try to send it; null: nothing to send (no SMTP, delivered, refused). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A process is sending it until then; a lapsed lease means that process stopped mid-send. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
