import type { OrderRow } from './schema.ts';
import { EDITABLE_STATUSES, isOverdue } from './state-machine.ts';

// The GraphQL Order object, apart from the resolvers so the generated resolver types can name it
// (codegen.ts maps Order to OrderObject) without an import cycle through orders/graphql.ts.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** An order row as the GraphQL and REST APIs show it. */
export function toOrder(row: OrderRow) {
  const status = row.status;
  return {
    ...row,
    status,
    deliveryAddress: {
      recipientName: row.recipientName,
      address: row.address,
      city: row.city,
      postalCode: row.postalCode,
      country: row.country,
    },
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    termsAcceptedAt: iso(row.termsAcceptedAt),
    dispatchedAt: iso(row.dispatchedAt),
    deliveredAt: iso(row.deliveredAt),
    returnedAt: iso(row.returnedAt),
    receivedAt: iso(row.receivedAt),
    analysingAt: iso(row.analysingAt),
    resultsReadyAt: iso(row.resultsReadyAt),
    cardiacReportReadyAt: iso(row.cardiacReportReadyAt),
    cancelledAt: iso(row.cancelledAt),
    refundedAt: iso(row.refundedAt),
    returnDueAt: iso(row.returnDueAt),
    notReturnedAt: iso(row.notReturnedAt),
    replacementChargedAt: iso(row.replacementChargedAt),
    overdue: isOverdue({ status, returnDueAt: row.returnDueAt }),
    canEdit: EDITABLE_STATUSES.includes(status),
    canPay: status === 'awaiting_payment',
    paymentError: status === 'awaiting_payment' ? row.paymentError : null,
    _row: row,
  };
}

/** What order resolvers return: the GraphQL fields plus the row the field resolvers read. */
export type OrderObject = ReturnType<typeof toOrder>;
