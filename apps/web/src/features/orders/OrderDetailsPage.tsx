import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ORDER_QUERY } from './api';

/** The symptom diary is kept while the device is with the customer, and can be read afterwards. */
const DIARY_STATUSES = [
  'dispatched',
  'delivered',
  'returned',
  'received',
  'analysing',
  'results_ready',
  'cardiac_report_ready',
];
import { formatDate } from './format';
import { OrderGuidance } from './OrderGuidance';
import { PriceSummary } from './PriceSummary';
import { Timeline } from './Timeline';
import { buttonClass, cardClass, linkClass, mutedClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { IdentityCard } from './IdentityCard';
import { ReferralCard } from './ReferralCard';
import { StatusBadge } from './StatusBadge';
import { usePayNow } from './usePayNow';

/** /order-details/:id: status, timeline, what to do now, payment retry, address and price. */
export function OrderDetailsPage() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(ORDER_QUERY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const { pay, paying, error: payError } = usePayNow();
  const order = data?.order;

  if (loading && !order) return <Spinner label={t('common.loading')} />;
  if (error && !order) return <Notice tone="error">{t('common.error')}</Notice>;
  if (!order) {
    return (
      <section aria-labelledby="details-title" className="max-w-3xl space-y-4">
        <h1 id="details-title" className="text-2xl font-semibold">
          {t('common.notFoundTitle')}
        </h1>
        <p className={mutedClass}>{t('common.notFoundText')}</p>
        <Link to="/OrderList" className={linkClass}>
          {t('common.backToOrders')}
        </Link>
      </section>
    );
  }

  const address = order.deliveryAddress;
  return (
    <section aria-labelledby="details-title" className="max-w-5xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="details-title" className="text-2xl font-semibold sm:text-3xl">
            {t('details.title', { number: order.number })}
          </h1>
          <p className={`mt-1 flex flex-wrap items-center gap-2 ${mutedClass}`}>
            <StatusBadge status={order.status}>{t(`status.${order.status}`)}</StatusBadge>
            <span>
              {t('common.placed')}{' '}
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </span>
          </p>
          {order.termsVersion && order.termsAcceptedAt && (
            <p className={`mt-1 text-sm ${mutedClass}`} data-testid="order-terms">
              {t('details.termsAccepted', { version: order.termsVersion })}{' '}
              <time dateTime={order.termsAcceptedAt}>{formatDate(order.termsAcceptedAt)}</time>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {order.canEdit && (
            <Link to={`/OrderEdit?id=${order.id}`} className={buttonClass()}>
              {t('common.edit')}
            </Link>
          )}
          {DIARY_STATUSES.includes(order.status) && (
            <Link to={`/order-details/${order.id}/diary`} className={buttonClass()}>
              {t('details.symptomDiary')}
            </Link>
          )}
          <Link to="/OrderList" className={buttonClass()}>
            {t('common.backToOrders')}
          </Link>
        </div>
      </div>

      {order.canPay && (
        <div className="space-y-3">
          {order.paymentError ? (
            <Notice tone="error" title={t('details.paymentFailedTitle')}>
              <p>{t('details.paymentFailedText', { message: order.paymentError })}</p>
            </Notice>
          ) : params.get('payment') === 'cancelled' ? (
            <Notice tone="warning">{t('details.paymentCancelled')}</Notice>
          ) : null}
          {payError !== undefined && <Notice tone="error">{payError || t('common.error')}</Notice>}
          <button
            type="button"
            className={buttonClass('solid')}
            disabled={paying}
            onClick={() => void pay(order.id)}
          >
            {paying ? <Spinner label={t('common.paying')} /> : t('common.payNow')}
          </button>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <OrderGuidance order={order} />
          <div className={cardClass}>
            <h2 className="mb-4 text-lg font-semibold">{t('details.timeline')}</h2>
            <Timeline order={order} />
          </div>
        </div>
        <div className="space-y-6">
          <div className={cardClass}>
            <h2 className="mb-2 text-lg font-semibold">{t('address.title')}</h2>
            <address className="not-italic">
              {[address.recipientName, address.address, address.city, address.postalCode]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              <span className="block">{t('address.countryGb')}</span>
            </address>
          </div>
          <div className={cardClass}>
            <PriceSummary price={order} />
          </div>
          <IdentityCard orderId={order.id} />
          <ReferralCard orderId={order.id} referral={order.referral} />
        </div>
      </div>
    </section>
  );
}
