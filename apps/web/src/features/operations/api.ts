import { graphql } from '@/lib/graphql/generated';
import type { OperationsOrderQuery, OpsOrderFieldsFragment } from '@/lib/graphql/generated/graphql';

export type OpsOrder = OpsOrderFieldsFragment;

export type AuditEntry = NonNullable<OperationsOrderQuery['order']>['auditLog'][number];

/** The fields the operations console reads; a document that spreads it carries it (generated). */
export const OPS_ORDER_FIELDS = graphql(`
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
    deviceSerial
    returnedDeviceSerial
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
`);

export const OPERATIONS_ORDERS = graphql(`
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
`);

export const OPERATIONS_ORDER = graphql(`
  query OperationsOrder($id: ID!) {
    order(id: $id) {
      ...OpsOrderFields
      referral {
        source
        reason
        gpConsent
        gp {
          name
          odsCode
        }
      }
      productFacts {
        recordingHours
        postDays
        replacementFeePence
      }
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
`);

export const DISPATCH = graphql(`
  mutation OpsDispatch($id: ID!, $trackingNumber: String!, $deviceSerial: String) {
    dispatchOrder(id: $id, trackingNumber: $trackingNumber, deviceSerial: $deviceSerial) {
      ...OpsOrderFields
    }
  }
`);
export const DELIVERED = graphql(`
  mutation OpsDelivered($id: ID!, $deliveredOn: String) {
    markOrderDelivered(id: $id, deliveredOn: $deliveredOn) {
      ...OpsOrderFields
    }
  }
`);
export const RECEIVED = graphql(`
  mutation OpsReceived($id: ID!, $deviceSerial: String, $overrideReason: String) {
    markOrderReceived(id: $id, deviceSerial: $deviceSerial, overrideReason: $overrideReason) {
      ...OpsOrderFields
    }
  }
`);
export const NOT_RETURNED = graphql(`
  mutation OpsNotReturned($id: ID!) {
    flagOrderNotReturned(id: $id) {
      ...OpsOrderFields
    }
  }
`);
export const CANCEL = graphql(`
  mutation OpsCancel($id: ID!) {
    operationsCancelOrder(id: $id) {
      ...OpsOrderFields
    }
  }
`);

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
