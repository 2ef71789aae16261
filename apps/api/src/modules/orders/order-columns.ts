import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { OrderRow } from './schema.ts';

/**
 * Which columns of `orders` a GraphQL order list needs, from the fields the query asks for. A
 * customer's list read every column (44) for a page that shows six fields; on the embedded
 * database each column of each row is formatted by PostgreSQL and parsed again in JavaScript, so
 * the full row cost about twice the query of the fields asked for (763 against 395 µs of CPU,
 * docs/performance.md).
 */
export type OrderColumn = keyof OrderRow;

/**
 * What toOrder reads for every order, whatever was asked: the derived fields (overdue, canEdit,
 * canPay, paymentError), createdAt, and what the Order field resolvers read from the row.
 */
const ALWAYS: readonly OrderColumn[] = [
  'id',
  'userId',
  'status',
  'createdAt',
  'returnDueAt',
  'paymentError',
];

const same = (column: OrderColumn): readonly OrderColumn[] => [column];

/** Each Order field (orders/graphql.ts) and the columns it is made from beyond ALWAYS. */
const FIELD_COLUMNS: Record<string, readonly OrderColumn[]> = {
  __typename: [],
  id: [],
  number: same('number'),
  status: [],
  productId: same('productId'),
  productName: same('productName'),
  productFacts: same('productId'),
  quantity: same('quantity'),
  currency: same('currency'),
  unitPricePence: same('unitPricePence'),
  taxRate: same('taxRate'),
  subtotalPence: same('subtotalPence'),
  taxPence: same('taxPence'),
  totalPence: same('totalPence'),
  deliveryAddress: ['recipientName', 'address', 'city', 'postalCode', 'country'],
  paymentError: [],
  trackingNumber: same('trackingNumber'),
  createdAt: [],
  paidAt: same('paidAt'),
  termsVersion: same('termsVersion'),
  termsAcceptedAt: same('termsAcceptedAt'),
  dispatchedAt: same('dispatchedAt'),
  deliveredAt: same('deliveredAt'),
  returnedAt: same('returnedAt'),
  receivedAt: same('receivedAt'),
  analysingAt: same('analysingAt'),
  resultsReadyAt: same('resultsReadyAt'),
  cardiacReportReadyAt: same('cardiacReportReadyAt'),
  cancelledAt: same('cancelledAt'),
  refundedAt: same('refundedAt'),
  returnDueAt: [],
  overdue: [],
  notReturnedAt: same('notReturnedAt'),
  replacementFeePence: same('replacementFeePence'),
  replacementChargedAt: same('replacementChargedAt'),
  replacementChargeError: same('replacementChargeError'),
  canEdit: [],
  canPay: [],
  referral: [
    'referralSource',
    'referralReason',
    'gpPracticeName',
    'gpPracticeAddress',
    'gpPracticePostcode',
    'gpOdsCode',
    'gpConsent',
  ],
  customer: [],
  auditLog: [],
};

/**
 * The field names asked for in a selection set, fragments included; undefined when a fragment
 * cannot be resolved (then every column is read).
 */
function fieldNames(
  selectionSet: SelectionSetNode,
  info: Pick<GraphQLResolveInfo, 'fragments'>,
  into: Set<string>,
): Set<string> | undefined {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!fieldNames(selection.selectionSet, info, into)) return undefined;
    } else {
      const fragment = info.fragments[selection.name.value];
      if (!fragment || !fieldNames(fragment.selectionSet, info, into)) return undefined;
    }
  }
  return into;
}

/**
 * The columns for the orders under `listField` (e.g. `list` of an OrderPage) of the field being
 * resolved, or undefined for every column: when a field is not in FIELD_COLUMNS (one added to
 * Order later reads the whole row until it is listed here).
 */
export function orderColumnsAsked(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  listField: string,
): readonly OrderColumn[] | undefined {
  const lists: SelectionSetNode[] = [];
  for (const node of info.fieldNodes)
    if (node.selectionSet) collectListSelections(node.selectionSet, info, listField, lists);
  const fields = new Set<string>();
  for (const list of lists) if (!fieldNames(list, info, fields)) return undefined;
  const columns = new Set<OrderColumn>(ALWAYS);
  for (const field of fields) {
    const needed = FIELD_COLUMNS[field];
    if (!needed) return undefined;
    for (const column of needed) columns.add(column);
  }
  return [...columns].sort();
}

/** The selection sets of `listField` in a selection set, through fragments. */
function collectListSelections(
  selectionSet: SelectionSetNode,
  info: Pick<GraphQLResolveInfo, 'fragments'>,
  listField: string,
  into: SelectionSetNode[],
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === listField && selection.selectionSet)
        into.push(selection.selectionSet);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectListSelections(selection.selectionSet, info, listField, into);
    } else {
      const fragment = info.fragments[selection.name.value];
      if (fragment) collectListSelections(fragment.selectionSet, info, listField, into);
    }
  }
}
