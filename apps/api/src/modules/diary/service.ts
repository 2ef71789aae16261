import { and, asc, eq } from 'drizzle-orm';
import { authorise, type Viewer } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import { orders, type OrderRow } from '../orders/public.ts';
import { diaryEntries, type DiaryEntryRow } from './schema.ts';

/** Statuses in which the customer may still write in the diary (device with them). */
export const DIARY_OPEN_STATUSES = ['dispatched', 'delivered', 'returned'] as const;

export class DiaryError extends Error {
  override name = 'DiaryError';
  readonly status: 400 | 404 | 409;
  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order if the viewer may see its diary: the owner always; staff only in the stages
 * `diary.read` grants their role (auth/authorise.ts). Undefined otherwise, as for no order.
 */
export async function findDiaryOrder(
  db: Database,
  orderId: string,
  viewer: Viewer,
): Promise<OrderRow | undefined> {
  if (!UUID.test(orderId)) return undefined;
  const order = (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
  if (!order) return undefined;
  return authorise(viewer, 'diary.read', { ownerId: order.userId, status: order.status })
    ? order
    : undefined;
}

export function diaryIsOpen(order: OrderRow): boolean {
  return (DIARY_OPEN_STATUSES as readonly string[]).includes(order.status);
}

export async function listDiary(db: Database, orderId: string): Promise<DiaryEntryRow[]> {
  return db
    .select()
    .from(diaryEntries)
    .where(eq(diaryEntries.orderId, orderId))
    .orderBy(asc(diaryEntries.occurredAt));
}

export interface DiaryInput {
  occurredAt: Date;
  symptom: string;
  activity: string;
  note: string;
}

export async function addDiaryEntry(
  db: Database,
  order: OrderRow,
  input: DiaryInput,
): Promise<DiaryEntryRow> {
  if (!diaryIsOpen(order))
    throw new DiaryError(409, 'The symptom diary is open only while you have the heart monitor.');
  if (input.occurredAt.getTime() > Date.now() + 5 * 60_000)
    throw new DiaryError(400, 'The time of a symptom cannot be in the future.');
  const earliest = order.dispatchedAt ?? order.createdAt;
  if (input.occurredAt.getTime() < earliest.getTime() - 24 * 3600_000)
    throw new DiaryError(400, 'The time of a symptom must be after the monitor was sent to you.');
  const rows = await db
    .insert(diaryEntries)
    .values({ orderId: order.id, ...input })
    .returning();
  return rows[0]!;
}

export async function deleteDiaryEntry(
  db: Database,
  order: OrderRow,
  entryId: string,
): Promise<boolean> {
  if (!diaryIsOpen(order))
    throw new DiaryError(409, 'The symptom diary is closed: entries can no longer be changed.');
  if (!UUID.test(entryId)) return false;
  const rows = await db
    .delete(diaryEntries)
    .where(and(eq(diaryEntries.id, entryId), eq(diaryEntries.orderId, order.id)))
    .returning({ id: diaryEntries.id });
  return rows.length > 0;
}

/** Seconds from the recording start to a diary entry (the recording clock is local UK time). */
export function secondsIntoRecording(
  entry: { occurredAt: Date },
  recordingStart: string | null,
): number | null {
  if (!recordingStart) return null;
  const local = ukLocalIso(entry.occurredAt);
  return (new Date(`${local}Z`).getTime() - new Date(`${recordingStart}Z`).getTime()) / 1000;
}

/** An instant as UK wall-clock time, ISO without zone (the device records local time). */
export function ukLocalIso(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** UK wall-clock ISO (no zone) → the instant. */
export function fromUkLocalIso(local: string): Date {
  const guess = new Date(`${local}Z`);
  const offset = new Date(`${ukLocalIso(guess)}Z`).getTime() - guess.getTime();
  return new Date(guess.getTime() - offset);
}

export const SYMPTOM_LABELS: Record<string, string> = {
  palpitations: 'Palpitations (fluttering or pounding heartbeat)',
  chest_pain: 'Chest pain or tightness',
  dizziness: 'Dizziness or light-headedness',
  fainting: 'Fainting or nearly fainting',
  breathlessness: 'Shortness of breath',
  tiredness: 'Unusual tiredness',
  other: 'Other',
};

export const ACTIVITY_LABELS: Record<string, string> = {
  resting: 'Resting',
  sleeping: 'Sleeping',
  walking: 'Walking',
  exercising: 'Exercising',
  working: 'Working',
  eating: 'Eating or drinking',
  other: 'Other',
};
