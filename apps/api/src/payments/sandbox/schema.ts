import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State of the local payments sandbox (the stand-in for Stripe when no key is set), kept in the
 * database so sessions, payments and pending webhooks survive a restart.
 */
export const sandboxObjects = pgTable('payment_sandbox_objects', {
  /** Stripe-style id: cs_test_…, pi_…, ch_…, cus_…, pm_…, re_…, evt_… */
  id: text('id').primaryKey(),
  object: text('object').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Responses to requests made with an Idempotency-Key, replayed for the same key. */
export const sandboxIdempotency = pgTable('payment_sandbox_idempotency', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  status: integer('status').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook deliveries still to make (removed once the endpoint answers 2xx). */
export const sandboxDeliveries = pgTable('payment_sandbox_deliveries', {
  eventId: text('event_id').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
});
