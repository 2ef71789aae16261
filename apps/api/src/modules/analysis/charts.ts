import type { Charts } from '@heartcheck/contracts/results';
import type { AnalysisResult } from '@heartcheck/ecg/types';

/**
 * The result page's charts from a result's series: the heart-rate trend per minute, the NN
 * tachogram in up to TACHOGRAM_BUCKETS buckets (a day's minutes) and up to POINCARE_POINTS
 * Poincaré pairs (enough to show the cloud's shape, small enough to send).
 */
const TACHOGRAM_BUCKETS = 1440;
const POINCARE_POINTS = 2500;

export function buildCharts(result: AnalysisResult): Charts {
  const { series, samplingRate, totalSamples } = result;
  const durationS = totalSamples / samplingRate;
  const bucketS = Math.max(1, durationS / TACHOGRAM_BUCKETS);
  const n = Math.ceil(durationS / bucketS);
  const sum = new Float64Array(n);
  const count = new Uint32Array(n);
  const min = new Float64Array(n).fill(Infinity);
  const max = new Float64Array(n).fill(-Infinity);
  const pairs: [number, number][] = [];
  let validPairs = 0;
  for (let i = 0; i < series.beatSamples.length; i++) {
    const rr = series.nnMs[i]!;
    if (!Number.isFinite(rr)) continue;
    const b = Math.min(n - 1, Math.floor(series.beatSamples[i]! / samplingRate / bucketS));
    sum[b] = sum[b]! + rr;
    count[b]! += 1;
    if (rr < min[b]!) min[b] = rr;
    if (rr > max[b]!) max[b] = rr;
    const next = series.nnMs[i + 1];
    if (
      next !== undefined &&
      Number.isFinite(next) &&
      series.beatClass[i] === 0 &&
      series.beatClass[i + 1] === 0
    )
      validPairs++;
  }
  const every = Math.max(1, Math.floor(validPairs / POINCARE_POINTS));
  let k = 0;
  for (let i = 0; i + 1 < series.nnMs.length; i++) {
    const a = series.nnMs[i]!;
    const b = series.nnMs[i + 1]!;
    if (
      !Number.isFinite(a) ||
      !Number.isFinite(b) ||
      series.beatClass[i] !== 0 ||
      series.beatClass[i + 1] !== 0
    )
      continue;
    if (k++ % every === 0) pairs.push([Math.round(a), Math.round(b)]);
  }
  const round = (x: number) => (Number.isFinite(x) ? Math.round(x) : null);
  return {
    hrPerMinute: Array.from(series.hrPerMinute, (x) =>
      Number.isFinite(x) ? Math.round(x * 10) / 10 : null,
    ),
    tachogram: {
      bucketS,
      meanMs: Array.from(sum, (s, i) => (count[i] ? Math.round(s / count[i]) : null)),
      minMs: Array.from(min, round),
      maxMs: Array.from(max, round),
    },
    poincare: pairs,
  };
}
