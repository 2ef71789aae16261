import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass, mutedClass } from '@/components/ui/controls';
import { downloadFile } from '@/lib/http/download';
import { failedAnswer } from '@/lib/http/error-message';

/** The server's answer while another export of the account is still being written. */
const BUSY = 429;

/**
 * "Your data": the customer's copy of everything HeartCheck holds about them (UK GDPR Art. 15
 * and 20), as one ZIP archive saved under the server's name (heartcheck-data-<day>.zip).
 */
export function DataExport() {
  const { t } = useTranslation('settings', { useSuspense: true });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await downloadFile('/api/me/data-export', {}, 'heartcheck-data.zip');
    } catch (e: unknown) {
      // The archive is a download (a blob), so the server's JSON message is not read: the
      // status says enough.
      setError(t(failedAnswer(e)?.status === BUSY ? 'yourData.busy' : 'yourData.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="your-data-title" className={cardClass}>
      <h2 id="your-data-title" className="text-xl font-semibold">
        {t('yourData.title')}
      </h2>
      <p className="mt-1">{t('yourData.intro')}</p>
      <p className={`mt-1 text-sm ${mutedClass}`}>{t('yourData.notIncluded')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass('solid')}
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? t('yourData.preparing') : t('yourData.download')}
        </button>
        {busy && (
          <p role="status" className={`text-sm ${mutedClass}`}>
            {t('yourData.wait')}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
