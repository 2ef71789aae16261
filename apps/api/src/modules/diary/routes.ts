import { createRoute } from '@hono/zod-openapi';
import { diary, diaryEntry, diaryEntryInput, type DiaryEntry } from '@heartcheck/contracts/diary';
import type { Database } from '../../db/client.ts';
import type { ApiApp } from '../../http/auth.ts';
import { problemText } from '../../http/problem.ts';
import { documentedBody, failure, json, pathParams } from '../../http/openapi.ts';
import { logStaffRead } from '../audit/public.ts';
import { restViewer } from '../results/public.ts';
import {
  ACTIVITY_LABELS,
  addDiaryEntry,
  deleteDiaryEntry,
  diaryIsOpen,
  DiaryError,
  findDiaryOrder,
  listDiary,
  SYMPTOM_LABELS,
} from './service.ts';
import type { DiaryEntryRow } from './schema.ts';

function entryJson(entry: DiaryEntryRow): DiaryEntry {
  return {
    id: entry.id,
    occurredAt: entry.occurredAt.toISOString(),
    symptom: entry.symptom,
    symptomLabel: SYMPTOM_LABELS[entry.symptom] ?? entry.symptom,
    activity: entry.activity,
    activityLabel: ACTIVITY_LABELS[entry.activity] ?? entry.activity,
    note: entry.note,
  };
}

const readDiary = createRoute({
  method: 'get',
  path: '/api/orders/{orderId}/diary',
  summary: "An order's symptom diary (its customer, or staff who may read diaries)",
  request: { params: pathParams('orderId') },
  responses: {
    200: json(diary, 'The diary.'),
    401: failure('Not signed in.'),
    404: failure('No such order, or not one the caller may see.'),
  },
});

const addEntry = createRoute({
  method: 'post',
  path: '/api/orders/{orderId}/diary',
  summary: 'Add a diary entry (the customer, while wearing the device)',
  request: {
    params: pathParams('orderId'),
    body: documentedBody(diaryEntryInput, 'The entry.'),
  },
  responses: {
    201: json(diaryEntry, 'The entry, saved.'),
    400: failure('The entry is wrong.'),
    401: failure('Not signed in.'),
    404: failure('No such order of the caller’s.'),
    409: failure('The diary is closed.'),
  },
});

const deleteEntry = createRoute({
  method: 'delete',
  path: '/api/orders/{orderId}/diary/{entryId}',
  summary: 'Delete a diary entry (the customer, while the diary is open)',
  request: { params: pathParams('orderId', 'entryId') },
  responses: {
    204: { description: 'Deleted; no body.' },
    400: failure('The entry id is wrong.'),
    401: failure('Not signed in.'),
    404: failure('No such order or entry of the caller’s.'),
    409: failure('The diary is closed.'),
  },
});

/** The symptom diary of an order: the customer writes while wearing the device; staff read. */
export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;
  const notFound = { message: 'Order not found.' };

  app.openapi(readDiary, async (c) => {
    const { viewer } = await restViewer(c);
    const order = await findDiaryOrder(db, c.req.valid('param').orderId, viewer);
    if (!order) return c.json(notFound, 404);
    await logStaffRead(c, db, {
      viewer,
      action: 'diary.read',
      resource: 'diary',
      items: [{ order, resourceId: null }],
    });
    return c.json(
      {
        order: { id: order.id, number: order.number, status: order.status },
        open: diaryIsOpen(order),
        entries: (await listDiary(db, order.id)).map(entryJson),
      },
      200,
    );
  });

  app.openapi(addEntry, async (c) => {
    const { user } = await restViewer(c);
    const order = await findDiaryOrder(db, c.req.valid('param').orderId, {
      userId: user.id,
      roles: [],
    });
    if (!order) return c.json(notFound, 404);
    const parsed = diaryEntryInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json(
        {
          message: problemText('Check the diary entry', parsed.error.issues),
          issues: parsed.error.issues,
        },
        400,
      );
    try {
      const entry = await addDiaryEntry(db, order, {
        ...parsed.data,
        occurredAt: new Date(parsed.data.occurredAt),
      });
      return c.json(entryJson(entry), 201);
    } catch (error) {
      if (error instanceof DiaryError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });

  app.openapi(deleteEntry, async (c) => {
    const { user } = await restViewer(c);
    const order = await findDiaryOrder(db, c.req.valid('param').orderId, {
      userId: user.id,
      roles: [],
    });
    if (!order) return c.json(notFound, 404);
    try {
      return (await deleteDiaryEntry(db, order, c.req.valid('param').entryId))
        ? c.body(null, 204)
        : c.json({ message: 'Entry not found.' }, 404);
    } catch (error) {
      if (error instanceof DiaryError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
}
