import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateTile } from '@heartcheck/contracts/review-edits';
import { buttonClass } from '@/components/ui/controls';
import { TemplateWave, commonScale } from './TemplateWave';

/**
 * An open template's member beats (those drawn over it), each a toggle to select for a split or
 * relabel, with the RR intervals before and after it (a premature beat's shape can be a normal
 * one's: its timing tells them apart), and the chosen beat shown in the ECG.
 */
export function BeatPicker({
  tile,
  selected,
  onToggle,
  onShow,
  children,
}: {
  tile: TemplateTile;
  selected: Set<number>;
  onToggle: (beat: number) => void;
  /** Shows a moment (s from the recording's start) in the review's ECG strip. */
  onShow: (atS: number) => void;
  /** Edits of the whole template by timing (PrematureForm), where the caller may edit. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('workstation');
  const scale = commonScale([tile.mean, ...tile.overlay]);
  const rr = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? '–' : String(ms);
  const chosen = tile.overlayBeats.flatMap((b, i) => (selected.has(b) ? [i] : []));
  return (
    <section
      aria-labelledby="beats-title"
      className="mt-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
    >
      <h3 id="beats-title" className="font-semibold">
        {t('tiles.beatsTitle', { id: tile.id })}
      </h3>
      <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{t('tiles.beatHelp')}</p>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {tile.overlayBeats.map((beat, i) => (
          <li key={beat}>
            <button
              type="button"
              aria-pressed={selected.has(beat)}
              aria-label={t('tiles.beat', {
                n: beat + 1,
                before: rr(tile.overlayRr[i]?.[0]),
                after: rr(tile.overlayRr[i]?.[1]),
              })}
              onClick={() => onToggle(beat)}
              className={`w-full rounded border-2 p-1 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 ${
                selected.has(beat)
                  ? 'border-amber-500 bg-amber-50 dark:border-amber-300 dark:bg-amber-950'
                  : 'border-gray-200 dark:border-gray-700'
              }`}
            >
              <TemplateWave mean={tile.overlay[i]!} overlay={[]} scaleUv={scale} />
              <span
                aria-hidden="true"
                className="block text-xs whitespace-nowrap tabular-nums"
                dir="ltr"
              >
                {rr(tile.overlayRr[i]?.[0])}/{rr(tile.overlayRr[i]?.[1])}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${buttonClass()} mt-2`}
        disabled={chosen.length !== 1}
        onClick={() => onShow(tile.overlayAtS[chosen[0]!]!)}
      >
        {t('tiles.showBeat')}
      </button>
      {children}
    </section>
  );
}
