import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A link a customer gives their GP: it shows one report of one order, expires, can be revoked.
 * Only the SHA-256 of the token is stored, so the database cannot be read back into links.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    /** results | cardiac */
    report: text('report').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('share_links_token_key').on(table.tokenHash),
    index('share_links_order_idx').on(table.orderId),
  ],
);

/** Each time a share link was opened (when, and which document: page or PDF). */
export const shareLinkViews = pgTable(
  'share_link_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id),
    /** page | pdf */
    kind: text('kind').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('share_link_views_link_idx').on(table.shareLinkId, table.viewedAt)],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
