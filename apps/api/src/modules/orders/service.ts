/**
 * The order services: the public surface of this module for other modules (the results pipeline
 * moves orders with changeOrderStatus / startOrderAnalysis / markOrderResultsReady /
 * markOrderCardiacReportReady; ORDER_STATUSES lists every status).
 */
export {
  ORDER_STATUSES,
  IllegalTransitionError,
  type OrderStatus,
  type OrderAction,
} from './state-machine.ts';
export * from './types.ts';
export * from './queries.ts';
export * from './create.ts';
export * from './transitions.ts';
export * from './cancel.ts';
export * from './checkout.ts';
export * from './not-returned.ts';
export * from './notifications.ts';
