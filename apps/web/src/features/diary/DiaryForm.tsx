import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, Symptom } from '@heartcheck/contracts/diary-choices';
import {
  buttonClass,
  cardClass,
  fieldErrorClass,
  inputClass,
  labelClass,
} from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { ActivityField, SymptomField } from './DiaryParts';
import { EmergencyAdvice } from './SafetyAdvice';

/** The current time as a datetime-local value. */
function nowLocal(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

interface Entry {
  symptom: Symptom | '';
  activity: Activity | '';
  note: string;
}
type EntryErrors = Partial<Record<keyof Entry | 'when', string>>;

/**
 * Keys of what is missing. Nothing is chosen for the customer (a default would put a symptom
 * they never had in front of their cardiologist), and "Other" needs the note that says what.
 */
function missing(entry: Entry): EntryErrors {
  const errors: EntryErrors = {};
  if (!entry.symptom) errors.symptom = 'chooseSymptom';
  if (!entry.activity) errors.activity = 'chooseActivity';
  if (!entry.note.trim() && entry.symptom === 'other') errors.note = 'noteForOtherSymptom';
  else if (!entry.note.trim() && entry.activity === 'other') errors.note = 'noteForOtherActivity';
  return errors;
}

/** The form that adds a symptom to the diary of order `orderId`. */
export function DiaryForm({ orderId, onAdded }: { orderId: string; onAdded: () => void }) {
  const { t } = useTranslation('diary', { useSuspense: true });
  const [when, setWhen] = useState(nowLocal);
  const [entry, setEntry] = useState<Entry>({ symptom: '', activity: '', note: '' });
  const [errors, setErrors] = useState<EntryErrors>({});
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();
  const change = (next: Partial<Entry>) => {
    setEntry((current) => ({ ...current, ...next }));
    setSaved(false);
  };

  const add = async () => {
    setError(undefined);
    setSaved(false);
    // A cleared date field: say so, rather than "could not be saved" from an invalid date.
    const found = { ...(when ? {} : { when: 'chooseWhen' }), ...missing(entry) };
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    const { symptom, activity, note } = entry;
    if (!symptom || !activity || Object.keys(found).length > 0) return refused();
    try {
      await rest('post', '/api/orders/{orderId}/diary', {
        path: { orderId },
        body: { occurredAt: new Date(when).toISOString(), symptom, activity, note },
      });
      setEntry({ symptom: '', activity: '', note: '' });
      setSaved(true);
      onAdded();
    } catch (e) {
      setError(errorMessage(e, t('saveError')));
    }
  };

  return (
    <section className={cardClass} aria-labelledby="add-title">
      <h2 id="add-title" className="mb-3 text-xl font-semibold">
        {t('addTitle')}
      </h2>
      <form
        ref={formRef}
        noValidate
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
            aria-invalid={errors.when ? true : undefined}
            aria-describedby={errors.when ? 'diary-when-error' : undefined}
            onChange={(e) => setWhen(e.target.value)}
          />
          {errors.when && (
            <p id="diary-when-error" className={fieldErrorClass}>
              {errors.when}
            </p>
          )}
        </div>
        <div>
          <SymptomField
            symptom={entry.symptom}
            error={errors.symptom}
            onSymptom={(symptom) => change({ symptom })}
          />
        </div>
        <div>
          <ActivityField
            activity={entry.activity}
            error={errors.activity}
            onActivity={(activity) => change({ activity })}
          />
        </div>
        <NoteField
          note={entry.note}
          required={entry.symptom === 'other' || entry.activity === 'other'}
          error={errors.note}
          onNote={(note) => change({ note })}
        />
        <EmergencyAdvice symptom={entry.symptom} />
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
  );
}

/** The note: optional, except after "Other", where it is the only record of what happened. */
function NoteField(props: {
  note: string;
  required: boolean;
  error: string | undefined;
  onNote: (note: string) => void;
}) {
  const { t } = useTranslation('diary', { useSuspense: true });
  return (
    <div>
      <label className={labelClass} htmlFor="diary-note">
        {props.required ? t('noteRequired') : t('note')}
      </label>
      <input
        id="diary-note"
        className={inputClass}
        maxLength={500}
        value={props.note}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? 'diary-note-error' : undefined}
        onChange={(e) => props.onNote(e.target.value)}
      />
      {props.error && (
        <p id="diary-note-error" className={fieldErrorClass}>
          {props.error}
        </p>
      )}
    </div>
  );
}
