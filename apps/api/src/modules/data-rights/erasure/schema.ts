import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  DELETION_CHANNELS,
  DELETION_STATUSES,
  IDENTITY_METHODS,
  type ErasureOutcomePart,
} from '@heartcheck/contracts/deletion-requests';
import { isOneOf } from '../../../db/checks.ts';
import { users } from '../../users/public.ts';

/**
 * Account deletion requests (UK GDPR Art. 17), handled by support: the request, the identity
 * check, and the outcome (what was deleted, what is kept, why and until when). The row outlives
 * the erasure: it is the record that the request was answered (Art. 5(2) accountability).
 * A folder of its own so drizzle-kit's `src/**\/schema.ts` glob finds it beside data-export.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    channel: text('channel', { enum: DELETION_CHANNELS }).notNull(),
    /** Who recorded it: the customer (settings) or the support member (email). */
    recordedBy: uuid('recorded_by').references(() => users.id),
    note: text('note').notNull().default(''),
    identityMethod: text('identity_method', { enum: IDENTITY_METHODS }),
    identityNotes: text('identity_notes'),
    identityCheckedBy: uuid('identity_checked_by').references(() => users.id),
    identityCheckedAt: timestamp('identity_checked_at', { withTimezone: true }),
    status: text('status', { enum: DELETION_STATUSES }).notNull().default('requested'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    refusalReason: text('refusal_reason'),
    outcome: jsonb('outcome').$type<ErasureOutcomePart[]>(),
  },
  (table) => [
    check('deletion_requests_status_check', isOneOf(table.status, DELETION_STATUSES)),
    check('deletion_requests_channel_check', isOneOf(table.channel, DELETION_CHANNELS)),
    check(
      'deletion_requests_identity_method_check',
      isOneOf(table.identityMethod, IDENTITY_METHODS),
    ),
    index('deletion_requests_user_idx').on(table.userId, table.requestedAt),
    index('deletion_requests_status_idx').on(table.status, table.requestedAt),
  ],
);

export type DeletionRequestRow = typeof deletionRequests.$inferSelect;
