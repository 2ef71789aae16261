import { reportInput } from '@heartcheck/contracts/reviews';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { authorise } from '../../auth/authorise.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { logStaffRead } from '../audit/public.ts';
import type { OrderDeps } from '../orders/public.ts';
import { findFinishedAnalysis, resultsDetail, patientOf, unreviewed } from '../results/public.ts';
import { registerCardiacReportRoutes, versionsOf } from './cardiac-report-routes.ts';
import { registerDisclosureRoutes } from './disclosure-routes.ts';
import { editsOf } from './episodes.ts';
import { reportView } from './report-view.ts';
import { reviewedResult } from './reviewed-result.ts';
import { registerEditRoutes } from './edits-routes.ts';
import { urgentOfOrder } from '../urgent/public.ts';
import {
  diaryForReview,
  reportsOfOrder,
  reviewQueue,
  ReviewError,
  saveDraft,
  signReport,
} from './service.ts';

/** Cardiologist review (role cardiologist) and the customer's signed cardiac reports. */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; orders: OrderDeps; blobs: BlobStore },
): void {
  const db = deps.db;
  registerDisclosureRoutes(app, deps);
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
      // The cardiologist reviews the engine's own findings, every event listed.
      results: resultsDetail(unreviewed(found)),
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
      signed: latest ? reportView(await reviewedResult(db, found, latest, reports), diary) : null,
      versions: versionsOf(reports),
      urgent: await urgentOfOrder(db, found.order.id),
      correctionPendingAt: found.order.correctionPendingAt?.toISOString() ?? null,
    });
  });

  app.put('/api/reviews/:orderId/draft', async (c) => {
    const { user } = await requireAllowed(c, 'reviews.write');
    const parsed = reportInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        { message: reportInputMessage(parsed.error.issues), issues: parsed.error.issues },
        400,
      );
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
      return c.json(
        { message: reportInputMessage(parsed.error.issues), issues: parsed.error.issues },
        400,
      );
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

  registerCardiacReportRoutes(app, deps);
}

/** The first problem with the urgent flag names itself; anything else asks to check the report. */
function reportInputMessage(issues: { path: PropertyKey[]; message: string }[]): string {
  const urgent = issues.find((issue) => issue.path[0] === 'urgent');
  return urgent ? urgent.message : 'Check the report.';
}
