import type { AnalysisResult } from './types.ts';

/** Plain-JSON copy of a result: typed arrays become arrays, NaN becomes null. */
export function toJSONResult(r: AnalysisResult): unknown {
  return JSON.parse(
    JSON.stringify(r, (_k, v: unknown) => {
      if (ArrayBuffer.isView(v) && !(v instanceof DataView))
        return Array.from(v as Float64Array, (x) => (Number.isFinite(x) ? x : null));
      return v;
    }),
  );
}

/**
 * Plain-JSON copy of a result without its per-beat series (what the API stores: the series go to
 * the review beat file and the charts), so a 72-hour result's ~20 series of ~330,000 numbers are
 * never turned into arrays and text only to be dropped.
 */
export function toJSONResultWithoutSeries(r: AnalysisResult): Record<string, unknown> {
  return toJSONResult({ ...r, series: undefined } as unknown as AnalysisResult) as Record<
    string,
    unknown
  >;
}

/** Series kept for the review workstation only (types.ts AnalysisSeries), not printed by the CLI. */
const REVIEW_SERIES = [
  'beatExact',
  'beatAmplitude',
  'beatCluster',
  'beatProb',
  'beatAmpRatio',
  'beatMatchShare',
  'windowQuality',
] as const;

/** The result without the review-only series: the CLI's `analyse` output stays as it was. */
export function withoutReviewSeries(r: AnalysisResult): unknown {
  const series: Record<string, unknown> = { ...r.series };
  for (const k of REVIEW_SERIES) delete series[k];
  return { ...r, series };
}
