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
