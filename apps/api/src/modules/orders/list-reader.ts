import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  ilike,
  or,
  Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { type Database, type DatabaseHandle } from '../../db/client.ts';
import type { OrderColumn } from './order-columns.ts';
import { orders, type OrderRow } from './schema.ts';
import { isOrderStatus, type OrderStatus } from './state-machine.ts';
import { likePattern, paging, sortKeyOf, SORT_COLUMNS, type OrderListOptions } from './queries.ts';
import type { OrderSortKey } from '@heartcheck/contracts/orders';

/** Customers' own order lists: statements prepared once per shape, batched across requests. */

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
  /** One list (PGlite), with drizzle's parameters: placeholders, filled per request. */
  text: string;
  params: unknown[];
  /** Several lists at once (PostgreSQL), one array per value (batchedText). */
  batchText: string;
  /** Each row key and the column it is read from, in select order. */
  columns: readonly (readonly [key: string, column: string])[];
}

/** The per-request values of a list statement, one of each per list in a batch. */
const BATCH_COLUMNS = {
  userId: 'b_user_id',
  status: 'b_status',
  pattern: 'b_pattern',
  limit: 'b_limit',
  offset: 'b_offset',
} as const;
type BatchValue = keyof typeof BATCH_COLUMNS;

/**
 * One list's statement (drizzle's SQL, whose parameters are all placeholders) run for several
 * requests at once: each request is a row of `unnest` over one array per value, and the list
 * statement runs laterally per row with that row's values. Every list keeps its own filter,
 * order, page and window count; `batch_row` (the row's rank in the list's own order) keeps the
 * page's order exact, whatever order the join returns rows in.
 */
function batchedText(single: string, params: readonly unknown[]): string {
  const text = single.replace(/\$(\d+)/g, (_match, index: string) => {
    const param = params[Number(index) - 1];
    if (!(param instanceof Placeholder) || !(param.name in BATCH_COLUMNS))
      throw new Error(`order list parameter $${index} is not a per-request value`);
    return `b.${BATCH_COLUMNS[param.name as BatchValue]}`;
  });
  return (
    `select b.b_index::int as batch_index, o.* from unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::int[]) ` +
    `with ordinality as b(b_user_id, b_status, b_pattern, b_limit, b_offset, b_index) ` +
    `cross join lateral (${text}) as o order by b.b_index, o.batch_row`
  );
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
  const order = shape.ascending ? asc(column) : desc(column);
  const list = (extra: Record<string, SQL.Aliased>) =>
    db
      .select({
        ...selected,
        listTotal: sql<number>`(count(*) over())::int`.as('list_total'),
        ...extra,
      })
      .from(orders)
      .where(userListWhere(shape))
      .orderBy(order, desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .toSQL();
  const single = list({});
  const batched = list({
    batchRow: sql<number>`row_number() over (order by ${order}, ${desc(orders.id)})`.as(
      'batch_row',
    ),
  });
  return {
    name: statementName(shape),
    text: single.sql,
    params: single.params,
    batchText: batchedText(batched.sql, batched.params),
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

/** One request's list in a batch: its values and where its rows go. */
interface PendingList {
  values: Record<BatchValue, string | number | undefined>;
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: unknown): void;
}

/**
 * Lists of one statement run together: at most this many requests in one query (50 is the
 * benchmark's and a busy process's concurrency; a batch of 64 lists of up to 100 rows each is
 * still one small result).
 */
const MAX_BATCH = 64;

/**
 * Batches in flight at once per process on PostgreSQL (each on its own pooled connection). A
 * request finding fewer in flight is sent at once, as a batch of one, so a quiet server adds no
 * wait; under load the requests that arrive meanwhile share the next query. Each query's round
 * trip cost about a fifth of a PostgreSQL `myOrders` request's CPU in the API (the `writev` to the
 * server) plus the driver's per-query work and the server's own (docs/performance.md). Two, from
 * A/B runs of 1, 2, 4 and 8 at 50 connections: fewer in flight made larger batches and less CPU
 * per request (1 and 2: 312-352 µs, 4: 329-427 µs, 8: 433 µs); two keep a second batch going
 * while one waits on the server.
 */
const BATCHES_IN_FLIGHT = 2;

/** The cheap key of a shape (the statement name needs a hash of the columns). */
const shapeKey = (shape: ListShape) =>
  `${shape.status ? 's' : ''}${shape.pattern ? 'q' : ''}${shape.sortKey}${shape.ascending ? 'a' : 'd'}${shape.columns?.join(',') ?? '*'}`;

/**
 * Customers' lists, batched across concurrent requests (a DataLoader across requests, not a
 * cache): a list is read by a query sent after its request arrived, so it sees every write
 * committed before the request, exactly as a query of its own would; nothing is kept after.
 */
export function createOrderListReader(database: DatabaseHandle): OrderListReader {
  const statements = new Map<string, ListStatement>();
  const statementFor = (shape: ListShape) => {
    const key = shapeKey(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = prepareUserList(database.db, shape);
      if (statements.size < MAX_PREPARED_LISTS) statements.set(key, statement);
    }
    return statement;
  };
  const waiting = new Map<ListStatement, PendingList[]>();
  let inFlight = 0;
  const run = async (statement: ListStatement, lists: PendingList[]) => {
    const column = (value: BatchValue) => lists.map((list) => list.values[value] ?? null);
    try {
      const rows = await database.query<Record<string, unknown>>(
        statement.batchText,
        [column('userId'), column('status'), column('pattern'), column('limit'), column('offset')],
        statement.name,
      );
      const byList: Record<string, unknown>[][] = lists.map(() => []);
      for (const row of rows) byList[Number(row.batch_index) - 1]?.push(row);
      lists.forEach((list, index) => list.resolve(byList[index] ?? []));
    } catch (error) {
      for (const list of lists) list.reject(error);
    }
  };
  const pump = () => {
    for (const [statement, lists] of waiting) {
      if (inFlight >= BATCHES_IN_FLIGHT) return;
      const batch = lists.splice(0, MAX_BATCH);
      if (lists.length === 0) waiting.delete(statement);
      inFlight += 1;
      void run(statement, batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };
  const readBatched = (statement: ListStatement, values: PendingList['values']) =>
    new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const lists = waiting.get(statement);
      if (lists) lists.push({ values, resolve, reject });
      else waiting.set(statement, [{ values, resolve, reject }]);
      pump();
    });
  // PGlite: one list per query. Its lateral batch cost more than the lists alone (1.46× the CPU
  // of a PGlite `myOrders` request in an A/B run): each query there is parsed and planned anew,
  // and one engine runs them one at a time, so there is no round trip to share.
  const read =
    database.kind === 'postgres'
      ? readBatched
      : (statement: ListStatement, values: PendingList['values']) =>
          database.query<Record<string, unknown>>(
            statement.text,
            fillPlaceholders(statement.params, values),
          );
  return {
    async forUser(userId, options = {}, columns) {
      const shape = listShape(options, columns);
      const { pageSize, offset } = paging(options);
      const values = { userId, status: shape.status, pattern: shape.pattern };
      const statement = statementFor(shape);
      const rows = await read(statement, { ...values, limit: pageSize, offset });
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
