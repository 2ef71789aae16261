import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { type Database, type DatabaseHandle } from '../../db/client.ts';
import type { OrderColumn } from './order-columns.ts';
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

export const ORDER_SORT_KEYS = ['createdAt', 'number', 'status', 'totalPence'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

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

function sortKeyOf(options: OrderListOptions): OrderSortKey {
  return (ORDER_SORT_KEYS as readonly string[]).includes(options.sortKey ?? '')
    ? (options.sortKey as OrderSortKey)
    : 'createdAt';
}

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  number: orders.number,
  status: orders.status,
  totalPence: orders.totalPence,
};

export function paging(options: OrderListOptions) {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? 10), 1), 100);
  const pageIndex = Math.max(Math.trunc(options.pageIndex ?? 1), 1);
  const column = SORT_COLUMNS[sortKeyOf(options)];
  const direction = options.sortOrder === 'asc' ? asc(column) : desc(column);
  return { pageSize, offset: (pageIndex - 1) * pageSize, orderBy: [direction, desc(orders.id)] };
}

/** What a customer's list statement depends on; the values themselves are parameters. */
interface ListShape {
  status: OrderStatus | undefined;
  pattern: string | undefined;
  sortKey: OrderSortKey;
  ascending: boolean;
  /** The columns read (sorted), or undefined for all of them. */
  columns: readonly OrderColumn[] | undefined;
}

function listShape(options: OrderListOptions, columns?: readonly OrderColumn[]): ListShape {
  const text = options.query?.trim();
  return {
    status: options.status && isOrderStatus(options.status) ? options.status : undefined,
    pattern: text ? likePattern(text) : undefined,
    sortKey: sortKeyOf(options),
    ascending: options.sortOrder === 'asc',
    columns,
  };
}

/**
 * A statement name per shape: 2 × 2 × 4 × 2 = 32 filter and sort shapes, times the column sets
 * clients ask for (a short hash of the list; PostgreSQL names are at most 63 bytes).
 */
function statementName(shape: ListShape): string {
  const columns = shape.columns
    ? createHash('sha1').update(shape.columns.join(',')).digest('hex').slice(0, 12)
    : 'all';
  return `orders_for_user_${shape.status ? 's' : ''}${shape.pattern ? 'q' : ''}_${shape.sortKey}_${shape.ascending ? 'asc' : 'desc'}_${columns}`;
}

/** The filters of a customer's list, with placeholders for the values. */
function userListWhere(shape: ListShape): SQL | undefined {
  const filters: SQL[] = [eq(orders.userId, sql.placeholder('userId'))];
  if (shape.status) filters.push(eq(orders.status, sql.placeholder('status')));
  if (shape.pattern) {
    const pattern = sql.placeholder('pattern');
    filters.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.productName, pattern),
        ilike(sql`coalesce(${orders.trackingNumber}, '')`, pattern),
      )!,
    );
  }
  return and(...filters);
}

/**
 * The columns of the shape, keyed as in OrderRow. Typed as the whole row: a subset is read only
 * for a caller that asked for it (forUser) and reads those columns alone.
 */
function selectedColumns(shape: ListShape) {
  const all = getTableColumns(orders);
  if (!shape.columns) return all;
  return Object.fromEntries(shape.columns.map((key) => [key, all[key]])) as typeof all;
}

/** A customer's list statement: its SQL once built, and how to read its rows. */
interface ListStatement {
  name: string;
  text: string;
  /** drizzle's parameters, placeholders among them (filled per request). */
  params: unknown[];
  /** Each row key and the column it is read from, in select order. */
  columns: readonly (readonly [key: string, column: string])[];
}

/**
 * One round trip: the window count rides on every row of the page. drizzle builds the SQL once
 * per shape (building it per request was about a sixth of a `myOrders` request's CPU); it runs
 * through the database handle as a named statement, so each PostgreSQL connection parses and
 * plans it once (node-postgres then sends only Bind/Execute), and its rows are read straight by
 * column name: drizzle's own execution passed its type parsers with every query, which PGlite
 * merges into a copy of its whole parser table per query and node-postgres turns into a parser
 * per column per query, then mapped each value through the column's decoder (about a tenth of
 * a PGlite `myOrders` request). Both drivers already give Dates for timestamps and numbers for
 * integers and doubles, which is all this table holds.
 */
function prepareUserList(db: Database, shape: ListShape): ListStatement {
  const column = SORT_COLUMNS[shape.sortKey];
  const selected = selectedColumns(shape);
  const query = db
    .select({ ...selected, listTotal: sql<number>`(count(*) over())::int`.as('list_total') })
    .from(orders)
    .where(userListWhere(shape))
    .orderBy(shape.ascending ? asc(column) : desc(column), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .toSQL();
  return {
    name: statementName(shape),
    text: query.sql,
    params: query.params,
    columns: Object.entries(selected).map(([key, c]) => [key, c.name] as const),
  };
}

/**
 * A row of the statement as OrderRow. Typed as the whole row: a column subset is read only for a
 * caller that asked for it (forUser) and reads those columns alone.
 */
function orderRowOf(statement: ListStatement, raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of statement.columns) row[key] = raw[column];
  return row as OrderRow;
}

/** Statements kept per database handle: a bound, far above the shapes the web app sends. */
const MAX_PREPARED_LISTS = 256;

/** Reads customers' order lists through statements prepared once per database handle. */
export interface OrderListReader {
  /**
   * The customer's own orders: filter by status and text (order number, product, tracking).
   * With `columns` (orderColumnsAsked), the rows hold those columns only: for a GraphQL list
   * whose orders are resolved from exactly those fields.
   */
  forUser(
    userId: string,
    options?: OrderListOptions,
    columns?: readonly OrderColumn[],
  ): Promise<{ list: OrderRow[]; total: number }>;
}

export function createOrderListReader(database: DatabaseHandle): OrderListReader {
  const statements = new Map<string, ListStatement>();
  const statementFor = (shape: ListShape) => {
    const name = statementName(shape);
    let statement = statements.get(name);
    if (!statement) {
      statement = prepareUserList(database.db, shape);
      if (statements.size < MAX_PREPARED_LISTS) statements.set(name, statement);
    }
    return statement;
  };
  return {
    async forUser(userId, options = {}, columns) {
      const shape = listShape(options, columns);
      const { pageSize, offset } = paging(options);
      const values = { userId, status: shape.status, pattern: shape.pattern };
      const statement = statementFor(shape);
      const params = fillPlaceholders(statement.params, { ...values, limit: pageSize, offset });
      const rows = await database.query<Record<string, unknown>>(
        statement.text,
        params,
        statement.name,
      );
      // A page past the end has no rows to carry the count, so only then is it counted apart.
      if (rows.length === 0 && offset > 0)
        return { list: [], total: await countForUser(database.db, shape, values) };
      const list = rows.map((raw) => orderRowOf(statement, raw));
      return { list, total: Number(rows[0]?.list_total ?? 0) };
    },
  };
}

async function countForUser(
  db: Database,
  shape: ListShape,
  values: { userId: string; status: OrderStatus | undefined; pattern: string | undefined },
): Promise<number> {
  const count = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(userListWhere(shape))
    .prepare(`count_${statementName(shape)}`)
    .execute(values);
  return count[0]?.n ?? 0;
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
