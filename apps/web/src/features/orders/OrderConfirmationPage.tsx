import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_QUERY } from './api';
import { formatMoney } from './format';
import { buttonClass, cardClass, linkClass, mutedClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { wearTime } from '@/lib/format/wear';
import { usePayNow } from './usePayNow';

const STILL_WAITING_MS = 45_000;

/**
 * /orderConfirmation?orderId=…: where the checkout returns. The redirect alone proves nothing:
 * the page waits until the provider's webhook has marked the order paid.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const [slow, setSlow] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const { data, loading } = useQuery(ORDER_QUERY, {
    variables: { id: orderId },
    skip: !orderId,
    fetchPolicy: 'network-only',
    pollInterval: waiting ? 1500 : 0,
  });
  const order = data?.order;
  // A failure message from an earlier attempt may linger until this payment's webhook lands.
  const settled = Boolean(order && order.status !== 'awaiting_payment');
  if (settled && waiting) setWaiting(false);

  useEffect(() => {
    if (!orderId || !waiting) return;
    const timer = setTimeout(() => setSlow(true), STILL_WAITING_MS);
    return () => clearTimeout(timer);
  }, [orderId, waiting]);

  const { pay, paying, error: payError } = usePayNow();

  return (
    <section aria-labelledby="confirmation-title" className="max-w-3xl space-y-6">
      <h1 id="confirmation-title" className="text-2xl font-semibold sm:text-3xl">
        {t('confirmation.title')}
      </h1>
      {!orderId && <Notice tone="error">{t('confirmation.missing')}</Notice>}
      {orderId && !loading && !order && (
        <Notice tone="error" title={t('common.notFoundTitle')}>
          <p>{t('common.notFoundText')}</p>
        </Notice>
      )}
      {order && (
        <div className={cardClass}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className={`font-medium ${mutedClass}`}>{t('common.orderNumber')}</dt>
            <dd className="font-semibold" data-testid="order-number">
              {order.number}
            </dd>
            <dt className={`font-medium ${mutedClass}`}>{t('common.total')}</dt>
            <dd className="tabular-nums">{formatMoney(order.totalPence)}</dd>
          </dl>
        </div>
      )}
      {order && !settled && (
        <Notice tone="info" title={<Spinner label={t('confirmation.waitingTitle')} />}>
          <p>{t('confirmation.waitingText')}</p>
          {slow && <p>{t('confirmation.stillWaiting')}</p>}
        </Notice>
      )}
      {order && !settled && slow && order.paymentError && (
        <Notice tone="error" title={t('confirmation.notPaidTitle')}>
          <p>{t('details.paymentFailedText', { message: order.paymentError })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass('solid')}
              disabled={paying}
              onClick={() => void pay(order.id)}
            >
              {paying ? <Spinner label={t('common.paying')} /> : t('common.payNow')}
            </button>
            <Link to={`/order-details/${order.id}`} className={buttonClass()}>
              {t('common.viewOrder')}
            </Link>
          </div>
          {payError !== undefined && <p>{payError || t('common.error')}</p>}
        </Notice>
      )}
      {order && order.status !== 'awaiting_payment' && (
        <>
          {['cancelled', 'refunded'].includes(order.status) ? (
            <Notice
              tone="warning"
              title={t('confirmation.closedTitle', {
                status: t(`status.${order.status}`).toLowerCase(),
              })}
            />
          ) : (
            <Notice tone="success" title={t('confirmation.paidTitle')}>
              <p>{t('confirmation.paidText', { total: formatMoney(order.totalPence) })}</p>
            </Notice>
          )}
          <div className={cardClass}>
            <h2 className="mb-3 text-lg font-semibold">{t('confirmation.nextTitle')}</h2>
            <ol className="list-decimal space-y-2 ps-6">
              {[1, 2, 3, 4].map((step) => (
                <li key={step}>{t(`confirmation.next${step}`, wearTime(order.productFacts))}</li>
              ))}
            </ol>
            <p className="mt-4">
              <Link to={`/order-details/${order.id}`} className={linkClass}>
                {t('common.viewOrder')}
              </Link>
            </p>
          </div>
        </>
      )}
    </section>
  );
}
