import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import { MY_ORDERS } from './api';
import { formatDate, formatMoney } from './format';
import {
  buttonClass,
  cardClass,
  inputClass,
  labelClass,
  linkClass,
  mutedClass,
} from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = 10;
const SORTS = {
  newest: { sortKey: 'createdAt', sortOrder: 'desc' },
  oldest: { sortKey: 'createdAt', sortOrder: 'asc' },
  number: { sortKey: 'number', sortOrder: 'asc' },
  status: { sortKey: 'status', sortOrder: 'asc' },
  total: { sortKey: 'totalPence', sortOrder: 'desc' },
} as const;
type SortName = keyof typeof SORTS;

/** /OrderList: the customer's orders with paging, sorting and filtering by status and text. */
export function OrderListPage() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const status = params.get('status') ?? '';
  const sort: SortName = (params.get('sort') as SortName | null) ?? 'newest';
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);

  // Search as the customer types, after a short pause.
  useEffect(() => {
    if (text === query) return;
    const timer = setTimeout(() => update({ q: text, page: '' }), 300);
    return () => clearTimeout(timer);
  });

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  const statusFilter = ORDER_STATUSES.find((value) => value === status);
  const { data, dataState, loading, error, previousData } = useQuery(MY_ORDERS, {
    variables: {
      input: {
        pageIndex: page,
        pageSize: PAGE_SIZE,
        ...(SORTS[sort] ?? SORTS.newest),
        ...(statusFilter ? { status: statusFilter } : {}),
        ...(query ? { query } : {}),
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  // Keep the last complete page on screen while the next one loads.
  const result = (dataState === 'complete' ? data : previousData)?.myOrders;
  const pages = result ? Math.max(Math.ceil(result.total / PAGE_SIZE), 1) : 1;
  const filtered = Boolean(status || query);

  return (
    <section aria-labelledby="orders-title" className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="orders-title" className="text-2xl font-semibold sm:text-3xl">
            {t('list.title')}
          </h1>
          <p className={`mt-1 ${mutedClass}`}>{t('list.lead')}</p>
        </div>
        <Link to="/newOrder" className={buttonClass('solid')}>
          {t('list.newOrder')}
        </Link>
      </div>

      <div className={`${cardClass} grid gap-4 sm:grid-cols-3`} role="search">
        <div>
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t('list.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            placeholder={t('list.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={labelClass}>
            {t('list.statusFilter')}
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status}
            onChange={(event) => update({ status: event.target.value, page: '' })}
          >
            <option value="">{t('list.allStatuses')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {t('list.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className={inputClass}
            value={sort}
            onChange={(event) => update({ sort: event.target.value, page: '' })}
          >
            {(Object.keys(SORTS) as SortName[]).map((value) => (
              <option key={value} value={value}>
                {t(`list.sort${value[0]!.toUpperCase()}${value.slice(1)}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error && <Notice tone="error">{t('common.error')}</Notice>}
      {loading && !result && <Spinner label={t('common.loading')} />}
      {result && result.total === 0 && (
        <Notice tone="info" live={false}>
          {filtered ? t('list.noMatch') : t('list.empty')}{' '}
          {!filtered && (
            <Link to="/newOrder" className={linkClass}>
              {t('list.newOrder')}
            </Link>
          )}
        </Notice>
      )}
      {result && result.total > 0 && (
        <div
          className={`${cardClass} overflow-x-auto p-0 sm:p-0`}
          tabIndex={0}
          role="region"
          aria-label={t('list.caption')}
        >
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('list.caption')}</caption>
            <thead className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-800/60">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('common.orderNumber')}
                </th>
                <th scope="col" className="hidden px-4 py-3 text-start font-semibold sm:table-cell">
                  {t('common.placed')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('common.status')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  {t('common.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.list.map((order) => (
                <tr
                  key={order.id}
                  className="border-b border-gray-100 last:border-0 dark:border-gray-800"
                >
                  <td className="px-4 py-3">
                    <Link to={`/order-details/${order.id}`} className={linkClass}>
                      {order.number}
                    </Link>
                    <span className={`block text-xs sm:hidden ${mutedClass}`}>
                      {formatDate(order.createdAt)}
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">{formatDate(order.createdAt)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={order.status}>{t(`status.${order.status}`)}</StatusBadge>
                  </td>
                  <td className="px-4 py-3 text-end tabular-nums">
                    {formatMoney(order.totalPence)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && result.total > 0 && (
        <nav
          aria-label={t('list.pagination')}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className={mutedClass} aria-live="polite">
            {t('list.showing', {
              from: (page - 1) * PAGE_SIZE + 1,
              to: Math.min(page * PAGE_SIZE, result.total),
              total: result.total,
            })}{' '}
            · {t('list.page', { page, pages })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClass()}
              disabled={page <= 1}
              onClick={() => update({ page: String(page - 1) })}
            >
              {t('list.previous')}
            </button>
            <button
              type="button"
              className={buttonClass()}
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) })}
            >
              {t('list.next')}
            </button>
          </div>
        </nav>
      )}
    </section>
  );
}
