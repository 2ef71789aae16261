import { createRoute } from '@hono/zod-openapi';
import {
  draftSaved,
  reportInput,
  reportSigned,
  review,
  reviewQueue as reviewQueueSchema,
} from '@heartcheck/contracts/reviews';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { logStaffRead } from '../audit/public.ts';
import type { OrderDeps } from '../orders/public.ts';
import { findFinishedAnalysis, resultsDetail, patientOf, unreviewed } from '../results/public.ts';
import { registerCardiacReportRoutes, versionsOf } from './cardiac-report-routes.ts';
import { registerDisclosureRoutes } from './disclosure-routes.ts';
import { editsOf } from './episodes.ts';
import { reportView } from './report-view.ts';
import { draftAuthor } from './draft-holder.ts';
import { reviewedResult } from './reviewed-result.ts';
import { registerEditRoutes } from './edits-routes.ts';
import { figuresOnNewAnalysis } from './edits.ts';
import { urgentOfOrder } from '../urgent/public.ts';
import {
  diaryForReview,
  reportsOfOrder,
  reviewQueue,
  ReviewError,
  saveDraft,
  signReport,
} from './service.ts';

const notSignedIn = failure('Not signed in.');
const notCardiologist = failure('Not a cardiologist.');
const noReview = failure('No analysed recording of that order to review.');

const listReviews = createRoute({
  method: 'get',
  path: '/api/reviews',
  summary: 'The review queue (cardiologist)',
  responses: { 200: json(reviewQueueSchema, 'The queue.'), 401: notSignedIn, 403: notCardiologist },
});

const getReview = createRoute({
  method: 'get',
  path: '/api/reviews/{orderId}',
  summary: 'Everything the cardiologist reviews for one order',
  request: { params: pathParams('orderId') },
  responses: {
    200: json(review, 'The review.'),
    401: notSignedIn,
    403: notCardiologist,
    404: noReview,
  },
});

/** PUT …/draft and POST …/sign take the same report and answer the same refusals. */
function reportRoute<M extends 'put' | 'post', S extends typeof draftSaved | typeof reportSigned>(
  method: M,
  path: string,
  summary: string,
  saved: S,
) {
  return createRoute({
    method,
    path,
    summary,
    request: { params: pathParams('orderId'), body: documentedBody(reportInput, 'The report.') },
    responses: {
      200: json(saved, 'Saved.'),
      400: failure('The report is wrong.'),
      401: notSignedIn,
      403: notCardiologist,
      404: noReview,
      409: failure('The report cannot change now (signed or amended elsewhere).'),
    },
  });
}

const saveReviewDraft = reportRoute(
  'put',
  '/api/reviews/{orderId}/draft',
  'Save the report draft',
  draftSaved,
);
const signReview = reportRoute(
  'post',
  '/api/reviews/{orderId}/sign',
  'Sign the report (releases the results)',
  reportSigned,
);

/** Cardiologist review (role cardiologist) and the customer's signed cardiac reports. */
export function registerRoutes(
  app: ApiApp,
  deps: { db: Database; orders: OrderDeps; blobs: BlobStore },
): void {
  const db = deps.db;
  registerDisclosureRoutes(app, deps);
  registerEditRoutes(app, deps);

  app.openapi(listReviews, async (c) => {
    await requireAllowed(c, 'reviews.write');
    return c.json({ list: await reviewQueue(db) }, 200);
  });

  app.openapi(getReview, async (c) => {
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
    const diary = await diaryForReview(db, found, viewer);
    const draft = reports.find((r) => r.status === 'draft');
    const latest = reports.find((r) => r.status === 'signed');
    const base = draft ?? latest;
    return c.json(
      {
        // The cardiologist reviews the engine's own findings, every event listed.
        results: resultsDetail(unreviewed(found)),
        patient: await patientOf(db, found),
        diary,
        recorderEvents: found.recording.recorderEvents ?? null,
        draft: draft
          ? {
              findings: draft.findings,
              conclusion: draft.conclusion,
              amendmentReason: draft.amendmentReason,
              version: draft.version,
              author: await draftAuthor(db, draft),
              savedAt: draft.updatedAt.toISOString(),
              mine: draft.cardiologistId === user.id,
            }
          : null,
        episodes: base ? await editsOf(db, base.id) : [],
        signed: latest ? reportView(await reviewedResult(db, found, latest, reports), diary) : null,
        versions: versionsOf(reports),
        urgent: await urgentOfOrder(db, found.order.id),
        correctionPendingAt: found.order.correctionPendingAt?.toISOString() ?? null,
      },
      200,
    );
  });

  app.openapi(saveReviewDraft, async (c) => {
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
      return c.json(
        {
          version: draft.version,
          status: draft.status,
          updatedAt: draft.updatedAt.toISOString(),
        },
        200,
      );
    } catch (error) {
      if (error instanceof ReviewError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });

  app.openapi(signReview, async (c) => {
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
        await figuresOnNewAnalysis(deps, found),
      );
      return c.json(
        {
          id: report.id,
          version: report.version,
          signedAt: report.signedAt?.toISOString(),
          orderStatus: order.status,
        },
        200,
      );
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
