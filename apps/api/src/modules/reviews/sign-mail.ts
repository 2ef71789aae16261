import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queueNotice, type OrderDeps, type OrderRow } from '../orders/public.ts';
import { users } from '../users/public.ts';

/** The customer's emails about their cardiac report: its release and its amendments. */

/**
 * The results-ready email of a first signature, written in the signing transaction so that it
 * exists exactly when the release it announces commits; none when `due` is false (an urgent
 * finding sends its own email, urgent/notify.ts).
 */
export function releaseMail(
  orderDeps: OrderDeps,
  tx: Database,
  order: OrderRow,
  due: boolean,
): Promise<string | undefined> {
  return due ? queueNotice(orderDeps, tx, order, 'cardiacReportReady') : Promise.resolve(undefined);
}

/** The customer's email when a signed report is amended (no urgent finding in the amendment). */
export async function mailReportAmended(orderDeps: OrderDeps, order: OrderRow): Promise<string> {
  return orderDeps.mailer.send({
    to: await emailOf(orderDeps.db, order.userId),
    subject: `Your cardiac report has been updated (${order.number})`,
    text: [
      'Hello,',
      '',
      `Your cardiologist has amended the cardiac report for order ${order.number}.`,
      `Read it in your portal: ${orderDeps.publicUrl}/cardiacReport`,
      '',
      'HeartCheck',
    ].join('\n'),
    kind: 'cardiac-report-amended',
  });
}

async function emailOf(db: Database, userId: string): Promise<string> {
  return (
    (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ??
    ''
  );
}
