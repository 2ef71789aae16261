/**
 * Every action the API records in an order's audit log. The API types its order entries with
 * this list, so an action it has not listed fails the type check; the staff screen names each
 * one in words (operations `audit.actions.*`), checked against this list by its test. The spec
 * does not show an audit log; the codes are stored as they are, so old entries keep their code.
 * No dependencies: the web app imports it at run time without zod.
 */
/** The order state machine's named moves (apps/api modules/orders/state-machine.ts). */
export const ORDER_TRANSITION_ACTIONS = [
  'pay',
  'dispatch',
  'deliver',
  'customerReturn',
  'receive',
  'startAnalysis',
  'resultsReady',
  'cardiacReportReady',
  'cancel',
  'refund',
] as const;

export const ORDER_AUDIT_ACTIONS = [
  ...ORDER_TRANSITION_ACTIONS,
  // Ordering and payment.
  'create',
  'change_address',
  'change_referral',
  'create_free_repeat',
  'correct_identity',
  'start_checkout',
  'checkout_expired',
  'payment_failed',
  'payment_event_mismatch',
  'refund_after_cancel',
  // A recorder not returned.
  'flag_not_returned',
  'charge_replacement_fee',
  'replacement_fee_failed',
  'replacement_fee_confirmed',
  // The recording and its analysis.
  'upload_recording',
  'retry_analysis',
  'correct_start_time',
  'correct_beat_rate',
  'short_recording_repeat',
  'short_recording_release',
  // The cardiologist's report and urgent findings.
  'report_taken_over',
  'sign_cardiac_report',
  'amend_cardiac_report',
  'flag_urgent_finding',
  'correct_urgent_finding',
  'clear_urgent_finding',
  'urgent_call',
  'urgent_gp_informed',
] as const;
export type OrderAuditAction = (typeof ORDER_AUDIT_ACTIONS)[number];
