import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Activity, Symptom } from '@heartcheck/contracts/diary-choices';
import { rest } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  linkClass,
} from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { ActivityField, DiaryEntries, SymptomField } from './DiaryParts';
import { DiaryNotMonitored, EmergencyAdvice } from './SafetyAdvice';

/** The current time as a datetime-local value. */
function nowLocal(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** /order-details/:id/diary: the customer's symptom diary while wearing the monitor. */
export function DiaryPage() {
  const { t } = useTranslation('diary', { useSuspense: true });
  const { id = '' } = useParams();
  const diaryQuery = useRestQuery('/api/orders/{orderId}/diary', { path: { orderId: id } });
  const diary = diaryQuery.data;
  const loadError = diaryQuery.error ? errorMessage(diaryQuery.error, t('loadError')) : undefined;
  const [when, setWhen] = useState(nowLocal);
  const [symptom, setSymptom] = useState<Symptom>('palpitations');
  const [activity, setActivity] = useState<Activity>('resting');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  const load = diaryQuery.reload;

  const add = async () => {
    setError(undefined);
    setSaved(false);
    try {
      await rest('post', '/api/orders/{orderId}/diary', {
        path: { orderId: id },
        body: { occurredAt: new Date(when).toISOString(), symptom, activity, note },
      });
      setNote('');
      setSaved(true);
      load();
    } catch (e) {
      setError(errorMessage(e, t('saveError')));
    }
  };
  const remove = async (entryId: string) => {
    try {
      await rest('delete', '/api/orders/{orderId}/diary/{entryId}', {
        path: { orderId: id, entryId },
      });
      load();
    } catch (e) {
      setError(errorMessage(e, t('saveError')));
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
        <section className={cardClass} aria-labelledby="add-title">
          <h2 id="add-title" className="mb-3 text-xl font-semibold">
            {t('addTitle')}
          </h2>
          <form
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <div>
              <label className={labelClass} htmlFor="diary-when">
                {t('when')}
              </label>
              <input
                id="diary-when"
                type="datetime-local"
                required
                className={inputClass}
                value={when}
                max={nowLocal()}
                onChange={(e) => setWhen(e.target.value)}
              />
            </div>
            <div>
              <SymptomField symptom={symptom} onSymptom={setSymptom} />
            </div>
            <div>
              <ActivityField activity={activity} onActivity={setActivity} />
            </div>
            <div>
              <label className={labelClass} htmlFor="diary-note">
                {t('note')}
              </label>
              <input
                id="diary-note"
                className={inputClass}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <EmergencyAdvice symptom={symptom} />
            <div className="sm:col-span-2">
              <button type="submit" className={buttonClass('solid')}>
                {t('add')}
              </button>
              {saved && (
                <span role="status" className="ms-3 text-green-800 dark:text-green-300">
                  {t('saved')}
                </span>
              )}
            </div>
          </form>
          {error && (
            <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </section>
      ) : (
        <p className={cardClass}>{t('closed')}</p>
      )}
      <DiaryEntries diary={diary} onRemove={(entryId) => void remove(entryId)} />
    </section>
  );
}
