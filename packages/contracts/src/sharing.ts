import { z } from 'zod';
import { listOf, requestBody } from './common.ts';
import { reportView } from './reviews.ts';
import { resultsView, urgentNotice } from './results.ts';
import { orderReferral } from './referral.ts';

export const DEFAULT_SHARE_DAYS = 7;
export const MAX_SHARE_DAYS = 30;
export const SHARE_REPORTS = ['results', 'cardiac'] as const;
export type ShareReport = (typeof SHARE_REPORTS)[number];

/** Body of POST /api/shares. */
export const shareInput = requestBody({
  orderId: z.uuid({ error: "give the order's id." }),
  report: z.enum(SHARE_REPORTS, {
    error: `choose the report to share: ${SHARE_REPORTS.join(' or ')}.`,
  }),
  days: z
    .number({
      error: `give the days the link works, a whole number from 1 to ${MAX_SHARE_DAYS}.`,
    })
    .int(`give the days the link works, a whole number from 1 to ${MAX_SHARE_DAYS}.`)
    .min(1, `give the days the link works, a whole number from 1 to ${MAX_SHARE_DAYS}.`)
    .max(
      MAX_SHARE_DAYS,
      `a link works for at most ${MAX_SHARE_DAYS} days; ask for a new one after that.`,
    )
    .default(DEFAULT_SHARE_DAYS),
});
export type ShareInput = z.input<typeof shareInput>;

/** Answer of POST /api/shares (201): the capability URL is shown once. */
export const shareCreated = z.object({
  id: z.string(),
  url: z.string(),
  token: z.string(),
  report: z.enum(SHARE_REPORTS),
  expiresAt: z.string(),
});
export type ShareCreated = z.infer<typeof shareCreated>;

/** A link in GET /api/shares. */
export const shareLink = z.object({
  id: z.string(),
  orderId: z.string(),
  report: z.enum(SHARE_REPORTS),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  active: z.boolean(),
  views: z.number(),
  lastViewedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLink>;
export const shareLinkList = listOf(shareLink);
export type ShareLinkList = z.infer<typeof shareLinkList>;

/** GET /api/shared/{token}: the one report the link opens. */
export const sharedReport = z.discriminatedUnion('report', [
  z.object({
    report: z.literal('results'),
    patientName: z.string(),
    expiresAt: z.string(),
    results: resultsView.extend({
      charts: z.object({ hrPerMinute: z.array(z.number().nullable()) }),
    }),
    /** The cardiologist's urgent flag: a GP must see it (issue 21). */
    urgent: urgentNotice.optional(),
    /** Why the check was ordered and the GP practice (issue 21). */
    referral: orderReferral.optional(),
  }),
  z.object({
    report: z.literal('cardiac'),
    patientName: z.string(),
    expiresAt: z.string(),
    cardiacReport: reportView,
    urgent: urgentNotice.optional(),
    referral: orderReferral.optional(),
  }),
]);
export type SharedReport = z.infer<typeof sharedReport>;
