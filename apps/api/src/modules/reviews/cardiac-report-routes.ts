import { createRoute } from '@hono/zod-openapi';
import {
  cardiacReport as cardiacReportSchema,
  cardiacReportList,
} from '@heartcheck/contracts/reviews';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import type { ApiApp, ApiContext } from '../../http/auth.ts';
import { bytes, failure, json, pathParams } from '../../http/openapi.ts';
import { logStaffRead } from '../audit/public.ts';
import { pdfResponse, restViewer, urgentNotice, type ResultsViewer } from '../results/public.ts';
import { cardiacReportPdfOf } from './report-pdf.ts';
import { loadReportView } from './report-view.ts';
import { signedReview, type ReviewedVersion } from './reviewed-result.ts';
import { BAD_VERSION, badVersion, versionParam, versionQuery } from '../../http/version-query.ts';
import { reportsOfOrder, signedReportOrders } from './service.ts';

/** The signed versions of an order, newest first, as the version list shows them. */
export function versionsOf(reports: Awaited<ReturnType<typeof reportsOfOrder>>) {
  return reports
    .filter((r) => r.status === 'signed')
    .map((r) => ({
      id: r.id,
      version: r.version,
      signedAt: r.signedAt?.toISOString() ?? null,
      cardiologistName: r.cardiologistName,
      amendmentReason: r.amendmentReason,
    }));
}

const notSignedIn = failure('Not signed in.');
const noReport = failure('No signed report (or no such version) the caller may see.');

const listCardiacReports = createRoute({
  method: 'get',
  path: '/api/cardiac-reports',
  summary: "The caller's signed cardiac reports (the latest version of each)",
  responses: { 200: json(cardiacReportList, 'The reports.'), 401: notSignedIn },
});

const getCardiacReport = createRoute({
  method: 'get',
  path: '/api/cardiac-reports/{orderId}',
  summary: 'One signed version of an order’s cardiac report (the latest without `version`)',
  request: { params: pathParams('orderId') },
  parameters: versionQuery,
  responses: {
    200: json(cardiacReportSchema, 'The report.'),
    400: badVersion,
    401: notSignedIn,
    404: noReport,
  },
});

const getCardiacReportPdf = createRoute({
  method: 'get',
  path: '/api/cardiac-reports/{orderId}/report.pdf',
  summary: 'A signed version of the cardiac report as PDF (the latest without `version`)',
  request: { params: pathParams('orderId') },
  parameters: versionQuery,
  responses: {
    200: bytes('application/pdf', 'The report.'),
    400: badVersion,
    401: notSignedIn,
    404: noReport,
  },
});

/**
 * The customer's signed cardiac reports: the latest version of each order, any version by
 * `?version=N` (earlier versions stay retrievable after an amendment), and each version's PDF.
 */
export function registerCardiacReportRoutes(
  app: ApiApp,
  deps: { db: Database; blobs: BlobStore },
): void {
  const db = deps.db;
  const notFound = { message: 'Report not found.' };
  /** A signed version of an order as `viewer` reads it, with the list of versions. */
  const cardiacReport = async (reviewed: ReviewedVersion, viewer: ResultsViewer) => ({
    ...(await loadReportView(db, reviewed, viewer)),
    versions: versionsOf(await reportsOfOrder(db, reviewed.found.order.id)),
    // The flag this version was signed with, not today's (issue 21).
    urgent: urgentNotice(reviewed.urgent),
  });

  /**
   * The signed version `?version=N` (the latest without) the caller may read, a staff read of it
   * on the access log as `resource`; null for a malformed version, undefined for none.
   */
  const signedRead = async (c: ApiContext, resource: 'cardiac_report' | 'cardiac_report_pdf') => {
    const { viewer } = await restViewer(c);
    const version = versionParam(c.req.query('version'));
    if (version === null) return null;
    const reviewed = await signedReview(db, c.req.param('orderId') ?? '', viewer, version);
    if (!reviewed?.signed || !reviewed.report) return undefined;
    await logStaffRead(c, db, {
      viewer,
      action: 'results.read',
      resource,
      items: [{ order: reviewed.found.order, resourceId: reviewed.report.id }],
    });
    return { reviewed, signed: reviewed.signed, viewer };
  };

  app.openapi(listCardiacReports, async (c) => {
    const { user, viewer } = await restViewer(c);
    const list = [];
    for (const orderId of await signedReportOrders(db, user.id)) {
      const reviewed = await signedReview(db, orderId, viewer);
      if (reviewed?.signed) list.push(await cardiacReport(reviewed, viewer));
    }
    return c.json({ list }, 200);
  });

  // One version of an order's report (`?version=N`, the latest without): earlier versions stay
  // retrievable after an amendment.
  app.openapi(getCardiacReport, async (c) => {
    const read = await signedRead(c, 'cardiac_report');
    if (read === null) return c.json(BAD_VERSION, 400);
    if (!read) return c.json(notFound, 404);
    return c.json(await cardiacReport(read.reviewed, read.viewer), 200);
  });

  app.openapi(getCardiacReportPdf, async (c) => {
    const read = await signedRead(c, 'cardiac_report_pdf');
    if (read === null) return c.json(BAD_VERSION, 400);
    if (!read) return c.json(notFound, 404);
    const { reviewed, signed, viewer } = read;
    const pdf = await cardiacReportPdfOf(deps, reviewed, viewer);
    return pdfResponse(
      c,
      pdf,
      `heartcheck-cardiac-report-${reviewed.found.order.number}-v${signed.version}.pdf`,
    );
  });
}
