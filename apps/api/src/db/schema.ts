import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Generated secrets that must survive restarts and be shared by every app instance (db/secrets.ts:
 * the provider's signing and cookie keys, sealed under SECRETS_KEY). Infrastructure's own table,
 * beside the code that reads and writes it, so db/ never reaches up into the provider.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
