import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateTile } from '@heartcheck/contracts/review-edits';
import { TemplateWave, commonScale } from './TemplateWave';

const LABEL_TONE: Record<string, string> = {
  N: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  S: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  V: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-50',
  F: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-50',
  Q: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50',
  A: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
};

export function LabelChip({ label }: { label: string }) {
  const { t } = useTranslation('workstation');
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-semibold ${LABEL_TONE[label] ?? LABEL_TONE.Q}`}
    >
      {label} · {t(`labels.${label}`)}
    </span>
  );
}

/**
 * The template tiles, largest first, as a grid of toggle buttons: arrow keys move, Space
 * selects, Enter opens a tile's beats; the letter keys are handled by the workstation.
 */
export function TemplateTiles({
  tiles,
  selected,
  open,
  focusId,
  onFocus,
  onToggle,
  onOpen,
}: {
  tiles: TemplateTile[];
  selected: Set<number>;
  open: number | undefined;
  focusId: number | undefined;
  onFocus: (id: number) => void;
  onToggle: (id: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('workstation');
  const scale = commonScale(tiles.map((x) => x.mean));
  const move = (e: KeyboardEvent, i: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: 4,
      ArrowUp: -4,
    };
    if (e.key in step) {
      e.preventDefault();
      const next = tiles[Math.max(0, Math.min(tiles.length - 1, i + step[e.key]!))];
      if (next) {
        onFocus(next.id);
        document.getElementById(`tile-${next.id}`)?.focus();
      }
    } else if (e.key === ' ') {
      e.preventDefault();
      onToggle(tiles[i]!.id);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onOpen(tiles[i]!.id);
    }
  };
  if (tiles.length === 0) return <p>{t('tiles.none')}</p>;
  return (
    <ul
      aria-label={t('tiles.caption')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
    >
      {tiles.map((tile, i) => {
        const isSelected = selected.has(tile.id);
        return (
          <li key={tile.id}>
            <button
              id={`tile-${tile.id}`}
              type="button"
              aria-pressed={isSelected}
              aria-expanded={open === tile.id}
              aria-label={t('tiles.tile', {
                id: tile.id,
                count: tile.count,
                label: t(`labels.${tile.label}`),
              })}
              tabIndex={(focusId ?? tiles[0]!.id) === tile.id ? 0 : -1}
              onFocus={() => onFocus(tile.id)}
              onClick={(e) => (e.detail > 1 ? onOpen(tile.id) : onToggle(tile.id))}
              onKeyDown={(e) => move(e, i)}
              className={`w-full rounded-lg border-2 p-2 text-start focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 ${
                isSelected
                  ? 'border-amber-500 bg-amber-50 dark:border-amber-300 dark:bg-amber-950'
                  : 'border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900'
              }`}
            >
              <span className="flex flex-wrap items-center justify-between gap-1">
                <span className="text-sm font-semibold">#{tile.id}</span>
                <LabelChip label={tile.label} />
              </span>
              <TemplateWave mean={tile.mean} overlay={tile.overlay} scaleUv={scale} />
              <span className="block text-sm font-medium">
                {t('tiles.count', { count: tile.count })}
              </span>
              <span className="block text-xs text-gray-700 dark:text-gray-300">
                {tile.rare ? `${t('tiles.rare')} · ` : ''}
                {tile.split ? `${t('tiles.split')} · ` : ''}
                {t('tiles.engine', { label: tile.engineClass })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
