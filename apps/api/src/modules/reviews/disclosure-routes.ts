import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import { createRoute } from '@hono/zod-openapi';
import { disclosurePage } from '@heartcheck/contracts/disclosure';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { failure, json, pathParams } from '../../http/openapi.ts';
import { logStaffRead } from '../audit/public.ts';
import type { StoredResult } from '../analysis/public.ts';
import { findFinishedAnalysis, type FinishedAnalysis } from '../results/public.ts';
import { pageCount } from './disclosure-tiles.ts';
import { disclosurePageOf } from './disclosure-service.ts';

/** The largest page number accepted: 30-minute pages of a recording of at most 14 days. */
const MAX_PAGE = 14 * 48;

const readPage = createRoute({
  method: 'get',
  path: '/api/reviews/{orderId}/disclosure/{page}',
  summary: 'One 30-minute page (from 0) of the full disclosure (cardiologist)',
  request: { params: pathParams('orderId', 'page') },
  responses: {
    200: json(disclosurePage, 'The page.'),
    400: failure(`The page is not a whole number from 0 to ${MAX_PAGE}.`),
    401: failure('Not signed in.'),
    403: failure('Not a cardiologist.'),
    404: failure('No such review, or the recording has no such page.'),
    409: failure('The recording is beat times only: there is no ECG to disclose.'),
  },
});

/** The 404 of a page past the last, naming the pages there are (so a caller can correct it). */
function noSuchPage(found: FinishedAnalysis, page: number): string {
  const result = found.analysis.result as StoredResult;
  const last = pageCount(result.totalSamples, result.samplingRate) - 1;
  return `The recording has no page ${page}: its pages are 0 to ${last}.`;
}

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
  app.openapi(readPage, async (c) => {
    const { user, viewer } = await requireAllowed(c, 'reviews.write');
    const raw = c.req.param('page') ?? '';
    const page = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!(page <= MAX_PAGE))
      return c.json(
        { message: `The page is a whole number from 0 (the first page) to ${MAX_PAGE}.` },
        400,
      );
    const found = await findFinishedAnalysis(deps.db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: ['cardiologist'],
    });
    if (!found) return c.json({ message: 'Review not found.' }, 404);
    if (isBeatTimesFormat(found.recording.format))
      return c.json(
        {
          message:
            'This recording is beat times only (no ECG): there is no full disclosure to show.',
        },
        409,
      );
    const body = await disclosurePageOf(deps, found, page);
    if (!body) return c.json({ message: noSuchPage(found, page) }, 404);
    await logStaffRead(c, deps.db, {
      viewer,
      action: 'reviews.write',
      resource: 'ecg_strip',
      items: [{ order: found.order, resourceId: found.analysis.id }],
    });
    return c.json(body, 200);
  });
}
