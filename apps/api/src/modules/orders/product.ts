import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface OrderableProduct {
  id: string;
  name: string;
  /** Price in pence (the catalogue states pounds). */
  unitPricePence: number;
  /** Percent. */
  taxRate: number;
}

/**
 * The 72-hour heart check as the specification's sample data states it (§3: price 299,
 * taxRate 6), used when the catalogue has no product yet.
 */
export const DEFAULT_PRODUCT: OrderableProduct = {
  id: 'heart-check-72h',
  name: '72-Hour Heart Check',
  unitPricePence: 29_900,
  taxRate: 6,
};

/** Pounds (as the catalogue stores them) to whole pence. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/**
 * The one place orders read the product: the catalogue's table (a small query, so this module
 * does not depend on the catalogue's code), the first active product when no id is given, and
 * the specification's sample product while the catalogue is empty.
 */
export async function findOrderableProduct(
  db: Database,
  productId?: string,
): Promise<OrderableProduct | undefined> {
  let rows: { id: string; name: string; price: string | number; tax_rate: string | number }[] = [];
  try {
    const result = await db.execute(
      productId
        ? sql`select id, name, price, tax_rate from catalogue_products where id = ${productId} and active limit 1`
        : sql`select id, name, price, tax_rate from catalogue_products where active order by created_at limit 1`,
    );
    rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as typeof rows;
  } catch {
    rows = [];
  }
  const row = rows[0];
  if (row) {
    return {
      id: row.id,
      name: row.name,
      unitPricePence: poundsToPence(Number(row.price)),
      taxRate: Number(row.tax_rate),
    };
  }
  if (!productId || productId === DEFAULT_PRODUCT.id) return DEFAULT_PRODUCT;
  return undefined;
}

export interface PriceSummary {
  quantity: number;
  unitPricePence: number;
  taxRate: number;
  subtotalPence: number;
  taxPence: number;
  totalPence: number;
}

/** price × quantity, tax at the product's rate rounded half up to the penny, and the total. */
export function priceSummary(product: OrderableProduct, quantity = 1): PriceSummary {
  const subtotalPence = product.unitPricePence * quantity;
  const taxPence = Math.round((subtotalPence * product.taxRate) / 100);
  return {
    quantity,
    unitPricePence: product.unitPricePence,
    taxRate: product.taxRate,
    subtotalPence,
    taxPence,
    totalPence: subtotalPence + taxPence,
  };
}
