import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass, labelClass } from '@/components/ui/controls';
import { URGENT_REASONS, type UrgentReason } from '@heartcheck/contracts/urgent-reasons';

/** The urgent-finding choice on the report form. */
export function UrgentFields({
  urgent,
  reason,
  note,
  onChange,
}: {
  urgent: boolean;
  reason: UrgentReason;
  note: string;
  onChange: (next: { urgent: boolean; reason: UrgentReason; note: string }) => void;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  return (
    <fieldset className="space-y-3 rounded-lg border border-red-300 p-3 dark:border-red-800">
      <legend className="px-1 font-semibold">{t('urgent.legend')}</legend>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={urgent}
          onChange={(e) => onChange({ urgent: e.target.checked, reason, note })}
        />
        <span>{t('urgent.flag')}</span>
      </label>
      {urgent && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label className={labelClass} htmlFor="urgent-reason">
              {t('urgent.reason')}
            </label>
            <select
              id="urgent-reason"
              className={inputClass}
              value={reason}
              onChange={(e) => onChange({ urgent, reason: e.target.value as UrgentReason, note })}
            >
              {URGENT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`urgent.reasons.${r}`)}
                </option>
              ))}
            </select>
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
              onChange={(e) => onChange({ urgent, reason, note: e.target.value })}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** "Sign and publish" asks first, listing exactly what the customer will receive. */
export function SignConfirm({
  version,
  amendment,
  urgent,
  busy,
  onConfirm,
  onCancel,
}: {
  version: number;
  amendment: boolean;
  urgent: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const items = amendment
    ? ['confirm.amendedReport', urgent ? 'confirm.urgentEmail' : 'confirm.amendedEmail']
    : ['confirm.resultsScreen', 'confirm.pdfs', urgent ? 'confirm.urgentEmail' : 'confirm.email'];
  return (
    <div
      role="alertdialog"
      aria-labelledby="sign-confirm-title"
      aria-describedby="sign-confirm-list"
      className="space-y-3 rounded-lg border-2 border-primary bg-primary-subtle p-4 dark:bg-gray-900"
    >
      <h3 id="sign-confirm-title" className="text-lg font-semibold">
        {t('confirm.title', { version })}
      </h3>
      <ul id="sign-confirm-list" className="list-disc space-y-1 ps-5">
        {items.map((key) => (
          <li key={key}>{t(key, { version })}</li>
        ))}
        {urgent && <li className="font-semibold">{t('confirm.urgentTask')}</li>}
      </ul>
      <p className="text-sm">{t('confirm.final')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('solid')} disabled={busy} onClick={onConfirm}>
          {t('confirm.yes')}
        </button>
        <button type="button" className={buttonClass()} disabled={busy} onClick={onCancel}>
          {t('confirm.no')}
        </button>
      </div>
    </div>
  );
}
