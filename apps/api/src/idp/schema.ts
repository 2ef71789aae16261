import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Accounts of the built-in identity provider (the stand-in for the Azure AD B2C tenant). */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailVerified: boolean('email_verified').notNull().default(false),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('idp_accounts_email_key').on(sql`lower(${table.email})`)],
);

/** oidc-provider's artefacts (sessions, grants, codes, interactions, refresh tokens …). */
export const idpArtifacts = pgTable(
  'idp_artifacts',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** The hash of the payload's accountId (sessions, grants, tokens): ending them all on reset. */
    account: text('account'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('idp_artifacts_grant_id_idx').on(table.grantId),
    index('idp_artifacts_uid_idx').on(table.uid),
    index('idp_artifacts_account_idx').on(table.account),
    index('idp_artifacts_expires_at_idx').on(table.expiresAt),
  ],
);

/** Single-use password-reset tokens; only a hash of the token is stored. */
export const idpPasswordResets = pgTable('idp_password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => idpAccounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use links that confirm an account's email address; only a hash of the token is stored.
 * The address is kept with the token so a link confirms only the address it was sent to.
 */
export const idpEmailConfirmations = pgTable(
  'idp_email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idp_email_confirmations_account_idx').on(table.accountId)],
);

export type IdpAccountRow = typeof idpAccounts.$inferSelect;
