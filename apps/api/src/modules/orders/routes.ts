import { createRoute } from '@hono/zod-openapi';
import { orderListQuery } from '@heartcheck/contracts/orders';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireViewer, type ApiApp, type ApiContext } from '../../http/auth.ts';
import { problemText } from '../../http/problem.ts';
import { documentedQuery, failure, json, pathParams } from '../../http/openapi.ts';
import { registerCorrectionRoutes } from './correction-routes.ts';
import { toOrder } from './order-object.ts';
import type { OrderListReader } from './list-reader.ts';
import { findOrderForViewer } from './queries.ts';
import type { Viewer } from './types.ts';
import { orderViewer } from './viewer.ts';

/** The signed-in viewer of a REST request, staff when they may manage any order. */
async function viewerOfRequest(c: ApiContext): Promise<Viewer> {
  const { user, viewer } = await requireViewer(c);
  return orderViewer(user, viewer);
}

function restOrder(row: Parameters<typeof toOrder>[0]) {
  const { _row: _unused, ...order } = toOrder(row);
  void _unused;
  return order;
}

const time = z.string().nullable();

/**
 * An order as REST shows it: the order row's columns (times as ISO text) and the fields the
 * GraphQL Order adds. The columns a customer reads are named; the row's other columns pass
 * through (integrations read them by name from the table's documentation).
 */
const restOrderSchema = z.looseObject({
  id: z.string(),
  number: z.string(),
  userId: z.string(),
  status: z.enum(ORDER_STATUSES),
  productId: z.string(),
  productName: z.string(),
  quantity: z.number(),
  currency: z.string(),
  unitPricePence: z.number(),
  subtotalPence: z.number(),
  taxPence: z.number(),
  totalPence: z.number(),
  deliveryAddress: z.object({
    recipientName: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  paidAt: time,
  dispatchedAt: time,
  deliveredAt: time,
  returnedAt: time,
  receivedAt: time,
  analysingAt: time,
  resultsReadyAt: time,
  cardiacReportReadyAt: time,
  cancelledAt: time,
  refundedAt: time,
  returnDueAt: time,
  notReturnedAt: time,
  replacementChargedAt: time,
  overdue: z.boolean(),
  canEdit: z.boolean(),
  canPay: z.boolean(),
  paymentError: z.string().nullable(),
});

const listOrders = createRoute({
  method: 'get',
  path: '/api/orders',
  summary: "The caller's orders, a page at a time",
  parameters: documentedQuery(orderListQuery),
  responses: {
    200: json(z.object({ list: z.array(restOrderSchema), total: z.number() }), 'A page of orders.'),
    400: failure('A list parameter is wrong.'),
    401: failure('Not signed in.'),
  },
});

const getOrder = createRoute({
  method: 'get',
  path: '/api/orders/{id}',
  summary: 'One order the caller may see',
  request: { params: pathParams('id') },
  responses: {
    200: json(restOrderSchema, 'The order.'),
    401: failure('Not signed in.'),
    404: failure('No such order, or not the caller’s.'),
  },
});

/** REST reads of orders (the SPA uses GraphQL; these serve integrations and tests). */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; orderLists: OrderListReader },
): void {
  app.openapi(listOrders, async (c) => {
    const viewer = await viewerOfRequest(c);
    const parsed = orderListQuery.safeParse(c.req.query());
    if (!parsed.success)
      return c.json(
        {
          message: problemText('Invalid list parameters', parsed.error.issues),
          issues: parsed.error.issues,
        },
        400,
      );
    const page = await deps.orderLists.forUser(viewer.user.id, parsed.data);
    return c.json({ list: page.list.map(restOrder), total: page.total }, 200);
  });

  app.openapi(getOrder, async (c) => {
    const viewer = await viewerOfRequest(c);
    const order = await findOrderForViewer(deps.db, c.req.valid('param').id, viewer);
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    return c.json(restOrder(order), 200);
  });

  registerCorrectionRoutes(app, deps);
}
