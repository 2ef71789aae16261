import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '@heartcheck/contracts/order-status';
import { Pager } from '@/components/ui/Pager';
import { useListAddress } from '@/lib/use-list-address';
import { OPERATIONS_ORDERS } from './api';
import { OpsFilters, OpsOrderList } from './OperationsParts';
import { OrderPanel } from './OrderPanel';
import { DeletionRequests } from './DeletionRequests';
import { UrgentCalls } from './UrgentCalls';
import { cardClass, linkClass, mutedClass, panelClass } from '@/components/ui/controls';

const PAGE_SIZE = 20;

/** /operations (admin): orders by status, search, and fulfilment actions with an audit log. */
export function OperationsPage() {
  const { t } = useTranslation('operations', { useSuspense: true });
  const id = useId();
  const { params, page, query, text, setText, update } = useListAddress();
  const status = params.get('status') ?? '';
  const selected = params.get('order') ?? '';
  const overdueOnly = params.get('overdue') === '1';
  const [message, setMessage] = useState<string>();

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
      <DeletionRequests />
      {message && (
        <p
          role="status"
          className="rounded-lg border-2 border-green-400 bg-green-50 px-4 py-2 font-medium text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50"
        >
          {message}
        </p>
      )}
      <OpsFilters
        id={id}
        text={text}
        onText={setText}
        status={status}
        counts={counts}
        overdueOnly={overdueOnly}
        update={update}
      />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className={`${panelClass} h-fit`}>
          {loading && !result && (
            <p className="p-4" role="status">
              {t('loading')}
            </p>
          )}
          {result && total === 0 && <p className="p-4">{t('empty')}</p>}
          {result && total > 0 && (
            <OpsOrderList
              orders={result.operationsOrders.list}
              selected={selected}
              onSelect={(orderId) => update({ order: orderId })}
            />
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
