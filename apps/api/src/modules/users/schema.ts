import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A customer or staff member of the portal, created on first sign-in from the token's claims. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dialCode: text('dial_code').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avatarKey: text('avatar_key'),
    /** Cardiologists: the role printed on signed reports, e.g. "Consultant Cardiologist". */
    professionalRole: text('professional_role'),
    /** Cardiologists: General Medical Council reference number (7 digits). */
    gmcNumber: text('gmc_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    /**
     * When the account was erased on the holder's request (data-rights/erasure): the row stays
     * because the kept clinical record points at it, but it can never sign in again.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('users_issuer_subject_key').on(table.issuer, table.subject)],
);

export type UserRow = typeof users.$inferSelect;
