import { createRoute, type z } from '@hono/zod-openapi';
import {
  beatRateCorrected,
  beatRateCorrection,
  startTimeCorrected,
  startTimeCorrection,
} from '@heartcheck/contracts/recordings';
import { requireAllowed, type ApiApp, type ApiContext } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import type { Actor } from '../audit/public.ts';
import { findOrderForViewer } from '../orders/public.ts';
import { correctBeatRate } from './beat-rate-correction.ts';
import { UploadError } from './errors.ts';
import type { CorrectionDeps, RecordingCorrected } from './recording-correction.ts';
import { correctStartTime } from './start-time-correction.ts';

const refusals = {
  401: failure('Not signed in.'),
  403: failure('Not allowed to correct recordings.'),
  404: failure('No such order.'),
};

const startTime = createRoute({
  method: 'put',
  path: '/api/orders/{orderId}/recording/start-time',
  summary: 'Add or correct when the recorder started, after intake (admin); analyses it again',
  request: {
    params: pathParams('orderId'),
    body: documentedBody(startTimeCorrection, 'The start (UK local time) and the reason.'),
  },
  responses: {
    200: json(startTimeCorrected, 'The new analysis is queued.'),
    400: failure('The start time or the reason is wrong.'),
    ...refusals,
    409: failure('No recording yet, or its analysis is still running.'),
  },
});

const beatRate = createRoute({
  method: 'put',
  path: '/api/orders/{orderId}/recording/sampling-rate',
  summary:
    "Correct a beat annotation file's sampling rate typed at intake (admin); analyses it again",
  request: {
    params: pathParams('orderId'),
    body: documentedBody(beatRateCorrection, 'The sampling rate (Hz) and the reason.'),
  },
  responses: {
    200: json(beatRateCorrected, 'The new analysis is queued.'),
    400: failure('The rate or the reason is wrong.'),
    ...refusals,
    409: failure('No recording yet, not a beat annotation file, or its analysis is running.'),
  },
});

type Deps = CorrectionDeps & { enqueue(analysisId: string): Promise<void> };

/** The order a correction is for, and who makes it: admin only (the intake role). */
async function correctionTarget(
  c: ApiContext,
  deps: Deps,
): Promise<{ orderId: string; actor: Actor } | null> {
  const { user } = await requireAllowed(c, 'recordings.upload');
  const order = await findOrderForViewer(deps.db, c.req.param('orderId') ?? '', {
    user,
    isStaff: true,
  });
  return order ? { orderId: order.id, actor: { type: 'admin', id: user.id } } : null;
}

/** The body checked against its contract; the first issue names what is wrong. */
async function parseBody<T>(c: ApiContext, schema: z.ZodType<T>) {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  if (parsed.success) return { data: parsed.data };
  const message = parsed.error.issues[0]?.message ?? 'Check the form.';
  return { invalid: { message, issues: parsed.error.issues } };
}

/** The service's answer, or its refusal (UploadError) as status and body. */
async function refusalOr(
  correct: () => Promise<RecordingCorrected>,
): Promise<
  { done: RecordingCorrected } | { status: 400 | 409; body: { message: string; field?: string } }
> {
  try {
    return { done: await correct() };
  } catch (error) {
    if (error instanceof UploadError && (error.status === 400 || error.status === 409))
      return { status: error.status, body: { message: error.message, ...error.extra } };
    throw error;
  }
}

/** The corrections staff make after intake: the start time (issue 21), a beat file's rate. */
export function registerCorrectionRoutes(app: ApiApp, deps: Deps): void {
  app.openapi(startTime, async (c) => {
    const target = await correctionTarget(c, deps);
    if (!target) return c.json({ message: 'Order not found.' }, 404);
    const body = await parseBody(c, startTimeCorrection);
    if (!body.data) return c.json(body.invalid, 400);
    const input = body.data;
    const out = await refusalOr(() => correctStartTime(deps, target.orderId, target.actor, input));
    if (!('done' in out)) return c.json(out.body, out.status);
    await deps.enqueue(out.done.analysis.id);
    const { recording, analysis, reissueNeeded } = out.done;
    const answer = { startTime: recording.startTime ?? input.startTime, reissueNeeded };
    return c.json({ ...answer, analysisId: analysis.id }, 200);
  });
  app.openapi(beatRate, async (c) => {
    const target = await correctionTarget(c, deps);
    if (!target) return c.json({ message: 'Order not found.' }, 404);
    const body = await parseBody(c, beatRateCorrection);
    if (!body.data) return c.json(body.invalid, 400);
    const input = body.data;
    const out = await refusalOr(() => correctBeatRate(deps, target.orderId, target.actor, input));
    if (!('done' in out)) return c.json(out.body, out.status);
    await deps.enqueue(out.done.analysis.id);
    const { recording, analysis, reissueNeeded } = out.done;
    const answer = { samplingRate: recording.samplingRate, reissueNeeded };
    return c.json({ ...answer, analysisId: analysis.id }, 200);
  });
}
