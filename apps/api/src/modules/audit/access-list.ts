import type { AccessLogEntry, AccessLogPage, MyAccessPage } from '@heartcheck/contracts/access-log';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { orders } from '../orders/public.ts';
import { users } from '../users/public.ts';
import { customerAccessEntry, fullName, readBase } from './access-view.ts';
import { healthDataReads as reads } from './schema.ts';

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

const staff = alias(users, 'staff');
const customer = alias(users, 'customer');

/** The customer's "who has seen my data", newest first (access-view.ts says who is named). */
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
  const list = rows.map(({ read, orderNumber, staff: person }) =>
    customerAccessEntry(read, orderNumber, person),
  );
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
    ...readBase(row.read, row.orderNumber),
    staff: { id: row.staff.id, role: row.read.actorRole, name: fullName(row.staff) },
    customer: { id: row.customer.id, name: fullName(row.customer), email: row.customer.email },
  }));
  return { list, total };
}
