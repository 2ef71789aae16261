import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RestResult } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import { cardClass, linkClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { ukDateTime } from '@/lib/format/clock';

/** A recording in the queue, as GET /api/reviews declares it (generated from the API). */
type ReviewQueueItem = RestResult<'get', '/api/reviews'>['list'][number];

/** /reviews: recordings waiting for a cardiologist, then those already reported. */
export function ReviewsPage() {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const queue = useRestQuery('/api/reviews', {});
  const list = queue.data?.list;
  const error = queue.error ? errorMessage(queue.error, t('loadError')) : undefined;
  const waiting = list?.filter((i) => i.signedVersion === null) ?? [];
  const done = list?.filter((i) => i.signedVersion !== null) ?? [];
  const table = (items: ReviewQueueItem[], caption: string) => (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('order')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('resultsReady')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('meanHr')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {t('events')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('state')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.orderId} className="border-t border-gray-200 dark:border-gray-800">
              <td className="py-2 pe-3">
                <Link className={linkClass} to={`/reviews/${item.orderId}`}>
                  {item.orderNumber}
                </Link>
              </td>
              <td className="py-2 pe-3">
                {item.resultsReadyAt ? ukDateTime(item.resultsReadyAt) : '—'}
              </td>
              <td className="py-2 pe-3">{item.meanHr}</td>
              <td className="py-2 pe-3">{item.events}</td>
              <td className="py-2">
                {item.signedVersion !== null
                  ? t('signedVersion', { version: item.signedVersion })
                  : item.draft
                    ? t('draftSaved')
                    : t('notStarted')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section aria-labelledby="reviews-title" className="space-y-6">
      <h1 id="reviews-title" className="text-3xl font-semibold">
        {t('title')}
      </h1>
      {!list && !error && <p>{t('loading')}</p>}
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {list && (
        <>
          <section className={cardClass} aria-labelledby="waiting-title">
            <h2 id="waiting-title" className="mb-2 text-xl font-semibold">
              {t('waiting', { count: waiting.length })}
            </h2>
            {waiting.length ? table(waiting, t('waitingCaption')) : <p>{t('nothingWaiting')}</p>}
          </section>
          {done.length > 0 && (
            <section className={cardClass} aria-labelledby="done-title">
              <h2 id="done-title" className="mb-2 text-xl font-semibold">
                {t('reported')}
              </h2>
              {table(done, t('reportedCaption'))}
            </section>
          )}
        </>
      )}
    </section>
  );
}
