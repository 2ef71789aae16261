import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import type { OperationsOrdersQuery } from '@/lib/graphql/generated/graphql';
import { mutedClass } from '@/components/ui/controls';
import { ListFilters, SearchField, SelectField } from '@/components/ui/ListFilters';
import { formatDateTime } from './api';

type OpsOrder = OperationsOrdersQuery['operationsOrders']['list'][number];

/** The search box, status filter (with each status's count) and the overdue-only switch; the list's filters live in the address. */
export function OpsFilters({
  id,
  text,
  onText,
  status,
  counts,
  overdueOnly,
  update,
}: {
  id: string;
  text: string;
  onText: (text: string) => void;
  status: string;
  counts: Map<string, number>;
  overdueOnly: boolean;
  update: (changes: Record<string, string>) => void;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  const statuses = [
    { value: '', label: t('allStatuses') },
    ...ORDER_STATUSES.map((value) => ({
      value,
      label: `${t(`status.${value}`)} (${counts.get(value) ?? 0})`,
    })),
  ];
  return (
    <ListFilters columns="md:grid-cols-[2fr_1fr_auto]">
      <SearchField
        id={id}
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={onText}
      />
      <SelectField
        id={id}
        name="status"
        label={t('statusFilter')}
        value={status}
        options={statuses}
        onChange={(value) => update({ status: value, page: '' })}
      />
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
    </ListFilters>
  );
}

/** One page of orders; the chosen one is marked current. */
export function OpsOrderList({
  orders,
  selected,
  onSelect,
}: {
  orders: OpsOrder[];
  selected: string;
  onSelect: (orderId: string) => void;
}) {
  const { t } = useTranslation('operations', { useSuspense: true });
  return (
    <ul aria-label={t('listLabel')} className="divide-y divide-gray-200 dark:divide-gray-800">
      {orders.map((order) => (
        <li key={order.id}>
          <button
            type="button"
            aria-current={order.id === selected ? 'true' : undefined}
            className={`block w-full px-4 py-3 text-start hover:bg-gray-50 dark:hover:bg-gray-800 ${
              order.id === selected ? 'bg-blue-50 dark:bg-blue-950' : ''
            }`}
            onClick={() => onSelect(order.id)}
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
            <span className={`block text-xs ${mutedClass}`}>{formatDateTime(order.createdAt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
