import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HoldView } from '@heartcheck/contracts/holds';
import { buttonClass, cardClass, inputClass, labelClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { rest } from '@/lib/http/rest';
import { errorMessage } from '@/lib/http/error-message';

/**
 * A recording under the minimum analysable time, held: operations repeat the check at no cost
 * or release it with a reason the customer is shown. Shows the decision once taken.
 */
export function HoldPanel({ orderId, refreshKey }: { orderId: string; refreshKey: string }) {
  const { t } = useTranslation('recordingUpload', { useSuspense: true });
  const id = useId();
  const [hold, setHold] = useState<HoldView | null | undefined>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    rest('get', '/api/orders/{orderId}/hold', { path: { orderId } }).then(
      (r) => setHold(r.hold),
      (e: unknown) => setError(errorMessage(e, t('hold.loadError'))),
    );
  }, [orderId, t]);
  useEffect(load, [load, refreshKey]);
  if (!hold) return null;

  const decide = async (decision: 'repeat' | 'release') => {
    setError(undefined);
    if (reason.trim().length < 10) {
      setError(t('hold.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const r = await rest('post', '/api/orders/{orderId}/hold/decision', {
        path: { orderId },
        body: { decision, reason },
      });
      setHold(r.hold);
    } catch (e) {
      setError(errorMessage(e, t('hold.loadError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={cardClass} aria-labelledby={`${id}-title`} data-testid="hold-panel">
      <h2 id={`${id}-title`} className="mb-2 text-xl font-semibold">
        {t('hold.title')}
      </h2>
      {hold.status === 'held' ? (
        <div className="space-y-3">
          <Notice tone="warning" live={false}>
            <p>
              {t('hold.held', {
                analysable: hold.analysable,
                hours: Math.round(hold.minimumS / 3600),
              })}
            </p>
          </Notice>
          <div>
            <label className={labelClass} htmlFor={`${id}-reason`}>
              {t('hold.reason')}
            </label>
            <textarea
              id={`${id}-reason`}
              className={inputClass}
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('solid')}
              disabled={busy}
              onClick={() => void decide('repeat')}
            >
              {t('hold.repeat')}
            </button>
            <button
              type="button"
              className={buttonClass()}
              disabled={busy}
              onClick={() => void decide('release')}
            >
              {t('hold.release')}
            </button>
          </div>
        </div>
      ) : (
        <p role="status">
          {hold.status === 'released'
            ? t('hold.released', { reason: hold.reason ?? '' })
            : t('hold.repeated', {
                number: hold.repeatOrderNumber ?? '',
                reason: hold.reason ?? '',
              })}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
