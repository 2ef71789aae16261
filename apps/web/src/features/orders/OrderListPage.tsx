import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import { MY_ORDERS } from './api';
import { OrderFilters, OrdersTable, SORTS, type SortName } from './OrderListParts';
import { buttonClass, linkClass, mutedClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { Pager } from '@/components/ui/Pager';
import { Spinner } from '@/components/ui/Spinner';
import { useListAddress } from '@/lib/use-list-address';

const PAGE_SIZE = 10;

/** /OrderList: the customer's orders with paging, sorting and filtering by status and text. */
export function OrderListPage() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const id = useId();
  const { params, page, query, text, setText, update } = useListAddress();
  const status = params.get('status') ?? '';
  const sort: SortName = (params.get('sort') as SortName | null) ?? 'newest';

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

      <OrderFilters
        id={id}
        text={text}
        onText={setText}
        status={status}
        sort={sort}
        update={update}
      />

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
      {result && result.total > 0 && <OrdersTable orders={result.list} />}
      {result && result.total > 0 && (
        <Pager
          page={page}
          pages={pages}
          onPage={(p) => update({ page: String(p) })}
          label={t('list.pagination')}
          previous={t('list.previous')}
          next={t('list.next')}
          position={`${t('list.showing', {
            from: (page - 1) * PAGE_SIZE + 1,
            to: Math.min(page * PAGE_SIZE, result.total),
            count: result.total,
          })} · ${t('list.page', { page, pages })}`}
          layout="summary"
          className="flex flex-wrap items-center justify-between gap-3"
        />
      )}
    </section>
  );
}
