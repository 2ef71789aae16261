import { graphql } from '@/lib/graphql/generated';
import type {
  OrderByIdQuery,
  OrderFieldsFragment,
  OrderQuoteQuery,
} from '@/lib/graphql/generated/graphql';
import type { CheckoutInput, CheckoutStart } from '@heartcheck/contracts/payments';
import { apiMessage, isRestError } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';

export type DeliveryAddress = OrderFieldsFragment['deliveryAddress'];

export type Order = OrderFieldsFragment;
/** An order with the facts of its product (wear time, return window, replacement fee). */
export type OrderWithFacts = NonNullable<OrderByIdQuery['order']>;

/** The fields every order screen reads; a document that spreads it carries it (generated). */
export const ORDER_FIELDS = graphql(`
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
    termsVersion
    termsAcceptedAt
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
`);

export const ORDER_QUERY = graphql(`
  query OrderById($id: ID!) {
    order(id: $id) {
      ...OrderFields
      productFacts {
        recordingHours
        minRecordingHours
        returnWindowDays
        replacementFeePence
      }
      referral {
        ...ReferralFields
      }
    }
  }
`);

/** Why the check and the GP practice, as the order page shows and edits them. */
export const REFERRAL_FIELDS = graphql(`
  fragment ReferralFields on OrderReferral {
    source
    reason
    gp {
      name
      address
      postcode
      odsCode
    }
    gpConsent
    canEdit
  }
`);

export const UPDATE_ORDER_REFERRAL = graphql(`
  mutation UpdateOrderReferral($id: ID!, $referral: ReferralInput!) {
    updateOrderReferral(id: $id, referral: $referral) {
      id
      referral {
        ...ReferralFields
      }
    }
  }
`);

export const MY_ORDERS = graphql(`
  query MyOrders($input: OrderListInput) {
    myOrders(input: $input) {
      total
      list {
        ...OrderFields
      }
    }
  }
`);

export type Quote = OrderQuoteQuery['orderQuote'];

export const ORDER_QUOTE = graphql(`
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
      recordingHours
      minRecordingHours
    }
  }
`);

export const PROFILE_ADDRESS = graphql(`
  query OrderProfileAddress {
    me {
      id
      firstName
      lastName
      dialCode
      phoneNumber
      address
      city
      postalCode
      country
    }
  }
`);

export const CREATE_ORDER = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      ...OrderFields
    }
  }
`);

export const UPDATE_ORDER_ADDRESS = graphql(`
  mutation UpdateOrderAddress($id: ID!, $deliveryAddress: DeliveryAddressInput!) {
    updateOrderAddress(id: $id, deliveryAddress: $deliveryAddress) {
      ...OrderFields
    }
  }
`);

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      ...OrderFields
    }
  }
`);

export const MARK_POSTED_BACK = graphql(`
  mutation MarkOrderPostedBack($id: ID!) {
    markOrderPostedBack(id: $id) {
      ...OrderFields
    }
  }
`);

/** "Pay Now": asks the API for the provider's hosted checkout page of the order. */
export async function createCheckoutSession(orderId: string): Promise<CheckoutStart> {
  const body: CheckoutInput = { orderId };
  return await rest('post', '/api/payments/create-checkout-session', { body });
}

/** The server's message of a failed REST call or GraphQL mutation, if it sent one. */
export function errorMessage(error: unknown): string | undefined {
  if (isRestError(error)) return apiMessage(error);
  if (error instanceof Error && error.message && !/^Response not successful/.test(error.message))
    return error.message;
  return undefined;
}

/** Saves the checkout address to the customer's profile (when they tick the offer). */
export const SAVE_PROFILE_ADDRESS = graphql(`
  mutation SaveCheckoutAddress($input: ProfileInput!) {
    updateProfile(input: $input) {
      errors {
        field
        message
      }
      user {
        id
        address
        city
        postalCode
        country
      }
    }
  }
`);
