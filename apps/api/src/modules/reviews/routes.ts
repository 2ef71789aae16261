import { reportInput } from '@heartcheck/contracts/reviews';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { authorise } from '../../auth/authorise.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { logStaffRead } from '../audit/public.ts';
import type { OrderDeps } from '../orders/public.ts';
import {
  pdfResponse,
  restViewer,
  findFinishedAnalysis,
  resultsDetail,
  patientOf,
} from '../results/public.ts';
import { cardiacReportPdfOf } from './report-pdf.ts';
import { editsOf } from './episodes.ts';
import { registerEditRoutes } from './edits-routes.ts';
import { loadReportView, reportView } from './report-view.ts';
import { urgentOfOrder } from '../urgent/public.ts';
import {
  diaryForReview,
  latestSignedReport,
  reportsOfOrder,
  reviewQueue,
  ReviewError,
  saveDraft,
  signedReportOrders,
  signReport,
} from './service.ts';

function versionsOf(reports: Awaited<ReturnType<typeof reportsOfOrder>>) {
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

/** Cardiologist review (role cardiologist) and the customer's signed cardiac reports. */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; orders: OrderDeps; blobs: BlobStore },
): void {
  const db = deps.db;
  const notFound = { message: 'Report not found.' };
  registerEditRoutes(app, deps);

  app.get('/api/reviews', async (c) => {
    await requireAllowed(c, 'reviews.write');
    return c.json({ list: await reviewQueue(db) });
  });

  app.get('/api/reviews/:orderId', async (c) => {
    const { user, viewer } = await requireAllowed(c, 'reviews.write');
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: ['cardiologist'],
    });
    if (!found) return c.json({ message: 'Review not found.' }, 404);
    await logStaffRead(c, db, {
      viewer,
      action: 'reviews.write',
      resource: 'review',
      items: [{ order: found.order, resourceId: found.analysis.id }],
    });
    const reports = await reportsOfOrder(db, found.order.id);
    // The diary only at the stages the policy gives the cardiologist it (authorise.ts).
    const diary = authorise(viewer, 'diary.read', {
      ownerId: found.order.userId,
      status: found.order.status,
    })
      ? await diaryForReview(db, found)
      : [];
    const draft = reports.find((r) => r.status === 'draft');
    const latest = reports.find((r) => r.status === 'signed');
    const base = draft ?? latest;
    return c.json({
      results: resultsDetail(found),
      patient: await patientOf(db, found),
      diary,
      draft: draft
        ? {
            findings: draft.findings,
            conclusion: draft.conclusion,
            amendmentReason: draft.amendmentReason,
            version: draft.version,
          }
        : null,
      episodes: base ? await editsOf(db, base.id) : [],
      signed: latest ? reportView(found, latest, diary, await editsOf(db, latest.id)) : null,
      versions: versionsOf(reports),
      urgent: await urgentOfOrder(db, found.order.id),
    });
  });

  app.put('/api/reviews/:orderId/draft', async (c) => {
    const { user } = await requireAllowed(c, 'reviews.write');
    const parsed = reportInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json({ message: 'Check the report.', issues: parsed.error.issues }, 400);
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: ['cardiologist'],
    });
    if (!found) return c.json({ message: 'Review not found.' }, 404);
    try {
      const draft = await saveDraft(db, found, user, parsed.data);
      return c.json({
        version: draft.version,
        status: draft.status,
        updatedAt: draft.updatedAt.toISOString(),
      });
    } catch (error) {
      if (error instanceof ReviewError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });

  app.post('/api/reviews/:orderId/sign', async (c) => {
    const { user } = await requireAllowed(c, 'reviews.write');
    const parsed = reportInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json({ message: 'Check the report.', issues: parsed.error.issues }, 400);
    const found = await findFinishedAnalysis(db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: ['cardiologist'],
    });
    if (!found) return c.json({ message: 'Review not found.' }, 404);
    try {
      const { report, order } = await signReport(
        { db, orderDeps: deps.orders },
        found,
        user,
        parsed.data,
      );
      return c.json({
        id: report.id,
        version: report.version,
        signedAt: report.signedAt?.toISOString(),
        orderStatus: order.status,
      });
    } catch (error) {
      if (error instanceof ReviewError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });

  app.get('/api/cardiac-reports', async (c) => {
    const { user, viewer } = await restViewer(c);
    const list = [];
    for (const orderId of await signedReportOrders(db, user.id)) {
      const latest = await latestSignedReport(db, orderId, viewer);
      if (!latest) continue;
      list.push({
        ...(await loadReportView(db, latest.found, latest.report)),
        versions: versionsOf(await reportsOfOrder(db, orderId)),
        urgent: await urgentOfOrder(db, orderId),
      });
    }
    return c.json({ list });
  });

  app.get('/api/cardiac-reports/:orderId/report.pdf', async (c) => {
    const { viewer } = await restViewer(c);
    const latest = await latestSignedReport(db, c.req.param('orderId') ?? '', viewer);
    if (!latest) return c.json(notFound, 404);
    await logStaffRead(c, db, {
      viewer,
      action: 'results.read',
      resource: 'cardiac_report_pdf',
      items: [{ order: latest.found.order, resourceId: latest.report.id }],
    });
    const pdf = await cardiacReportPdfOf(deps, latest.found, latest.report);
    return pdfResponse(
      c,
      pdf,
      `heartcheck-cardiac-report-${latest.found.order.number}-v${latest.report.version}.pdf`,
    );
  });
}
