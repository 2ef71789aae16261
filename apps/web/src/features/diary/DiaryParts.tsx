import { useTranslation } from 'react-i18next';
import type { Diary } from '@heartcheck/contracts/diary';
import {
  ACTIVITIES,
  SYMPTOMS,
  type Activity,
  type Symptom,
} from '@heartcheck/contracts/diary-choices';
import {
  buttonClass,
  cardClass,
  fieldErrorClass,
  inputClass,
  labelClass,
} from '@/components/ui/controls';

/** One choice of the form: a list that starts on "Choose…", so nothing is recorded by default. */
function ChoiceField<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  error,
  onChoose,
}: {
  id: string;
  label: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  error: string | undefined;
  onChoose: (value: T | '') => void;
}) {
  const { t } = useTranslation('diary', { useSuspense: true });
  return (
    <>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChoose(options.find((o) => o === e.target.value) ?? '')}
      >
        <option value="">{t('choose')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </>
  );
}

/** The diary form's symptom choice. */
export function SymptomField(props: {
  symptom: Symptom | '';
  error: string | undefined;
  onSymptom: (symptom: Symptom | '') => void;
}) {
  const { t } = useTranslation('diary', { useSuspense: true });
  return (
    <ChoiceField
      id="diary-symptom"
      label={t('symptom')}
      value={props.symptom}
      options={SYMPTOMS}
      optionLabel={(s) => t(`symptoms.${s}`)}
      error={props.error}
      onChoose={props.onSymptom}
    />
  );
}

/** The diary form's activity choice. */
export function ActivityField(props: {
  activity: Activity | '';
  error: string | undefined;
  onActivity: (activity: Activity | '') => void;
}) {
  const { t } = useTranslation('diary', { useSuspense: true });
  return (
    <ChoiceField
      id="diary-activity"
      label={t('activity')}
      value={props.activity}
      options={ACTIVITIES}
      optionLabel={(a) => t(`activities.${a}`)}
      error={props.error}
      onChoose={props.onActivity}
    />
  );
}

/** When a symptom happened, in the customer's own clock (they entered it in that clock). */
function shownAt(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
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
                <strong>{shownAt(entry.occurredAt)}</strong>: {t(`symptoms.${entry.symptom}`)} ·{' '}
                {t(`activities.${entry.activity}`)}
                {entry.note ? ` · ${entry.note}` : ''}
              </span>
              {diary.open && (
                <button
                  type="button"
                  className={buttonClass()}
                  aria-label={t('deleteEntry', { when: shownAt(entry.occurredAt) })}
                  onClick={() => {
                    const what = `${shownAt(entry.occurredAt)}, ${t(`symptoms.${entry.symptom}`)}`;
                    if (window.confirm(t('deleteQuestion', { what }))) onRemove(entry.id);
                  }}
                >
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
