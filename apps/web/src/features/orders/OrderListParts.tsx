import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import type { MyOrdersQuery } from '@/lib/graphql/generated/graphql';
import { linkClass, mutedClass, panelClass } from '@/components/ui/controls';
import { ListFilters, SearchField, SelectField } from '@/components/ui/ListFilters';
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
  const statuses = [
    { value: '', label: t('list.allStatuses') },
    ...ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
  ];
  const sorts = (Object.keys(SORTS) as SortName[]).map((value) => ({
    value,
    label: t(`list.sort${value[0]!.toUpperCase()}${value.slice(1)}`),
  }));
  return (
    <ListFilters columns="sm:grid-cols-3">
      <SearchField
        id={id}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={text}
        onChange={onText}
      />
      <SelectField
        id={id}
        name="status"
        label={t('list.statusFilter')}
        value={status}
        options={statuses}
        onChange={(value) => update({ status: value, page: '' })}
      />
      <SelectField
        id={id}
        name="sort"
        label={t('list.sort')}
        value={sort}
        options={sorts}
        onChange={(value) => update({ sort: value, page: '' })}
      />
    </ListFilters>
  );
}

/** Cell padding: narrower on phones, where two columns must share 343 px. */
const CELL = 'px-3 py-3 sm:px-4';

/**
 * One page of the customer's orders as a table. On phones (below `sm`) the date and the total
 * move under the order number, so the status, the longest cell, keeps its room and nothing needs
 * a sideways scroll; the region still scrolls if a longer translation needs it.
 */
export function OrdersTable({ orders }: { orders: ListedOrder[] }) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <div
      className={`${panelClass} overflow-x-auto`}
      tabIndex={0}
      role="region"
      aria-label={t('list.caption')}
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-800/60">
          <tr>
            <th scope="col" className={`${CELL} text-start font-semibold`}>
              {t('common.orderNumber')}
            </th>
            <th scope="col" className={`hidden ${CELL} text-start font-semibold sm:table-cell`}>
              {t('common.placed')}
            </th>
            <th scope="col" className={`${CELL} text-start font-semibold`}>
              {t('common.status')}
            </th>
            <th scope="col" className={`hidden ${CELL} text-end font-semibold sm:table-cell`}>
              {t('common.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({ order }: { order: ListedOrder }) {
  const { t } = useTranslation('orders', { useSuspense: true });
  const placed = formatDate(order.createdAt);
  const total = formatMoney(order.totalPence);
  return (
    <tr className="border-b border-gray-100 last:border-0 dark:border-gray-800">
      <td className={CELL}>
        <Link to={`/order-details/${order.id}`} className={`${linkClass} whitespace-nowrap`}>
          {order.number}
        </Link>
        <span className={`block text-xs sm:hidden ${mutedClass}`}>
          {placed}
          <span className="block tabular-nums" data-testid="order-total-narrow">
            {t('list.totalNarrow', { total })}
          </span>
        </span>
      </td>
      <td className={`hidden ${CELL} sm:table-cell`}>{placed}</td>
      <td className={CELL}>
        <StatusBadge status={order.status}>{t(`status.${order.status}`)}</StatusBadge>
      </td>
      <td className={`hidden ${CELL} text-end tabular-nums sm:table-cell`}>{total}</td>
    </tr>
  );
}
