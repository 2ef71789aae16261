import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { logStaffRead } from '../audit/public.ts';
import { CALL_OUTCOMES, listUrgentTasks, recordUrgentCall } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const callSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().max(2000).default(''),
});

/** Urgent findings on the operations console: the call list (staff) and call records (admin). */
export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;

  app.get('/api/urgent-tasks', async (c) => {
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
    return c.json({ list });
  });

  app.post('/api/urgent-tasks/:id/calls', async (c) => {
    const { user } = await requireAllowed(c, 'orders.manage');
    const parsed = callSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json({ message: 'Check the call record.', issues: parsed.error.issues }, 400);
    const id = c.req.param('id') ?? '';
    const task = UUID.test(id)
      ? await recordUrgentCall(db, id, user, { ...parsed.data, actorType: 'admin' })
      : undefined;
    if (!task) return c.json({ message: 'Task not found.' }, 404);
    return c.json({ id: task.id, status: task.status, calls: task.calls });
  });
}
