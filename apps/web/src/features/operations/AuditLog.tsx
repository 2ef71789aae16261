import { useTranslation } from 'react-i18next';
import {
  ORDER_AUDIT_ACTIONS,
  type OrderAuditAction,
} from '@heartcheck/contracts/order-audit-actions';
import { Icon } from '@/components/icons';
import { formatDateTime, type AuditEntry } from './api';

function changes(entry: AuditEntry): string[] {
  const before = entry.before ? (JSON.parse(entry.before) as Record<string, unknown>) : {};
  const after = entry.after ? (JSON.parse(entry.after) as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'status' && key !== 'updatedAt',
  );
  return keys.map(
    (key) =>
      `${key}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`,
  );
}

/** A listed action is named in words; an entry from before the list knew its code keeps the code. */
function isListed(action: string): action is OrderAuditAction {
  return (ORDER_AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** Who did what and when to the order, with the values before and after, oldest first. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('operations', { useSuspense: true });
  if (entries.length === 0) return <p>{t('audit.empty')}</p>;
  return (
    <ol className="space-y-3" aria-label={t('audit.title')}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="rounded-lg border border-gray-200 px-3 py-2 text-sm dark:border-gray-700"
        >
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold" data-testid="audit-action">
              {isListed(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
            </span>
            <span className="text-gray-700 dark:text-gray-300">
              {t('audit.by', { who: t(`audit.actors.${entry.actorType}`, entry.actorType) })} ·{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </span>
          </p>
          {entry.fromStatus !== entry.toStatus && entry.toStatus && (
            <p data-testid="audit-status">
              {t('audit.status')}: {entry.fromStatus ? t(`status.${entry.fromStatus}`) : '—'}
              {/* from → to: an icon that mirrors in right-to-left pages, named for screen readers */}
              <Icon name="arrowEnd" className="mx-1 inline h-4 w-4 align-[-0.2em]" />
              <span className="sr-only"> {t('audit.to')} </span>
              {t(`status.${entry.toStatus}`)}
            </p>
          )}
          {changes(entry).map((line) => (
            <p key={line} className="font-mono text-xs break-all text-gray-800 dark:text-gray-200">
              {line}
            </p>
          ))}
          {entry.note && <p className="italic">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
