import { z } from 'zod';
import { EVENT_KINDS } from './event-kinds.ts';

/** The six indices the help centre explains, in the order the results screen shows them. */
export const INDEX_IDS = [
  'pns',
  'sns',
  'stress',
  'averageHeartRate',
  'respiratoryRate',
  'rrInterval',
] as const;
export type IndexId = (typeof INDEX_IDS)[number];

/**
 * `byPeriodOnly`: a whole-recording autonomic index (PNS, SNS, Stress) is not compared with its
 * typical range, which comes from 5-minute resting recordings (Nunan et al. 2010); its day and
 * night values are (see `periods`).
 */
export const BANDS = ['below', 'within', 'above', 'unavailable', 'byPeriodOnly'] as const;
export type Band = (typeof BANDS)[number];

/** Set when an index is not shown: the engine's reason code, or null for "no signal". */
const withheldIndex = z.object({ reason: z.string().nullable(), text: z.string() }).nullable();

/** An index's value by day or by night, with why it is not shown when it is not. */
const periodValue = z.object({
  display: z.string(),
  band: z.enum(BANDS),
  withheld: withheldIndex.optional(),
});

export const indexCard = z.object({
  id: z.enum(INDEX_IDS),
  label: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
  /** The value as shown everywhere (screen, PDF, share page): e.g. "72 bpm", "-0.45". */
  display: z.string(),
  low: z.number(),
  high: z.number(),
  rangeDisplay: z.string(),
  band: z.enum(BANDS),
  reading: z.string(),
  /** Set when the index is not shown: the engine's reason code, or null for "no signal". */
  withheld: withheldIndex,
  articleId: z.string(),
  /**
   * Day and night values with their own bands, for the indices compared by period only; null
   * when day and night are withheld (the recorder's start time is unknown) or not applicable.
   */
  periods: z
    .object({
      day: periodValue,
      night: periodValue,
    })
    .nullable()
    .optional(),
});
export type IndexCard = z.infer<typeof indexCard>;

export const summaryFigure = z.object({
  id: z.string(),
  label: z.string(),
  display: z.string(),
  /** The help article that explains this finding, where there is one. */
  articleId: z.string().optional(),
});
export type SummaryFigure = z.infer<typeof summaryFigure>;

const nullableNumbers = z.array(z.number().nullable());

/** The chart series stored with an analysis. */
export const charts = z.object({
  /** Mean HR per minute (bpm), null where not analysable. */
  hrPerMinute: nullableNumbers,
  /** RR tachogram in buckets over the recording. */
  tachogram: z.object({
    bucketS: z.number(),
    meanMs: nullableNumbers,
    minMs: nullableNumbers,
    maxMs: nullableNumbers,
  }),
  /** Consecutive normal intervals (RRn, RRn+1) in ms, evenly sampled. */
  poincare: z.array(z.tuple([z.number(), z.number()])),
});
export type Charts = z.infer<typeof charts>;

export { EVENT_KINDS, type EventKind } from './event-kinds.ts';

/** An engine event placed on the recording's time line. */
export const eventView = z.object({
  /** Stable within an analysis: "<kind>-<startSample>". */
  id: z.string(),
  kind: z.enum(EVENT_KINDS),
  label: z.string(),
  startSample: z.number(),
  endSample: z.number(),
  startTime: z.string().nullable(),
  /** Seconds from the start of the recording. */
  atS: z.number(),
  durationS: z.number(),
  /**
   * Pause: RR (ms); brady/tachy: extreme minute HR (bpm), or the episode's mean HR; AF, atrial
   * flutter, runs, couplets, bigeminy, trigeminy: beats; VF, AV block, unanalysable: seconds;
   * single premature beats: coupling interval (ms).
   */
  value: z.number(),
  /** Mean heart rate over the episode (bpm), where it has one. */
  meanHr: z.number().nullable().optional(),
  /** The engine's certainty, 0-1, where its detector gives one (reviewed least sure first). */
  confidence: z.number().min(0).max(1).optional(),
  /** Inside poor signal: shown for review, not counted in any figure. */
  uncertain: z.boolean().optional(),
});
export type EventView = z.infer<typeof eventView>;

/** [startS, endS) stretches of the recording that fall in the night window. */
export const nightWindows = z.array(z.tuple([z.number(), z.number()]));

