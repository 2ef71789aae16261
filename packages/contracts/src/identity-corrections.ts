import { z } from 'zod';

/**
 * Corrections of an order's identity details (issue 21): PATCH /api/orders/{id}/identity and
 * GET /api/orders/{id}/identity-corrections.
 */
export const CORRECTABLE_FIELDS = ['dateOfBirth', 'nhsNumber', 'phone'] as const;

/** One correction, from the audit log: who (actor type), when, before → after and why. */
export const identityCorrection = z.object({
  at: z.string(),
  byType: z.string(),
  changes: z.array(
    z.object({
      field: z.enum(CORRECTABLE_FIELDS),
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  ),
  reason: z.string(),
  /** A detail printed on a signed report changed: a corrected version must be signed. */
  reissueNeeded: z.boolean(),
});
export type IdentityCorrectionView = z.infer<typeof identityCorrection>;

/** The answer of a correction. */
export const identityCorrected = z.object({
  correction: identityCorrection,
  correctionPending: z.boolean(),
});

/** The order's current details, what the caller may correct, and the corrections so far. */
export const identityCorrections = z.object({
  current: z.object({
    dateOfBirth: z.string().nullable(),
    nhsNumber: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** Staff correct everything, the customer the phone. */
  fields: z.array(z.enum(CORRECTABLE_FIELDS)),
  list: z.array(identityCorrection),
  correctionPending: z.boolean(),
});
