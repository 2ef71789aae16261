import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
