/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query EmailConfirmationStatus {\n    emailConfirmation {\n      confirmed\n      email\n    }\n  }\n": typeof types.EmailConfirmationStatusDocument,
    "\n  mutation SendEmailConfirmation {\n    sendEmailConfirmation {\n      result\n    }\n  }\n": typeof types.SendEmailConfirmationDocument,
    "\n  query HomeCurrentOrder {\n    currentOrder {\n      id\n      number\n      status\n      trackingNumber\n      returnDueAt\n      overdue\n      canPay\n      productFacts {\n        recordingHours\n        minRecordingHours\n      }\n    }\n  }\n": typeof types.HomeCurrentOrderDocument,
    "\n  query HomeMe {\n    me {\n      id\n      firstName\n      address\n      city\n      postalCode\n      country\n    }\n  }\n": typeof types.HomeMeDocument,
    "\n  fragment OpsOrderFields on Order {\n    id\n    number\n    status\n    totalPence\n    createdAt\n    paidAt\n    dispatchedAt\n    deliveredAt\n    receivedAt\n    trackingNumber\n    deviceSerial\n    returnedDeviceSerial\n    returnDueAt\n    overdue\n    notReturnedAt\n    replacementFeePence\n    replacementChargedAt\n    replacementChargeError\n    canEdit\n    customer {\n      id\n      firstName\n      lastName\n      email\n    }\n    deliveryAddress {\n      recipientName\n      address\n      city\n      postalCode\n    }\n  }\n": typeof types.OpsOrderFieldsFragmentDoc,
    "\n  query OperationsOrders($input: OrderListInput, $overdueOnly: Boolean) {\n    operationsOrders(input: $input, overdueOnly: $overdueOnly) {\n      total\n      list {\n        ...OpsOrderFields\n      }\n    }\n    operationsStatusCounts {\n      status\n      count\n    }\n  }\n": typeof types.OperationsOrdersDocument,
    "\n  query OperationsOrder($id: ID!) {\n    order(id: $id) {\n      ...OpsOrderFields\n      referral {\n        source\n        reason\n        gpConsent\n        gp {\n          name\n          odsCode\n        }\n      }\n      productFacts {\n        recordingHours\n        postDays\n        replacementFeePence\n      }\n      auditLog {\n        id\n        at\n        actorType\n        action\n        fromStatus\n        toStatus\n        before\n        after\n        note\n      }\n    }\n  }\n": typeof types.OperationsOrderDocument,
    "\n  mutation OpsDispatch($id: ID!, $trackingNumber: String!, $deviceSerial: String) {\n    dispatchOrder(id: $id, trackingNumber: $trackingNumber, deviceSerial: $deviceSerial) {\n      ...OpsOrderFields\n    }\n  }\n": typeof types.OpsDispatchDocument,
    "\n  mutation OpsDelivered($id: ID!, $deliveredOn: String) {\n    markOrderDelivered(id: $id, deliveredOn: $deliveredOn) {\n      ...OpsOrderFields\n    }\n  }\n": typeof types.OpsDeliveredDocument,
    "\n  mutation OpsReceived($id: ID!, $deviceSerial: String, $overrideReason: String) {\n    markOrderReceived(id: $id, deviceSerial: $deviceSerial, overrideReason: $overrideReason) {\n      ...OpsOrderFields\n    }\n  }\n": typeof types.OpsReceivedDocument,
    "\n  mutation OpsNotReturned($id: ID!) {\n    flagOrderNotReturned(id: $id) {\n      ...OpsOrderFields\n    }\n  }\n": typeof types.OpsNotReturnedDocument,
    "\n  mutation OpsCancel($id: ID!) {\n    operationsCancelOrder(id: $id) {\n      ...OpsOrderFields\n    }\n  }\n": typeof types.OpsCancelDocument,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    productId\n    productName\n    quantity\n    unitPricePence\n    taxRate\n    subtotalPence\n    taxPence\n    totalPence\n    deliveryAddress {\n      recipientName\n      address\n      city\n      postalCode\n      country\n    }\n    paymentError\n    trackingNumber\n    createdAt\n    termsVersion\n    termsAcceptedAt\n    paidAt\n    dispatchedAt\n    deliveredAt\n    returnedAt\n    receivedAt\n    analysingAt\n    resultsReadyAt\n    cardiacReportReadyAt\n    cancelledAt\n    refundedAt\n    returnDueAt\n    overdue\n    notReturnedAt\n    replacementFeePence\n    replacementChargedAt\n    canEdit\n    canPay\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query OrderById($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      productFacts {\n        recordingHours\n        minRecordingHours\n        returnWindowDays\n        replacementFeePence\n      }\n      referral {\n        ...ReferralFields\n      }\n    }\n  }\n": typeof types.OrderByIdDocument,
    "\n  fragment ReferralFields on OrderReferral {\n    source\n    reason\n    gp {\n      name\n      address\n      postcode\n      odsCode\n    }\n    gpConsent\n    canEdit\n  }\n": typeof types.ReferralFieldsFragmentDoc,
    "\n  mutation UpdateOrderReferral($id: ID!, $referral: ReferralInput!) {\n    updateOrderReferral(id: $id, referral: $referral) {\n      id\n      referral {\n        ...ReferralFields\n      }\n    }\n  }\n": typeof types.UpdateOrderReferralDocument,
    "\n  query MyOrders($input: OrderListInput) {\n    myOrders(input: $input) {\n      total\n      list {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query OrderQuote($productId: ID) {\n    orderQuote(productId: $productId) {\n      productId\n      productName\n      quantity\n      unitPricePence\n      taxRate\n      subtotalPence\n      taxPence\n      totalPence\n      replacementFeePence\n      returnDueDays\n      recordingHours\n      minRecordingHours\n    }\n  }\n": typeof types.OrderQuoteDocument,
    "\n  query OrderProfileAddress {\n    me {\n      id\n      firstName\n      lastName\n      dialCode\n      phoneNumber\n      address\n      city\n      postalCode\n      country\n    }\n  }\n": typeof types.OrderProfileAddressDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  mutation UpdateOrderAddress($id: ID!, $deliveryAddress: DeliveryAddressInput!) {\n    updateOrderAddress(id: $id, deliveryAddress: $deliveryAddress) {\n      ...OrderFields\n    }\n  }\n": typeof types.UpdateOrderAddressDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      ...OrderFields\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation MarkOrderPostedBack($id: ID!) {\n    markOrderPostedBack(id: $id) {\n      ...OrderFields\n    }\n  }\n": typeof types.MarkOrderPostedBackDocument,
    "\n  mutation SaveCheckoutAddress($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      errors {\n        field\n        message\n      }\n      user {\n        id\n        address\n        city\n        postalCode\n        country\n      }\n    }\n  }\n": typeof types.SaveCheckoutAddressDocument,
    "\n  query SettingsMe {\n    me {\n      id\n      email\n      firstName\n      lastName\n      dialCode\n      phoneNumber\n      address\n      city\n      postalCode\n      country\n      avatarUrl\n    }\n  }\n": typeof types.SettingsMeDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      errors {\n        field\n        message\n      }\n      user {\n        id\n        email\n        firstName\n        lastName\n        dialCode\n        phoneNumber\n        address\n        city\n        postalCode\n        country\n        avatarUrl\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UserSignedIn {\n    userSignedIn {\n      errors {\n        __typename\n        ... on NotAuthenticatedError {\n          message\n        }\n      }\n      user {\n        id\n        firstName\n        lastName\n        email\n        phoneNumber\n        address\n        city\n        postalCode\n        country\n        roles\n        avatarUrl\n      }\n    }\n  }\n": typeof types.UserSignedInDocument,
};
const documents: Documents = {
    "\n  query EmailConfirmationStatus {\n    emailConfirmation {\n      confirmed\n      email\n    }\n  }\n": types.EmailConfirmationStatusDocument,
    "\n  mutation SendEmailConfirmation {\n    sendEmailConfirmation {\n      result\n    }\n  }\n": types.SendEmailConfirmationDocument,
    "\n  query HomeCurrentOrder {\n    currentOrder {\n      id\n      number\n      status\n      trackingNumber\n      returnDueAt\n      overdue\n      canPay\n      productFacts {\n        recordingHours\n        minRecordingHours\n      }\n    }\n  }\n": types.HomeCurrentOrderDocument,
    "\n  query HomeMe {\n    me {\n      id\n      firstName\n      address\n      city\n      postalCode\n      country\n    }\n  }\n": types.HomeMeDocument,
    "\n  fragment OpsOrderFields on Order {\n    id\n    number\n    status\n    totalPence\n    createdAt\n    paidAt\n    dispatchedAt\n    deliveredAt\n    receivedAt\n    trackingNumber\n    deviceSerial\n    returnedDeviceSerial\n    returnDueAt\n    overdue\n    notReturnedAt\n    replacementFeePence\n    replacementChargedAt\n    replacementChargeError\n    canEdit\n    customer {\n      id\n      firstName\n      lastName\n      email\n    }\n    deliveryAddress {\n      recipientName\n      address\n      city\n      postalCode\n    }\n  }\n": types.OpsOrderFieldsFragmentDoc,
    "\n  query OperationsOrders($input: OrderListInput, $overdueOnly: Boolean) {\n    operationsOrders(input: $input, overdueOnly: $overdueOnly) {\n      total\n      list {\n        ...OpsOrderFields\n      }\n    }\n    operationsStatusCounts {\n      status\n      count\n    }\n  }\n": types.OperationsOrdersDocument,
    "\n  query OperationsOrder($id: ID!) {\n    order(id: $id) {\n      ...OpsOrderFields\n      referral {\n        source\n        reason\n        gpConsent\n        gp {\n          name\n          odsCode\n        }\n      }\n      productFacts {\n        recordingHours\n        postDays\n        replacementFeePence\n      }\n      auditLog {\n        id\n        at\n        actorType\n        action\n        fromStatus\n        toStatus\n        before\n        after\n        note\n      }\n    }\n  }\n": types.OperationsOrderDocument,
    "\n  mutation OpsDispatch($id: ID!, $trackingNumber: String!, $deviceSerial: String) {\n    dispatchOrder(id: $id, trackingNumber: $trackingNumber, deviceSerial: $deviceSerial) {\n      ...OpsOrderFields\n    }\n  }\n": types.OpsDispatchDocument,
    "\n  mutation OpsDelivered($id: ID!, $deliveredOn: String) {\n    markOrderDelivered(id: $id, deliveredOn: $deliveredOn) {\n      ...OpsOrderFields\n    }\n  }\n": types.OpsDeliveredDocument,
    "\n  mutation OpsReceived($id: ID!, $deviceSerial: String, $overrideReason: String) {\n    markOrderReceived(id: $id, deviceSerial: $deviceSerial, overrideReason: $overrideReason) {\n      ...OpsOrderFields\n    }\n  }\n": types.OpsReceivedDocument,
    "\n  mutation OpsNotReturned($id: ID!) {\n    flagOrderNotReturned(id: $id) {\n      ...OpsOrderFields\n    }\n  }\n": types.OpsNotReturnedDocument,
    "\n  mutation OpsCancel($id: ID!) {\n    operationsCancelOrder(id: $id) {\n      ...OpsOrderFields\n    }\n  }\n": types.OpsCancelDocument,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    productId\n    productName\n    quantity\n    unitPricePence\n    taxRate\n    subtotalPence\n    taxPence\n    totalPence\n    deliveryAddress {\n      recipientName\n      address\n      city\n      postalCode\n      country\n    }\n    paymentError\n    trackingNumber\n    createdAt\n    termsVersion\n    termsAcceptedAt\n    paidAt\n    dispatchedAt\n    deliveredAt\n    returnedAt\n    receivedAt\n    analysingAt\n    resultsReadyAt\n    cardiacReportReadyAt\n    cancelledAt\n    refundedAt\n    returnDueAt\n    overdue\n    notReturnedAt\n    replacementFeePence\n    replacementChargedAt\n    canEdit\n    canPay\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query OrderById($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      productFacts {\n        recordingHours\n        minRecordingHours\n        returnWindowDays\n        replacementFeePence\n      }\n      referral {\n        ...ReferralFields\n      }\n    }\n  }\n": types.OrderByIdDocument,
    "\n  fragment ReferralFields on OrderReferral {\n    source\n    reason\n    gp {\n      name\n      address\n      postcode\n      odsCode\n    }\n    gpConsent\n    canEdit\n  }\n": types.ReferralFieldsFragmentDoc,
    "\n  mutation UpdateOrderReferral($id: ID!, $referral: ReferralInput!) {\n    updateOrderReferral(id: $id, referral: $referral) {\n      id\n      referral {\n        ...ReferralFields\n      }\n    }\n  }\n": types.UpdateOrderReferralDocument,
    "\n  query MyOrders($input: OrderListInput) {\n    myOrders(input: $input) {\n      total\n      list {\n        ...OrderFields\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query OrderQuote($productId: ID) {\n    orderQuote(productId: $productId) {\n      productId\n      productName\n      quantity\n      unitPricePence\n      taxRate\n      subtotalPence\n      taxPence\n      totalPence\n      replacementFeePence\n      returnDueDays\n      recordingHours\n      minRecordingHours\n    }\n  }\n": types.OrderQuoteDocument,
    "\n  query OrderProfileAddress {\n    me {\n      id\n      firstName\n      lastName\n      dialCode\n      phoneNumber\n      address\n      city\n      postalCode\n      country\n    }\n  }\n": types.OrderProfileAddressDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n": types.CreateOrderDocument,
    "\n  mutation UpdateOrderAddress($id: ID!, $deliveryAddress: DeliveryAddressInput!) {\n    updateOrderAddress(id: $id, deliveryAddress: $deliveryAddress) {\n      ...OrderFields\n    }\n  }\n": types.UpdateOrderAddressDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      ...OrderFields\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation MarkOrderPostedBack($id: ID!) {\n    markOrderPostedBack(id: $id) {\n      ...OrderFields\n    }\n  }\n": types.MarkOrderPostedBackDocument,
    "\n  mutation SaveCheckoutAddress($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      errors {\n        field\n        message\n      }\n      user {\n        id\n        address\n        city\n        postalCode\n        country\n      }\n    }\n  }\n": types.SaveCheckoutAddressDocument,
    "\n  query SettingsMe {\n    me {\n      id\n      email\n      firstName\n      lastName\n      dialCode\n      phoneNumber\n      address\n      city\n      postalCode\n      country\n      avatarUrl\n    }\n  }\n": types.SettingsMeDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      errors {\n        field\n        message\n      }\n      user {\n        id\n        email\n        firstName\n        lastName\n        dialCode\n        phoneNumber\n        address\n        city\n        postalCode\n        country\n        avatarUrl\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UserSignedIn {\n    userSignedIn {\n      errors {\n        __typename\n        ... on NotAuthenticatedError {\n          message\n        }\n      }\n      user {\n        id\n        firstName\n        lastName\n        email\n        phoneNumber\n        address\n        city\n        postalCode\n        country\n        roles\n        avatarUrl\n      }\n    }\n  }\n": types.UserSignedInDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailConfirmationStatus {\n    emailConfirmation {\n      confirmed\n      email\n    }\n  }\n"): (typeof documents)["\n  query EmailConfirmationStatus {\n    emailConfirmation {\n      confirmed\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailConfirmation {\n    sendEmailConfirmation {\n      result\n    }\n  }\n"): (typeof documents)["\n  mutation SendEmailConfirmation {\n    sendEmailConfirmation {\n      result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCurrentOrder {\n    currentOrder {\n      id\n      number\n      status\n      trackingNumber\n      returnDueAt\n      overdue\n      canPay\n      productFacts {\n        recordingHours\n        minRecordingHours\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeCurrentOrder {\n    currentOrder {\n      id\n      number\n      status\n      trackingNumber\n      returnDueAt\n      overdue\n      canPay\n      productFacts {\n        recordingHours\n        minRecordingHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMe {\n    me {\n      id\n      firstName\n      address\n      city\n      postalCode\n      country\n    }\n  }\n"): (typeof documents)["\n  query HomeMe {\n    me {\n      id\n      firstName\n      address\n      city\n      postalCode\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OpsOrderFields on Order {\n    id\n    number\n    status\n    totalPence\n    createdAt\n    paidAt\n    dispatchedAt\n    deliveredAt\n    receivedAt\n    trackingNumber\n    deviceSerial\n    returnedDeviceSerial\n    returnDueAt\n    overdue\n    notReturnedAt\n    replacementFeePence\n    replacementChargedAt\n    replacementChargeError\n    canEdit\n    customer {\n      id\n      firstName\n      lastName\n      email\n    }\n    deliveryAddress {\n      recipientName\n      address\n      city\n      postalCode\n    }\n  }\n"): (typeof documents)["\n  fragment OpsOrderFields on Order {\n    id\n    number\n    status\n    totalPence\n    createdAt\n    paidAt\n    dispatchedAt\n    deliveredAt\n    receivedAt\n    trackingNumber\n    deviceSerial\n    returnedDeviceSerial\n    returnDueAt\n    overdue\n    notReturnedAt\n    replacementFeePence\n    replacementChargedAt\n    replacementChargeError\n    canEdit\n    customer {\n      id\n      firstName\n      lastName\n      email\n    }\n    deliveryAddress {\n      recipientName\n      address\n      city\n      postalCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperationsOrders($input: OrderListInput, $overdueOnly: Boolean) {\n    operationsOrders(input: $input, overdueOnly: $overdueOnly) {\n      total\n      list {\n        ...OpsOrderFields\n      }\n    }\n    operationsStatusCounts {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  query OperationsOrders($input: OrderListInput, $overdueOnly: Boolean) {\n    operationsOrders(input: $input, overdueOnly: $overdueOnly) {\n      total\n      list {\n        ...OpsOrderFields\n      }\n    }\n    operationsStatusCounts {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperationsOrder($id: ID!) {\n    order(id: $id) {\n      ...OpsOrderFields\n      referral {\n        source\n        reason\n        gpConsent\n        gp {\n          name\n          odsCode\n        }\n      }\n      productFacts {\n        recordingHours\n        postDays\n        replacementFeePence\n      }\n      auditLog {\n        id\n        at\n        actorType\n        action\n        fromStatus\n        toStatus\n        before\n        after\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query OperationsOrder($id: ID!) {\n    order(id: $id) {\n      ...OpsOrderFields\n      referral {\n        source\n        reason\n        gpConsent\n        gp {\n          name\n          odsCode\n        }\n      }\n      productFacts {\n        recordingHours\n        postDays\n        replacementFeePence\n      }\n      auditLog {\n        id\n        at\n        actorType\n        action\n        fromStatus\n        toStatus\n        before\n        after\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsDispatch($id: ID!, $trackingNumber: String!, $deviceSerial: String) {\n    dispatchOrder(id: $id, trackingNumber: $trackingNumber, deviceSerial: $deviceSerial) {\n      ...OpsOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpsDispatch($id: ID!, $trackingNumber: String!, $deviceSerial: String) {\n    dispatchOrder(id: $id, trackingNumber: $trackingNumber, deviceSerial: $deviceSerial) {\n      ...OpsOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsDelivered($id: ID!, $deliveredOn: String) {\n    markOrderDelivered(id: $id, deliveredOn: $deliveredOn) {\n      ...OpsOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpsDelivered($id: ID!, $deliveredOn: String) {\n    markOrderDelivered(id: $id, deliveredOn: $deliveredOn) {\n      ...OpsOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsReceived($id: ID!, $deviceSerial: String, $overrideReason: String) {\n    markOrderReceived(id: $id, deviceSerial: $deviceSerial, overrideReason: $overrideReason) {\n      ...OpsOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpsReceived($id: ID!, $deviceSerial: String, $overrideReason: String) {\n    markOrderReceived(id: $id, deviceSerial: $deviceSerial, overrideReason: $overrideReason) {\n      ...OpsOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsNotReturned($id: ID!) {\n    flagOrderNotReturned(id: $id) {\n      ...OpsOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpsNotReturned($id: ID!) {\n    flagOrderNotReturned(id: $id) {\n      ...OpsOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsCancel($id: ID!) {\n    operationsCancelOrder(id: $id) {\n      ...OpsOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpsCancel($id: ID!) {\n    operationsCancelOrder(id: $id) {\n      ...OpsOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    productId\n    productName\n    quantity\n    unitPricePence\n    taxRate\n    subtotalPence\n    taxPence\n    totalPence\n    deliveryAddress {\n      recipientName\n      address\n      city\n      postalCode\n      country\n    }\n    paymentError\n    trackingNumber\n    createdAt\n    termsVersion\n    termsAcceptedAt\n    paidAt\n    dispatchedAt\n    deliveredAt\n    returnedAt\n    receivedAt\n    analysingAt\n    resultsReadyAt\n    cardiacReportReadyAt\n    cancelledAt\n    refundedAt\n    returnDueAt\n    overdue\n    notReturnedAt\n    replacementFeePence\n    replacementChargedAt\n    canEdit\n    canPay\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    productId\n    productName\n    quantity\n    unitPricePence\n    taxRate\n    subtotalPence\n    taxPence\n    totalPence\n    deliveryAddress {\n      recipientName\n      address\n      city\n      postalCode\n      country\n    }\n    paymentError\n    trackingNumber\n    createdAt\n    termsVersion\n    termsAcceptedAt\n    paidAt\n    dispatchedAt\n    deliveredAt\n    returnedAt\n    receivedAt\n    analysingAt\n    resultsReadyAt\n    cardiacReportReadyAt\n    cancelledAt\n    refundedAt\n    returnDueAt\n    overdue\n    notReturnedAt\n    replacementFeePence\n    replacementChargedAt\n    canEdit\n    canPay\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderById($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      productFacts {\n        recordingHours\n        minRecordingHours\n        returnWindowDays\n        replacementFeePence\n      }\n      referral {\n        ...ReferralFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderById($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n      productFacts {\n        recordingHours\n        minRecordingHours\n        returnWindowDays\n        replacementFeePence\n      }\n      referral {\n        ...ReferralFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralFields on OrderReferral {\n    source\n    reason\n    gp {\n      name\n      address\n      postcode\n      odsCode\n    }\n    gpConsent\n    canEdit\n  }\n"): (typeof documents)["\n  fragment ReferralFields on OrderReferral {\n    source\n    reason\n    gp {\n      name\n      address\n      postcode\n      odsCode\n    }\n    gpConsent\n    canEdit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderReferral($id: ID!, $referral: ReferralInput!) {\n    updateOrderReferral(id: $id, referral: $referral) {\n      id\n      referral {\n        ...ReferralFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderReferral($id: ID!, $referral: ReferralInput!) {\n    updateOrderReferral(id: $id, referral: $referral) {\n      id\n      referral {\n        ...ReferralFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($input: OrderListInput) {\n    myOrders(input: $input) {\n      total\n      list {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($input: OrderListInput) {\n    myOrders(input: $input) {\n      total\n      list {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderQuote($productId: ID) {\n    orderQuote(productId: $productId) {\n      productId\n      productName\n      quantity\n      unitPricePence\n      taxRate\n      subtotalPence\n      taxPence\n      totalPence\n      replacementFeePence\n      returnDueDays\n      recordingHours\n      minRecordingHours\n    }\n  }\n"): (typeof documents)["\n  query OrderQuote($productId: ID) {\n    orderQuote(productId: $productId) {\n      productId\n      productName\n      quantity\n      unitPricePence\n      taxRate\n      subtotalPence\n      taxPence\n      totalPence\n      replacementFeePence\n      returnDueDays\n      recordingHours\n      minRecordingHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderProfileAddress {\n    me {\n      id\n      firstName\n      lastName\n      dialCode\n      phoneNumber\n      address\n      city\n      postalCode\n      country\n    }\n  }\n"): (typeof documents)["\n  query OrderProfileAddress {\n    me {\n      id\n      firstName\n      lastName\n      dialCode\n      phoneNumber\n      address\n      city\n      postalCode\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderAddress($id: ID!, $deliveryAddress: DeliveryAddressInput!) {\n    updateOrderAddress(id: $id, deliveryAddress: $deliveryAddress) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderAddress($id: ID!, $deliveryAddress: DeliveryAddressInput!) {\n    updateOrderAddress(id: $id, deliveryAddress: $deliveryAddress) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderPostedBack($id: ID!) {\n    markOrderPostedBack(id: $id) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderPostedBack($id: ID!) {\n    markOrderPostedBack(id: $id) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCheckoutAddress($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      errors {\n        field\n        message\n      }\n      user {\n        id\n        address\n        city\n        postalCode\n        country\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCheckoutAddress($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      errors {\n        field\n        message\n      }\n      user {\n        id\n        address\n        city\n        postalCode\n        country\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsMe {\n    me {\n      id\n      email\n      firstName\n      lastName\n      dialCode\n      phoneNumber\n      address\n      city\n      postalCode\n      country\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  query SettingsMe {\n    me {\n      id\n      email\n      firstName\n      lastName\n      dialCode\n      phoneNumber\n      address\n      city\n      postalCode\n      country\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      errors {\n        field\n        message\n      }\n      user {\n        id\n        email\n        firstName\n        lastName\n        dialCode\n        phoneNumber\n        address\n        city\n        postalCode\n        country\n        avatarUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      errors {\n        field\n        message\n      }\n      user {\n        id\n        email\n        firstName\n        lastName\n        dialCode\n        phoneNumber\n        address\n        city\n        postalCode\n        country\n        avatarUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserSignedIn {\n    userSignedIn {\n      errors {\n        __typename\n        ... on NotAuthenticatedError {\n          message\n        }\n      }\n      user {\n        id\n        firstName\n        lastName\n        email\n        phoneNumber\n        address\n        city\n        postalCode\n        country\n        roles\n        avatarUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UserSignedIn {\n    userSignedIn {\n      errors {\n        __typename\n        ... on NotAuthenticatedError {\n          message\n        }\n      }\n      user {\n        id\n        firstName\n        lastName\n        email\n        phoneNumber\n        address\n        city\n        postalCode\n        country\n        roles\n        avatarUrl\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;