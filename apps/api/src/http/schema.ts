import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, one per limiter and key for the current fixed window. In the database so
 * that every API process counts the same hits (an in-memory count per process would let a client
 * spread its attempts across processes).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    limiter: text('limiter').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.limiter, table.key] })],
);
