import { z } from 'zod';
import { listOf } from './common.ts';
import { diaryView } from './diary.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { resultsDetail, summaryFigure, urgentNotice } from './results.ts';
import { URGENT_REASONS } from './urgent-reasons.ts';

/** Longest findings or conclusion a cardiologist may write. */
export const MAX_REPORT_TEXT = 20_000;

/** Body of PUT /api/reviews/{orderId}/draft and POST /api/reviews/{orderId}/sign. */
export const reportInput = z.object({
  findings: z.string().max(MAX_REPORT_TEXT),
  conclusion: z.string().max(MAX_REPORT_TEXT),
  amendmentReason: z.string().max(2000).optional(),
  /** An urgent finding: creates a same-day call task and tells the customer to act now. */
  urgent: z
    .object({ reason: z.enum(URGENT_REASONS), note: z.string().max(500).optional() })
    .optional(),
});
export type ReportInput = z.infer<typeof reportInput>;
export type UrgentFlag = NonNullable<ReportInput['urgent']>;

/** An order in the cardiologist's queue (GET /api/reviews). */
export const reviewQueueItem = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  resultsReadyAt: z.string().nullable(),
  signedVersion: z.number().nullable(),
  draft: z.boolean(),
  meanHr: z.string(),
  events: z.number(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;
export const reviewQueue = listOf(reviewQueueItem);
export type ReviewQueue = z.infer<typeof reviewQueue>;

/** A signed (or draft) cardiac report as the customer, the GP and the PDF see it. */
export const reportView = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  version: z.number(),
  status: z.string(),
  findings: z.string(),
  conclusion: z.string(),
  amendmentReason: z.string().nullable(),
  cardiologistName: z.string(),
  cardiologistRole: z.string(),
  cardiologistGmc: z.string(),
  signedAt: z.string().nullable(),
  summary: z.array(summaryFigure),
  diary: z.array(diaryView),
});
export type ReportView = z.infer<typeof reportView>;

export const reportVersion = z.object({
  id: z.string(),
  version: z.number(),
  signedAt: z.string().nullable(),
  cardiologistName: z.string(),
  amendmentReason: z.string().nullable(),
});
export type ReportVersion = z.infer<typeof reportVersion>;

/** GET /api/reviews/{orderId}: everything the cardiologist reviews. */
export const review = z.object({
  results: resultsDetail,
  /** Who the recording belongs to, as the report identifies them. */
  patient: z.object({
    name: z.string(),
    dateOfBirth: z.string().nullable(),
    age: z.number().nullable(),
    nhsNumber: z.string().nullable(),
  }),
  diary: z.array(diaryView),
  draft: z
    .object({
      findings: z.string(),
      conclusion: z.string(),
      amendmentReason: z.string().nullable(),
      version: z.number(),
    })
    .nullable(),
  signed: reportView.nullable(),
  versions: z.array(reportVersion),
  urgent: urgentNotice,
});
export type Review = z.infer<typeof review>;

/** Answer of PUT /api/reviews/{orderId}/draft. */
export const draftSaved = z.object({
  version: z.number(),
  status: z.string(),
  updatedAt: z.string(),
});
export type DraftSaved = z.infer<typeof draftSaved>;

/** Answer of POST /api/reviews/{orderId}/sign. */
export const reportSigned = z.object({
  id: z.string(),
  version: z.number(),
  signedAt: z.string().optional(),
  orderStatus: z.enum(ORDER_STATUSES),
});
export type ReportSigned = z.infer<typeof reportSigned>;

/** GET /api/cardiac-reports: the customer's latest signed report per order, with its history. */
export const cardiacReport = reportView.extend({
  versions: z.array(reportVersion),
  urgent: urgentNotice,
});
export type CardiacReport = z.infer<typeof cardiacReport>;
export const cardiacReportList = listOf(cardiacReport);
export type CardiacReportList = z.infer<typeof cardiacReportList>;
