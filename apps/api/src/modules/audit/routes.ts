import { createRoute } from '@hono/zod-openapi';
import {
  accessListQuery,
  accessLogPage,
  accessLogQuery,
  myAccessPage,
} from '@heartcheck/contracts/access-log';
import type { Database } from '../../db/client.ts';
import { requireAllowed, requireSignedIn, type ApiApp } from '../../http/auth.ts';
import { problemText } from '../../http/problem.ts';
import { documentedQuery, failure, json } from '../../http/openapi.ts';
import { listAccessLog, listReadsOfCustomer } from './access-list.ts';

const myDataAccess = createRoute({
  method: 'get',
  path: '/api/data-access',
  summary: "Who has seen my data: staff reads of the caller's health data",
  parameters: documentedQuery(accessListQuery),
  responses: {
    200: json(myAccessPage, 'A page of reads, newest first.'),
    400: failure('The page parameters are wrong.'),
    401: failure('Not signed in.'),
  },
});

const accessLog = createRoute({
  method: 'get',
  path: '/api/access-log',
  summary: "The access log of every customer's health data (admin)",
  parameters: documentedQuery(accessLogQuery),
  responses: {
    200: json(accessLogPage, 'A page of reads, newest first.'),
    400: failure('The filter is wrong.'),
    401: failure('Not signed in.'),
    403: failure('Not allowed to read the access log.'),
  },
});

/**
 * Who has read a customer's health data: the customer's own list ("who has seen my data") and
 * the admin's access log of every customer, filterable by customer or order. Both are personal:
 * never cached.
 */
export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;

  app.openapi(myDataAccess, async (c) => {
    const viewer = await requireSignedIn(c);
    const parsed = accessListQuery.safeParse(c.req.query());
    if (!parsed.success)
      return c.json(
        {
          message: problemText('Check the page', parsed.error.issues),
          issues: parsed.error.issues,
        },
        400,
      );
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listReadsOfCustomer(db, viewer.userId, parsed.data), 200);
  });

  app.openapi(accessLog, async (c) => {
    await requireAllowed(c, 'access-log.read');
    const parsed = accessLogQuery.safeParse(c.req.query());
    if (!parsed.success)
      return c.json(
        {
          message: problemText('Check the filter', parsed.error.issues),
          issues: parsed.error.issues,
        },
        400,
      );
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listAccessLog(db, parsed.data), 200);
  });
}
