import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IndexCard } from './api';
import { cardClass, linkClass } from '@/components/control-classes';

const BAND_STYLE: Record<IndexCard['band'], string> = {
  within: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  below: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  above: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  unavailable: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
};

/** The six index cards: value, where it sits against the typical range, and its tip article. */
export function IndexCards({ cards }: { cards: IndexCard[] }) {
  const { t } = useTranslation('results', { useSuspense: true });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('indices.listLabel')}>
      {cards.map((card) => {
        const position =
          card.value === null
            ? 0
            : Math.max(0, Math.min(1, (card.value - card.low) / (card.high - card.low)));
        return (
          <li key={card.id} className={cardClass} data-testid={`index-${card.id}`}>
            <h3 className="text-base font-semibold">{t(`indices.${card.id}.name`)}</h3>
            <p className="mt-1 text-3xl font-bold tracking-tight" data-testid="index-value">
              {card.display}
            </p>
            <p className="mt-2">
              <span
                className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BAND_STYLE[card.band]}`}
              >
                {t(`bands.${card.band}`)}
              </span>
            </p>
            {card.value !== null && (
              <div className="mt-3" aria-hidden="true">
                <div className="relative h-2 rounded-full bg-gray-200 dark:bg-gray-700">
                  <div className="absolute inset-y-0 start-1/4 end-1/4 rounded-full bg-green-300 dark:bg-green-800" />
                  <div
                    className="absolute -top-1 h-4 w-1.5 rounded bg-gray-900 dark:bg-white"
                    style={{ insetInlineStart: `calc(${25 + position * 50}% - 3px)` }}
                  />
                </div>
              </div>
            )}
            <p className="mt-3 text-sm">{t(`indices.${card.id}.${card.band}`)}</p>
            <p className="mt-1 text-xs text-gray-600 dark:text-gray-300">
              {t('indices.typicalRange', { range: card.rangeDisplay })}
            </p>
            <p className="mt-3 text-sm">
              <Link className={linkClass} to={`/support-hub/article/${card.articleId}`}>
                {t('indices.tipLink', { name: t(`indices.${card.id}.name`) })}
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
