import type {
  AccessLogEntry,
  AccessLogPage,
  MyAccessEntry,
  MyAccessPage,
} from '@heartcheck/contracts/access-log';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { orders } from '../orders/public.ts';
import { users } from '../users/public.ts';
import { healthDataReads as reads, type HealthDataReadRow } from './schema.ts';

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

const staff = alias(users, 'staff');
const customer = alias(users, 'customer');

function base(row: HealthDataReadRow, orderNumber: string) {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    resource: row.resource,
    purpose: row.purpose,
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
    reads: row.reads,
  };
}

function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * The customer's "who has seen my data", newest first. A cardiologist is named, with their
 * professional role and GMC number (public on the GMC register and printed on the report they
 * sign); operations staff appear by role only: the customer learns which team read what and
 * why, and no operations employee's name is handed to every customer.
 */
export async function listReadsOfCustomer(
  db: Database,
  customerId: string,
  paging: Paging,
): Promise<MyAccessPage> {
  const where = eq(reads.customerId, customerId);
  const rows = await db
    .select({ read: reads, orderNumber: orders.number, staff })
    .from(reads)
    .innerJoin(orders, eq(orders.id, reads.orderId))
    .innerJoin(staff, eq(staff.id, reads.actorId))
    .where(where)
    .orderBy(desc(reads.lastAt), desc(reads.id))
    .limit(paging.pageSize)
    .offset((paging.pageIndex - 1) * paging.pageSize);
  const total = (await db.select({ n: count() }).from(reads).where(where))[0]?.n ?? 0;
  const list = rows.map(({ read, orderNumber, staff: person }): MyAccessEntry => {
    const named = read.actorRole === 'cardiologist';
    return {
      ...base(read, orderNumber),
      staff: {
        role: read.actorRole,
        name: named ? fullName(person) : null,
        professionalRole: named ? person.professionalRole : null,
        gmcNumber: named ? person.gmcNumber : null,
      },
    };
  });
  return { list, total };
}

export interface AccessLogFilter extends Paging {
  /** An order number or a customer's email, exact (case ignored); '' for all. */
  query: string;
  customerId?: string | undefined;
  orderId?: string | undefined;
}

function filterOf(filter: AccessLogFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.customerId) parts.push(eq(reads.customerId, filter.customerId));
  if (filter.orderId) parts.push(eq(reads.orderId, filter.orderId));
  const q = filter.query.trim();
  if (q)
    parts.push(
      or(sql`upper(${orders.number}) = upper(${q})`, sql`lower(${customer.email}) = lower(${q})`),
    );
  return and(...parts);
}

/** The access log for an admin, newest first, optionally of one customer or one order. */
export async function listAccessLog(db: Database, filter: AccessLogFilter): Promise<AccessLogPage> {
  const where = filterOf(filter);
  const rows = await db
    .select({ read: reads, orderNumber: orders.number, staff, customer })
    .from(reads)
    .innerJoin(orders, eq(orders.id, reads.orderId))
    .innerJoin(staff, eq(staff.id, reads.actorId))
    .innerJoin(customer, eq(customer.id, reads.customerId))
    .where(where)
    .orderBy(desc(reads.lastAt), desc(reads.id))
    .limit(filter.pageSize)
    .offset((filter.pageIndex - 1) * filter.pageSize);
  const total =
    (
      await db
        .select({ n: count() })
        .from(reads)
        .innerJoin(orders, eq(orders.id, reads.orderId))
        .innerJoin(customer, eq(customer.id, reads.customerId))
        .where(where)
    )[0]?.n ?? 0;
  const list = rows.map((row): AccessLogEntry => ({
    ...base(row.read, row.orderNumber),
    staff: { id: row.staff.id, role: row.read.actorRole, name: fullName(row.staff) },
    customer: { id: row.customer.id, name: fullName(row.customer), email: row.customer.email },
  }));
  return { list, total };
}
