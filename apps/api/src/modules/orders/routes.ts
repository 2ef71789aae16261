import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../../http/app.ts';
import { requireUser, type AuthVariables } from '../../http/auth.ts';
import { registerOrderDeps, STAFF_ROLE } from './context.ts';
import { toOrder } from './graphql.ts';
import { findOrderForViewer, listOrdersForUser, type Viewer } from './service.ts';
import { ORDER_STATUSES } from './state-machine.ts';

type Ctx = Context<{ Variables: AuthVariables }>;

export async function viewerOfRequest(c: Ctx, deps: AppDeps): Promise<Viewer> {
  const user = await requireUser(c, deps.database.db);
  const auth = c.get('auth');
  const roles = auth.status === 'authenticated' ? auth.principal.roles : [];
  return { user, isStaff: roles.includes(STAFF_ROLE) };
}

const listQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  sortKey: z.string().max(40).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  query: z.string().max(200).optional(),
});

function restOrder(row: Parameters<typeof toOrder>[0]) {
  const { _row: _unused, ...order } = toOrder(row);
  void _unused;
  return order;
}

/** REST reads of orders (the SPA uses GraphQL; these serve integrations and tests). */
export function registerRoutes(app: ApiApp, deps: AppDeps): void {
  registerOrderDeps({
    db: deps.database.db,
    mailer: deps.mailer,
    payments: deps.payments.adapter,
    publicUrl: deps.config.publicUrl,
  });

  app.get('/api/orders', async (c) => {
    const viewer = await viewerOfRequest(c, deps);
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success)
      return c.json({ message: 'Invalid list parameters.', issues: parsed.error.issues }, 400);
    const page = await listOrdersForUser(deps.database.db, viewer.user.id, parsed.data);
    return c.json({ list: page.list.map(restOrder), total: page.total });
  });

  app.get('/api/orders/:id', async (c) => {
    const viewer = await viewerOfRequest(c, deps);
    const order = await findOrderForViewer(deps.database.db, c.req.param('id'), viewer);
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    return c.json(restOrder(order));
  });
}
