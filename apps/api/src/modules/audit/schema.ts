import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCESS_PURPOSES, ACCESS_RESOURCES } from '@heartcheck/contracts/access-log';
import { ROLES } from '../../auth/authorise.ts';
import { isOneOf } from '../../db/checks.ts';
import { orders } from '../orders/schema.ts';
import { users } from '../users/schema.ts';

/**
 * The audit log: every staff action and every change of an order's status, with who did it,
 * when, what, and the record before and after. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: entries written in one transaction share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    /** customer | admin | system | payment_provider | <role> */
    actorType: text('actor_type').notNull(),
    /** The user who acted; null for the system and the payment provider. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_entity_idx').on(table.entityType, table.entityId, table.seq)],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Staff reads of a customer's health data (UK GDPR Art. 5(2) accountability; NHS Data Security
 * and Protection Toolkit: access to health records is attributable). One row per reader, order,
 * kind of record, purpose and clock hour, counting the reads in it (first and last): a
 * cardiologist paging through the ECG makes one row, not hundreds, and each read is still one
 * statement. Rows are only ever inserted or counted up.
 */
export const healthDataReads = pgTable(
  'health_data_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose data was read: the order's customer. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    actorRole: text('actor_role', { enum: ROLES }).notNull(),
    resource: text('resource', { enum: ACCESS_RESOURCES }).notNull(),
    /** The record read (analysis, cardiac report or recording), newest in the hour. */
    resourceId: uuid('resource_id'),
    purpose: text('purpose', { enum: ACCESS_PURPOSES }).notNull(),
    /** The clock hour the reads fall in (the row's key with reader, order, kind and purpose). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    reads: integer('reads').notNull().default(1),
  },
  (table) => [
    uniqueIndex('health_data_reads_key').on(
      table.actorId,
      table.orderId,
      table.resource,
      table.purpose,
      table.hour,
    ),
    index('health_data_reads_customer_idx').on(table.customerId, table.lastAt),
    index('health_data_reads_order_idx').on(table.orderId, table.lastAt),
    index('health_data_reads_last_idx').on(table.lastAt),
    check('health_data_reads_role_check', isOneOf(table.actorRole, ROLES)),
    check('health_data_reads_resource_check', isOneOf(table.resource, ACCESS_RESOURCES)),
    check('health_data_reads_purpose_check', isOneOf(table.purpose, ACCESS_PURPOSES)),
  ],
);

export type HealthDataReadRow = typeof healthDataReads.$inferSelect;
