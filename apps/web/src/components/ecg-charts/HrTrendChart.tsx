import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clockAt } from '@/lib/format/clock';
import { useWidth } from './useWidth';
import { TimeAxis } from './TimeAxis';

interface Props {
  hrPerMinute: (number | null)[];
  nightWindows: [number, number][];
  durationS: number;
  startTime: string | null;
  /** Marks (events, diary entries) drawn as ticks on the time axis. */
  marks?: { atS: number; label: string }[];
  height?: number;
}

/** The SVG path of the per-minute rate, lifting the pen over minutes without a rate. */
function trendPath(
  hrPerMinute: (number | null)[],
  x: (s: number) => number,
  y: (bpm: number) => number,
): string {
  let d = '';
  let pen = false;
  hrPerMinute.forEach((bpm, minute) => {
    if (bpm === null) {
      pen = false;
      return;
    }
    d += `${pen ? 'L' : 'M'}${x(minute * 60 + 30).toFixed(1)},${y(bpm).toFixed(1)}`;
    pen = true;
  });
  return d;
}

/** Mean, lowest and highest rate of each hour (null for an hour without a rate), for the table. */
function hourlySummary(hrPerMinute: (number | null)[]) {
  const hourly: { hour: number; mean: number | null; min: number | null; max: number | null }[] =
    [];
  for (let hr = 0; hr * 60 < hrPerMinute.length; hr++) {
    const slice = hrPerMinute.slice(hr * 60, hr * 60 + 60).filter((v): v is number => v !== null);
    hourly.push({
      hour: hr,
      mean: slice.length ? Math.round(slice.reduce((a, b) => a + b, 0) / slice.length) : null,
      min: slice.length ? Math.round(Math.min(...slice)) : null,
      max: slice.length ? Math.round(Math.max(...slice)) : null,
    });
  }
  return hourly;
}

/** Heart rate per minute over the whole recording, night shaded; a table of hourly values follows. */
export function HrTrendChart({
  hrPerMinute,
  nightWindows,
  durationS,
  startTime,
  marks = [],
  height = 200,
}: Props) {
  const { t } = useTranslation('ecgCharts', { useSuspense: true });
  const { ref, width } = useWidth<HTMLDivElement>();
  const id = useId();
  const pad = { l: 36, r: 8, t: 8, b: 38 };
  const values = hrPerMinute.filter((v): v is number => v !== null);
  const lo = Math.max(0, Math.floor((Math.min(60, ...values) - 5) / 10) * 10);
  const hi = Math.ceil((Math.max(100, ...values) + 5) / 10) * 10;
  const w = width - pad.l - pad.r;
  const h = height - pad.t - pad.b;
  const x = (s: number) => pad.l + (s / durationS) * w;
  const y = (bpm: number) => pad.t + h - ((bpm - lo) / (hi - lo)) * h;
  const d = trendPath(hrPerMinute, x, y);
  const hourly = hourlySummary(hrPerMinute);
  return (
    <figure>
      <div ref={ref} className="w-full min-w-0 overflow-hidden">
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
          <title id={`${id}-t`}>{t('charts.hrTitle')}</title>
          <desc id={`${id}-d`}>
            {t('charts.hrDesc', {
              min: values.length ? Math.round(Math.min(...values)) : '—',
              max: values.length ? Math.round(Math.max(...values)) : '—',
            })}
          </desc>
          {nightWindows.map(([a, b]) => (
            <rect
              key={a}
              x={x(a)}
              y={pad.t}
              width={Math.max(0, x(b) - x(a))}
              height={h}
              className="fill-indigo-100 dark:fill-indigo-950"
            />
          ))}
          {[lo, (lo + hi) / 2, hi].map((bpm) => (
            <g key={bpm}>
              <line
                x1={pad.l}
                x2={pad.l + w}
                y1={y(bpm)}
                y2={y(bpm)}
                className="stroke-gray-200 dark:stroke-gray-700"
              />
              <text x={pad.l - 4} y={y(bpm) + 4} textAnchor="end" fontSize="11" fill="currentColor">
                {bpm}
              </text>
            </g>
          ))}
          <TimeAxis
            durationS={durationS}
            startTime={startTime}
            x={x}
            y={height - 19}
            left={pad.l}
            right={pad.l + w}
          />
          {marks.map((m) => (
            <line
              key={`${m.atS}-${m.label}`}
              x1={x(m.atS)}
              x2={x(m.atS)}
              y1={pad.t + h}
              y2={pad.t + h - 8}
              className="stroke-amber-600"
              strokeWidth={2}
            >
              <title>{m.label}</title>
            </line>
          ))}
          <path
            d={d}
            fill="none"
            strokeWidth={1.25}
            className="stroke-blue-700 dark:stroke-blue-300"
          />
        </svg>
      </div>
      <figcaption className="mt-1 flex flex-wrap items-center gap-3 text-sm text-gray-600 dark:text-gray-300">
        <span>{t('charts.hrCaption')}</span>
        {/* Without the recorder's start time no hour is known to be night: nothing is shaded. */}
        {startTime ? (
          <span className="inline-flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-4 bg-indigo-100 dark:bg-indigo-950"
            />{' '}
            {t('charts.night')}
          </span>
        ) : (
          <span data-testid="night-unknown">{t('charts.nightUnknown')}</span>
        )}
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium">{t('charts.hrTable')}</summary>
        <div
          className="mt-2 max-h-64 overflow-auto"
          tabIndex={0}
          role="region"
          aria-label={t('charts.hrTable')}
        >
          <table className="w-full text-start">
            <thead>
              <tr>
                <th scope="col" className="pe-3 text-start">
                  {t('charts.hour')}
                </th>
                <th scope="col" className="pe-3 text-start">
                  {t('charts.mean')}
                </th>
                <th scope="col" className="pe-3 text-start">
                  {t('charts.min')}
                </th>
                <th scope="col" className="text-start">
                  {t('charts.max')}
                </th>
              </tr>
            </thead>
            <tbody>
              {hourly.map((row) => (
                <tr key={row.hour}>
                  <td className="pe-3">{clockAt(startTime, row.hour * 3600)}</td>
                  <td className="pe-3">{row.mean ?? '—'}</td>
                  <td className="pe-3">{row.min ?? '—'}</td>
                  <td>{row.max ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
