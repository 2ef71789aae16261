import { diaryEntryInput, type DiaryEntry } from '@heartcheck/contracts/diary';
import type { Database } from '../../db/client.ts';
import type { ApiApp } from '../../http/auth.ts';
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

/** The symptom diary of an order: the customer writes while wearing the device; staff read. */
export function registerRoutes(app: ApiApp, deps: { db: Database }): void {
  const db = deps.db;
  const notFound = { message: 'Order not found.' };

  app.get('/api/orders/:orderId/diary', async (c) => {
    const { viewer } = await restViewer(c);
    const order = await findDiaryOrder(db, c.req.param('orderId') ?? '', viewer);
    if (!order) return c.json(notFound, 404);
    await logStaffRead(c, db, {
      viewer,
      action: 'diary.read',
      resource: 'diary',
      items: [{ order, resourceId: null }],
    });
    return c.json({
      order: { id: order.id, number: order.number, status: order.status },
      open: diaryIsOpen(order),
      entries: (await listDiary(db, order.id)).map(entryJson),
    });
  });

  app.post('/api/orders/:orderId/diary', async (c) => {
    const { user } = await restViewer(c);
    const order = await findDiaryOrder(db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: [],
    });
    if (!order) return c.json(notFound, 404);
    const parsed = diaryEntryInput.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return c.json({ message: 'Check the diary entry.', issues: parsed.error.issues }, 400);
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

  app.delete('/api/orders/:orderId/diary/:entryId', async (c) => {
    const { user } = await restViewer(c);
    const order = await findDiaryOrder(db, c.req.param('orderId') ?? '', {
      userId: user.id,
      roles: [],
    });
    if (!order) return c.json(notFound, 404);
    try {
      return (await deleteDiaryEntry(db, order, c.req.param('entryId') ?? ''))
        ? c.body(null, 204)
        : c.json({ message: 'Entry not found.' }, 404);
    } catch (error) {
      if (error instanceof DiaryError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });
}
