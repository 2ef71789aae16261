import { z } from 'zod';

import { DISCLOSURE_LABELS } from './disclosure-layout.ts';

export {
  DISCLOSURE_LABELS,
  DISCLOSURE_ROW_SECONDS,
  DISCLOSURE_ROWS_PER_PAGE,
  type DisclosureLabel,
} from './disclosure-layout.ts';

const counts = z.object({
  N: z.number(),
  S: z.number(),
  V: z.number(),
  F: z.number(),
  Q: z.number(),
  A: z.number(),
});

/** GET /api/reviews/{orderId}/disclosure/{page}: one page of the full disclosure. */
export const disclosurePage = z.object({
  page: z.number().int(),
  pageCount: z.number().int(),
  rowsPerPage: z.number().int(),
  rowSeconds: z.number(),
  samplingRate: z.number(),
  /** First sample of the page, from the recording's start. */
  fromSample: z.number(),
  totalSamples: z.number(),
  startTime: z.string().nullable(),
  /** Min/max pairs per bucket (`envelopePerSecond` buckets a second), µV. */
  envelopePerSecond: z.number(),
  /** Base64 of little-endian Int16 min/max pairs from `fromSample` on. */
  envelope: z.string(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      fromS: z.number(),
      hr: z.number().nullable(),
      counts,
    }),
  ),
  /**
   * The page's beats; `sample` from the recording's start, `beat` the id a workstation edit names
   * it by (relabel-beats), `added` when the cardiologist added it where the detector missed a
   * beat (add-beat). Null when labels are not ready.
   */
  beats: z
    .array(
      z.object({
        sample: z.number(),
        label: z.enum(DISCLOSURE_LABELS),
        beat: z.number().int(),
        added: z.boolean(),
      }),
    )
    .nullable(),
  /** Where the labels come from: the engine, or not available for this analysis. */
  labels: z.enum(['engine', 'corrected', 'unavailable']),
});
export type DisclosurePage = z.infer<typeof disclosurePage>;
