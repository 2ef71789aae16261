import { beatTimesNotice } from './beat-times-notice.ts';
import { createRoute } from '@hono/zod-openapi';
import {
  MAX_STRIP_SECONDS,
  type PendingResults,
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
import { urgentNotice } from './document-lines.ts';
import { PENDING_STATUSES, pendingView, RELEASED_STATUSES } from './release.ts';
import { latestHold, withholds } from '../holds/public.ts';
// The signed review is the one source of every released figure (issue 20): the reviews module
// applies its edits; results only renders. routes.ts is no part of results' public surface, so
// this import makes no cycle.
import { fhirExportOf, resultsPdfOf, signedReview } from '../reviews/public.ts';
import { BAD_VERSION, badVersion, versionParam, versionQuery } from '../../http/version-query.ts';
import { logStaffRead } from '../audit/public.ts';
import type { AccessResource } from '@heartcheck/contracts/access-log';
import {
  findFinishedAnalysis,
  listFinishedForCustomer,
  readStrip,
  resultsDetail,
  resultsView,
  stripStartBeyondEnd,
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
const BAD_WINDOW = {
  message: `Ask for 0 to ${MAX_STRIP_SECONDS} seconds from a time at or after 0: ?fromS=…&durationS=….`,
};
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
  parameters: versionQuery,
  responses: {
    200: json(resultsOfOrder, 'The results.'),
    400: badVersion,
    401: notSignedIn,
    404: noResults,
  },
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
    400: failure('The window is wrong, or starts at or after the recording ends.'),
    401: notSignedIn,
    404: noResults,
    409: failure('The recording is beat times only: there is no ECG to show.'),
  },
});

const getResultsPdf = createRoute({
  method: 'get',
  path: '/api/results/{orderId}/report.pdf',
  summary: 'The results report as PDF',
  request: { params: pathParams('orderId') },
  parameters: versionQuery,
  responses: {
    200: bytes('application/pdf', 'The report.'),
    400: badVersion,
    401: notSignedIn,
    404: noResults,
  },
});

const getResultsFhir = createRoute({
  method: 'get',
  path: '/api/results/{orderId}/fhir',
  summary: 'The results as a FHIR R4 document Bundle (download)',
  request: { params: pathParams('orderId') },
  parameters: versionQuery,
  responses: {
    // A FHIR R4 document Bundle (validated by fhir-validate.ts in the tests), pretty-printed as
    // a file to save: documented as a download of that media type.
    200: bytes('application/fhir+json', 'The Bundle (a download).'),
    400: badVersion,
    401: notSignedIn,
    404: noResults,
  },
});

/**
 * The signed version (`?version=N`, else the latest) of the analysis the viewer may see, its read
 * logged when they are staff; undefined when they may not see it or it does not exist, null for a
 * malformed version.
 */
function reviewedReader(db: Database) {
  return async (c: ApiContext, resource: AccessResource) => {
    const version = versionParam(c.req.query('version'));
    if (version === null) return null;
    const { viewer } = await restViewer(c);
    const reviewed = await signedReview(db, c.req.param('orderId') ?? '', viewer, version);
    if (!reviewed) return undefined;
    await logStaffRead(c, db, {
      viewer,
      action: 'results.read',
      resource,
      items: [{ order: reviewed.found.order, resourceId: reviewed.found.analysis.id }],
    });
    // Who reads it: the PDFs and the FHIR export hold the diary only where they may read it.
    return { ...reviewed, reader: viewer };
  };
}

/**
 * The customer's recordings still with us: not yet signed, or signed but held as too short
 * (`listed`: the orders already shown as released).
 */
async function stillWithUs(
  db: Database,
  userId: string,
  listed: ReadonlySet<string>,
): Promise<PendingResults[]> {
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...PENDING_STATUSES, ...RELEASED_STATUSES]),
      ),
    );
  const waiting: PendingResults[] = [];
  for (const order of orderRows.filter((o) => !listed.has(o.id))) {
    const held = withholds(await latestHold(db, order.id));
    if (held || (PENDING_STATUSES as string[]).includes(order.status))
      waiting.push(pendingView(order, held));
  }
  return waiting;
}

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
  const readable = reviewedReader(db);

  app.openapi(listResults, async (c) => {
    const { user } = await restViewer(c);
    const list = await listFinishedForCustomer(db, user.id);
    const views = [];
    for (const found of list) {
      const reviewed = await signedReview(db, found.order.id, { userId: user.id, roles: [] });
      if (reviewed) views.push(resultsView(reviewed));
    }
    const waiting = await stillWithUs(db, user.id, new Set(views.map((v) => v.orderId)));
    return c.json({ list: views, pending: waiting }, 200);
  });

  app.openapi(getResults, async (c) => {
    const reviewed = await readable(c, 'results');
    if (reviewed === null) return c.json(BAD_VERSION, 400);
    if (!reviewed) return c.json(notFound, 404);
    return c.json(
      {
        ...resultsDetail(reviewed),
        // The flag this version was signed with, not today's (issue 21).
        urgent: urgentNotice(reviewed.urgent),
      },
      200,
    );
  });

  app.openapi(getStrip, async (c) => {
    const { viewer } = await restViewer(c);
    const window = stripWindow(c);
    if (!window) return c.json(BAD_WINDOW, 400);
    // Strips are the signal itself, which no review edits: the analysis is enough (and cheap,
    // as the viewer pages through the recording).
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', viewer);
    if (!found) return c.json(notFound, 404);
    const noEcg = beatTimesNotice(found.recording.format);
    if (noEcg) return c.json({ message: noEcg }, 409);
    const beyond = stripStartBeyondEnd(found, window.fromS);
    if (beyond) return c.json({ message: beyond }, 400);
    await logStaffRead(c, db, {
      viewer,
      action: 'results.read',
      resource: 'ecg_strip',
      items: [{ order: found.order, resourceId: found.analysis.id }],
    });
    return c.json(await readStrip(deps.blobs, found, window.fromS, window.durationS), 200);
  });

  app.openapi(getResultsPdf, async (c) => {
    const reviewed = await readable(c, 'results_pdf');
    if (reviewed === null) return c.json(BAD_VERSION, 400);
    if (!reviewed) return c.json(notFound, 404);
    const version = reviewed.signed ? `-v${reviewed.signed.version}` : '';
    return pdfResponse(
      c,
      await resultsPdfOf(deps, reviewed, reviewed.reader),
      `heartcheck-results-${reviewed.found.order.number}${version}.pdf`,
    );
  });

  app.openapi(getResultsFhir, async (c) => {
    const reviewed = await readable(c, 'results_fhir');
    if (reviewed === null) return c.json(BAD_VERSION, 400);
    if (!reviewed) return c.json(notFound, 404);
    const found = reviewed.found;
    const bundle = await fhirExportOf(
      { ...deps, publicUrl: deps.config.publicUrl },
      reviewed,
      reviewed.reader,
    );
    // A download, pretty-printed for whoever opens the file: bytes, not a typed JSON answer.
    const download: Response = c.body(JSON.stringify(bundle, null, 2), 200, {
      'Content-Type': 'application/fhir+json; charset=utf-8',
      'Content-Disposition': `attachment; filename="heartcheck-results-${found.order.number}.fhir.json"`,
      'Cache-Control': 'private, no-store',
    });
    return download;
  });
}