/** Set when the cardiologist flagged an urgent finding (`label`: the reason in words). */
export const urgentNotice = z
  .object({
    reason: z.string(),
    /** The cardiologist's words ("other" always has them). */
    note: z.string(),
    flaggedAt: z.string(),
    /** Flagged outside staffed hours: the customer is told to call NHS 111 now. */
    outOfHours: z.boolean(),
    /** The reason in words, as documents print it. */
    label: z.string().optional(),
  })
  .nullable();
export type UrgentNotice = z.infer<typeof urgentNotice>;

/**
 * A signed version of the cardiologist's report as documents name it (issue 20): every screen
 * and document says which version it shows; a version after the first is an amendment.
 */
export const signedVersionView = z.object({
  version: z.number(),
  signedAt: z.string(),
  cardiologistName: z.string(),
  cardiologistRole: z.string(),
  cardiologistGmc: z.string(),
  amendmentReason: z.string().nullable(),
});
export type SignedVersionView = z.infer<typeof signedVersionView>;

/** One order's results (GET /api/results lists these). */
export const resultsView = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  resultsReadyAt: z.string().nullable(),
  recording: z.object({
    startTime: z.string().nullable(),
    durationS: z.number(),
    analysableS: z.number(),
    samplingRate: z.number(),
    totalSamples: z.number(),
    format: z.string(),
  }),
  indices: z.array(indexCard),
  summary: z.array(summaryFigure),
  /** Null while day and night are withheld (see `dayNightWithheld`). */
  dayNight: z.object({ day: z.array(indexCard), night: z.array(indexCard) }).nullable(),
  /** Why day and night splits are not shown (the recorder's start time is unknown), else null. */
  dayNightWithheld: z.string().nullable(),
  /** "18.5 hours of analysable ECG over 21.0 hours worn": the one wording everywhere. */
  analysable: z.string(),
  /** Set for a recording under the minimum analysable time: held, repeated, or released and why. */
  shortRecording: z.string().nullable(),
  nightWindows,
  warnings: z.array(z.string()),
  engineVersion: z.string().nullable(),
  /** One plain-English line of the findings, as counted after the cardiologist's edits. */
  headline: z.string().optional(),
  /** The signed version these figures come from (null: staff copy before signing). */
  signed: signedVersionView.nullable().optional(),
  /** Every signed version, newest first: earlier ones stay retrievable (`?version=`). */
  versions: z.array(signedVersionView).optional(),
});
export type ResultsView = z.infer<typeof resultsView>;

/** One order's results with the chart series and events (the cardiologist reviews these). */
export const resultsDetail = resultsView.extend({
  charts,
  events: z.array(eventView),
  /**
   * Events of each kind in the whole recording that count as findings (`uncertain` ones left
   * out); `events` holds up to 50 of each.
   */
  eventTotals: z.record(z.enum(EVENT_KINDS), z.number()),
});
export type ResultsDetail = z.infer<typeof resultsDetail>;

/** GET /api/results/{orderId}: the details and any urgent finding the cardiologist flagged. */
export const resultsOfOrder = resultsDetail.extend({ urgent: urgentNotice });
export type ResultsOfOrder = z.infer<typeof resultsOfOrder>;

export const PENDING_STAGES = ['received', 'analysing', 'with_cardiologist'] as const;
export type PendingStage = (typeof PENDING_STAGES)[number];

/** A recording that is with us but not yet released, and when to expect the signed report. */
export const pendingResults = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  stage: z.enum(PENDING_STAGES),
  /** The UK day the device reached us. */
  receivedOn: z.string().nullable(),
  /** The UK day by which we expect to release the signed report. */
  expectedBy: z.string().nullable(),
  /** The promise behind `expectedBy`, in working days from the device reaching us. */
  workingDays: z.number(),
  /** Shorter than the minimum analysable time: held until our team decides with the customer. */
  shortRecording: z.boolean().optional(),
});
export type PendingResults = z.infer<typeof pendingResults>;

/** GET /api/results: released results and the recordings still on their way to release. */
export const resultsList = z.object({
  list: z.array(resultsView),
  pending: z.array(pendingResults),
});
export type ResultsList = z.infer<typeof resultsList>;

/** Longest strip one request may ask for. */
export const MAX_STRIP_SECONDS = 60;

/** GET /api/results/{orderId}/strip: raw samples of a stretch of the recording. */
export const strip = z.object({
  samplingRate: z.number(),
  fromSample: z.number(),
  totalSamples: z.number(),
  startTime: z.string().nullable(),
  /** Microvolts. */
  uv: z.array(z.number()),
});
export type Strip = z.infer<typeof strip>;
