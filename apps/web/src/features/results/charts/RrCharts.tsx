import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Charts } from '@heartcheck/contracts/results';
import { TimeAxis } from '@/components/ecg-charts/TimeAxis';
import { useWidth } from '@/components/ecg-charts/useWidth';

/** RR tachogram: mean RR per time bucket with its min-max band. */
export function Tachogram({
  charts,
  startTime,
  durationS,
}: {
  charts: Charts;
  startTime: string | null;
  durationS: number;
}) {
  const { t } = useTranslation('results', { useSuspense: true });
  const { ref, width } = useWidth<HTMLDivElement>();
  const id = useId();
  const height = 194;
  const pad = { l: 44, r: 8, t: 8, b: 38 };
  const { meanMs, minMs, maxMs, bucketS } = charts.tachogram;
  const means = meanMs.filter((v): v is number => v !== null);
  const lo = Math.max(200, Math.floor((Math.min(...means, 600) - 150) / 100) * 100);
  const hi = Math.min(2500, Math.ceil((Math.max(...means, 1000) + 150) / 100) * 100);
  const w = width - pad.l - pad.r;
  const h = height - pad.t - pad.b;
  const x = (i: number) => pad.l + ((i + 0.5) * bucketS * w) / durationS;
  const y = (ms: number) => pad.t + h - ((Math.min(hi, Math.max(lo, ms)) - lo) / (hi - lo)) * h;
  let line = '';
  let band = '';
  meanMs.forEach((v, i) => {
    if (v === null) return;
    line += `${line ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
    band += `M${x(i).toFixed(1)},${y(minMs[i] ?? v).toFixed(1)}L${x(i).toFixed(1)},${y(maxMs[i] ?? v).toFixed(1)}`;
  });
  const mean = means.length ? Math.round(means.reduce((a, b) => a + b, 0) / means.length) : null;
  return (
    <figure>
      <div ref={ref} className="w-full min-w-0">
        <svg
          role="img"
          aria-labelledby={`${id}-t ${id}-d`}
          // Axis labels are laid out left to right in a right-to-left page too (their anchors
          // would otherwise flip and push them out of the chart or across it).
          direction="ltr"
          width={width}
          height={height}
          className="block text-gray-600 dark:text-gray-300"
        >
          <title id={`${id}-t`}>{t('charts.tachoTitle')}</title>
          <desc id={`${id}-d`}>{t('charts.tachoDesc', { mean: mean ?? '—' })}</desc>
          {[lo, (lo + hi) / 2, hi].map((ms) => (
            <g key={ms}>
              <line
                x1={pad.l}
                x2={pad.l + w}
                y1={y(ms)}
                y2={y(ms)}
                className="stroke-gray-200 dark:stroke-gray-700"
              />
              <text x={pad.l - 4} y={y(ms) + 4} textAnchor="end" fontSize="11" fill="currentColor">
                {ms}
              </text>
            </g>
          ))}
          <path
            d={band}
            strokeWidth={Math.max(1, w / meanMs.length)}
            className="stroke-blue-200 dark:stroke-blue-900"
          />
          <path
            d={line}
            fill="none"
            strokeWidth={1}
            className="stroke-blue-700 dark:stroke-blue-300"
          />
          <TimeAxis
            durationS={durationS}
            startTime={startTime}
            x={(s) => pad.l + (s * w) / durationS}
            y={height - 19}
            left={pad.l}
            right={pad.l + w}
          />
        </svg>
      </div>
      <figcaption className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {t('charts.tachoCaption')}
      </figcaption>
    </figure>
  );
}

/** Poincaré plot: each normal interval against the next, with the line of identity. */
export function PoincarePlot({ charts }: { charts: Charts }) {
  const { t } = useTranslation('results', { useSuspense: true });
  const id = useId();
  const size = 260;
  const pad = 40;
  const all = charts.poincare.flat();
  const lo = Math.max(200, Math.floor((Math.min(...all, 600) - 50) / 100) * 100);
  const hi = Math.min(2500, Math.ceil((Math.max(...all, 1000) + 50) / 100) * 100);
  const s = (ms: number) => ((ms - lo) / (hi - lo)) * (size - pad - 8);
  let dots = '';
  for (const [a, b] of charts.poincare)
    dots += `M${(pad + s(a)).toFixed(1)} ${(size - pad - s(b)).toFixed(1)}h0`;
  return (
    <figure>
      <svg
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        direction="ltr"
        width={size}
        height={size}
        className="block max-w-full text-gray-600 dark:text-gray-300"
      >
        <title id={`${id}-t`}>{t('charts.poincareTitle')}</title>
        <desc id={`${id}-d`}>{t('charts.poincareDesc', { n: charts.poincare.length })}</desc>
        <rect
          x={pad}
          y={8}
          width={size - pad - 8}
          height={size - pad - 8}
          className="fill-none stroke-gray-300 dark:stroke-gray-700"
        />
        <line
          x1={pad}
          y1={size - pad}
          x2={size - 8}
          y2={8}
          className="stroke-gray-300 dark:stroke-gray-600"
          strokeDasharray="4 4"
        />
        {/* Thousands of points as one path of round dots (radius 1.4), not one element each. */}
        <path
          d={dots}
          strokeWidth={2.8}
          strokeLinecap="round"
          className="stroke-blue-700/50 dark:stroke-blue-300/60"
          data-testid="poincare-points"
          data-count={charts.poincare.length}
        />
        <text x={pad} y={size - pad + 14} fontSize="11" fill="currentColor">
          {lo}
        </text>
        <text x={size - 8} y={size - pad + 14} fontSize="11" fill="currentColor" textAnchor="end">
          {hi}
        </text>
        <text
          x={(size + pad) / 2}
          y={size - 6}
          fontSize="11"
          fill="currentColor"
          textAnchor="middle"
        >
          {t('charts.rrN')}
        </text>
        <text
          x={12}
          y={(size - pad) / 2}
          fontSize="11"
          fill="currentColor"
          textAnchor="middle"
          transform={`rotate(-90 12 ${(size - pad) / 2})`}
        >
          {t('charts.rrN1')}
        </text>
      </svg>
      <figcaption className="mt-1 max-w-xs text-sm text-gray-600 dark:text-gray-300">
        {t('charts.poincareCaption')}
      </figcaption>
    </figure>
  );
}
