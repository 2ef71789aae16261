import { createRoute } from '@hono/zod-openapi';
import {
  MAX_STRIP_SECONDS,
  resultsList,
  resultsOfOrder,
  strip,
} from '@heartcheck/contracts/results';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '../../blob/store.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { ApiApp, ApiContext } from '../../http/auth.ts';
import { bytes, documentedQuery, failure, json, pathParams } from '../../http/openapi.ts';
import { orders } from '../orders/public.ts';
import { pdfResponse, restViewer } from './access.ts';
import { resultsFhirBundle } from './fhir.ts';
import { buildResultsPdf } from './pdf.ts';
import { gpIdentity, signedArtefacts } from './gp-identity.ts';
import { PENDING_STATUSES, pendingView } from './release.ts';
import { urgentOfOrder } from '../urgent/public.ts';
import { logStaffRead } from '../audit/public.ts';
import type { AccessResource } from '@heartcheck/contracts/access-log';
import type { Viewer } from '../../auth/authorise.ts';
import {
  findFinishedAnalysis,
  listFinishedForCustomer,
  readStrip,
  resultsDetail,
  resultsView,
} from './service.ts';

/** The strip's window from `?fromS=…&durationS=…` (default the first 10 s); undefined if invalid. */
function stripWindow(c: ApiContext): { fromS: number; durationS: number } | undefined {
  const fromS = Number(c.req.query('fromS') ?? 0);
  const durationS = Number(c.req.query('durationS') ?? 10);
  const valid =
    Number.isFinite(fromS) &&
    fromS >= 0 &&
    Number.isFinite(durationS) &&
    durationS > 0 &&
    durationS <= MAX_STRIP_SECONDS;
  return valid ? { fromS, durationS } : undefined;
}

const notFound = { message: 'Results not found.' };
const notSignedIn = failure('Not signed in.');
const noResults = failure('No released results of an order the caller may see.');

const listResults = createRoute({
  method: 'get',
  path: '/api/results',
  summary: "The caller's released results and the recordings still on their way",
  responses: { 200: json(resultsList, 'Results and pending recordings.'), 401: notSignedIn },
});

const getResults = createRoute({
  method: 'get',
  path: '/api/results/{orderId}',
  summary: 'The results of one order',
  request: { params: pathParams('orderId') },
  responses: { 200: json(resultsOfOrder, 'The results.'), 401: notSignedIn, 404: noResults },
});

const getStrip = createRoute({
  method: 'get',
  path: '/api/results/{orderId}/strip',
  summary: 'Raw samples of a stretch of the recording (at most 60 s)',
  request: { params: pathParams('orderId') },
  parameters: documentedQuery(
    z.object({
      fromS: z.number().min(0).default(0),
      durationS: z.number().positive().max(MAX_STRIP_SECONDS).default(10),
    }),
  ),
  responses: {
    200: json(strip, 'The samples.'),
    400: failure('The window is wrong.'),
    401: notSignedIn,
    404: noResults,
  },
});

const getResultsPdf = createRoute({
  method: 'get',
  path: '/api/results/{orderId}/report.pdf',
  summary: 'The results report as PDF',
  request: { params: pathParams('orderId') },
  responses: {
    200: bytes('application/pdf', 'The report.'),
    401: notSignedIn,
    404: noResults,
  },
});

const getResultsFhir = createRoute({
  method: 'get',
  path: '/api/results/{orderId}/fhir',
  summary: 'The results as a FHIR R4 document Bundle (download)',
  request: { params: pathParams('orderId') },
  responses: {
    200: {
      description: 'The Bundle (a download).',
      content: {
        'application/fhir+json': {
          // A FHIR R4 document Bundle (validated by fhir-validate.ts in the tests).
          schema: z.record(z.string(), z.unknown()),
        },
      },
    },
    401: notSignedIn,
    404: noResults,
  },
});

/**
 * The customer's results (their own orders once the cardiologist has signed; before that, where
 * the recording is and when to expect it) and the same data for staff as soon as it is analysed.
 * Another customer's order, or one not yet released, answers 404, exactly like one that does not
 * exist.
 */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; config: AppConfig; blobs: BlobStore },
): void {
  const db = deps.db;
  /** The analysis the viewer may see, its read logged when they are staff; else undefined. */
  const readable = async (c: ApiContext, resource: AccessResource, signedIn?: Viewer) => {
    const viewer = signedIn ?? (await restViewer(c)).viewer;
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', viewer);
    if (found)
      await logStaffRead(c, db, {
        viewer,
        action: 'results.read',
        resource,
        items: [{ order: found.order, resourceId: found.analysis.id }],
      });
    return found;
  };

  app.openapi(listResults, async (c) => {
    const { user } = await restViewer(c);
    const list = await listFinishedForCustomer(db, user.id);
    const pending = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), inArray(orders.status, PENDING_STATUSES)));
    const views = await Promise.all(
      list.map(async (found) => resultsView(found, await signedArtefacts(db, found.order.id))),
    );
    return c.json({ list: views, pending: pending.map(pendingView) }, 200);
  });

  app.openapi(getResults, async (c) => {
    const found = await readable(c, 'results');
    if (!found) return c.json(notFound, 404);
    return c.json(
      {
        ...resultsDetail(found, await signedArtefacts(db, found.order.id)),
        urgent: await urgentOfOrder(db, found.order.id),
      },
      200,
    );
  });

  app.openapi(getStrip, async (c) => {
    const { viewer } = await restViewer(c);
    const window = stripWindow(c);
    if (!window)
      return c.json(
        {
          message: `Ask for 0 to ${MAX_STRIP_SECONDS} seconds from a time at or after 0: ?fromS=…&durationS=….`,
        },
        400,
      );
    const found = await readable(c, 'ecg_strip', viewer);
    if (!found) return c.json(notFound, 404);
    return c.json(await readStrip(deps.blobs, found, window.fromS, window.durationS), 200);
  });

  app.openapi(getResultsPdf, async (c) => {
    const found = await readable(c, 'results_pdf');
    if (!found) return c.json(notFound, 404);
    return pdfResponse(
      c,
      await buildResultsPdf(deps, found),
      `heartcheck-results-${found.order.number}.pdf`,
    );
  });

  app.openapi(getResultsFhir, async (c) => {
    const found = await readable(c, 'results_fhir');
    if (!found) return c.json(notFound, 404);
    const bundle = resultsFhirBundle(
      found,
      await buildResultsPdf(deps, found),
      deps.config.publicUrl,
      await gpIdentity(db, found),
      await signedArtefacts(db, found.order.id),
    );
    return c.json(bundle, 200, {
      'Content-Type': 'application/fhir+json; charset=utf-8',
      'Content-Disposition': `attachment; filename="heartcheck-results-${found.order.number}.fhir.json"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
