import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResultsOfOrder } from '@heartcheck/contracts/results';
import { cardClass, linkClass } from '@/components/ui/controls';

/** The recording's figures, each with a link to its help article when it has one, and the disclaimer. */
export function ResultsSummary({
  summary,
  beatTimes = false,
}: {
  summary: ResultsOfOrder['summary'];
  /** The recording is beat times only: the figures come from them, not from an ECG. */
  beatTimes?: boolean;
}) {
  const { t } = useTranslation('results', { useSuspense: true });
  return (
    <section aria-labelledby="summary-title" className={cardClass}>
      <h2 id="summary-title" className="mb-3 text-xl font-semibold">
        {t('summaryTitle')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {summary.map((f) => (
          <div
            key={f.id}
            className="flex justify-between gap-3 border-b border-gray-100 py-1 dark:border-gray-800"
          >
            {/* The API's English figures ("72 bpm", "4 (0.3% of beats)") keep their order in a
                right-to-left page. */}
            <dt className="text-gray-700 dark:text-gray-300">
              <bdi>{f.label}</bdi>
              {f.articleId && (
                <>
                  {' '}
                  <Link
                    className={`${linkClass} text-sm`}
                    to={`/support-hub/article/${f.articleId}`}
                    aria-label={t('aboutFindingLabel', { name: f.label })}
                  >
                    {t('aboutFinding')}
                  </Link>
                </>
              )}
            </dt>
            <dd className="text-end font-medium">
              <bdi dir="ltr">{f.display}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-gray-600 dark:text-gray-300" data-testid="disclaimer">
        {t(beatTimes ? 'disclaimerBeatTimes' : 'disclaimer')}
      </p>
    </section>
  );
}
