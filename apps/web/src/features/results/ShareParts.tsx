import { useTranslation } from 'react-i18next';
import type { ShareLinkList } from '@heartcheck/contracts/sharing';
import { buttonClass } from '@/components/ui/controls';
import { ukDate } from '@/lib/format/clock';

/** The link just made, shown once, with a button to copy it. */
export function CreatedLink({ url }: { url: string }) {
  const { t } = useTranslation('results', { useSuspense: true });
  return (
    <div className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm dark:border-green-800 dark:bg-green-950">
      <p className="font-medium">{t('share.created')}</p>
      <p className="mt-1 break-all font-mono" data-testid="share-url">
        {url}
      </p>
      <button
        type="button"
        className={`${buttonClass()} mt-2`}
        onClick={() => void navigator.clipboard?.writeText(url).catch(() => undefined)}
      >
        {t('share.copy')}
      </button>
    </div>
  );
}

/** The order's links: which report, whether active (until when), views, and revoke. */
export function ShareLinksTable({
  links,
  onRevoke,
}: {
  links: ShareLinkList['list'];
  onRevoke: (id: string) => void;
}) {
  const { t } = useTranslation('results', { useSuspense: true });
  return (
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={t('share.tableCaption')}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('share.tableCaption')}</caption>
        <thead>
          <tr className="text-start">
            <th scope="col" className="py-1 pe-3 text-start">
              {t('share.report')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start">
              {t('share.status')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start">
              {t('share.views')}
            </th>
            <th scope="col" className="py-1 text-start">
              <span className="sr-only">{t('share.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr
              key={link.id}
              className="border-t border-gray-200 dark:border-gray-800"
              data-testid="share-row"
            >
              <td className="py-2 pe-3">
                {link.report === 'results' ? t('share.reportResults') : t('share.reportCardiac')}
              </td>
              <td className="py-2 pe-3">
                {link.revokedAt
                  ? t('share.revoked')
                  : link.active
                    ? t('share.activeUntil', {
                        date: ukDate(link.expiresAt),
                      })
                    : t('share.expired')}
              </td>
              <td className="py-2 pe-3">{link.views}</td>
              <td className="py-2">
                {link.active && (
                  <button type="button" className={buttonClass()} onClick={() => onRevoke(link.id)}>
                    {t('share.revoke')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
