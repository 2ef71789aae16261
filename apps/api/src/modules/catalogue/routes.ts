import type { ApiApp, AppDeps } from '../../http/app.ts';
import { requireUser } from '../../http/auth.ts';
import { ListQueryError, parseListQuery } from '../../lib/list-query.ts';
import { findProduct, listProducts, PRODUCT_SORT_KEYS } from './service.ts';

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function registerRoutes(app: ApiApp, deps: AppDeps): void {
  const db = deps.database.db;

  app.get('/api/products', async (c) => {
    const user = await requireUser(c, db);
    try {
      const list = parseListQuery(new URL(c.req.url).searchParams, {
        sortKeys: PRODUCT_SORT_KEYS,
      });
      return c.json(
        await listProducts(db, list, { includeInactive: user.roles.includes('admin') }),
      );
    } catch (error) {
      if (error instanceof ListQueryError)
        return c.json({ message: error.message, parameter: error.parameter }, 400);
      throw error;
    }
  });

  app.get('/api/products/:id', async (c) => {
    const user = await requireUser(c, db);
    const id = c.req.param('id') ?? '';
    const product = PRODUCT_ID.test(id)
      ? await findProduct(db, id, { includeInactive: user.roles.includes('admin') })
      : undefined;
    return product ? c.json(product) : c.body(null, 404);
  });
}
