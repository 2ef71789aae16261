import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { logStaffRead } from '../audit/public.ts';
import { findFinishedAnalysis } from '../results/public.ts';
import { disclosurePageOf } from './disclosure-service.ts';

/** The largest page number accepted: 30-minute pages of a recording of at most 14 days. */
const MAX_PAGE = 14 * 48;

/**
 * GET /api/reviews/:orderId/disclosure/:page — one page (0-based) of the full disclosure for the
 * reviewing cardiologist (issue 20 item 1). The same policy as the review itself
 * (`reviews.write`, cardiologists only: anyone else 403, an unknown order 404); each read is
 * logged in the health-data access log as an ECG trace read.
 */
export function registerDisclosureRoutes(
  app: ApiApp,
  deps: { db: Database; blobs: BlobStore },
): void {
  app.get('/api/reviews/:orderId/disclosure/:page', async (c) => {
    const { user, viewer } = await requireAllowed(c, 'reviews.write');
    const raw = c.req.param('page') ?? '';
    const page = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!(page <= MAX_PAGE))
      return c.json({ message: 'The page is a whole number from 0 (the first page).' }, 400);
    const found = await findFinishedAnalysis(deps.db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: ['cardiologist'],
    });
    if (!found) return c.json({ message: 'Review not found.' }, 404);
    const body = await disclosurePageOf(deps.blobs, found, page);
    if (!body) return c.json({ message: 'The recording has no such page.' }, 404);
    await logStaffRead(c, deps.db, {
      viewer,
      action: 'reviews.write',
      resource: 'ecg_strip',
      items: [{ order: found.order, resourceId: found.analysis.id }],
    });
    return c.json(body);
  });
}
