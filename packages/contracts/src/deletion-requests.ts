import { z } from 'zod';
import { requestBody } from './common.ts';

/**
 * An account deletion request (spec: "handled manually by support on an email request from the
 * account's own address, possibly with an identity check"; issue 25 item 4). requested: waiting
 * for support; identity-checked: support has checked it is the account holder; completed: what
 * may be deleted is deleted; refused: with a reason; withdrawn: by the customer before completion.
 */
export const DELETION_STATUSES = [
  'requested',
  'identity-checked',
  'completed',
  'refused',
  'withdrawn',
] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** Statuses support still has to act on (and the customer may withdraw from). */
export const OPEN_DELETION_STATUSES = ['requested', 'identity-checked'] as const;

/** settings: asked for in the portal; email: support recorded an email from the account's address. */
export const DELETION_CHANNELS = ['email', 'settings'] as const;
export type DeletionChannel = (typeof DELETION_CHANNELS)[number];

/** How support confirmed the request comes from the account holder. */
export const IDENTITY_METHODS = ['reply-from-own-address', 'phone-call-on-file', 'other'] as const;
export type IdentityMethod = (typeof IDENTITY_METHODS)[number];

/** Shortest refusal reason (it is sent to the customer). */
export const MIN_REFUSAL_REASON = 10;

/** Body of POST /api/deletion-requests (the customer, for their own account). */
export const deletionRequestBody = requestBody({
  note: z.string().trim().max(2000).default(''),
});
export type DeletionRequestBody = z.infer<typeof deletionRequestBody>;

/** Body of POST /api/deletion-requests/by-email (admin: a request that came by email). */
export const emailDeletionRequestBody = requestBody({
  email: z.email().max(320),
  note: z.string().trim().max(2000).default(''),
});

/** Body of POST /api/deletion-requests/{id}/identity-check (admin). */
export const identityCheckBody = requestBody({
  method: z.enum(IDENTITY_METHODS),
  notes: z.string().trim().min(1, 'Say what was checked.').max(2000),
});

/** Body of POST /api/deletion-requests/{id}/refuse (admin). */
export const refusalBody = requestBody({
  reason: z
    .string()
    .trim()
    .min(MIN_REFUSAL_REASON, `Give the reason in at least ${MIN_REFUSAL_REASON} characters.`)
    .max(2000),
});

/** One part of the account in the outcome: deleted, or kept with the rule and until when. */
export const erasureOutcomePart = z.object({
  part: z.string(),
  action: z.enum(['deleted', 'kept']),
  reason: z.string(),
  keepUntil: z.string().nullable(),
});
export type ErasureOutcomePart = z.infer<typeof erasureOutcomePart>;

export const deletionRequestView = z.object({
  id: z.string(),
  userId: z.string(),
  /** For support only: the account's email at request time (null in the customer's view). */
  email: z.string().nullable(),
  channel: z.enum(DELETION_CHANNELS),
  status: z.enum(DELETION_STATUSES),
  note: z.string(),
  requestedAt: z.string(),
  /** UK GDPR Art. 12(3): one month from receipt. */
  dueBy: z.string(),
  identityMethod: z.enum(IDENTITY_METHODS).nullable(),
  identityNotes: z.string().nullable(),
  identityCheckedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  outcome: z.array(erasureOutcomePart).nullable(),
});
export type DeletionRequestView = z.infer<typeof deletionRequestView>;
