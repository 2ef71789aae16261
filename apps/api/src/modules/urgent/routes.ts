import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { logStaffRead } from '../audit/public.ts';
import { CALL_OUTCOMES, listUrgentTasks, recordUrgentCall } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const callSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().max(2000).default(''),
});

const urgentCall = z.object({
  at: z.string(),
  byId: z.string(),
  byName: z.string(),
  outcome: z.string(),
  note: z.string(),
});

const urgentTask = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  reason: z.string(),
  note: z.string(),
  flaggedAt: z.string(),
  dueBy: z.string(),
  status: z.string(),
  overdue: z.boolean(),
  calls: z.array(urgentCall),
  doneAt: z.string().nullable(),
});

const listTasks = createRoute({
  method: 'get',
  path: '/api/urgent-tasks',
  summary: 'Urgent findings to telephone about: open tasks and those done in the last 7 days',
  responses: {
    200: json(z.object({ list: z.array(urgentTask) }), 'The call list.'),
    401: failure('Not signed in.'),
    403: failure('Not staff.'),
  },
});

const recordCall = createRoute({
  method: 'post',
  path: '/api/urgent-tasks/{id}/calls',
  summary: 'Record a telephone call about an urgent finding (admin)',
  request: { params: pathParams('id'), body: documentedBody(callSchema, 'The call.') },
  responses: {
    200: json(
      z.object({ id: z.string(), status: z.string(), calls: z.array(urgentCall) }),
      'The task with its calls.',
    ),
    400: failure('The call record is wrong.'),
    401: failure('Not signed in.'),
    403: failure('Not allowed to record calls.'),
    404: failure('No such task.'),
  },
});

/** Urgent findings on the operations console: the call list (staff) and call records (admin). */
export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;

  app.openapi(listTasks, async (c) => {
    const { viewer } = await requireAllowed(c, 'results.read');
    const list = await listUrgentTasks(db);
    await logStaffRead(c, db, {
      viewer,
      action: 'results.read',
      resource: 'urgent_finding',
      items: list.map((task) => ({
        order: { id: task.orderId, userId: task.customerId },
        resourceId: task.id,
      })),
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ list }, 200);
  });

  app.openapi(recordCall, async (c) => {
    const { user } = await requireAllowed(c, 'orders.manage');
    const parsed = callSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json({ message: 'Check the call record.', issues: parsed.error.issues }, 400);
    const { id } = c.req.valid('param');
    const task = UUID.test(id)
      ? await recordUrgentCall(db, id, user, { ...parsed.data, actorType: 'admin' })
      : undefined;
    if (!task) return c.json({ message: 'Task not found.' }, 404);
    return c.json({ id: task.id, status: task.status, calls: task.calls }, 200);
  });
}
