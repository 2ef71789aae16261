import { buttonClass, cardClass } from '@/components/ui/controls';
import { ukLongDate } from '@/lib/format/clock';
import { wearTime } from '@/lib/format/wear';
import { HEART_CHECK_FACTS } from '@heartcheck/contracts/product-facts';
import { graphql } from '@/lib/graphql/generated';
import { useLightQuery } from '@/lib/graphql/use-light-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const CURRENT_ORDER = graphql(`
  query HomeCurrentOrder {
    currentOrder {
      id
      number
      status
      trackingNumber
      returnDueAt
      overdue
      canPay
      productFacts {
        recordingHours
        minRecordingHours
      }
    }
  }
`);

function formatDay(iso: string | null): string {
  return iso ? ukLongDate(iso) : '';
}

/** The dashboard's order panel: the current order's status, the next step, and result links. */
export function CurrentOrderCard() {
  const { t } = useTranslation('home', { useSuspense: true });
  const { data, loading } = useLightQuery(CURRENT_ORDER, {
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) {
    return (
      <div className={cardClass} role="status">
        {t('loading')}
      </div>
    );
  }
  const order = data?.currentOrder;
  if (!order) {
    return (
      <div className={cardClass} data-testid="current-order">
        <h2 className="mb-2 text-lg font-semibold">{t('noOrderTitle')}</h2>
        <p className="mb-4 text-gray-700 dark:text-gray-300">
          {t('noOrderText', wearTime(HEART_CHECK_FACTS))}
        </p>
        <Link to="/newOrder" className={buttonClass('solid')}>
          {t('newOrder')}
        </Link>
      </div>
    );
  }
  const results = order.status === 'cardiac_report_ready';
  return (
    <div className={`${cardClass} space-y-4`} data-testid="current-order">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('currentOrder')}</h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('orderNumber', { number: order.number })}
        </p>
      </div>
      <p>
        <span className="inline-flex rounded-full bg-blue-100 px-2.5 py-0.5 text-sm font-semibold text-blue-950 dark:bg-blue-900/60 dark:text-blue-50">
          {t(`status.${order.status}`)}
        </span>
      </p>
      <div>
        <h3 className="font-semibold">{t('nextStep')}</h3>
        <p className="text-gray-800 dark:text-gray-200">
          {t(`next.${order.status}`, {
            tracking: order.trackingNumber ? ` (${order.trackingNumber})` : '',
            due: formatDay(order.returnDueAt),
            ...wearTime(order.productFacts),
          })}
        </p>
      </div>
      {order.overdue && (
        <p
          role="alert"
          className="rounded-lg border-2 border-amber-400 bg-amber-50 px-3 py-2 font-medium text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('overdue')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {results && (
          <Link to="/results" className={buttonClass('solid')}>
            {t('viewResults')}
          </Link>
        )}
        {order.status === 'cardiac_report_ready' && (
          <Link to="/cardiacReport" className={buttonClass()}>
            {t('viewCardiacReport')}
          </Link>
        )}
        {order.canPay && (
          <Link to={`/order-details/${order.id}`} className={buttonClass('solid')}>
            {t('payNow')}
          </Link>
        )}
        <Link to={`/order-details/${order.id}`} className={buttonClass()}>
          {t('viewOrder')}
        </Link>
      </div>
    </div>
  );
}
