import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/controls';
import { Spinner } from '@/components/ui/Spinner';

/** Asks before cancelling, saying whether the payment is refunded. */
export function ConfirmCancel({
  number,
  paid,
  total,
  busy,
  onYes,
  onNo,
}: {
  number: string;
  paid: boolean;
  total: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-cancel-title"
      aria-describedby="confirm-cancel-text"
      className="space-y-3 rounded-lg border-2 border-red-400 p-4 dark:border-red-600"
    >
      <p id="confirm-cancel-title" className="font-semibold">
        {t('edit.confirmTitle', { number })}
      </p>
      <p id="confirm-cancel-text">
        {paid ? t('edit.confirmPaid', { total }) : t('edit.confirmUnpaid')}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('danger')} disabled={busy} onClick={onYes}>
          {busy ? <Spinner label={t('edit.cancelling')} /> : t('edit.confirmYes')}
        </button>
        <button type="button" className={buttonClass()} onClick={onNo}>
          {t('edit.confirmNo')}
        </button>
      </div>
    </div>
  );
}
