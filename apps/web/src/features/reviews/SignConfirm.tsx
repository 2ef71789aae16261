import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/controls';

/** "Sign and publish" asks first, listing exactly what the customer will receive. */
export function SignConfirm({
  version,
  amendment,
  urgent,
  clearsUrgent = false,
  busy,
  onConfirm,
  onCancel,
}: {
  version: number;
  amendment: boolean;
  urgent: boolean;
  /** An amendment that removes the urgent flag of the signed version. */
  clearsUrgent?: boolean;
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
        {clearsUrgent && <li className="font-semibold">{t('confirm.urgentCleared')}</li>}
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
