import { useTranslation } from 'react-i18next';
import { formatMoney } from './format';

interface Priced {
  /** Once paid the total is no longer "to pay" (a quote has no status). */
  status?: string;
  paidAt?: string | null;
  productName: string;
  quantity: number;
  taxRate: number;
  subtotalPence: number;
  taxPence: number;
  totalPence: number;
}

function totalLabel(price: Priced): string {
  if (price.status === 'refunded') return 'price.totalRefunded';
  if (price.paidAt) return 'price.totalPaid';
  // A cancelled order that was never paid has nothing left to pay.
  return price.status === 'cancelled' ? 'common.total' : 'price.total';
}

/** price × quantity, tax at the product's rate, total (GBP): to pay, paid or refunded. */
export function PriceSummary({ price, heading = true }: { price: Priced; heading?: boolean }) {
  const { t } = useTranslation('orders', { useSuspense: true });
  return (
    <div>
      {heading && <h2 className="mb-3 text-lg font-semibold">{t('price.title')}</h2>}
      <table className="w-full text-start" data-testid="price-summary">
        <caption className="sr-only">{t('price.caption')}</caption>
        <tbody>
          <tr>
            <th scope="row" className="py-1 text-start font-normal">
              {t('price.item', { name: price.productName, quantity: price.quantity })}
            </th>
            <td className="py-1 text-end tabular-nums">{formatMoney(price.subtotalPence)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 text-start font-normal">
              {t('price.tax', { rate: price.taxRate })}
            </th>
            <td className="py-1 text-end tabular-nums">{formatMoney(price.taxPence)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="border-t border-gray-300 dark:border-gray-700">
            <th scope="row" className="pt-2 text-start font-semibold">
              {t(totalLabel(price))}
            </th>
            <td className="pt-2 text-end font-semibold tabular-nums">
              {formatMoney(price.totalPence)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
