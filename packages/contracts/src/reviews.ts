import { z } from 'zod';
import { listOf, requestBody } from './common.ts';
import { diaryView } from './diary.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { PATIENT_SEXES } from './patient-sex.ts';
import { recorderEvents } from './recorder-events.ts';
import { orderReferral } from './referral.ts';
import { eventView, resultsDetail, summaryFigure, urgentNotice } from './results.ts';
import { URGENT_REASONS } from './urgent-reasons.ts';

/** Longest findings or conclusion a cardiologist may write. */
export const MAX_REPORT_TEXT = 20_000;

/**
 * The cardiologist's verdict on one engine event: counted as found, or artefact (noise the
 * engine misread), which the report's key numbers leave out.
 */
export const EPISODE_VERDICTS = ['counted', 'artefact'] as const;

/** Most events a report prints with their ECG strip. */
export const MAX_KEY_EVENTS = 12;

/** One edited event: `key` is the event's id in the review ("<kind>-<startSample>"). */
export const episodeEdit = z.object({
  key: z
    .string()
    .max(64)
    .regex(/^[a-z-]+-\d+$/, 'Choose an event of this recording.'),
  verdict: z.enum(EPISODE_VERDICTS),
  /** Printed in the cardiac report with its ECG strip. */
  inReport: z.boolean(),
});
export type EpisodeEdit = z.infer<typeof episodeEdit>;

/** Body of PUT /api/reviews/{orderId}/draft and POST /api/reviews/{orderId}/sign. */
export const reportInput = requestBody({
  findings: z.string().max(MAX_REPORT_TEXT),
  conclusion: z.string().max(MAX_REPORT_TEXT),
  amendmentReason: z.string().max(2000).optional(),
  /**
   * An urgent finding: creates the call task and tells the customer to act now. The reason is
   * never assumed: it must be chosen ("other" needs a note). On an amendment, an object sets or
   * corrects the flag, null clears it (the call task is closed with a note), absent keeps it.
   */
  urgent: z
    .object({
      reason: z.enum(URGENT_REASONS, {
        error: 'Choose the reason for the urgent flag, or "Other" and say what it is.',
      }),
      note: z.string().max(500, 'Keep the urgent note to 500 characters.').optional(),
    })
    .nullable()
    .optional(),
  /** Every edited event (the whole set; events not listed are counted and not in the report). */
  episodes: z.array(episodeEdit).max(2000).optional(),
  /**
   * Take over the draft another cardiologist started: without it, their draft is refused (409)
   * rather than overwritten or signed unseen; with it, the draft becomes the caller's and the
   * order's audit trail records who took it from whom.
   */
  takeOver: z.boolean().optional(),
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
  /** The key numbers, without the events the cardiologist called artefact. */
  summary: z.array(summaryFigure),
  /** Events the cardiologist chose to show with their ECG strip. */
  keyEvents: z.array(eventView),
  /** The recording the strips come from: its start (recorder clock, UK) and length. */
  recording: z.object({
    startTime: z.string().nullable(),
    durationS: z.number(),
    /** The recording's stored format: a beat-times format (isBeatTimesFormat) has no ECG. */
    format: z.string().optional(),
  }),
  /** How many events the cardiologist called artefact (left out of the key numbers). */
  artefacts: z.number(),
  diary: z.array(diaryView),
  /** The events the recorder wrote into the file (EDF+ annotations); null for other formats. */
  recorderEvents: recorderEvents.nullable().optional(),
  /** One plain-English line of the findings, as counted after the cardiologist's edits. */
  headline: z.string().optional(),
  /** The urgent flag the GP must see (share page). */
  urgent: urgentNotice.optional(),
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
    sex: z.enum(PATIENT_SEXES).nullable(),
    nhsNumber: z.string().nullable(),
    /** Why the check was ordered and the GP practice (issue 21). */
    referral: orderReferral.optional(),
  }),
  diary: z.array(diaryView),
  /**
   * The events the recorder wrote into the file (EDF+ annotations: event button, lead off), from
   * the recording's start; null for formats without them. Optional: answered since issue 24.
   */
  recorderEvents: recorderEvents.nullable().optional(),
  draft: z
    .object({
      findings: z.string(),
      conclusion: z.string(),
      amendmentReason: z.string().nullable(),
      version: z.number(),
      /** Who is writing it ("Dr …"), when they last saved it, and whether it is the caller. */
      author: z.string(),
      savedAt: z.string(),
      mine: z.boolean(),
    })
    .nullable(),
  /** The edits of the draft, else of the latest signed version (an amendment starts from them). */
  episodes: z.array(episodeEdit),
  signed: reportView.nullable(),
  versions: z.array(reportVersion),
  urgent: urgentNotice,
  /**
   * When the date of birth or NHS number was corrected after signing: the signed report shows the
   * old details until a corrected version is signed (which clears it).
   */
  correctionPendingAt: z.string().nullable().optional(),
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
