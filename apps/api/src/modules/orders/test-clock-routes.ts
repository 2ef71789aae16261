import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { orders, type OrderRow } from './schema.ts';

/**
 * A test clock for one order, in the spirit of Stripe's test clocks: browser tests cannot wait
 * ten days for a device to become overdue, so in NODE_ENV=test (never in development or
 * production) staff may move one order's whole timeline back by some days. Every timestamp
 * moves together, so the order stays consistent with the rules (delivery not before dispatch).
 */
const shiftSchema = z.object({ days: z.number().int().min(1).max(60) });

type TimelineKey =
  'createdAt' | 'paidAt' | 'dispatchedAt' | 'deliveredAt' | 'returnDueAt' | 'returnedAt';
const TIMELINE: TimelineKey[] = [
  'createdAt',
  'paidAt',
  'dispatchedAt',
  'deliveredAt',
  'returnDueAt',
  'returnedAt',
];

const shiftOrder = createRoute({
  method: 'post',
  path: '/api/test-clock/orders/{orderId}',
  summary: "Move one order's timeline back by some days (NODE_ENV=test only, staff)",
  request: { params: pathParams('orderId'), body: documentedBody(shiftSchema, 'How far back.') },
  responses: {
    200: json(z.object({ id: z.string(), shiftedDays: z.number() }), 'Moved.'),
    400: failure('Send { days: 1–60 }.'),
    401: failure('Not signed in.'),
    403: failure('Not staff.'),
    404: failure('No such order.'),
  },
});

export function registerRoutes(app: ApiApp, deps: { db: Database; config: AppConfig }): void {
  if (deps.config.env !== 'test') return;
  const db = deps.db;
  app.openapi(shiftOrder, async (c) => {
    await requireAllowed(c, 'orders.manage');
    const parsed = shiftSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ message: 'Send { days: 1–60 }.' }, 400);
    const id = z.uuid().safeParse(c.req.valid('param').orderId);
    const order = id.success
      ? (await db.select().from(orders).where(eq(orders.id, id.data)))[0]
      : undefined;
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    const back = parsed.data.days * 86_400_000;
    const patch: Partial<Pick<OrderRow, TimelineKey>> = {};
    for (const key of TIMELINE) {
      const value = order[key];
      if (value instanceof Date) patch[key] = new Date(value.getTime() - back);
    }
    await db.update(orders).set(patch).where(eq(orders.id, order.id));
    return c.json({ id: order.id, shiftedDays: parsed.data.days }, 200);
  });
}
