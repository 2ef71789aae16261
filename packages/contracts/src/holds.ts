import { z } from 'zod';
import { requestBody } from './common.ts';

/** held: waiting for staff; released: released with a reason; repeated: a free repeat was sent. */
export const HOLD_STATUSES = ['held', 'released', 'repeated'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** Shortest reason staff may give for a decision (it is shown to the customer on release). */
export const MIN_HOLD_REASON = 10;

/** Body of POST /api/orders/{orderId}/hold/decision (role admin). */
export const holdDecision = requestBody({
  decision: z.enum(['repeat', 'release']),
  reason: z
    .string()
    .trim()
    .min(MIN_HOLD_REASON, `Give the reason in at least ${MIN_HOLD_REASON} characters.`)
    .max(1000),
});
export type HoldDecision = z.infer<typeof holdDecision>;

/** A short recording held for staff (GET /api/orders/{orderId}/hold answers { hold }). */
export const holdView = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(HOLD_STATUSES),
  analysableS: z.number(),
  wornS: z.number(),
  minimumS: z.number(),
  /** "0.3 hours of analysable ECG over 0.3 hours worn" */
  analysable: z.string(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  repeatOrderNumber: z.string().nullable(),
});
export type HoldView = z.infer<typeof holdView>;
