import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@heartcheck/contracts/review-edits';

/** Who changed which label or episode, when (newest first); undone edits marked. */
export function AuditList({ audit }: { audit: AuditEntry[] }) {
  const { t } = useTranslation('workstation');
  return (
    <section aria-labelledby="audit-title">
      <h3 id="audit-title" className="mb-2 font-semibold">
        {t('audit.title')}
      </h3>
      {audit.length === 0 ? (
        <p className="text-sm">{t('audit.none')}</p>
      ) : (
        <div
          className="max-h-72 overflow-auto"
          tabIndex={0}
          role="region"
          aria-labelledby="audit-title"
        >
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="text-start">
                <th className="px-1 text-start">{t('audit.when')}</th>
                <th className="px-1 text-start">{t('audit.who')}</th>
                <th className="px-1 text-start">{t('audit.version')}</th>
                <th className="px-1 text-start">{t('audit.what')}</th>
                <th className="px-1 text-start">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.map((a) => (
                <tr key={a.id} className="border-t border-gray-100 align-top dark:border-gray-800">
                  <td className="px-1 py-0.5">
                    <time dateTime={a.at} dir="ltr">
                      {new Date(a.at).toLocaleString('en-GB', { timeZone: 'Europe/London' })}
                    </time>
                  </td>
                  <td className="px-1 py-0.5">{a.who}</td>
                  <td className="px-1 py-0.5">{a.version}</td>
                  <td className="px-1 py-0.5">
                    {t(`audit.kinds.${a.kind}`)} <bdi>{a.target}</bdi>
                    {a.undone ? ` (${t('audit.undone')})` : ''}
                  </td>
                  <td className="px-1 py-0.5">
                    <bdi>{a.before}</bdi>
                    {a.before || a.after ? ' → ' : ''}
                    <bdi>{a.after}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
