import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  MAX_ORDER_PAGE_SIZE,
  ORDER_SORT_KEYS,
  type OrderSortKey,
} from '@heartcheck/contracts/orders';
import { type Database } from '../../db/client.ts';
import { users } from '../users/public.ts';
import { orders, type OrderRow } from './schema.ts';
import {
  CLOSED_STATUSES,
  DEVICE_WITH_CUSTOMER,
  isOrderStatus,
  type OrderStatus,
} from './state-machine.ts';
import type { Viewer } from './types.ts';
import { OrderNotFoundError, UUID } from './types.ts';

/** Reading orders: one by id with access checks, lists with paging/sort/filter, counts. */

// ---------------------------------------------------------------------------------------------
// Reading

/** The order if the viewer may see it (their own, or any for staff); undefined otherwise. */
export async function findOrderForViewer(
  db: Database,
  orderId: string,
  viewer: Viewer,
): Promise<OrderRow | undefined> {
  if (!UUID.test(orderId)) return undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(
      viewer.isStaff
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.userId, viewer.user.id)),
    );
  return rows[0];
}

export async function requireOrder(
  db: Database,
  orderId: string,
  viewer: Viewer,
): Promise<OrderRow> {
  const order = await findOrderForViewer(db, orderId, viewer);
  if (!order) throw new OrderNotFoundError();
  return order;
}

/** List options as REST and GraphQL pass them (GraphQL may send null for any of them). */
export interface OrderListOptions {
  /** 1-based. */
  pageIndex?: number | null | undefined;
  pageSize?: number | null | undefined;
  sortKey?: string | null | undefined;
  sortOrder?: string | null | undefined;
  status?: string | null | undefined;
  query?: string | null | undefined;
}

export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function sortKeyOf(options: OrderListOptions): OrderSortKey {
  return (ORDER_SORT_KEYS as readonly string[]).includes(options.sortKey ?? '')
    ? (options.sortKey as OrderSortKey)
    : 'createdAt';
}

export const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  number: orders.number,
  status: orders.status,
  totalPence: orders.totalPence,
};

export function paging(options: OrderListOptions) {
  // The callers refuse sizes out of range (list-options.ts, orderListQuery); this keeps the
  // query bounded for any other caller.
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? 10), 1), MAX_ORDER_PAGE_SIZE);
  const pageIndex = Math.max(Math.trunc(options.pageIndex ?? 1), 1);
  const column = SORT_COLUMNS[sortKeyOf(options)];
  const direction = options.sortOrder === 'asc' ? asc(column) : desc(column);
  return { pageSize, offset: (pageIndex - 1) * pageSize, orderBy: [direction, desc(orders.id)] };
}

export interface OperationsOrder {
  order: OrderRow;
  customer: { id: string; firstName: string; lastName: string; email: string };
}

/** Staff list: every order, filter by status, search by order number, customer name or email. */
export async function listOrdersForOperations(
  db: Database,
  options: OrderListOptions & { overdueOnly?: boolean | undefined } = {},
): Promise<{ list: OperationsOrder[]; total: number }> {
  const filters: SQL[] = [];
  if (options.status && isOrderStatus(options.status))
    filters.push(eq(orders.status, options.status));
  if (options.overdueOnly)
    filters.push(
      inArray(orders.status, [...DEVICE_WITH_CUSTOMER]),
      sql`${orders.returnDueAt} < now()`,
      isNull(orders.notReturnedAt),
    );
  const text = options.query?.trim();
  if (text) {
    const pattern = likePattern(text);
    filters.push(
      or(
        ilike(orders.number, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const { pageSize, offset, orderBy } = paging(options);
  const [rows, count] = await Promise.all([
    db
      .select({
        order: orders,
        customer: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { list: rows, total: count[0]?.n ?? 0 };
}

/** How many orders are in each status (staff dashboard). */
export async function countOrdersByStatus(
  db: Database,
): Promise<{ status: OrderStatus; count: number }[]> {
  const rows = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.status);
  // Every stored status is one of ORDER_STATUSES (only the state machine writes it).
  return rows.flatMap((row) => (isOrderStatus(row.status) ? [{ ...row, status: row.status }] : []));
}

/** The customer's current order: the newest one that is not cancelled or refunded. */
export async function currentOrderForUser(
  db: Database,
  userId: string,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...CLOSED_STATUSES])))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return rows[0];
}

export async function customerOf(
  db: Database,
  order: OrderRow,
): Promise<{ id: string; firstName: string; lastName: string; email: string } | undefined> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, order.userId));
  return rows[0];
}
