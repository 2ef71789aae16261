import type { StoredResult } from '../analysis/public.ts';

/**
 * Shown wherever day and night would be (results page, charts, both PDFs) while the recorder's
 * start time is unknown: the engine counts from midnight then, so a split would be invented.
 */
export const START_UNKNOWN_TEXT =
  'Day and night are not shown: the recorder did not record the time it started, so we cannot tell which hours were night.';

function amount(seconds: number, inHours: boolean): string {
  if (inHours) return `${(seconds / 3600).toFixed(1)} hours`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * How much of the recording could be analysed, in one wording for every place that says it
 * (results page, results PDF, cardiac report PDF, FHIR): "18.5 hours of analysable ECG over
 * 21.0 hours worn". Under an hour worn, both are given in minutes.
 */
export function analysableSummary(
  result: Pick<StoredResult, 'totalSamples' | 'samplingRate' | 'summary' | 'source'>,
): string {
  return analysableText(
    result.summary.analysableDurationS,
    result.totalSamples / result.samplingRate,
    result.source === 'beat-times' ? 'beat times' : 'ECG',
  );
}

/** The same wording from the two durations in seconds (a hold keeps them, not the result). */
export function analysableText(
  analysableS: number,
  wornS: number,
  /** What was analysed: the ECG, or a beat-time file's beats (gaps of lost signal left out). */
  what: 'ECG' | 'beat times' = 'ECG',
): string {
  const inHours = wornS >= 3600;
  return `${amount(Math.min(wornS, analysableS), inHours)} of analysable ${what} over ${amount(wornS, inHours)} worn`;
}
