import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import { createRoute } from '@hono/zod-openapi';
import {
  reviewEditInput,
  workstation,
  workstationPreparing,
  type Workstation,
  type WorkstationPreparing,
} from '@heartcheck/contracts/review-edits';
import type { BlobStore } from '../../blob/store.ts';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp, type ApiContext } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { problemText } from '../../http/problem.ts';
import { reviewBeatsState } from '../analysis/public.ts';
import { logStaffRead } from '../audit/public.ts';
import { findFinishedAnalysis } from '../results/public.ts';
import { appendEdit, workstationOf } from './edits.ts';
import { ReviewError } from './errors.ts';

/** Every workstation call answers the whole workstation or one of these refusals. */
const responses = {
  200: json(workstation, 'The workstation as it now stands.'),
  202: json(
    workstationPreparing,
    'The recording was analysed before the workstation existed: its beats are being prepared, ask again shortly.',
  ),
  400: failure('The edit is wrong.'),
  401: failure('Not signed in.'),
  403: failure('Not a cardiologist, or not the one reporting on the draft.'),
  404: failure('No analysed recording of that order to review.'),
  409: failure(
    'The report is signed, there is nothing to undo or redo, or the beats are not ready (or cannot be prepared).',
  ),
};

const readWorkstation = createRoute({
  method: 'get',
  path: '/api/reviews/{orderId}/workstation',
  summary: 'Beat templates, episodes, recomputed figures and the edit audit (cardiologist)',
  request: { params: pathParams('orderId') },
  responses,
});

const edit = createRoute({
  method: 'post',
  path: '/api/reviews/{orderId}/edits',
  summary: 'Apply one edit: relabel, merge, split, or confirm, reject, adjust or add an episode',
  request: {
    params: pathParams('orderId'),
    body: documentedBody(reviewEditInput, 'The edit.'),
  },
  responses,
});

const undo = createRoute({
  method: 'post',
  path: '/api/reviews/{orderId}/edits/undo',
  summary: 'Undo the last edit',
  request: { params: pathParams('orderId') },
  responses,
});

const redo = createRoute({
  method: 'post',
  path: '/api/reviews/{orderId}/edits/redo',
  summary: 'Redo the last undone edit',
  request: { params: pathParams('orderId') },
  responses,
});

type Outcome =
  | { status: 200; body: Workstation }
  | { status: 202; body: WorkstationPreparing }
  | { status: 400 | 403 | 404 | 409; body: { message: string } };

const PREPARING =
  'This recording was analysed before the review workstation existed: its beats are being prepared from the stored recording. This takes about as long as its analysis did (up to a minute or two for 72 hours).';

/** A beat-time recording has beats but no shapes: nothing for the template workstation. */
const BEAT_TIMES_NO_WORKSTATION =
  'This recording is beat times only (no ECG): there are no beat templates or shapes to review. Review the rhythm findings and the heart-rate trend, then sign the report.';

/** The outcome as the route's typed answer. */
function reply(c: ApiContext, outcome: Outcome) {
  if (outcome.status === 200) return c.json(outcome.body, 200);
  if (outcome.status === 202) return c.json(outcome.body, 202);
  return c.json(outcome.body, outcome.status);
}

/**
 * The cardiologist's workstation (issue 20 items 2, 3, 6): beat templates and episodes with
 * their edits, recomputed figures, the audit and undo/redo. Every call answers with the whole
 * workstation as it now stands, so the screen shows the server's figures after each edit.
 * Any cardiologist may look (reviews.write); only the one reporting on the draft may edit.
 */
export function registerEditRoutes(app: ApiApp, deps: { db: Database; blobs: BlobStore }): void {
  const answer = async (
    c: ApiContext,
    act?: Parameters<typeof appendEdit>[3],
  ): Promise<Outcome> => {
    const { user, viewer } = await requireAllowed(c, 'reviews.write');
    const found = await findFinishedAnalysis(deps.db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: ['cardiologist'],
    });
    if (!found) return { status: 404, body: { message: 'Review not found.' } };
    if (isBeatTimesFormat(found.recording.format))
      return { status: 409, body: { message: BEAT_TIMES_NO_WORKSTATION } };
    // an analysis made before the workstation has no beat file: built once, on first open
    const beats = await reviewBeatsState(deps.blobs, found.analysis);
    if (beats === 'preparing')
      return act
        ? { status: 409, body: { message: `${PREPARING} Try the edit again then.` } }
        : { status: 202, body: { message: PREPARING, preparing: true } };
    if (beats !== 'ready') return { status: 409, body: { message: beats.failed } };
    try {
      if (act) await appendEdit(deps, found, user, act);
      const body = await workstationOf(deps, found, user);
      // The workstation shows the recording's beats, shapes and findings: a read of the review
      // case, logged as the review page's is (every answer carries it, after an edit too).
      await logStaffRead(c, deps.db, {
        viewer,
        action: 'reviews.write',
        resource: 'review',
        items: [{ order: found.order, resourceId: found.analysis.id }],
      });
      return { status: 200, body };
    } catch (error) {
      if (error instanceof ReviewError)
        return { status: error.status, body: { message: error.message } };
      throw error;
    }
  };

  app.openapi(readWorkstation, async (c) => {
    const outcome = await answer(c);
    return reply(c, outcome);
  });

  app.openapi(edit, async (c) => {
    await requireAllowed(c, 'reviews.write');
    const parsed = reviewEditInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        { message: editProblem(parsed.error.issues), issues: parsed.error.issues },
        400,
      );
    const outcome = await answer(c, parsed.data);
    return reply(c, outcome);
  });

  app.openapi(undo, async (c) => {
    const outcome = await answer(c, { kind: 'undo' });
    return reply(c, outcome);
  });

  app.openapi(redo, async (c) => {
    const outcome = await answer(c, { kind: 'redo' });
    return reply(c, outcome);
  });
}

/** What is wrong with an edit, by field: "Check the edit: type: Invalid option: …". */
export function editProblem(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return problemText('Check the edit', issues);
}
