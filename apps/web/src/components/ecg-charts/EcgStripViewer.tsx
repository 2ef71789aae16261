import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Strip } from '@heartcheck/contracts/results';
import { rest } from '@/lib/http/rest';
import { clockAt } from '@/lib/format/clock';
import { errorMessage } from '@/lib/http/error-message';
import { StripControls } from './StripControls';
import { useWidth } from './useWidth';
import { CaliperFrame } from './CaliperFrame';

/** Paper speed and gain of a standard ECG: 25 mm/s, 10 mm/mV. */
const MM_PER_S = 25;
const MM_PER_MV = 10;
const HEIGHT_MM = 30;
/** Paper above and below the trace's highest and lowest points (mm). */
const MARGIN_MM = 2;

/**
 * How much paper the strip needs above and below its baseline (mm, on whole 5 mm squares): at
 * least 15 mm each way, more when a beat reaches further (a tall premature beat is never cut
 * off at the top). `uv` are microvolts around the baseline.
 */
export function paperExtent(uv: ArrayLike<number>): { aboveMm: number; belowMm: number } {
  let top = 0;
  let bottom = 0;
  for (let i = 0; i < uv.length; i++) {
    const v = uv[i]!;
    if (v > top) top = v;
    else if (v < bottom) bottom = v;
  }
  const squares = (mv: number) =>
    Math.max(HEIGHT_MM / 2, Math.ceil((mv * MM_PER_MV + MARGIN_MM) / 5) * 5);
  return { aboveMm: squares(top / 1000), belowMm: squares(-bottom / 1000) };
}
/** Screen pixels per paper millimetre at each zoom step. */
const ZOOMS = [2, 3, 4, 6, 8];
const MAX_WINDOW_S = 60;

interface Props {
  /** The order whose recording is shown (GET /api/results/{orderId}/strip). */
  orderId: string;
  durationS: number;
  startTime: string | null;
  /** Ask the viewer to centre on a moment; `n` changes to repeat the same moment. */
  focus?: { atS: number; n: number } | undefined;
  label?: string;
  /** Offer calipers on the strip (the cardiologist's review, issue 20 item 4). */
  calipers?: boolean;
  /** Letters drawn above the trace at moments (s from the recording's start): beat labels. */
  marks?: readonly StripMark[];
  /** A click on the paper names its moment (s from the recording's start). */
  onPick?: (atS: number) => void;
  /** Told the window on screen (s from the recording's start) whenever it moves or resizes. */
  onWindow?: (fromS: number, toS: number) => void;
}

/** A letter above the trace: `strong` draws it bold with a line down the paper (chosen). */
export interface StripMark {
  atS: number;
  text: string;
  strong?: boolean;
}

/**
 * An ECG strip on standard paper (1 mm and 5 mm grid at 25 mm/s and 10 mm/mV). The window shown
 * is the only part loaded; pan with the buttons, the slider or the arrow keys, zoom with +/-.
 */
