import { createRoute, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { failure, json, pathParams } from '../../http/openapi.ts';
import { ANALYSIS_STATUSES } from '../analysis/public.ts';
import { findOrderForViewer } from '../orders/public.ts';
import { UploadError } from './errors.ts';
import { retryFailedAnalysis } from './retry-analysis.ts';

const retried = z
  .object({
    analysisId: z.string(),
    status: z.enum(ANALYSIS_STATUSES),
    retried: z.boolean(),
  })
  .openapi('RetriedAnalysis');

const retry = createRoute({
  method: 'post',
  path: '/api/orders/{orderId}/analysis/retry',
  summary: 'Queue a failed analysis again (admin); does nothing while it is queued or running',
  request: { params: pathParams('orderId') },
  responses: {
    200: json(retried, 'The analysis is queued (retried: false when it already was).'),
    401: failure('Not signed in.'),
    403: failure('Not allowed to manage recordings.'),
    404: failure('No such order.'),
    409: failure('No recording, or its analysis did not fail.'),
  },
});

/** The operations console's "Retry analysis" (issue 25): admin only, audited by the service. */
export function registerRetryAnalysisRoute(
  app: ApiApp,
  deps: { db: Database; enqueue(analysisId: string): Promise<void> },
): void {
  app.openapi(retry, async (c) => {
    const { user } = await requireAllowed(c, 'recordings.upload');
    const order = await findOrderForViewer(deps.db, c.req.param('orderId') ?? '', {
      user,
      isStaff: true,
    });
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    try {
      const done = await retryFailedAnalysis(deps.db, order.id, { type: 'admin', id: user.id });
      if (done.retried) await deps.enqueue(done.analysisId);
      return c.json(done, 200);
    } catch (error) {
      if (error instanceof UploadError && error.status === 409)
        return c.json({ message: error.message }, 409);
      throw error;
    }
  });
}
