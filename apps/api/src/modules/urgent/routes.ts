import { CALL_OUTCOMES } from '@heartcheck/contracts/urgent-tasks';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { logStaffRead } from '../audit/public.ts';
import type { OrderDeps } from '../orders/public.ts';
import { recordGpInformed, recordUrgentCall, UrgentTaskError } from './calls.ts';
import { listUrgentTasks } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const callSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES, {
    error: 'Choose the outcome: reached, no answer, left a message or wrong number.',
  }),
  note: z.string().max(2000, 'Keep the note to 2,000 characters.').default(''),
});

const gpSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'Say how the GP was told (practice, letter or call), or that no GP is known.')
    .max(2000, 'Keep the note to 2,000 characters.'),
});

const taskView = (task: {
  id: string;
  status: string;
  calls: unknown;
  steps: unknown;
  dueBy: Date;
}) => ({
  id: task.id,
  status: task.status,
  dueBy: task.dueBy.toISOString(),
  calls: task.calls,
  steps: task.steps,
});

/** Urgent findings on the operations console: the call list (staff), calls and escalation (admin). */
export function registerRoutes(app: ApiApp, deps: { db: Database; orders: OrderDeps }): void {
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
      return c.json(
        {
          message: parsed.error.issues[0]?.message ?? 'Check the call record.',
          issues: parsed.error.issues,
        },
        400,
      );
    const id = c.req.param('id') ?? '';
    const task = UUID.test(id)
      ? await recordUrgentCall(deps, id, user, { ...parsed.data, actorType: 'admin' })
      : undefined;
    if (!task) return c.json({ message: 'Task not found.' }, 404);
    return c.json(taskView(task));
  });

  app.post('/api/urgent-tasks/:id/gp', async (c) => {
    const { user } = await requireAllowed(c, 'orders.manage');
    const parsed = gpSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        {
          message: parsed.error.issues[0]?.message ?? 'Check the note.',
          issues: parsed.error.issues,
        },
        400,
      );
    const id = c.req.param('id') ?? '';
    try {
      const task = UUID.test(id)
        ? await recordGpInformed(db, id, user, parsed.data.note)
        : undefined;
      if (!task) return c.json({ message: 'Task not found.' }, 404);
      return c.json(taskView(task));
    } catch (error) {
      if (error instanceof UrgentTaskError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
}
