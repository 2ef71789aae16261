import { createRoute } from '@hono/zod-openapi';
import {
  CALL_OUTCOMES,
  URGENT_STEP_KINDS,
  URGENT_TASK_STATUSES,
  type UrgentStep,
  type UrgentTaskStatus,
} from '@heartcheck/contracts/urgent-tasks';
import { gpPractice } from '@heartcheck/contracts/referral';
import { z } from 'zod';
import { requestBody } from '@heartcheck/contracts/common';
import type { Database } from '../../db/client.ts';
import { requireAllowed, type ApiApp } from '../../http/auth.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { logStaffRead } from '../audit/public.ts';
import type { OrderDeps } from '../orders/public.ts';
import { recordGpInformed, recordUrgentCall, UrgentTaskError } from './calls.ts';
import type { UrgentCall } from './schema.ts';
import { listUrgentTasks } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const callSchema = requestBody({
  outcome: z.enum(CALL_OUTCOMES, {
    error: 'Choose the outcome: reached, no answer, left a message or wrong number.',
  }),
  note: z.string().max(2000, 'Keep the note to 2,000 characters.').default(''),
});

const gpSchema = requestBody({
  note: z
    .string()
    .trim()
    .min(1, 'Say how the GP was told (practice, letter or call), or that no GP is known.')
    .max(2000, 'Keep the note to 2,000 characters.'),
});

const urgentCall = z.object({
  at: z.string(),
  byId: z.string(),
  byName: z.string(),
  outcome: z.string(),
  note: z.string(),
});

const urgentStep = z.object({
  at: z.string(),
  kind: z.enum(URGENT_STEP_KINDS),
  byName: z.string(),
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
  outOfHours: z.boolean(),
  dueBy: z.string(),
  status: z.enum(URGENT_TASK_STATUSES),
  overdue: z.boolean(),
  calls: z.array(urgentCall),
  steps: z.array(urgentStep),
  doneAt: z.string().nullable(),
  /** The customer's GP practice (null: none given) and their consent that we contact it. */
  gp: z.object({ practice: gpPractice.nullable(), consent: z.boolean() }),
});

/** A task after a call or the GP step was recorded (taskView). */
const taskRecorded = z.object({
  id: z.string(),
  status: z.enum(URGENT_TASK_STATUSES),
  dueBy: z.string(),
  calls: z.array(urgentCall),
  steps: z.array(urgentStep),
});

const listTasks = createRoute({
  method: 'get',
  path: '/api/urgent-tasks',
  summary:
    'Urgent findings to telephone about: open tasks and those done in the last 7 days (admin)',
  responses: {
    200: json(z.object({ list: z.array(urgentTask) }), 'The call list.'),
    401: failure('Not signed in.'),
    403: failure('Not operations staff.'),
  },
});

const recordCall = createRoute({
  method: 'post',
  path: '/api/urgent-tasks/{id}/calls',
  summary: 'Record a telephone call about an urgent finding (admin)',
  request: { params: pathParams('id'), body: documentedBody(callSchema, 'The call.') },
  responses: {
    200: json(taskRecorded, 'The task with its calls and history.'),
    400: failure('The call record is wrong.'),
    401: failure('Not signed in.'),
    403: failure('Not allowed to record calls.'),
    404: failure('No such task.'),
  },
});

const recordGp = createRoute({
  method: 'post',
  path: '/api/urgent-tasks/{id}/gp',
  summary: "Record how the customer's GP was told of an urgent finding (admin)",
  request: { params: pathParams('id'), body: documentedBody(gpSchema, 'How the GP was told.') },
  responses: {
    200: json(taskRecorded, 'The task with its calls and history.'),
    400: failure('The note is missing or too long.'),
    401: failure('Not signed in.'),
    403: failure('Not allowed to record escalations.'),
    404: failure('No such task.'),
    409: failure('The task is not waiting for the GP step.'),
  },
});

const taskView = (task: {
  id: string;
  status: UrgentTaskStatus;
  calls: UrgentCall[];
  steps: UrgentStep[];
  dueBy: Date;
}) => ({
  id: task.id,
  status: task.status,
  dueBy: task.dueBy.toISOString(),
  calls: task.calls,
  steps: task.steps,
});

/** Urgent findings on the operations console (admin): the call list, calls and escalation. */
export function registerRoutes(app: ApiApp, deps: { db: Database; orders: OrderDeps }): void {
  const db = deps.db;

  app.openapi(listTasks, async (c) => {
    // Operations only: the list holds each customer's phone and email, which a cardiologist's
    // review does not need (data minimisation, UK GDPR Art. 5(1)(c)).
    const { viewer } = await requireAllowed(c, 'orders.manage');
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
    return c.json(taskView(task), 200);
  });

  app.openapi(recordGp, async (c) => {
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
      return c.json(taskView(task), 200);
    } catch (error) {
      if (error instanceof UrgentTaskError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
}
