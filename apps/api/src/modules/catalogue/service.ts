import type { Product } from '@heartcheck/contracts/catalogue';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paginate, sortBy, wildCardSearch, type ListQuery } from '../../lib/list-query.ts';
import { sanitizeArticleHtml } from '../help/public.ts';
import { catalogueProducts, type ProductRow } from './schema.ts';

/**
 * Sort keys of GET /api/products. The specification sorts `category` and `name` as text and
 * everything else numerically; product code and vendor are text, so they sort as text too.
 * (Products have no category field: sorting by it keeps the stored order.)
 */
export const PRODUCT_TEXT_SORT_KEYS = ['name', 'category', 'productCode', 'vendor'] as const;
export const PRODUCT_NUMBER_SORT_KEYS = [
  'price',
  'status',
  'costPerItem',
  'bulkDiscountPrice',
  'taxRate',
  'sales',
  'salesPercentage',
] as const;
export const PRODUCT_SORT_KEYS = [...PRODUCT_TEXT_SORT_KEYS, ...PRODUCT_NUMBER_SORT_KEYS];

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    productCode: row.productCode,
    img: row.img,
    price: Number(row.price),
    status: row.status,
    costPerItem: Number(row.costPerItem),
    bulkDiscountPrice: Number(row.bulkDiscountPrice),
    taxRate: row.taxRate,
    vendor: row.vendor,
    active: row.active,
    sales: row.sales,
    salesPercentage: row.salesPercentage,
    description: sanitizeArticleHtml(row.description),
  };
}

/**
 * The product list: filtered by name, sorted, paged (spec §7). Customers see active products;
 * staff (`includeInactive`) see every product.
 */
export async function listProducts(
  db: Database,
  list: ListQuery,
  options: { includeInactive: boolean },
): Promise<{ list: Product[]; total: number }> {
  const rows = await db.select().from(catalogueProducts).orderBy(catalogueProducts.name);
  const products = rows
    .map(toProduct)
    .filter((product) => options.includeInactive || product.active);
  const found = wildCardSearch(products, list.query, ['name']);
  const { key, order } = list.sort;
  const sorted =
    key === 'category'
      ? found
      : sortBy(
          found,
          key as keyof Product | '',
          order,
          (PRODUCT_NUMBER_SORT_KEYS as readonly string[]).includes(key) ? 'number' : 'text',
        );
  return { list: paginate(sorted, list.pageSize, list.pageIndex), total: sorted.length };
}

export async function findProduct(
  db: Database,
  id: string,
  options: { includeInactive: boolean },
): Promise<Product | undefined> {
  const rows = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
  const row = rows[0];
  if (!row || (!row.active && !options.includeInactive)) return undefined;
  return toProduct(row);
}
