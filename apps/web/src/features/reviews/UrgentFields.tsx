import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '@/components/ui/controls';
import { URGENT_REASONS, type UrgentReason } from '@heartcheck/contracts/urgent-reasons';

/** The urgent choice being edited: no reason is ever assumed (issue 21). */
export interface UrgentChoice {
  urgent: boolean;
  reason: UrgentReason | '';
  note: string;
}

/** Keys of the `urgent.errors` messages, or undefined when the choice can be signed. */
export function urgentProblem(choice: UrgentChoice): 'reason' | 'note' | undefined {
  if (!choice.urgent) return undefined;
  if (!choice.reason) return 'reason';
  if (choice.reason === 'other' && !choice.note.trim()) return 'note';
  return undefined;
}

/**
 * The urgent-finding choice on the report form: a flag, then a reason the cardiologist must pick
 * (none pre-selected) and a note ("Other" needs one). On an amendment it starts from the signed
 * version's flag, and unticking it clears the flag.
 */
export function UrgentFields({
  choice,
  problem,
  amending,
  onChange,
}: {
  choice: UrgentChoice;
  problem: 'reason' | 'note' | undefined;
  amending: boolean;
  onChange: (next: UrgentChoice) => void;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const { urgent, reason, note } = choice;
  return (
    <fieldset className="space-y-3 rounded-lg border border-red-300 p-3 dark:border-red-800">
      <legend className="px-1 font-semibold">{t('urgent.legend')}</legend>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0"
          checked={urgent}
          onChange={(e) => onChange({ ...choice, urgent: e.target.checked })}
        />
        <span>{t('urgent.flag')}</span>
      </label>
      {amending && <p className="text-sm">{t('urgent.amendHint')}</p>}
      {urgent && (
        <div className="grid gap-3">
          <div>
            <label className={labelClass} htmlFor="urgent-reason">
              {t('urgent.reason')}
            </label>
            <select
              id="urgent-reason"
              className={inputClass}
              value={reason}
              aria-required="true"
              aria-invalid={problem === 'reason'}
              aria-describedby={problem === 'reason' ? 'urgent-reason-error' : undefined}
              onChange={(e) => onChange({ ...choice, reason: e.target.value as UrgentReason | '' })}
            >
              <option value="">{t('urgent.choose')}</option>
              {URGENT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`urgent.reasons.${r}`)}
                </option>
              ))}
            </select>
            {problem === 'reason' && (
              <p id="urgent-reason-error" role="alert" className="text-red-700 dark:text-red-300">
                {t('urgent.errors.reason')}
              </p>
            )}
          </div>
          <div>
            <label className={labelClass} htmlFor="urgent-note">
              {t('urgent.note')}
            </label>
            <input
              id="urgent-note"
              className={inputClass}
              value={note}
              maxLength={500}
              aria-invalid={problem === 'note'}
              aria-describedby={problem === 'note' ? 'urgent-note-error' : undefined}
              onChange={(e) => onChange({ ...choice, note: e.target.value })}
            />
            {problem === 'note' && (
              <p id="urgent-note-error" role="alert" className="text-red-700 dark:text-red-300">
                {t('urgent.errors.note')}
              </p>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
