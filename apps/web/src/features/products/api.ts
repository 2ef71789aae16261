import type { Product } from '@heartcheck/contracts/catalogue';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export function formatPrice(value: number): string {
  return pounds.format(value);
}

/**
 * The price a customer pays, tax included, in pence and its make-up: the catalogue keeps the
 * price before tax (299) and the tax rate (6 %); the order total rounds the tax the same way
 * (apps/api orders/product.ts priceSummary), so the first price shown is the price paid.
 */
export function allInPrice(product: Pick<Product, 'price' | 'taxRate'>) {
  const pricePence = Math.round(product.price * 100);
  const taxPence = Math.round((pricePence * product.taxRate) / 100);
  return {
    total: pounds.format((pricePence + taxPence) / 100),
    price: pounds.format(pricePence / 100),
    tax: pounds.format(taxPence / 100),
    rate: product.taxRate,
  };
}

/** Plain text of a description, for a short summary on a card. */
export function summaryOf(html: string, length = 180): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length).replace(/\s\S*$/, '')}…` : clean;
}
