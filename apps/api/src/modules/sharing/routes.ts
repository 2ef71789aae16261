import { createRoute } from '@hono/zod-openapi';
import {
  shareCreated,
  shareInput,
  shareLinkList,
  sharedReport,
} from '@heartcheck/contracts/sharing';
import { z } from 'zod';
import type { BlobStore } from '../../blob/store.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { ApiApp } from '../../http/auth.ts';
import { problemText } from '../../http/problem.ts';
import {
  bytes,
  documentedBody,
  documentedQuery,
  failure,
  json,
  pathParams,
} from '../../http/openapi.ts';
import type { Charts } from '@heartcheck/contracts/results';
import { referralOf } from '../orders/public.ts';
import {
  pdfResponse,
  restViewer,
  customerName,
  findFinishedAnalysis,
  resultsView,
} from '../results/public.ts';
import {
  cardiacReportPdfOf,
  latestSignedReport,
  loadReportView,
  resultsPdfOf,
  signedReview,
} from '../reviews/public.ts';
import { shareOpener } from './opener.ts';
import { createShareLink, listShareLinks, revokeShareLink } from './service.ts';

const createShare = createRoute({
  method: 'post',
  path: '/api/shares',
  summary: 'Create a link to one report of an order of the caller’s (shown once)',
  request: { body: documentedBody(shareInput, 'Which report, for how many days.') },
  responses: {
    201: json(shareCreated, 'The link.'),
    400: failure('The link details are wrong.'),
    401: failure('Not signed in.'),
    404: failure('No such report of the caller’s.'),
  },
});

const listShares = createRoute({
  method: 'get',
  path: '/api/shares',
  summary: 'The caller’s share links, of one order when `orderId` is given',
  parameters: documentedQuery(z.object({ orderId: z.uuid().optional() })),
  responses: {
    200: json(shareLinkList, 'The links.'),
    400: failure('orderId is not an order id.'),
    401: failure('Not signed in.'),
  },
});

const revokeShare = createRoute({
  method: 'delete',
  path: '/api/shares/{id}',
  summary: 'Withdraw a share link',
  request: { params: pathParams('id') },
  responses: {
    204: { description: 'Withdrawn; no body.' },
    401: failure('Not signed in.'),
    404: failure('No such link of the caller’s.'),
  },
});

const openShared = createRoute({
  method: 'get',
  path: '/api/shared/{token}',
  summary: 'The report a live share link opens (anyone holding the link)',
  request: { params: pathParams('token') },
  responses: {
    200: json(sharedReport, 'The report.'),
    404: failure('The link has expired or been withdrawn.'),
    429: failure('Too many requests (Retry-After).'),
  },
});

const openSharedPdf = createRoute({
  method: 'get',
  path: '/api/shared/{token}/report.pdf',
  summary: 'The PDF of the report a live share link opens',
  request: { params: pathParams('token') },
  responses: {
    200: bytes('application/pdf', 'The report as PDF.'),
    404: failure('The link has expired or been withdrawn.'),
    429: failure('Too many requests (Retry-After).'),
  },
});

/**
 * GP share links: the customer creates, lists and revokes links to one report of their order;
 * anyone holding a live link reads that report (page data and PDF), and each view is recorded.
 */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; config: AppConfig; blobs: BlobStore },
): void {
  const db = deps.db;
  const opener = shareOpener(deps);
  const gone = {
    message: 'This link has expired or been withdrawn. Ask the patient for a new link.',
  };

  app.openapi(createShare, async (c) => {
    const { user, viewer } = await restViewer(c);
    const parsed = shareInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        {
          message: problemText('Check the link details', parsed.error.issues),
          issues: parsed.error.issues,
        },
        400,
      );
    const customer = { ...viewer, roles: [] };
    const available =
      parsed.data.report === 'results'
        ? await findFinishedAnalysis(db, parsed.data.orderId, customer)
        : await latestSignedReport(db, parsed.data.orderId, customer);
    if (!available) return c.json({ message: 'Report not found.' }, 404);
    const { link, token } = await createShareLink(db, { ...parsed.data, userId: user.id });
    return c.json(
      {
        id: link.id,
        url: `${deps.config.publicUrl}/share/${token}`,
        token,
        report: parsed.data.report,
        expiresAt: link.expiresAt.toISOString(),
      },
      201,
    );
  });

  app.openapi(listShares, async (c) => {
    const { user } = await restViewer(c);
    const orderId = c.req.query('orderId');
    // A filter that cannot match is refused: answering every link would look like the order's.
    if (orderId !== undefined && !z.uuid().safeParse(orderId).success)
      return c.json(
        {
          message:
            "Check the filter: orderId: give the order's id, or leave it out for every link.",
        },
        400,
      );
    return c.json({ list: await listShareLinks(db, user.id, orderId) }, 200);
  });

  app.openapi(revokeShare, async (c) => {
    const { user } = await restViewer(c);
    return (await revokeShareLink(db, user.id, c.req.valid('param').id))
      ? c.body(null, 204)
      : c.json({ message: 'Link not found.' }, 404);
  });

  app.openapi(openShared, async (c) => {
    const link = await opener.open(c, 'page');
    if ('refused' in link) return c.json(link.refused.body, link.refused.status);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const owner = { userId: link.userId, roles: [] };
    const patientName = await customerName(db, link.userId);
    // The GP reads the latest signed version, its amendment and urgent flag included.
    const reviewed = await signedReview(db, link.orderId, owner);
    if (!reviewed) return c.json(gone, 404);
    if (link.report === 'results')
      return c.json(
        {
          report: 'results' as const,
          patientName,
          expiresAt: link.expiresAt.toISOString(),
          results: {
            ...resultsView(reviewed),
            charts: { hrPerMinute: (reviewed.found.analysis.charts as Charts).hrPerMinute },
          },
          urgent: reviewed.urgent,
          referral: referralOf(reviewed.found.order),
        },
        200,
      );
    return c.json(
      {
        report: 'cardiac' as const,
        patientName,
        expiresAt: link.expiresAt.toISOString(),
        cardiacReport: await loadReportView(db, reviewed, owner),
        urgent: reviewed.urgent,
        referral: referralOf(reviewed.found.order),
      },
      200,
    );
  });

  app.openapi(openSharedPdf, async (c) => {
    const link = await opener.open(c, 'pdf');
    if ('refused' in link) return c.json(link.refused.body, link.refused.status);
    const owner = { userId: link.userId, roles: [] };
    const reviewed = await signedReview(db, link.orderId, owner);
    if (!reviewed) return c.json(gone, 404);
    const number = reviewed.found.order.number;
    if (link.report === 'results')
      return pdfResponse(
        c,
        await resultsPdfOf(deps, reviewed, owner),
        `heartcheck-results-${number}.pdf`,
      );
    return pdfResponse(
      c,
      await cardiacReportPdfOf(deps, reviewed, owner),
      `heartcheck-cardiac-report-${number}.pdf`,
    );
  });
}
