import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queueNotice, type OrderDeps, type OrderRow } from '../orders/public.ts';
import { customerPhone, queueUrgent, type UrgentChange } from '../urgent/public.ts';
import { users } from '../users/public.ts';

/**
 * The customer's email when a cardiologist signs: written in the signing transaction, so that it
 * exists exactly when the report it announces is released (orders/README.md, "A step's email
 * commits with the step"); the caller delivers it after the commit.
 */
export interface Signature {
  /** This signature releases the results (the order's first signed report). */
  first: boolean;
  urgent: { change: UrgentChange; task: { outOfHours: boolean } | undefined };
}

/**
 * One email per signature: an urgent finding's (first signature or amendment; it replaces the
 * results-ready email), else results ready (first signature), else the amendment notice.
 */
export async function signMail(
  orderDeps: OrderDeps,
  tx: Database,
  order: OrderRow,
  signature: Signature,
): Promise<string | undefined> {
  const { first, urgent } = signature;
  if (urgent.change === 'created')
    return queueUrgent(orderDeps, tx, order, first, {
      outOfHours: urgent.task?.outOfHours ?? false,
      phone: customerPhone(order, await phoneOf(tx, order.userId)),
    });
  if (first) return queueNotice(orderDeps, tx, order, 'cardiacReportReady');
  const to = await emailOf(tx, order.userId);
  return to ? orderDeps.mailer.queue(tx, reportAmended(orderDeps, order, to)) : undefined;
}

/** The amendment notice (no urgent finding in the amendment). */
function reportAmended(orderDeps: OrderDeps, order: OrderRow, to: string) {
  return {
    to,
    subject: `Your cardiac report has been updated (${order.number})`,
    text: [
      'Hello,',
      '',
      `Your cardiologist has amended the cardiac report for order ${order.number}.`,
      `Read it in your portal: ${orderDeps.publicUrl}/cardiacReport`,
      '',
      'HeartCheck',
    ].join('\n'),
    kind: 'cardiac-report-amended' as const,
  };
}

async function emailOf(db: Database, userId: string): Promise<string> {
  return (
    (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ??
    ''
  );
}

async function phoneOf(
  db: Database,
  userId: string,
): Promise<{ dialCode: string; phoneNumber: string }> {
  return (
    (
      await db
        .select({ dialCode: users.dialCode, phoneNumber: users.phoneNumber })
        .from(users)
        .where(eq(users.id, userId))
    )[0] ?? { dialCode: '', phoneNumber: '' }
  );
}
