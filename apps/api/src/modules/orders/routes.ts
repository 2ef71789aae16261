import { orderListQuery } from '@heartcheck/contracts/orders';
import type { Database } from '../../db/client.ts';
import { requireViewer, type ApiApp, type ApiContext } from '../../http/auth.ts';
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

/** REST reads of orders (the SPA uses GraphQL; these serve integrations and tests). */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; orderLists: OrderListReader },
): void {
  app.get('/api/orders', async (c) => {
    const viewer = await viewerOfRequest(c);
    const parsed = orderListQuery.safeParse(c.req.query());
    if (!parsed.success)
      return c.json({ message: 'Invalid list parameters.', issues: parsed.error.issues }, 400);
    const page = await deps.orderLists.forUser(viewer.user.id, parsed.data);
    return c.json({ list: page.list.map(restOrder), total: page.total });
  });

  app.get('/api/orders/:id', async (c) => {
    const viewer = await viewerOfRequest(c);
    const order = await findOrderForViewer(deps.db, c.req.param('id'), viewer);
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    return c.json(restOrder(order));
  });

  registerCorrectionRoutes(app, deps);
}
