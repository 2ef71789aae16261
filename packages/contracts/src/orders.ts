import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.ts';

/** What an order list sorts by (newest first by default). */
export const ORDER_SORT_KEYS = ['createdAt', 'number', 'status', 'totalPence'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

/** The largest page of an order list, and the furthest page one may ask for. */
export const MAX_ORDER_PAGE_SIZE = 100;
export const MAX_ORDER_PAGE_INDEX = 100_000;

/**
 * The paging, sorting and search of an order list, each refused by name when wrong (a list that
 * quietly answered page 1 sorted by date would look like what was asked for). Numbers as they
 * come in GraphQL's OrderListInput; `orderListQuery` reads them from a query string.
 */
const listFields = {
  pageIndex: z
    .number()
    .int(`a whole page number from 1 to ${MAX_ORDER_PAGE_INDEX}.`)
    .min(1, `a whole page number from 1 to ${MAX_ORDER_PAGE_INDEX}.`)
    .max(MAX_ORDER_PAGE_INDEX, `a whole page number from 1 to ${MAX_ORDER_PAGE_INDEX}.`),
  pageSize: z
    .number()
    .int(`a whole number of orders from 1 to ${MAX_ORDER_PAGE_SIZE}.`)
    .min(1, `a whole number of orders from 1 to ${MAX_ORDER_PAGE_SIZE}.`)
    .max(MAX_ORDER_PAGE_SIZE, `a whole number of orders from 1 to ${MAX_ORDER_PAGE_SIZE}.`),
  sortKey: z.enum(ORDER_SORT_KEYS, {
    error: `sort by ${ORDER_SORT_KEYS.join(', ')}.`,
  }),
  sortOrder: z.enum(['asc', 'desc'], { error: 'asc or desc.' }),
  status: z.enum(ORDER_STATUSES, { error: `one of ${ORDER_STATUSES.join(', ')}.` }),
  query: z.string().max(200, 'search with at most 200 characters.'),
};

/** OrderListInput of the GraphQL order lists (myOrders, operationsOrders); null is left out. */
export const orderListInput = z.object({
  pageIndex: listFields.pageIndex.nullish(),
  pageSize: listFields.pageSize.nullish(),
  sortKey: listFields.sortKey.nullish(),
  sortOrder: listFields.sortOrder.nullish(),
  status: listFields.status.nullish(),
  query: listFields.query.nullish(),
});

/** Query of GET /api/orders (integrations; the web app lists orders through GraphQL). */
export const orderListQuery = z.object({
  pageIndex: z.coerce.number().pipe(listFields.pageIndex).optional(),
  pageSize: z.coerce.number().pipe(listFields.pageSize).optional(),
  sortKey: listFields.sortKey.optional(),
  sortOrder: listFields.sortOrder.optional(),
  status: listFields.status.optional(),
  query: listFields.query.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
