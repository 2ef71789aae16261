import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IndexCard } from '@heartcheck/contracts/results';
import { cardClass, linkClass } from '@/components/ui/controls';

const BAND_STYLE: Record<IndexCard['band'], string> = {
  within: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  below: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  above: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  unavailable: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  byPeriodOnly: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
};

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * Positions on a bar whose scale holds both the typical range (with half its width either
 * side) and the value, so a value outside the range is drawn where it is, never pinned to the
 * band's edge. Returns fractions 0..1 of the bar.
 */
export function scaleOf(value: number, low: number, high: number) {
  const span = high - low;
  const from = Math.min(low - span / 2, value - span * 0.05);
  const to = Math.max(high + span / 2, value + span * 0.05);
  const at = (x: number) => (x - from) / (to - from);
  return { low: at(low), high: at(high), value: at(value) };
}

/** The six index cards: value, where it sits against the typical range, and its tip article. */
export function IndexCards({ cards }: { cards: IndexCard[] }) {
  const { t } = useTranslation('results', { useSuspense: true });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('indices.listLabel')}>
      {cards.map((card) => {
        // A whole-recording value compared by period only gets no bar against the range.
        const scale =
          card.value === null || card.band === 'byPeriodOnly'
            ? undefined
            : scaleOf(card.value, card.low, card.high);
        return (
          <li key={card.id} className={cardClass} data-testid={`index-${card.id}`}>
            <h3 className="text-base font-semibold">{t(`indices.${card.id}.name`)}</h3>
            <p className="mt-1 text-3xl font-bold tracking-tight" data-testid="index-value">
              {/* A value like -2.73 reads left to right in a right-to-left page too. */}
              <bdi dir="ltr">{card.display}</bdi>
            </p>
            <p className="mt-2">
              <span
                className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BAND_STYLE[card.band]}`}
              >
                {t(card.withheld?.reason ? 'bands.withheld' : `bands.${card.band}`)}
              </span>
            </p>
            {scale && (
              <div className="mt-3" aria-hidden="true" data-testid="index-bar">
                <div className="relative h-2 rounded-full bg-gray-200 dark:bg-gray-700">
                  <div
                    className="absolute inset-y-0 rounded-full bg-green-300 dark:bg-green-800"
                    style={{
                      insetInlineStart: pct(scale.low),
                      insetInlineEnd: pct(1 - scale.high),
                    }}
                  />
                  <div
                    className="absolute -top-1 h-4 w-1.5 rounded bg-gray-900 dark:bg-white"
                    data-position={scale.value.toFixed(3)}
                    style={{ insetInlineStart: `calc(${pct(scale.value)} - 3px)` }}
                  />
                </div>
              </div>
            )}
            {card.band === 'byPeriodOnly' ? (
              <ByPeriod card={card} />
            ) : (
              <p className="mt-3 text-sm">
                {card.withheld
                  ? t(`withheld.${card.withheld.reason ?? 'noSignal'}`, {
                      defaultValue: card.withheld.text,
                    })
                  : t(`indices.${card.id}.${card.band}`)}
              </p>
            )}
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

/**
 * PNS, SNS and Stress over the whole recording: their typical ranges come from 5-minute resting
 * recordings, so only the day and night values are placed against them.
 */
function ByPeriod({ card }: { card: IndexCard }) {
  const { t } = useTranslation('results', { useSuspense: true });
  const periods = card.periods;
  return (
    <>
      {periods && (
        <ul className="mt-3 space-y-1 text-sm" aria-label={t('periods.label')}>
          {(['day', 'night'] as const).map((p) => (
            <li key={p} data-testid={`period-${p}`}>
              {periods[p].withheld
                ? t(`periods.${p}Withheld`, {
                    why: t(`withheld.${periods[p].withheld.reason ?? 'noSignal'}`, {
                      defaultValue: periods[p].withheld.text,
                    }),
                  })
                : t(`periods.${p}`, {
                    value: periods[p].display,
                    band: t(`bands.${periods[p].band}`).toLowerCase(),
                  })}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">{t(periods ? 'periods.byPeriodOnly' : 'periods.withheld')}</p>
    </>
  );
}
