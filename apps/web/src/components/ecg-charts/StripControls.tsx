import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/controls';

/** The strip's pan (left to right in either direction) and zoom buttons and where the window is. */
export function StripControls({
  zoom,
  maxZoom,
  onZoom,
  onPan,
  position,
  windowS,
}: {
  zoom: number;
  maxZoom: number;
  onZoom: Dispatch<SetStateAction<number>>;
  /** -1: a window earlier, 1: a window later. */
  onPan: (direction: -1 | 1) => void;
  /** The window's start as a clock time. */
  position: string;
  windowS: number;
}) {
  const { t } = useTranslation('ecgCharts', { useSuspense: true });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div dir="ltr" className="flex gap-2">
        <button type="button" className={buttonClass()} onClick={() => onPan(-1)}>
          <span aria-hidden="true">←</span> {t('strip.earlier')}
        </button>
        <button type="button" className={buttonClass()} onClick={() => onPan(1)}>
          {t('strip.later')} <span aria-hidden="true">→</span>
        </button>
      </div>
      <button
        type="button"
        className={buttonClass()}
        onClick={() => onZoom((z) => Math.max(0, z - 1))}
        disabled={zoom === 0}
        aria-label={t('strip.zoomOut')}
      >
        −
      </button>
      <button
        type="button"
        className={buttonClass()}
        onClick={() => onZoom((z) => Math.min(maxZoom, z + 1))}
        disabled={zoom === maxZoom}
        aria-label={t('strip.zoomIn')}
      >
        +
      </button>
      <span
        className="text-sm text-gray-700 dark:text-gray-200"
        aria-live="polite"
        data-testid="strip-position"
      >
        {position} · {t('strip.window', { seconds: windowS.toFixed(1) })}
      </span>
    </div>
  );
}
