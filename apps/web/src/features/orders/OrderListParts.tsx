import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import type { MyOrdersQuery } from '@/lib/graphql/generated/graphql';
import { cardClass, inputClass, labelClass, linkClass, mutedClass } from '@/components/ui/controls';
import { formatDate, formatMoney } from './format';
import { StatusBadge } from './StatusBadge';

export const SORTS = {
  newest: { sortKey: 'createdAt', sortOrder: 'desc' },
  oldest: { sortKey: 'createdAt', sortOrder: 'asc' },
  number: { sortKey: 'number', sortOrder: 'asc' },
  status: { sortKey: 'status', sortOrder: 'asc' },
  total: { sortKey: 'totalPence', sortOrder: 'desc' },
} as const;
export type SortName = keyof typeof SORTS;
type ListedOrder = MyOrdersQuery['myOrders']['list'][number];

/** The search box, status filter and sort order; the list's choices live in the address. */
export function OrderFilters({
  id,
  text,
  onText,
  status,
  sort,
  update,
}: {
  id: string;
  text: string;
  onText: (text: string) => void;
  status: string;
  sort: SortName;
  update: (changes: Record<string, string>) => void;
}) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
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
          onChange={(event) => onText(event.target.value)}
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
  );
}

/** One page of the customer's orders as a table (a scrollable region on narrow screens). */
export function OrdersTable({ orders }: { orders: ListedOrder[] }) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
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
          {orders.map((order) => (
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
              <td className="px-4 py-3 text-end tabular-nums">{formatMoney(order.totalPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
