import { gql } from '@apollo/client';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'dispatched',
  'delivered',
  'returned',
  'received',
  'analysing',
  'results_ready',
  'cardiac_report_ready',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OpsOrder {
  id: string;
  number: string;
  status: OrderStatus;
  totalPence: number;
  createdAt: string;
  paidAt: string | null;
  dispatchedAt: string | null;
  deliveredAt: string | null;
  receivedAt: string | null;
  trackingNumber: string | null;
  returnDueAt: string | null;
  overdue: boolean;
  notReturnedAt: string | null;
  replacementFeePence: number | null;
  replacementChargedAt: string | null;
  replacementChargeError: string | null;
  canEdit: boolean;
  customer: { id: string; firstName: string; lastName: string; email: string } | null;
  deliveryAddress: { recipientName: string; address: string; city: string; postalCode: string };
}

export interface AuditEntry {
  id: string;
  at: string;
  actorType: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  before: string | null;
  after: string | null;
  note: string | null;
}

/** A fragment as text: interpolated documents must not embed pre-parsed ones. */
const FIELDS = /* GraphQL */ `
  fragment OpsOrderFields on Order {
    id
    number
    status
    totalPence
    createdAt
    paidAt
    dispatchedAt
    deliveredAt
    receivedAt
    trackingNumber
    returnDueAt
    overdue
    notReturnedAt
    replacementFeePence
    replacementChargedAt
    replacementChargeError
    canEdit
    customer {
      id
      firstName
      lastName
      email
    }
    deliveryAddress {
      recipientName
      address
      city
      postalCode
    }
  }
`;

export const OPERATIONS_ORDERS = gql`
  ${FIELDS}
  query OperationsOrders($input: OrderListInput, $overdueOnly: Boolean) {
    operationsOrders(input: $input, overdueOnly: $overdueOnly) {
      total
      list {
        ...OpsOrderFields
      }
    }
    operationsStatusCounts {
      status
      count
    }
  }
`;

export const OPERATIONS_ORDER = gql`
  ${FIELDS}
  query OperationsOrder($id: ID!) {
    order(id: $id) {
      ...OpsOrderFields
      auditLog {
        id
        at
        actorType
        action
        fromStatus
        toStatus
        before
        after
        note
      }
    }
  }
`;

export const DISPATCH = gql`
  ${FIELDS}
  mutation OpsDispatch($id: ID!, $trackingNumber: String!) {
    dispatchOrder(id: $id, trackingNumber: $trackingNumber) {
      ...OpsOrderFields
    }
  }
`;
export const DELIVERED = gql`
  ${FIELDS}
  mutation OpsDelivered($id: ID!, $deliveredOn: String) {
    markOrderDelivered(id: $id, deliveredOn: $deliveredOn) {
      ...OpsOrderFields
    }
  }
`;
export const RECEIVED = gql`
  ${FIELDS}
  mutation OpsReceived($id: ID!) {
    markOrderReceived(id: $id) {
      ...OpsOrderFields
    }
  }
`;
export const NOT_RETURNED = gql`
  ${FIELDS}
  mutation OpsNotReturned($id: ID!) {
    flagOrderNotReturned(id: $id) {
      ...OpsOrderFields
    }
  }
`;
export const CANCEL = gql`
  ${FIELDS}
  mutation OpsCancel($id: ID!) {
    operationsCancelOrder(id: $id) {
      ...OpsOrderFields
    }
  }
`;

export function formatMoney(pence: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

export function errorText(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
