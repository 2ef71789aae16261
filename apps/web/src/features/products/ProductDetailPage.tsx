import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { allInPrice } from './api';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { buttonClass, cardClass, linkClass, richTextClass } from '@/components/ui/controls';
import { isNotFound, useRestQuery } from '@/lib/http/use-rest';

/** One service, with its description and the call to action that starts an order. */
export function ProductDetailPage() {
  const { t } = useTranslation('products', { useSuspense: true });
  const { id = '' } = useParams();
  const state = useRestQuery('/api/products/{id}', { path: { id } });
  // No such product (404) is a page of its own, not an error.
  const failed = state.status === 'error' && !isNotFound(state.error);

  if (state.status === 'loading')
    return (
      <p role="status" className="text-gray-700 dark:text-gray-300">
        {t('loading')}
      </p>
    );
  if (state.status === 'error' || !state.data)
    return (
      <section aria-labelledby="product-missing" className={`${cardClass} space-y-3`}>
        <h1 id="product-missing" className="text-2xl font-semibold">
          {failed ? t('loadErrorTitle') : t('notFoundTitle')}
        </h1>
        <p role={failed ? 'alert' : undefined}>{failed ? t('loadError') : t('notFoundText')}</p>
        <Link to="/products" className={linkClass}>
          {t('backToList')}
        </Link>
      </section>
    );

  const product = state.data;
  return (
    <article aria-labelledby="product-title" className="space-y-6">
      <nav aria-label={t('breadcrumb')}>
        <Link to="/products" className={linkClass}>
          {t('backToList')}
        </Link>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <h1 id="product-title" className="text-2xl font-semibold sm:text-3xl">
            {product.name}
          </h1>
          <img
            src={product.img || '/images/products/service.svg'}
            alt=""
            className="h-56 w-full rounded-xl bg-blue-50 object-contain dark:bg-gray-800"
          />
          <div className={cardClass}>
            <h2 className="sr-only">{t('description')}</h2>
            <SafeHtml html={product.description} className={richTextClass} />
          </div>
        </div>
        <aside aria-labelledby="product-order" className={`${cardClass} h-fit space-y-4`}>
          <h2 id="product-order" className="text-lg font-semibold">
            {t('orderHeading')}
          </h2>
          <div>
            <p className="text-3xl font-semibold" data-testid="product-price">
              {allInPrice(product).total}
            </p>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t('priceMadeUp', allInPrice(product))}
            </p>
          </div>
          <dl className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
            <div className="flex justify-between gap-2">
              <dt>{t('productCode')}</dt>
              <dd className="font-medium text-gray-900 dark:text-gray-100">
                {product.productCode}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt>{t('provider')}</dt>
              <dd className="font-medium text-gray-900 dark:text-gray-100">{product.vendor}</dd>
            </div>
          </dl>
          <Link
            to={`/OrderCreate?productId=${encodeURIComponent(product.id)}`}
            className={`${buttonClass('solid')} w-full`}
          >
            {t('orderCta')}
          </Link>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('orderNote')}</p>
        </aside>
      </div>
    </article>
  );
}
