/**
 * Full disclosure (issue 20 item 1) as a Holter printout lays it out: pages of 30 one-minute
 * rows (half an hour a page, the layout of the common Holter full-disclosure report), each row
 * drawn from a peak-preserving envelope of the 16-bit signal copy. Pure functions: page
 * geometry, the envelope and the beats' rows, unit-tested in disclosure-tiles.test.ts.
 */

import {
  DISCLOSURE_LABELS,
  DISCLOSURE_ROW_SECONDS,
  DISCLOSURE_ROWS_PER_PAGE,
} from '@heartcheck/contracts/disclosure-layout';

/** One row is one minute of recording, as on a Holter full-disclosure printout. */
export const ROW_SECONDS = DISCLOSURE_ROW_SECONDS;
/** Thirty rows a page: half an hour, 144 pages for 72 hours. */
export const ROWS_PER_PAGE = DISCLOSURE_ROWS_PER_PAGE;
/**
 * Envelope buckets per second: a min/max pair every 20 ms. A 60 s row is drawn about 1,200 CSS
 * px wide (20 px/s), so two pairs per device pixel at most; every R peak survives as the bucket
 * maximum (or minimum) it falls in, which plain decimation to 50 Hz would not keep.
 */
export const ENVELOPE_PER_SECOND = 50;

/** The engine's AAMI classes by code (packages/ecg classify/beat-classes.ts), and artefact. */
export const BEAT_LABELS = DISCLOSURE_LABELS;
export type BeatLabel = (typeof BEAT_LABELS)[number];

export interface PageWindow {
  page: number;
  pageCount: number;
  fromSample: number;
  /** Exclusive. */
  toSample: number;
  rows: number;
  firstMinute: number;
}

export function pageCount(totalSamples: number, samplingRate: number): number {
  return Math.max(1, Math.ceil(totalSamples / (samplingRate * ROW_SECONDS * ROWS_PER_PAGE)));
}

/** Samples and rows of page `page` (0-based); undefined past the last page. */
export function pageWindow(
  page: number,
  totalSamples: number,
  samplingRate: number,
): PageWindow | undefined {
  const count = pageCount(totalSamples, samplingRate);
  if (!Number.isInteger(page) || page < 0 || page >= count) return undefined;
  const perRow = samplingRate * ROW_SECONDS;
  const fromSample = page * ROWS_PER_PAGE * perRow;
  const toSample = Math.min(totalSamples, fromSample + ROWS_PER_PAGE * perRow);
  return {
    page,
    pageCount: count,
    fromSample,
    toSample,
    rows: Math.max(1, Math.ceil((toSample - fromSample) / perRow)),
    firstMinute: page * ROWS_PER_PAGE,
  };
}

/** First sample of envelope bucket `k` counted from the recording's start. */
function bucketStart(k: number, samplingRate: number): number {
  return Math.round((k * samplingRate) / ENVELOPE_PER_SECOND);
}

/**
 * Min/max pairs of `signal` (the samples from `fromSample` on) per 20 ms bucket, buckets aligned
 * to the recording's start so pages join without a seam. A bucket keeps its lowest and highest
 * sample: the R peak's amplitude is exact, only its width is rounded to a bucket.
 */
export function envelope(signal: Int16Array, fromSample: number, samplingRate: number): Int16Array {
  const firstBucket = Math.ceil((fromSample * ENVELOPE_PER_SECOND) / samplingRate - 1e-9);
  const end = fromSample + signal.length;
  let buckets = 0;
  while (bucketStart(firstBucket + buckets, samplingRate) < end) buckets++;
  const pairs = new Int16Array(2 * buckets);
  let n = 0;
  for (let k = firstBucket; k < firstBucket + buckets; k++) {
    const a = Math.max(0, bucketStart(k, samplingRate) - fromSample);
    const b = Math.min(signal.length, bucketStart(k + 1, samplingRate) - fromSample);
    if (b <= a) continue;
    let lo = signal[a]!;
    let hi = lo;
    for (let i = a + 1; i < b; i++) {
      const v = signal[i]!;
      if (v < lo) lo = v;
      else if (v > hi) hi = v;
    }
    pairs[n++] = lo;
    pairs[n++] = hi;
  }
  return n === pairs.length ? pairs : pairs.slice(0, n);
}

/** The row of the page a sample falls in (0-based), undefined outside the page. */
export function rowOf(
  sample: number,
  window: PageWindow,
  samplingRate: number,
): number | undefined {
  if (sample < window.fromSample || sample >= window.toSample) return undefined;
  return Math.floor((sample - window.fromSample) / (samplingRate * ROW_SECONDS));
}

export interface BeatOnPage {
  sample: number;
  label: BeatLabel;
  /** The id an edit names the beat by (contracts review-edits: relabel-beats). */
  beat: number;
  /** Added by the cardiologist where the detector missed a beat. */
  added: boolean;
}

export type LabelCounts = Record<BeatLabel, number>;

export interface RowSummary {
  row: number;
  /** Seconds from the recording's start. */
  fromS: number;
  /** The engine's mean heart rate of that minute (the trend's value), null where unanalysable. */
  hr: number | null;
  counts: LabelCounts;
}

const zeroCounts = (): LabelCounts => ({ N: 0, S: 0, V: 0, F: 0, Q: 0, A: 0 });

/** One summary per row: its start, the minute's heart rate and the beats of each label. */
export function rowSummaries(
  window: PageWindow,
  samplingRate: number,
  beats: readonly BeatOnPage[] | null,
  hrPerMinute: readonly (number | null)[],
): RowSummary[] {
  const rows = Array.from({ length: window.rows }, (_, row) => {
    const minute = window.firstMinute + row;
    return {
      row,
      fromS: minute * ROW_SECONDS,
      hr: hrPerMinute[minute] ?? null,
      counts: zeroCounts(),
    };
  });
  for (const beat of beats ?? []) {
    const row = rowOf(beat.sample, window, samplingRate);
    if (row !== undefined) rows[row]!.counts[beat.label] += 1;
  }
  return rows;
}

/**
 * A beat's label code as a label: the engine's AAMI classes 0-4, then 5 for a beat the
 * cardiologist called artefact (the review beats' codes, reviews/edits-state.ts LABEL_CODES);
 * unknown codes are Q, unclassifiable.
 */
export function labelOfClass(code: number): BeatLabel {
  return code >= 0 && code < BEAT_LABELS.length ? BEAT_LABELS[code]! : 'Q';
}
