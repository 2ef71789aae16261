import { gql } from '@apollo/client';
import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/http/api-client';

/** Every order status, in journey order (the API's OrderStatus enum). */
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

export interface DeliveryAddress {
  recipientName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface Order {
  id: string;
  number: string;
  status: OrderStatus;
  productId: string;
  productName: string;
  quantity: number;
  unitPricePence: number;
  taxRate: number;
  subtotalPence: number;
  taxPence: number;
  totalPence: number;
  deliveryAddress: DeliveryAddress;
  paymentError: string | null;
  trackingNumber: string | null;
  createdAt: string;
  paidAt: string | null;
  dispatchedAt: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  receivedAt: string | null;
  analysingAt: string | null;
  resultsReadyAt: string | null;
  cardiacReportReadyAt: string | null;
  cancelledAt: string | null;
  refundedAt: string | null;
  returnDueAt: string | null;
  overdue: boolean;
  notReturnedAt: string | null;
  replacementFeePence: number | null;
  replacementChargedAt: string | null;
  canEdit: boolean;
  canPay: boolean;
}

/** A fragment as text: interpolated documents must not embed pre-parsed ones. */
export const ORDER_FIELDS = /* GraphQL */ `
  fragment OrderFields on Order {
    id
    number
    status
    productId
    productName
    quantity
    unitPricePence
    taxRate
    subtotalPence
    taxPence
    totalPence
    deliveryAddress {
      recipientName
      address
      city
      postalCode
      country
    }
    paymentError
    trackingNumber
    createdAt
    paidAt
    dispatchedAt
    deliveredAt
    returnedAt
    receivedAt
    analysingAt
    resultsReadyAt
    cardiacReportReadyAt
    cancelledAt
    refundedAt
    returnDueAt
    overdue
    notReturnedAt
    replacementFeePence
    replacementChargedAt
    canEdit
    canPay
  }
`;

export const ORDER_QUERY = gql`
  ${ORDER_FIELDS}
  query OrderById($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`;

export const MY_ORDERS = gql`
  ${ORDER_FIELDS}
  query MyOrders($input: OrderListInput) {
    myOrders(input: $input) {
      total
      list {
        ...OrderFields
      }
    }
  }
`;

export interface Quote {
  productId: string;
  productName: string;
  quantity: number;
  unitPricePence: number;
  taxRate: number;
  subtotalPence: number;
  taxPence: number;
  totalPence: number;
  replacementFeePence: number;
  returnDueDays: number;
}

export const ORDER_QUOTE = gql`
  query OrderQuote($productId: ID) {
    orderQuote(productId: $productId) {
      productId
      productName
      quantity
      unitPricePence
      taxRate
      subtotalPence
      taxPence
      totalPence
      replacementFeePence
      returnDueDays
    }
  }
`;

export const PROFILE_ADDRESS = gql`
  query OrderProfileAddress {
    me {
      id
      firstName
      lastName
      address
      city
      postalCode
      country
    }
  }
`;

export interface ProfileAddress {
  me: {
    id: string;
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    postalCode: string;
    country: string;
  };
}

export const CREATE_ORDER = gql`
  ${ORDER_FIELDS}
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      ...OrderFields
    }
  }
`;

export const UPDATE_ORDER_ADDRESS = gql`
  ${ORDER_FIELDS}
  mutation UpdateOrderAddress($id: ID!, $deliveryAddress: DeliveryAddressInput!) {
    updateOrderAddress(id: $id, deliveryAddress: $deliveryAddress) {
      ...OrderFields
    }
  }
`;

export const CANCEL_ORDER = gql`
  ${ORDER_FIELDS}
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      ...OrderFields
    }
  }
`;

export const MARK_POSTED_BACK = gql`
  ${ORDER_FIELDS}
  mutation MarkOrderPostedBack($id: ID!) {
    markOrderPostedBack(id: $id) {
      ...OrderFields
    }
  }
`;

/** "Pay Now": asks the API for the provider's hosted checkout page of the order. */
export async function createCheckoutSession(orderId: string): Promise<{ url: string }> {
  const response = await apiClient.post<{ url: string; sessionId: string }>(
    '/payments/create-checkout-session',
    { orderId },
  );
  return response.data;
}

/** The server's message of a failed REST call or GraphQL mutation, if it sent one. */
export function errorMessage(error: unknown): string | undefined {
  if (isAxiosError<{ message?: string }>(error)) return error.response?.data?.message;
  if (error instanceof Error && error.message && !/^Response not successful/.test(error.message))
    return error.message;
  return undefined;
}
