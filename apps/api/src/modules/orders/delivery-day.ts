import { addDays, isCalendarDay, ukDayOf, ukInstant } from '../../lib/uk-day.ts';
import { OrderRuleError } from './types.ts';

/** The GraphQL argument these rules check, named in their errors. */
export const DELIVERED_ON_FIELD = 'deliveredOn';

/** How far back staff may record a delivery the courier reported late (days). */
export const MAX_DELIVERY_AGE_DAYS = 90;

function refuse(message: string): never {
  throw new OrderRuleError(message, { field: DELIVERED_ON_FIELD });
}

/** Checks the form of a typed delivery day (`YYYY-MM-DD`, a real day); undefined when absent. */
export function parseDeliveredOn(value: string | null | undefined): string | undefined {
  // Left out: today. Sent empty (a cleared date field): refused, as staff meant some day.
  if (value === null || value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    refuse('Delivered on: enter the delivery date as YYYY-MM-DD.');
  if (!isCalendarDay(value)) refuse('Delivered on: enter a real delivery date.');
  return value;
}

/**
 * When the device was delivered, from the UK calendar day staff entered (default: today in the
 * UK), checked against the order's own timeline: not after today in the UK, not before the UK
 * day it was dispatched, at most 90 days ago. Today means now; an earlier day means midday UK
 * time that day, but never before the dispatch itself (so the timeline stays in order).
 */
export function deliveredAtFor(
  day: string | undefined,
  order: { dispatchedAt: Date | null },
  now: Date,
): Date {
  const today = ukDayOf(now);
  const chosen = day ?? today;
  if (chosen > today)
    refuse(
      `Delivered on: the delivery date cannot be in the future (today in the UK is ${today}).`,
    );
  if (chosen < addDays(today, -MAX_DELIVERY_AGE_DAYS))
    refuse(
      `Delivered on: the delivery date cannot be more than ${MAX_DELIVERY_AGE_DAYS} days ago.`,
    );
  const dispatchDay = order.dispatchedAt ? ukDayOf(order.dispatchedAt) : undefined;
  if (dispatchDay && chosen < dispatchDay)
    refuse(
      `Delivered on: the delivery date cannot be before the day the order was dispatched (${dispatchDay}).`,
    );
  if (chosen === today) return now;
  const midday = ukInstant(chosen);
  return order.dispatchedAt && order.dispatchedAt > midday ? order.dispatchedAt : midday;
}
