import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import { useRestMutation } from '@/lib/http/use-rest-mutation';

/**
 * An analysis that failed for good (a full disk, say) shown with its error and a "Retry
 * analysis" button (issue 25), so nobody edits the database. Read only while the order waits on
 * its analysis: the read is a logged staff read of the recording, so the panel makes it only
 * when there can be something to retry. The API ignores a second click while it is queued.
 */
export function AnalysisRetry({
  orderId,
  onDone,
}: {
  orderId: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const info = useRestQuery('/api/orders/{orderId}/recording', { path: { orderId } });
  const mutation = useRestMutation();
  const [queued, setQueued] = useState(false);
  const analysis = info.data?.analysis;
  if (!analysis || (analysis.status !== 'failed' && !queued)) return null;
  const retry = async () => {
    const done = await mutation.run(() =>
      rest('post', '/api/orders/{orderId}/analysis/retry', { path: { orderId } }),
    );
    if (!done) return;
    setQueued(true);
    onDone(done.data.retried ? t('analysis.retried') : t('analysis.alreadyQueued'));
    info.reload();
  };
  return (
    <section aria-labelledby="analysis-failed-title" className="mb-4 space-y-2">
      <h4 id="analysis-failed-title" className="font-semibold">
        {t('analysis.title')}
      </h4>
      {analysis.status === 'failed' ? (
        <>
          <p>{t('analysis.failed', { attempts: analysis.attempts })}</p>
          {analysis.error && <p className="break-words">{analysis.error}</p>}
          <button
            type="button"
            className={buttonClass('solid')}
            disabled={mutation.pending}
            onClick={() => void retry()}
          >
            {t('analysis.retry')}
          </button>
        </>
      ) : (
        <p role="status">{t('analysis.queued')}</p>
      )}
      {mutation.error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorMessage(mutation.error, t('analysis.retryFailed'))}
        </p>
      )}
    </section>
  );
}
