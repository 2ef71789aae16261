import type { PendingResults, PendingStage } from '@heartcheck/contracts/results';
import type { OrderRow, OrderStatus } from '../orders/public.ts';

/**
 * Release after review: a customer sees their results (screen, PDFs, share links, FHIR export)
 * only once a cardiologist has signed the report, which moves the order to
 * cardiac_report_ready. Until then staff see the automated analysis and the customer sees where
 * the recording is and when to expect the report. The Terms ("Your results") and the help
 * article "Accessing your results" promise the same.
 */
export const RELEASED_STATUSES = ['cardiac_report_ready'] as const;

export function isReleased(status: string): boolean {
  return (RELEASED_STATUSES as readonly string[]).includes(status);
}

/**
 * Working days from the device reaching us to the signed report that we tell the customer to
 * expect. Our choice: analysis takes minutes, the cardiologist's review is booked within 5 UK
 * working days (Monday to Friday; bank holidays are not counted out, so the date errs early by
 * a day at most around them). The Terms and the help article state the same figure.
 */
export const REVIEW_WORKING_DAYS = 5;

/** Where a not-yet-released recording is, as the customer is told. */
const STAGE_OF: Partial<Record<OrderStatus, PendingStage>> = {
  received: 'received',
  analysing: 'analysing',
  results_ready: 'with_cardiologist',
};

/** Statuses in which a recording is with us but not yet released. */
export const PENDING_STATUSES = Object.keys(STAGE_OF) as OrderStatus[];

/** The UK calendar day ("YYYY-MM-DD") of an instant. */
export function ukDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` plus `count` working days (Monday to Friday), as "YYYY-MM-DD". */
export function addWorkingDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * `held`: a short recording waiting for operations to decide; it stays "with us" (whatever the
 * signature) and no release date is promised.
 */
export function pendingView(order: OrderRow, held = false): PendingResults {
  const receivedOn = order.receivedAt ? ukDay(order.receivedAt) : null;
  return {
    orderId: order.id,
    orderNumber: order.number,
    status: order.status,
    stage: held ? 'with_cardiologist' : (STAGE_OF[order.status] ?? 'received'),
    receivedOn,
    expectedBy: receivedOn && !held ? addWorkingDays(receivedOn, REVIEW_WORKING_DAYS) : null,
    workingDays: REVIEW_WORKING_DAYS,
    ...(held ? { shortRecording: true } : {}),
  };
}
