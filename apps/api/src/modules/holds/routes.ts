import { holdDecision, type HoldView } from '@heartcheck/contracts/holds';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
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

/**
 * Short recordings on hold: staff (admin, cardiologist) read the hold; operations (admin)
 * decide it, once: repeat at no cost, or release with the reason shown to the customer.
 */
export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const { db } = deps;

  app.get('/api/orders/:orderId/hold', async (c) => {
    const { user } = await requireAllowed(c, 'results.read');
    const order = await findOrderForViewer(db, c.req.param('orderId') ?? '', {
      user,
      isStaff: true,
    });
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    const hold = await latestHold(db, order.id);
    return c.json({ hold: hold ? holdJson(hold, await repeatNumber(db, hold)) : null });
  });

  app.post('/api/orders/:orderId/hold/decision', async (c) => {
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
      return c.json({ hold: holdJson(done.hold, done.repeatOrderNumber) });
    } catch (error) {
      if (error instanceof HoldError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
}
