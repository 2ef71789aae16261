import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import { Pager } from '@/components/ui/Pager';
import { formatDateTime, OPERATIONS_ORDERS } from './api';
import { OrderPanel } from './OrderPanel';
import { UrgentCalls } from './UrgentCalls';
import { cardClass, inputClass, labelClass, linkClass, mutedClass } from '@/components/ui/controls';

const PAGE_SIZE = 20;

/** /operations (admin): orders by status, search, and fulfilment actions with an audit log. */
export function OperationsPage() {
  const { t } = useTranslation('operations', { useSuspense: true });
  const id = useId();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const query = params.get('q') ?? '';
  const selected = params.get('order') ?? '';
  const overdueOnly = params.get('overdue') === '1';
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const [text, setText] = useState(query);
  const [message, setMessage] = useState<string>();

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  useEffect(() => {
    if (text === query) return;
    const timer = setTimeout(() => update({ q: text, page: '' }), 300);
    return () => clearTimeout(timer);
  });

  const statusFilter = ORDER_STATUSES.find((value) => value === status);
  const { data, dataState, previousData, loading, refetch } = useQuery(OPERATIONS_ORDERS, {
    variables: {
      input: {
        pageIndex: page,
        pageSize: PAGE_SIZE,
        sortKey: 'createdAt',
        sortOrder: 'desc',
        ...(statusFilter ? { status: statusFilter } : {}),
        ...(query ? { query } : {}),
      },
      overdueOnly,
    },
    fetchPolicy: 'cache-and-network',
  });
  // Keep the last complete page on screen while the next one loads.
  const result = dataState === 'complete' ? data : previousData;
  const counts = new Map(result?.operationsStatusCounts.map((c) => [c.status, c.count]));
  const total = result?.operationsOrders.total ?? 0;
  const pages = Math.max(Math.ceil(total / PAGE_SIZE), 1);

  return (
    <section aria-labelledby="ops-title" className="space-y-6">
      <div>
        <h1 id="ops-title" className="text-2xl font-semibold sm:text-3xl">
          {t('title')}
        </h1>
        <p className={`mt-1 ${mutedClass}`}>{t('lead')}</p>
        <p className="mt-2">
          <Link className={linkClass} to="/access-log">
            {t('accessLog.link')}
          </Link>
        </p>
      </div>
      <UrgentCalls />
      {message && (
        <p
          role="status"
          className="rounded-lg border-2 border-green-400 bg-green-50 px-4 py-2 font-medium text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50"
        >
          {message}
        </p>
      )}
      <div className={`${cardClass} grid gap-4 md:grid-cols-[2fr_1fr_auto]`} role="search">
        <div>
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t('search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            placeholder={t('searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={labelClass}>
            {t('statusFilter')}
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status}
            onChange={(event) => update({ status: event.target.value, page: '' })}
          >
            <option value="">{t('allStatuses')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)} ({counts.get(value) ?? 0})
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <label className="flex min-h-10 items-center gap-2">
            <input
              type="checkbox"
              className="size-4"
              checked={overdueOnly}
              onChange={(event) => update({ overdue: event.target.checked ? '1' : '', page: '' })}
            />
            {t('overdueOnly')}
          </label>
        </div>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className={`${cardClass} h-fit p-0 sm:p-0`}>
          {loading && !result && (
            <p className="p-4" role="status">
              {t('loading')}
            </p>
          )}
          {result && total === 0 && <p className="p-4">{t('empty')}</p>}
          {result && total > 0 && (
            <ul
              aria-label={t('listLabel')}
              className="divide-y divide-gray-200 dark:divide-gray-800"
            >
              {result.operationsOrders.list.map((order) => (
                <li key={order.id}>
                  <button
                    type="button"
                    aria-current={order.id === selected ? 'true' : undefined}
                    className={`block w-full px-4 py-3 text-start hover:bg-gray-50 dark:hover:bg-gray-800 ${
                      order.id === selected ? 'bg-blue-50 dark:bg-blue-950' : ''
                    }`}
                    onClick={() => update({ order: order.id })}
                  >
                    <span className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-semibold">{order.number}</span>
                      <span className="text-sm font-medium">
                        {t(`status.${order.status}`)}
                        {order.overdue && !order.notReturnedAt ? ` · ${t('overdueShort')}` : ''}
                      </span>
                    </span>
                    <span className={`block text-sm ${mutedClass}`}>
                      {order.customer
                        ? `${order.customer.firstName} ${order.customer.lastName} · ${order.customer.email}`
                        : ''}
                    </span>
                    <span className={`block text-xs ${mutedClass}`}>
                      {formatDateTime(order.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {total > PAGE_SIZE && (
            <Pager
              page={page}
              pages={pages}
              onPage={(p) => update({ page: String(p) })}
              label={t('pagination')}
              previous={t('previous')}
              next={t('next')}
              position={t('page', { page, pages })}
              className="flex items-center justify-between gap-2 border-t border-gray-200 p-3 dark:border-gray-800"
            />
          )}
        </div>
        <div>
          {selected ? (
            <OrderPanel
              key={selected}
              orderId={selected}
              onChanged={(text) => {
                setMessage(text);
                void refetch();
              }}
            />
          ) : (
            <p className={`${cardClass} ${mutedClass}`}>{t('choose')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
