import { createRoute } from '@hono/zod-openapi';
import { holdDecision, holdView, type HoldView } from '@heartcheck/contracts/holds';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { findOrderForViewer } from '../orders/public.ts';
import { analysableText } from '../results/public.ts';
import type { RecordingHoldRow } from './schema.ts';
import { decideHold, HoldError, latestHold, repeatNumber } from './service.ts';

function holdJson(hold: RecordingHoldRow, repeatOrderNumber: string | null): HoldView {
  return {
    id: hold.id,
    orderId: hold.orderId,
    status: hold.status,
    analysableS: hold.analysableS,
    wornS: hold.wornS,
    minimumS: hold.minimumS,
    analysable: analysableText(hold.analysableS, hold.wornS),
    reason: hold.reason,
    decidedAt: hold.decidedAt?.toISOString() ?? null,
    repeatOrderNumber,
  };
}

const holdAnswer = json(
  z.object({ hold: holdView.nullable() }),
  'The latest hold of the order (null: none).',
);
const notSignedIn = failure('Not signed in.');
const noOrder = failure('No such order.');

const readHold = createRoute({
  method: 'get',
  path: '/api/orders/{orderId}/hold',
  summary: 'The hold of a short recording (staff)',
  request: { params: pathParams('orderId') },
  responses: { 200: holdAnswer, 401: notSignedIn, 403: failure('Not staff.'), 404: noOrder },
});

const decide = createRoute({
  method: 'post',
  path: '/api/orders/{orderId}/hold/decision',
  summary: 'Decide a hold once: repeat at no cost, or release with the reason (admin)',
  request: {
    params: pathParams('orderId'),
    body: documentedBody(holdDecision, 'Repeat or release, and why.'),
  },
  responses: {
    200: json(z.object({ hold: holdView }), 'The decided hold.'),
    400: failure('The decision or its reason is missing.'),
    401: notSignedIn,
    403: failure('Not allowed to decide holds.'),
    404: failure('No such order, or no hold on it.'),
    409: failure('The hold was already decided.'),
  },
});

/**
 * Short recordings on hold: staff (admin, cardiologist) read the hold; operations (admin)
 * decide it, once: repeat at no cost, or release with the reason shown to the customer.
 */
export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const { db } = deps;

  app.openapi(readHold, async (c) => {
    const { user } = await requireAllowed(c, 'results.read');
    const order = await findOrderForViewer(db, c.req.param('orderId') ?? '', {
      user,
      isStaff: true,
    });
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    const hold = await latestHold(db, order.id);
    return c.json({ hold: hold ? holdJson(hold, await repeatNumber(db, hold)) : null }, 200);
  });

  app.openapi(decide, async (c) => {
    const { user } = await requireAllowed(c, 'orders.manage');
    const order = await findOrderForViewer(db, c.req.param('orderId') ?? '', {
      user,
      isStaff: true,
    });
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    const parsed = holdDecision.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        {
          message:
            parsed.error.issues[0]?.message ?? 'Choose repeat or release and give the reason.',
          issues: parsed.error.issues,
        },
        400,
      );
    try {
      const done = await decideHold(db, order.id, { type: 'admin', id: user.id }, parsed.data);
      return c.json({ hold: holdJson(done.hold, done.repeatOrderNumber) }, 200);
    } catch (error) {
      if (error instanceof HoldError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
}
