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
