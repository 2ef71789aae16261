import { PRODUCT_ID } from '@heartcheck/contracts/catalogue';
import { authorise } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer, type ApiApp } from '../../http/auth.ts';
import { ListQueryError, parseListQuery } from '../../lib/list-query.ts';
import { findProduct, listProducts, PRODUCT_SORT_KEYS } from './service.ts';

export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;

  app.get('/api/products', async (c) => {
    const { viewer } = await requireViewer(c);
    try {
      const list = parseListQuery(new URL(c.req.url).searchParams, {
        sortKeys: PRODUCT_SORT_KEYS,
      });
      return c.json(
        await listProducts(db, list, { includeInactive: authorise(viewer, 'catalogue.manage') }),
      );
    } catch (error) {
      if (error instanceof ListQueryError)
        return c.json({ message: error.message, parameter: error.parameter }, 400);
      throw error;
    }
  });

  app.get('/api/products/:id', async (c) => {
    const { viewer } = await requireViewer(c);
    const id = c.req.param('id') ?? '';
    const product = PRODUCT_ID.test(id)
      ? await findProduct(db, id, { includeInactive: authorise(viewer, 'catalogue.manage') })
      : undefined;
    return product ? c.json(product) : c.body(null, 404);
  });
}
