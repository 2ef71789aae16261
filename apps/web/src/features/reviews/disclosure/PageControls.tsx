import { useTranslation } from 'react-i18next';
import type { EventView } from '@heartcheck/contracts/results';
import { buttonClass, inputClass } from '@/components/ui/controls';
import { clockAt } from '@/lib/format/clock';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  episodes: readonly EventView[];
  startTime: string | null;
  onEpisode: (episode: EventView) => void;
}

/**
 * First, previous, next and last page, and the episode list to jump to. The buttons run left to
 * right in either direction, as the pages' time does.
 */
export function PageControls({ page, pageCount, onPage, episodes, startTime, onEpisode }: Props) {
  const { t } = useTranslation('disclosure', { useSuspense: true });
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div dir="ltr" className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass()}
          onClick={() => onPage(0)}
          disabled={page === 0}
        >
          {t('first')}
        </button>
        <button
          type="button"
          className={buttonClass()}
          onClick={() => onPage(page - 1)}
          disabled={page === 0}
        >
          <span aria-hidden="true">←</span> {t('previous')}
        </button>
        <button
          type="button"
          className={buttonClass()}
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount - 1}
        >
          {t('next')} <span aria-hidden="true">→</span>
        </button>
        <button
          type="button"
          className={buttonClass()}
          onClick={() => onPage(pageCount - 1)}
          disabled={page >= pageCount - 1}
        >
          {t('last')}
        </button>
      </div>
      {/* min-w-0: a flex item is otherwise as wide as its longest option (an episode's time and
          label), 13-19 px wider than a 375 px screen; the open list still shows each in full */}
      <label className="max-w-full min-w-0 text-sm">
        <span className="block">{t('episode')}</span>
        <select
          className={`${inputClass.replace('w-full', 'w-auto')} max-w-full`}
          value=""
          onChange={(e) => {
            const chosen = episodes[Number(e.target.value)];
            if (chosen) onEpisode(chosen);
          }}
        >
          <option value="">{t('episodePlaceholder', { count: episodes.length })}</option>
          {episodes.map((e, i) => (
            <option key={e.id} value={i}>
              {clockAt(startTime, e.atS, true)} · {e.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
