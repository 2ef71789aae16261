import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { rest } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import { cardClass, linkClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { DiaryEntries } from './DiaryParts';
import { DiaryForm } from './DiaryForm';
import { DiaryNotMonitored } from './SafetyAdvice';

/** /order-details/:id/diary: the customer's symptom diary while wearing the monitor. */
export function DiaryPage() {
  const { t } = useTranslation('diary', { useSuspense: true });
  const { id = '' } = useParams();
  const diaryQuery = useRestQuery('/api/orders/{orderId}/diary', { path: { orderId: id } });
  const diary = diaryQuery.data;
  const loadError = diaryQuery.error ? errorMessage(diaryQuery.error, t('loadError')) : undefined;
  const [error, setError] = useState<string | undefined>();

  const load = diaryQuery.reload;

  const remove = async (entryId: string) => {
    try {
      await rest('delete', '/api/orders/{orderId}/diary/{entryId}', {
        path: { orderId: id, entryId },
      });
      load();
    } catch (e) {
      setError(errorMessage(e, t('deleteError')));
    }
  };

  if (loadError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {loadError}
      </p>
    );
  if (!diary) return <p>{t('loading')}</p>;
  return (
    <section aria-labelledby="diary-title" className="space-y-6">
      <p>
        <Link className={linkClass} to={`/order-details/${id}`}>
          {t('back', { number: diary.order.number })}
        </Link>
      </p>
      <div>
        <h1 id="diary-title" className="text-3xl font-semibold">
          {t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-gray-700 dark:text-gray-300">{t('intro')}</p>
      </div>
      <DiaryNotMonitored />
      {diary.open ? (
        <DiaryForm orderId={id} onAdded={load} />
      ) : (
        <p className={cardClass}>{t('closed')}</p>
      )}
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <DiaryEntries diary={diary} onRemove={(entryId) => void remove(entryId)} />
    </section>
  );
}
