import { useTranslation } from 'react-i18next';
import type { Diary } from '@heartcheck/contracts/diary';
import {
  ACTIVITIES,
  SYMPTOMS,
  type Activity,
  type Symptom,
} from '@heartcheck/contracts/diary-choices';
import { buttonClass, cardClass, inputClass, labelClass } from '@/components/ui/controls';

/** The diary form's symptom choice. */
export function SymptomField({
  symptom,
  onSymptom,
}: {
  symptom: Symptom;
  onSymptom: (symptom: Symptom) => void;
}) {
  const { t } = useTranslation('diary', { useSuspense: true });
  return (
    <>
      <label className={labelClass} htmlFor="diary-symptom">
        {t('symptom')}
      </label>
      <select
        id="diary-symptom"
        className={inputClass}
        value={symptom}
        onChange={(e) => onSymptom(SYMPTOMS.find((s) => s === e.target.value) ?? symptom)}
      >
        {SYMPTOMS.map((s) => (
          <option key={s} value={s}>
            {t(`symptoms.${s}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** The diary form's activity choice. */
export function ActivityField({
  activity,
  onActivity,
}: {
  activity: Activity;
  onActivity: (activity: Activity) => void;
}) {
  const { t } = useTranslation('diary', { useSuspense: true });
  return (
    <>
      <label className={labelClass} htmlFor="diary-activity">
        {t('activity')}
      </label>
      <select
        id="diary-activity"
        className={inputClass}
        value={activity}
        onChange={(e) => onActivity(ACTIVITIES.find((a) => a === e.target.value) ?? activity)}
      >
        {ACTIVITIES.map((a) => (
          <option key={a} value={a}>
            {t(`activities.${a}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** The diary's entries, newest first as the API lists them; each can be deleted while the diary is open. */
export function DiaryEntries({
  diary,
  onRemove,
}: {
  diary: Diary;
  onRemove: (entryId: string) => void;
}) {
  const { t } = useTranslation('diary', { useSuspense: true });
  return (
    <section className={cardClass} aria-labelledby="entries-title">
      <h2 id="entries-title" className="mb-3 text-xl font-semibold">
        {t('entries', { count: diary.entries.length })}
      </h2>
      {diary.entries.length === 0 ? (
        <p>{t('noEntries')}</p>
      ) : (
        <ul className="space-y-2">
          {diary.entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 pb-2 dark:border-gray-800"
              data-testid="diary-entry"
            >
              <span>
                <strong>
                  {new Date(entry.occurredAt).toLocaleString('en-GB', {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </strong>
                : {t(`symptoms.${entry.symptom}`)} · {t(`activities.${entry.activity}`)}
                {entry.note ? ` · ${entry.note}` : ''}
              </span>
              {diary.open && (
                <button type="button" className={buttonClass()} onClick={() => onRemove(entry.id)}>
                  {t('delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
