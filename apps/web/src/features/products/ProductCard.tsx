import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@heartcheck/contracts/catalogue';
import { cardClass, linkClass } from '@/components/ui/controls';
import { allInPrice, summaryOf } from './api';

/** One service in the catalogue: picture, name, all-in price, summary and a link to its details. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('products', { useSuspense: true });
  return (
    <li className={`${cardClass} flex flex-col gap-3`}>
      <img
        src={product.img || '/images/products/service.svg'}
        alt=""
        className="h-40 w-full rounded-lg bg-blue-50 object-contain dark:bg-gray-800"
      />
      <h2 className="text-lg font-semibold">
        <Link to={`/products/${encodeURIComponent(product.id)}`} className="hover:underline">
          {product.name}
        </Link>
      </h2>
      <div>
        <p className="text-2xl font-semibold text-gray-900 dark:text-gray-50">
          {allInPrice(product).total}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('priceMadeUp', allInPrice(product))}
        </p>
      </div>
      <p className="flex-1 text-sm text-gray-700 dark:text-gray-300">
        {summaryOf(product.description)}
      </p>
      <Link
        to={`/products/${encodeURIComponent(product.id)}`}
        className={linkClass}
        aria-label={t('viewDetailsOf', { name: product.name })}
      >
        {t('viewDetails')}
      </Link>
    </li>
  );
}
