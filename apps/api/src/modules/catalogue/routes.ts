import { createRoute } from '@hono/zod-openapi';
import { PRODUCT_ID, product, productPage } from '@heartcheck/contracts/catalogue';
import { authorise } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer, type ApiApp } from '../../http/auth.ts';
import { failure, json, listQueryParameters, pathParams } from '../../http/openapi.ts';
import { ListQueryError, parseListQuery } from '../../lib/list-query.ts';
import { findProduct, listProducts, PRODUCT_SORT_KEYS } from './service.ts';

const listProductsRoute = createRoute({
  method: 'get',
  path: '/api/products',
  summary: 'The catalogue (inactive products too for catalogue managers)',
  parameters: listQueryParameters(PRODUCT_SORT_KEYS),
  responses: {
    200: json(productPage, 'A page of products.'),
    400: failure('A list parameter is wrong (`parameter` names it).'),
    401: failure('Not signed in.'),
  },
});

const getProductRoute = createRoute({
  method: 'get',
  path: '/api/products/{id}',
  summary: 'One product',
  request: { params: pathParams('id') },
  responses: {
    200: json(product, 'The product.'),
    401: failure('Not signed in.'),
    404: { description: 'No such product (or inactive, for customers); no body.' },
  },
});

export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;

  app.openapi(listProductsRoute, async (c) => {
    const { viewer } = await requireViewer(c);
    try {
      const list = parseListQuery(new URL(c.req.url).searchParams, {
        sortKeys: PRODUCT_SORT_KEYS,
      });
      return c.json(
        await listProducts(db, list, { includeInactive: authorise(viewer, 'catalogue.manage') }),
        200,
      );
    } catch (error) {
      if (error instanceof ListQueryError)
        return c.json({ message: error.message, parameter: error.parameter }, 400);
      throw error;
    }
  });

  app.openapi(getProductRoute, async (c) => {
    const { viewer } = await requireViewer(c);
    const { id } = c.req.valid('param');
    const product = PRODUCT_ID.test(id)
      ? await findProduct(db, id, { includeInactive: authorise(viewer, 'catalogue.manage') })
      : undefined;
    return product ? c.json(product, 200) : c.body(null, 404);
  });
}
