import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rest } from '@/lib/http/rest';
import { useRestQuery } from '@/lib/http/use-rest';
import { CreatedLink, ShareLinksTable } from './ShareParts';
import { buttonClass, inputClass, labelClass } from '@/components/ui/controls';
import { errorMessage } from '@/lib/http/error-message';

interface Props {
  orderId: string;
  hasCardiacReport: boolean;
}

/** Links for a GP: one report each, expiring (7 days by default), revocable, views counted. */
export function SharePanel({ orderId, hasCardiacReport }: Props) {
  const { t } = useTranslation('results', { useSuspense: true });
  const links = useRestQuery('/api/shares', { query: { orderId } });
  const [report, setReport] = useState<'results' | 'cardiac'>('results');
  const [days, setDays] = useState(7);
  const [created, setCreated] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const created = await rest('post', '/api/shares', { body: { orderId, report, days } });
      setCreated(created.url);
      links.reload();
    } catch (e) {
      setError(errorMessage(e, t('share.createError')));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: string) => {
    try {
      await rest('delete', '/api/shares/{id}', { path: { id } });
      links.reload();
    } catch (e) {
      setError(errorMessage(e, t('share.revokeError')));
    }
  };
  const list = links.data?.list ?? [];
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('share.intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label className={labelClass} htmlFor="share-report">
            {t('share.report')}
          </label>
          <select
            id="share-report"
            className={inputClass}
            value={report}
            onChange={(e) => setReport(e.target.value as 'results' | 'cardiac')}
          >
            <option value="results">{t('share.reportResults')}</option>
            {hasCardiacReport && <option value="cardiac">{t('share.reportCardiac')}</option>}
          </select>
        </div>
        <div>
          <label className={labelClass} htmlFor="share-days">
            {t('share.expiresIn')}
          </label>
          <select
            id="share-days"
            className={inputClass}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {[1, 7, 14, 30].map((d) => (
              <option key={d} value={d}>
                {t('share.days', { count: d })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass('solid')}
          onClick={() => void create()}
          disabled={busy}
        >
          {t('share.create')}
        </button>
      </div>
      {created && <CreatedLink url={created} />}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {list.length > 0 && <ShareLinksTable links={list} onRevoke={(id) => void revoke(id)} />}
    </div>
  );
}
