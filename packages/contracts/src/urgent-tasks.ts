/**
 * The operations call task of an urgent finding, shared by the API and the web app (no runtime
 * dependencies besides these arrays).
 *
 * States, in the order a task moves through them:
 * - `open`: call the customer (due 5pm UK the same day, or the next staffed start out of hours).
 * - `retry`: two calls failed; one more attempt is scheduled (two staffed hours on).
 * - `written`: the retry failed too; the customer was emailed the advice and asked to call us;
 *   operations now tell the customer's GP if the customer gave their GP's details.
 * - `gp_informed`: staff recorded how they told the GP (closed: everything reasonable was done).
 * - `done`: a call reached the customer (closed).
 * - `cleared`: an amendment removed the urgent flag (closed).
 */
export const URGENT_TASK_STATUSES = [
  'open',
  'retry',
  'written',
  'gp_informed',
  'done',
  'cleared',
] as const;
export type UrgentTaskStatus = (typeof URGENT_TASK_STATUSES)[number];

/** States in which the task still needs someone to act. */
export const URGENT_TASK_ACTIVE: readonly UrgentTaskStatus[] = ['open', 'retry', 'written'];

/** Outcomes of a call; only "reached" completes the task, the others count as failed attempts. */
export const CALL_OUTCOMES = ['reached', 'no_answer', 'left_message', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Failed calls after which a retry is scheduled instead of calling again at once. */
export const FAILED_CALLS_BEFORE_RETRY = 2;

/** What happened to a task, with who and when (its visible history). */
export const URGENT_STEP_KINDS = [
  'flagged',
  'emailed_no_phone',
  'emailed_out_of_hours',
  'retry_scheduled',
  'customer_emailed',
  'gp_informed',
  'reason_corrected',
  'cleared',
  'reached',
] as const;
export type UrgentStepKind = (typeof URGENT_STEP_KINDS)[number];

export interface UrgentStep {
  at: string;
  kind: UrgentStepKind;
  /** Who did it; "HeartCheck" for what the service did by itself. */
  byName: string;
  note: string;
}
