import { z } from 'zod';
import { REFERRAL_SOURCES } from './referral-rules.ts';

// The referral's REST shapes; its rules and wording (dependency-free, the web imports them) are
// in referral-rules.ts.

/** The GP practice as the customer gave it. */
export const gpPractice = z.object({
  name: z.string(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  odsCode: z.string().nullable(),
});

/** An order's referral and GP details as every screen and document reads them. */
export const orderReferral = z.object({
  source: z.enum(REFERRAL_SOURCES).nullable(),
  /** The referral reason (gp, clinician) or the symptoms (self). */
  reason: z.string().nullable(),
  gp: gpPractice.nullable(),
  /** The customer agreed that we send their reports to (and contact) this GP practice. */
  gpConsent: z.boolean(),
});
