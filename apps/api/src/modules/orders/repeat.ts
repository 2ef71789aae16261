import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { formatOrderNumber } from './create.ts';
import { orderNumberSeq, orders, type OrderRow } from './schema.ts';

/**
 * A repeat of an order at no cost (its recording was too short to stand behind): a new order of
 * the same product for the same person and address, priced at £0 and already paid, so it waits
 * in operations for dispatch like any other. Audited on both orders. Runs inside `tx`.
 */
export async function createFreeRepeatOrder(
  tx: Database,
  original: OrderRow,
  actor: Actor,
  reason: string,
): Promise<OrderRow> {
  const seq = await tx.execute(sql`select nextval(${orderNumberSeq.seqName}) as n`);
  const n = Number(((seq as { rows?: { n: string }[] }).rows ?? (seq as { n: string }[]))[0]!.n);
  const now = new Date();
  const repeat = (
    await tx
      .insert(orders)
      .values({
        number: formatOrderNumber(now.getUTCFullYear(), n),
        userId: original.userId,
        status: 'paid',
        productId: original.productId,
        productName: original.productName,
        quantity: 1,
        currency: original.currency,
        unitPricePence: 0,
        taxRate: original.taxRate,
        subtotalPence: 0,
        taxPence: 0,
        totalPence: 0,
        recipientName: original.recipientName,
        patientDateOfBirth: original.patientDateOfBirth,
        patientSex: original.patientSex,
        nhsNumber: original.nhsNumber,
        address: original.address,
        city: original.city,
        postalCode: original.postalCode,
        country: original.country,
        // The repeat is part of the same purchase, under the Terms accepted for it.
        termsVersion: original.termsVersion,
        termsAcceptedAt: original.termsAcceptedAt,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
  )[0]!;
  await recordAudit(tx, {
    entityType: 'order',
    entityId: repeat.id,
    actor,
    action: 'create_free_repeat',
    toStatus: repeat.status,
    after: { number: repeat.number, totalPence: 0, repeatOf: original.number },
    note: `Repeat at no cost of ${original.number}: ${reason}`,
  });
  return repeat;
}
