import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AccessLogEntry } from '@heartcheck/contracts/access-log';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  mutedClass,
  panelClass,
} from '@/components/ui/controls';
import { Pager } from '@/components/ui/Pager';
import { errorMessage } from '@/lib/http/error-message';
import { useRestQuery } from '@/lib/http/use-rest';
import { formatDateTime } from './api';

const PAGE_SIZE = 20;
const UK = 'Europe/London';

/** The first of several reads: only its clock time when it was the same UK day as the last. */
function firstOf(first: string, last: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: UK });
  return day.format(new Date(first)) === day.format(new Date(last))
    ? new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: UK }).format(new Date(first))
    : formatDateTime(first);
}
const FILTERS = ['q', 'customer', 'order', 'page'] as const;

function Entry({
  entry,
  filterBy,
}: {
  entry: AccessLogEntry;
  filterBy: (changes: Record<string, string>) => void;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const { t: common } = useTranslation('translation', { useSuspense: true });
  const linkLike =
    'font-medium text-primary-deep underline underline-offset-2 dark:text-primary-mild';
  return (
    <li className="px-4 py-3" data-testid="access-log-entry">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">{t(`accessLog.resources.${entry.resource}`)}</span>
        <time className={`text-sm ${mutedClass}`} dateTime={entry.lastAt}>
          {formatDateTime(entry.lastAt)}
          {entry.reads > 1
            ? ` · ${t('accessLog.reads', { count: entry.reads, first: firstOf(entry.firstAt, entry.lastAt) })}`
            : ''}
        </time>
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className={mutedClass}>{t('accessLog.who')}</dt>
        <dd>
          {entry.staff.name} ({common(`dataAccess.roles.${entry.staff.role}`)})
        </dd>
        <dt className={mutedClass}>{t('accessLog.whose')}</dt>
        <dd>
          <button
            type="button"
            className={linkLike}
            onClick={() => filterBy({ customer: entry.customer.id, order: '', q: '', page: '' })}
          >
            {entry.customer.name || entry.customer.email}
          </button>
          {' · '}
          <button
            type="button"
            className={linkLike}
            onClick={() => filterBy({ order: entry.orderId, customer: '', q: '', page: '' })}
          >
            {entry.orderNumber}
          </button>
        </dd>
        <dt className={mutedClass}>{t('accessLog.why')}</dt>
        <dd>{t(`accessLog.purposes.${entry.purpose}`)}</dd>
      </dl>
    </li>
  );
}

/** /access-log (admin): every staff read of customers' health data, filterable. */
export function AccessLogPage() {
  const { t } = useTranslation('operations', { useSuspense: true });
  const { t: common } = useTranslation('translation', { useSuspense: true });
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [q, customer, order, pageParam] = FILTERS.map((key) => params.get(key) ?? '');
  const page = Math.max(Number(pageParam) || 1, 1);
  const [text, setText] = useState(q ?? '');

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(() => update({ q: text, customer: '', order: '', page: '' }), 300);
    return () => clearTimeout(timer);
  });

  const state = useRestQuery('/api/access-log', {
    query: {
      pageIndex: page,
      pageSize: PAGE_SIZE,
      ...(q ? { query: q } : {}),
      ...(customer ? { customerId: customer } : {}),
      ...(order ? { orderId: order } : {}),
    },
  });
  const total = state.data?.total ?? 0;
  const pages = Math.max(Math.ceil(total / PAGE_SIZE), 1);
  const filtered = Boolean(q || customer || order);

  return (
    <section aria-labelledby="access-log-title" className="space-y-6">
      <div>
        <h1 id="access-log-title" className="text-2xl font-semibold sm:text-3xl">
          {t('accessLog.title')}
        </h1>
        <p className={`mt-1 ${mutedClass}`}>{t('accessLog.lead')}</p>
      </div>
      <div className={`${cardClass} flex flex-wrap items-end gap-3`} role="search">
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t('accessLog.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            placeholder={t('accessLog.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {filtered && (
          <button
            type="button"
            className={buttonClass()}
            onClick={() => {
              setText('');
              update({ q: '', customer: '', order: '', page: '' });
            }}
          >
            {t('accessLog.clear')}
          </button>
        )}
      </div>
      <div className={panelClass}>
        {state.status === 'loading' && (
          <p className="p-4" role="status">
            {t('loading')}
          </p>
        )}
        {state.status === 'error' && (
          <p role="alert" className="p-4 text-red-700 dark:text-red-300">
            {errorMessage(state.error, t('accessLog.loadError'))}
          </p>
        )}
        {state.data && total === 0 && <p className="p-4">{t('accessLog.empty')}</p>}
        {state.data && total > 0 && (
          <ol
            aria-label={t('accessLog.listLabel')}
            className="divide-y divide-gray-200 dark:divide-gray-800"
          >
            {state.data.list.map((entry) => (
              <Entry key={entry.id} entry={entry} filterBy={update} />
            ))}
          </ol>
        )}
        {total > PAGE_SIZE && (
          <Pager
            page={page}
            pages={pages}
            onPage={(p) => update({ page: String(p) })}
            label={common('dataAccess.pagination')}
            previous={common('dataAccess.previous')}
            next={common('dataAccess.next')}
            position={common('dataAccess.page', { page, pages })}
            className="flex items-center justify-between gap-2 border-t border-gray-200 p-3 dark:border-gray-800"
          />
        )}
      </div>
    </section>
  );
}
