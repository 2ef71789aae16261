import { createRoute } from '@hono/zod-openapi';
import { startTimeCorrected, startTimeCorrection } from '@heartcheck/contracts/recordings';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { findOrderForViewer } from '../orders/public.ts';
import { UploadError } from './errors.ts';
import { correctStartTime, type StartTimeDeps } from './start-time-correction.ts';

const correct = createRoute({
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
    401: failure('Not signed in.'),
    403: failure('Not allowed to correct recordings.'),
    404: failure('No such order.'),
    409: failure('No recording yet, or its analysis is still running.'),
  },
});

/**
 * The start-time correction (issue 21): admin only (the intake role), audited by the service;
 * the new analysis is queued after the transaction commits.
 */
export function registerStartTimeRoutes(
  app: ApiApp,
  deps: StartTimeDeps & { enqueue(analysisId: string): Promise<void> },
): void {
  app.openapi(correct, async (c) => {
    const { user } = await requireAllowed(c, 'recordings.upload');
    const order = await findOrderForViewer(deps.db, c.req.param('orderId') ?? '', {
      user,
      isStaff: true,
    });
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    const parsed = startTimeCorrection.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        {
          message: parsed.error.issues[0]?.message ?? 'Check the start time.',
          issues: parsed.error.issues,
        },
        400,
      );
    try {
      const done = await correctStartTime(
        deps,
        order.id,
        { type: 'admin', id: user.id },
        parsed.data,
      );
      await deps.enqueue(done.analysis.id);
      return c.json(
        {
          startTime: done.recording.startTime ?? parsed.data.startTime,
          analysisId: done.analysis.id,
          reissueNeeded: done.reissueNeeded,
        },
        200,
      );
    } catch (error) {
      if (error instanceof UploadError && error.status !== 413)
        return c.json({ message: error.message, ...error.extra }, error.status);
      throw error;
    }
  });
}
