import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_QUOTE } from './api';
import { formatMoney } from './format';
import { buttonClass, cardClass, mutedClass } from '@/components/ui/controls';
import { Notice } from '@/components/ui/Notice';
import { Spinner } from '@/components/ui/Spinner';
import { wearTime } from '@/lib/format/wear';

/** /newOrder: how ordering works, "Browse" to the catalogue, or straight to the order form. */
export function NewOrderPage() {
  const { t } = useTranslation('orders', { useSuspense: true });
  const { data, loading, error } = useQuery(ORDER_QUOTE);
  const quote = data?.orderQuote;
  return (
    <section aria-labelledby="new-order-title" className="max-w-3xl space-y-6">
      <div>
        <h1 id="new-order-title" className="text-2xl font-semibold sm:text-3xl">
          {t('newOrder.title')}
        </h1>
        <p className={`mt-1 ${mutedClass}`}>{t('newOrder.lead')}</p>
      </div>

      <div className={cardClass}>
        <h2 className="mb-3 text-lg font-semibold">{t('newOrder.stepsTitle')}</h2>
        <ol className="list-decimal space-y-2 ps-6">
          {/* Step 3 states the product's wear time, so it waits for the quote that carries it. */}
          {[1, 2, 3, 4, 5]
            .filter((step) => step !== 3 || quote)
            .map((step) => (
              <li key={step}>{t(`newOrder.step${step}`, quote ? wearTime(quote) : {})}</li>
            ))}
        </ol>
      </div>

      <div className={cardClass}>
        {loading && <Spinner label={t('common.loading')} />}
        {error && <Notice tone="error">{t('common.error')}</Notice>}
        {quote && (
          <div className="space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-xl font-semibold">{quote.productName}</h2>
              <p className="text-xl font-semibold tabular-nums" data-testid="quote-total">
                {formatMoney(quote.totalPence)}
              </p>
            </div>
            <p className={mutedClass}>
              {t('price.madeUp', {
                rate: quote.taxRate,
                price: formatMoney(quote.subtotalPence),
                tax: formatMoney(quote.taxPence),
              })}
            </p>
            <p className={mutedClass}>
              {t('newOrder.returnRule', {
                days: quote.returnDueDays,
                fee: formatMoney(quote.replacementFeePence),
              })}
            </p>
            <div className="flex flex-wrap gap-3">
              <Link
                to={`/OrderCreate?productId=${encodeURIComponent(quote.productId)}`}
                className={buttonClass('solid')}
              >
                {t('newOrder.orderThis')}
              </Link>
              <Link to="/products" className={buttonClass()} title={t('newOrder.browseHint')}>
                {t('newOrder.browse')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