export function EcgStripViewer({
  orderId,
  durationS,
  startTime,
  focus,
  label,
  calipers = false,
  marks,
  onPick,
  onWindow,
}: Props) {
  const { t } = useTranslation('ecgCharts', { useSuspense: true });
  const id = useId();
  const { ref, width } = useWidth<HTMLDivElement>();
  const [zoom, setZoom] = useState(2);
  const pxPerMm = ZOOMS[zoom]!;
  const windowS = Math.min(MAX_WINDOW_S, width / (pxPerMm * MM_PER_S));
  const [fromS, setFromS] = useState(0);
  const clamp = (s: number) => Math.max(0, Math.min(Math.max(0, durationS - windowS), s));

  // A new focus request moves the window (state adjusted during render, not in an effect).
  const [focusSeen, setFocusSeen] = useState<number | undefined>(undefined);
  if (focus && focus.n !== focusSeen) {
    setFocusSeen(focus.n);
    setFromS(Math.max(0, Math.min(Math.max(0, durationS - windowS), focus.atS - windowS / 2)));
  }

  const { strip, error } = useStrip(orderId, fromS, windowS, t('strip.loadError'));
  useEffect(() => onWindow?.(fromS, fromS + windowS), [fromS, windowS, onWindow]);

  const { aboveMm, belowMm } = useMemo(() => paperExtent(strip?.uv ?? []), [strip]);
  const heightPx = (aboveMm + belowMm) * pxPerMm;
  const mid = aboveMm * pxPerMm;
  const points = useMemo(() => {
    if (!strip) return '';
    const dx = (MM_PER_S * pxPerMm) / strip.samplingRate;
    const gain = (MM_PER_MV * pxPerMm) / 1000;
    const out: string[] = [];
    for (let i = 0; i < strip.uv.length; i++)
      out.push(`${(i * dx).toFixed(1)},${(mid - strip.uv[i]! * gain).toFixed(1)}`);
    return out.join(' ');
  }, [strip, pxPerMm, mid]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') setFromS((s) => clamp(s + windowS / 2));
    else if (event.key === 'ArrowLeft') setFromS((s) => clamp(s - windowS / 2));
    else if (event.key === '+' || event.key === '=')
      setZoom((z) => Math.min(ZOOMS.length - 1, z + 1));
    else if (event.key === '-') setZoom((z) => Math.max(0, z - 1));
    else return;
    event.preventDefault();
  };

  const big = 5 * pxPerMm;
  const paper = (
    <div
      ref={ref}
      tabIndex={0}
      role="group"
      aria-label={label ?? t('strip.label')}
      onKeyDown={onKey}
      className="w-full overflow-hidden rounded-md border border-rose-200 bg-rose-50/40 dark:border-rose-900 dark:bg-gray-950"
    >
      <svg
        role="img"
        aria-labelledby={`${id}-t`}
        width={width}
        height={heightPx}
        className={`block ${onPick ? 'cursor-crosshair' : ''}`}
        onClick={
          onPick &&
          ((e) => {
            const box = e.currentTarget.getBoundingClientRect();
            onPick(fromS + (e.clientX - box.left) / (MM_PER_S * pxPerMm));
          })
        }
      >
        <title id={`${id}-t`}>
          {t('strip.title', {
            time: clockAt(startTime, fromS, true),
            seconds: windowS.toFixed(1),
          })}
        </title>
        <defs>
          <pattern id={`${id}-s`} width={pxPerMm} height={pxPerMm} patternUnits="userSpaceOnUse">
            <path
              d={`M${pxPerMm} 0L0 0 0 ${pxPerMm}`}
              fill="none"
              className="stroke-rose-200 dark:stroke-rose-950"
              strokeWidth={0.5}
            />
          </pattern>
          <pattern id={`${id}-b`} width={big} height={big} patternUnits="userSpaceOnUse">
            <rect width={big} height={big} fill={`url(#${id}-s)`} />
            <path
              d={`M${big} 0L0 0 0 ${big}`}
              fill="none"
              className="stroke-rose-300 dark:stroke-rose-900"
              strokeWidth={1}
            />
          </pattern>
        </defs>
        <rect width={width} height={heightPx} fill={`url(#${id}-b)`} />
        <polyline
          points={points}
          fill="none"
          strokeWidth={1.2}
          strokeLinejoin="round"
          className="stroke-gray-900 dark:stroke-gray-100"
        />
        <Marks marks={marks} fromS={fromS} pxPerS={MM_PER_S * pxPerMm} heightPx={heightPx} />
      </svg>
    </div>
  );
  return (
    <div className="space-y-2">
      {/* The strip runs left to right in either direction (earlier on the left), and so do its
          pan buttons and slider: in a right-to-left page they would otherwise run against it. */}
      <StripControls
        zoom={zoom}
        maxZoom={ZOOMS.length - 1}
        onZoom={setZoom}
        onPan={(direction) => setFromS((s) => clamp(s + direction * windowS))}
        position={clockAt(startTime, fromS, true)}
        windowS={windowS}
      />
      <label className="block text-sm">
        <span className="sr-only">{t('strip.position')}</span>
        <input
          type="range"
          dir="ltr"
          min={0}
          max={Math.max(0, Math.floor(durationS - windowS))}
          step={1}
          value={Math.floor(fromS)}
          onChange={(e) => setFromS(clamp(Number(e.target.value)))}
          className="w-full accent-blue-700"
          aria-valuetext={clockAt(startTime, fromS, true)}
        />
      </label>
      {calipers ? (
        <CaliperFrame pxPerS={MM_PER_S * pxPerMm} widthPx={width}>
          {paper}
        </CaliperFrame>
      ) : (
        paper
      )}
      <p className="text-xs text-gray-600 dark:text-gray-300">{t('strip.scale')}</p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** Letters above the trace (beat labels), a chosen one bold with a dashed line down the paper. */
function Marks({
  marks,
  fromS,
  pxPerS,
  heightPx,
}: {
  marks: readonly StripMark[] | undefined;
  fromS: number;
  pxPerS: number;
  heightPx: number;
}) {
  if (!marks?.length) return null;
  return (
    <g
      aria-hidden="true"
      className="fill-gray-800 stroke-amber-600 dark:fill-gray-100 dark:stroke-amber-300"
    >
      {marks.map((m) => {
        const x = (m.atS - fromS) * pxPerS;
        return (
          <g key={`${m.atS}-${m.text}`}>
            {m.strong && (
              <line x1={x} x2={x} y1={16} y2={heightPx} strokeDasharray="4 3" strokeWidth={1.5} />
            )}
            <text
              x={x}
              y={13}
              textAnchor="middle"
              fontSize={12}
              fontWeight={m.strong ? 700 : 400}
              stroke="none"
            >
              {m.text}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The window of the strip on screen, fetched a moment after the window stops moving. */
function useStrip(orderId: string, fromS: number, windowS: number, loadError: string) {
  const [strip, setStrip] = useState<Strip | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      rest('get', '/api/results/{orderId}/strip', {
        path: { orderId },
        // Rounded to the millisecond, as the window is drawn.
        query: { fromS: Number(fromS.toFixed(3)), durationS: Number(windowS.toFixed(3)) },
      }).then(
        (answer) => {
          if (!live) return;
          setStrip(answer);
          setError(undefined);
        },
        (e: unknown) => live && setError(errorMessage(e, loadError)),
      );
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, fromS, windowS, loadError]);
  return { strip, error };
}
