import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '@/components/ui/controls';
import {
  CALIPER_MODES,
  caliperInterval,
  hrFromRr,
  initialMarkers,
  msToPx,
  pxToMs,
  stepMarker,
  type CaliperMode,
} from './calipers';

interface Props {
  /** Horizontal scale of the strip drawn inside (pixels per second). */
  pxPerS: number;
  /** Width of the strip drawn inside (px), from `offsetPx` on. */
  widthPx: number;
  /** Where the strip's time axis starts inside the child (px), e.g. after a column of times. */
  offsetPx?: number;
  children: ReactNode;
}

/**
 * Calipers over any strip (issue 20 item 4): switch them on, drag either marker (mouse, pen or
 * touch) or focus it and use the arrow keys (10 ms, 40 ms with Shift, Home/End); the interval
 * shows in ms, and for RR the heart rate (60,000 / RR). Marker positions are kept in ms from the
 * strip's left edge, so they stay on the same moment when the strip is resized.
 */
export function CaliperFrame({ pxPerS, widthPx, offsetPx = 0, children }: Props) {
  const { t } = useTranslation('ecgCharts', { useSuspense: true });
  const id = useId();
  const spanMs = pxToMs(widthPx, pxPerS);
  const [on, setOn] = useState(false);
  const [mode, setMode] = useState<CaliperMode>('RR');
  const [markers, setMarkers] = useState<[number, number]>(() => initialMarkers(spanMs));
  const dragging = useRef<0 | 1 | undefined>(undefined);
  const overlay = useRef<HTMLDivElement>(null);
  const ms = caliperInterval(markers[0], markers[1]);
  const bpm = mode === 'RR' ? hrFromRr(ms) : null;
  const reading =
    bpm === null
      ? t('calipers.reading', { mode, ms })
      : t('calipers.readingRr', { mode, ms, bpm: Math.round(bpm) });

  const place = (which: 0 | 1, at: number) =>
    setMarkers((m) => {
      const next: [number, number] = [m[0], m[1]];
      next[which] = Math.max(0, Math.min(spanMs, at));
      return next;
    });
  const atPointer = (event: PointerEvent) => {
    const box = overlay.current?.getBoundingClientRect();
    return box ? pxToMs(event.clientX - box.left, pxPerS) : 0;
  };
  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    const at = atPointer(event);
    // The nearer marker follows the pointer from where it went down.
    const which = Math.abs(at - markers[0]) <= Math.abs(at - markers[1]) ? 0 : 1;
    dragging.current = which;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    place(which, at);
  };
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== undefined) place(dragging.current, atPointer(event));
  };
  const onUp = () => {
    dragging.current = undefined;
  };
  const onKey = (which: 0 | 1) => (event: KeyboardEvent<HTMLDivElement>) => {
    const next = stepMarker(markers[which], event.key, event.shiftKey, spanMs);
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    place(which, next);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass()}
          aria-pressed={on}
          onClick={() => setOn((v) => !v)}
        >
          {t('calipers.toggle')}
        </button>
        {on && (
          <>
            <label htmlFor={`${id}-mode`} className="text-sm">
              {t('calipers.mode')}
            </label>
            <select
              id={`${id}-mode`}
              className={inputClass.replace('w-full', 'w-auto')}
              value={mode}
              onChange={(e) => setMode(e.target.value as CaliperMode)}
            >
              {CALIPER_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`calipers.modes.${m}`)}
                </option>
              ))}
            </select>
            <output
              className="font-mono text-sm font-semibold"
              aria-live="polite"
              data-testid="caliper-reading"
            >
              {reading}
            </output>
          </>
        )}
      </div>
      <div className="relative" dir="ltr">
        {children}
        {on && (
          <div
            ref={overlay}
            className="absolute inset-y-0 end-0 cursor-crosshair touch-none"
            style={{ left: offsetPx }}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
          >
            <div
              aria-hidden="true"
              className="absolute top-0 h-full bg-blue-500/15 dark:bg-sky-300/20"
              style={{
                left: msToPx(Math.min(...markers), pxPerS),
                width: msToPx(ms, pxPerS),
              }}
            />
            {markers.map((at, which) => (
              <div
                key={which}
                role="slider"
                tabIndex={0}
                aria-label={t(which === 0 ? 'calipers.first' : 'calipers.second')}
                aria-valuemin={0}
                aria-valuemax={Math.round(spanMs)}
                aria-valuenow={Math.round(at)}
                aria-valuetext={t('calipers.at', { ms: Math.round(at) })}
                onKeyDown={onKey(which as 0 | 1)}
                className="absolute top-0 h-full w-4 -translate-x-1/2 cursor-ew-resize focus-visible:outline-2 focus-visible:outline-blue-600"
                style={{ left: msToPx(at, pxPerS) }}
              >
                <div className="mx-auto h-full w-0.5 bg-blue-700 dark:bg-sky-300" />
              </div>
            ))}
          </div>
        )}
      </div>
      {on && <p className="text-xs text-gray-600 dark:text-gray-300">{t('calipers.help')}</p>}
    </div>
  );
}
