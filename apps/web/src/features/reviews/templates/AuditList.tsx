import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@heartcheck/contracts/review-edits';
import { Icon } from '@/components/icons';

/**
 * Five columns when the list has room for them (a container query: beside the episodes the
 * list is half the card wide); narrower, each entry stacks its fields, each with its name, so
 * nothing scrolls sideways (375 px, or half a card).
 */
const COLUMNS = '@2xl:grid @2xl:grid-cols-[minmax(9rem,auto)_minmax(6rem,auto)_3.5rem_1fr_1fr]';

/** Who changed which label or episode, when (newest first); undone edits marked. */
export function AuditList({ audit }: { audit: AuditEntry[] }) {
  const { t } = useTranslation('workstation');
  const heads = [
    t('audit.when'),
    t('audit.who'),
    t('audit.version'),
    t('audit.what'),
    t('audit.change'),
  ];
  return (
    <section aria-labelledby="audit-title">
      <h3 id="audit-title" className="mb-2 font-semibold">
        {t('audit.title')}
      </h3>
      {audit.length === 0 ? (
        <p className="text-sm">{t('audit.none')}</p>
      ) : (
        <div
          className="@container max-h-72 overflow-y-auto text-sm"
          tabIndex={0}
          role="region"
          aria-labelledby="audit-title"
        >
          {/* the column names, for sighted readers of the wide layout; each field names itself */}
          <div aria-hidden="true" className={`hidden gap-x-2 px-1 font-semibold ${COLUMNS}`}>
            {heads.map((h) => (
              <span key={h}>{h}</span>
            ))}
          </div>
          <ol aria-labelledby="audit-title">
            {audit.map((a) => (
              <li
                key={a.id}
                data-testid="audit-entry"
                className="border-t border-gray-100 px-1 py-1 dark:border-gray-800"
              >
                <dl className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 ${COLUMNS}`}>
                  <dt className="font-medium @2xl:sr-only">{heads[0]}</dt>
                  <dd>
                    <time dateTime={a.at} dir="ltr">
                      {new Date(a.at).toLocaleString('en-GB', { timeZone: 'Europe/London' })}
                    </time>
                  </dd>
                  <dt className="font-medium @2xl:sr-only">{heads[1]}</dt>
                  <dd>{a.who}</dd>
                  <dt className="font-medium @2xl:sr-only">{heads[2]}</dt>
                  <dd>{a.version}</dd>
                  <dt className="font-medium @2xl:sr-only">{heads[3]}</dt>
                  <dd className="break-words">
                    {t(`audit.kinds.${a.kind}`)} <bdi>{a.target}</bdi>
                    {a.undone ? ` (${t('audit.undone')})` : ''}
                  </dd>
                  <dt className="font-medium @2xl:sr-only">{heads[4]}</dt>
                  <dd className="break-words">
                    <bdi>{a.before}</bdi>
                    {(a.before || a.after) && (
                      // from → to: an icon that mirrors in right-to-left pages (the → character
                      // does not: Unicode gives it no mirrored form), named for screen readers
                      <>
                        <Icon name="arrowEnd" className="mx-1 inline h-4 w-4 align-[-0.2em]" />
                        <span className="sr-only">{t('audit.to')}</span>
                      </>
                    )}
                    <bdi>{a.after}</bdi>
                  </dd>
                </dl>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
