import { desc, eq } from 'drizzle-orm';
import type { HoldDecision } from '@heartcheck/contracts/holds';
import type { Database } from '../../db/client.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { createFreeRepeatOrder, lockOrder, orders } from '../orders/public.ts';
import { recordingHolds, type RecordingHoldRow } from './schema.ts';

export class HoldError extends Error {
  override name = 'HoldError';
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Holds a finished analysis whose analysable time is under the minimum (a minimum of 0 holds
 * nothing). Idempotent per analysis: a retried finish step holds once. An order already held
 * keeps its hold and staff's decision: analysing the same recording again (a corrected start
 * time) does not change how long it is, so it is not held a second time.
 */
export async function holdIfShort(
  db: Database,
  input: {
    orderId: string;
    analysisId: string;
    analysableS: number;
    wornS: number;
    minimumS: number;
  },
): Promise<boolean> {
  if (!(input.analysableS < input.minimumS)) return false;
  const earlier = await latestHold(db, input.orderId);
  if (earlier && earlier.analysisId !== input.analysisId) return earlier.status === 'held';
  await db.insert(recordingHolds).values(input).onConflictDoNothing();
  return true;
}

/** The order's newest hold, if it has one. */
export async function latestHold(
  db: Database,
  orderId: string,
): Promise<RecordingHoldRow | undefined> {
  return (
    await db
      .select()
      .from(recordingHolds)
      .where(eq(recordingHolds.orderId, orderId))
      .orderBy(desc(recordingHolds.createdAt))
      .limit(1)
  )[0];
}

/**
 * True while the order's results must not reach the customer because of a hold: still held,
 * or replaced by a free repeat (the repeat's recording is the one to release).
 */
export function withholds(hold: RecordingHoldRow | undefined): boolean {
  return hold !== undefined && hold.status !== 'released';
}

/** What the customer (and staff) read about a short recording on the results. */
export function shortRecordingNote(hold: RecordingHoldRow | undefined): string | null {
  if (!hold) return null;
  const hours = (hold.minimumS / 3600).toFixed(0);
  if (hold.status === 'released')
    return `This recording is shorter than the ${hours} hours of analysable ECG we aim for. Our team released it because: ${hold.reason ?? ''}`;
  if (hold.status === 'repeated')
    return `This recording is shorter than the ${hours} hours of analysable ECG we aim for; a repeat check was sent at no cost.`;
  return `Held: this recording is shorter than the ${hours} hours of analysable ECG we aim for. Operations must decide to repeat the check at no cost or release it with a reason before it can be released.`;
}

/**
 * Staff decide a held recording: `release` (the reason is shown to the customer) or `repeat`
 * (a new order at no cost, ready to dispatch). One decision per hold, audited on the order.
 */
export async function decideHold(
  db: Database,
  orderId: string,
  actor: Actor,
  input: HoldDecision,
): Promise<{ hold: RecordingHoldRow; repeatOrderNumber: string | null }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const hold = await latestHold(tx, order.id);
    if (!hold) throw new HoldError(404, `Order ${order.number} has no recording on hold.`);
    if (hold.status !== 'held')
      throw new HoldError(
        409,
        `The short recording of order ${order.number} was already ${hold.status}.`,
      );
    const repeat =
      input.decision === 'repeat'
        ? await createFreeRepeatOrder(tx, order, actor, input.reason)
        : undefined;
    const decided = (
      await tx
        .update(recordingHolds)
        .set({
          status: repeat ? 'repeated' : 'released',
          reason: input.reason,
          decidedBy: actor.id ?? null,
          decidedAt: new Date(),
          repeatOrderId: repeat?.id ?? null,
        })
        .where(eq(recordingHolds.id, hold.id))
        .returning()
    )[0]!;
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      actor,
      action: repeat ? 'short_recording_repeat' : 'short_recording_release',
      before: { hold: 'held' },
      after: { hold: decided.status, ...(repeat ? { repeatOrder: repeat.number } : {}) },
      note: input.reason,
    });
    return { hold: decided, repeatOrderNumber: repeat?.number ?? null };
  });
}

/** The number of the free repeat order, for the hold's view. */
export async function repeatNumber(db: Database, hold: RecordingHoldRow): Promise<string | null> {
  if (!hold.repeatOrderId) return null;
  const row = (
    await db.select({ n: orders.number }).from(orders).where(eq(orders.id, hold.repeatOrderId))
  )[0];
  return row?.n ?? null;
}
