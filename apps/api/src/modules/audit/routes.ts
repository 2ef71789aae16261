import { accessListQuery, accessLogQuery } from '@heartcheck/contracts/access-log';
import type { Database } from '../../db/client.ts';
import { requireAllowed, requireSignedIn, type ApiApp } from '../../http/auth.ts';
import { listAccessLog, listReadsOfCustomer } from './access-list.ts';

/**
 * Who has read a customer's health data: the customer's own list ("who has seen my data") and
 * the admin's access log of every customer, filterable by customer or order. Both are personal:
 * never cached.
 */
export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;

  app.get('/api/data-access', async (c) => {
    const viewer = await requireSignedIn(c);
    const parsed = accessListQuery.safeParse(c.req.query());
    if (!parsed.success)
      return c.json({ message: 'Check the page.', issues: parsed.error.issues }, 400);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listReadsOfCustomer(db, viewer.userId, parsed.data));
  });

  app.get('/api/access-log', async (c) => {
    await requireAllowed(c, 'access-log.read');
    const parsed = accessLogQuery.safeParse(c.req.query());
    if (!parsed.success)
      return c.json({ message: 'Check the filter.', issues: parsed.error.issues }, 400);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listAccessLog(db, parsed.data));
  });
}
