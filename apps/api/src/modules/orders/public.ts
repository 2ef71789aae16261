/**
 * The orders module's public surface: the only file other modules (and the composition root)
 * import. The REST and GraphQL adapters (routes.ts, graphql.ts) are mounted by src/http and
 * src/graphql, not imported by modules.
 */
export { orders, type OrderRow } from './schema.ts';
export {
  ORDER_STATUSES,
  returnDueDate,
  type OrderStatus,
  type OrderAction,
} from './state-machine.ts';
export {
  OrderNotFoundError,
  OrderRuleError,
  PaymentProviderError,
  type OrderCreateDeps,
  type OrderDeps,
  type Viewer,
} from './types.ts';
export {
  countOrdersByStatus,
  findOrderForViewer,
  listOrdersForOperations,
  type OrderListOptions,
} from './queries.ts';
export { createOrderListReader, type OrderListReader } from './list-reader.ts';
export { listOptions } from './list-options.ts';
export { createOrder } from './create.ts';
export { orderProductFacts } from './product.ts';
export {
  applyTransition,
  dispatchOrder,
  lockOrder,
  markOrderDelivered,
  markOrderPostedBack,
  markOrderReceived,
} from './transitions.ts';
export { cancelOrder } from './cancel.ts';
export { startCheckout } from './checkout.ts';
export { flagOrderNotReturned } from './not-returned.ts';
export {
  deliverNotice,
  notify,
  queueMail,
  queueNotice,
  queueReplacement,
  type Letter,
} from './notifications.ts';
export { processPaymentEvent } from './payment-events.ts';
export { parseDeliveredOn } from './delivery-day.ts';
export { orderViewer } from './viewer.ts';
export { guarded, type OrdersContext } from './context.ts';
export { toOrder } from './order-object.ts';
export { clearCorrectionPending, markCorrectionPending } from './corrections.ts';
export { referralOf } from './referral.ts';
export {
  checkSerial,
  expectedSerial,
  MIN_OVERRIDE_REASON,
  normaliseSerial,
  parseDeviceSerial,
} from './device-serial.ts';
export { createFreeRepeatOrder } from './repeat.ts';
