import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HEART_CHECK_FACTS, type ProductFacts } from '@heartcheck/contracts/product-facts';

export interface OrderableProduct extends ProductFacts {
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
  ...HEART_CHECK_FACTS,
};

/** Pounds (as the catalogue stores them) to whole pence. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

interface ProductRow {
  id: string;
  name: string;
  price: string | number;
  tax_rate: string | number;
  recording_hours: string | number;
  min_recording_hours: string | number;
  return_window_days: string | number;
  replacement_fee_pence: string | number;
}

const COLUMNS = sql.raw(
  'id, name, price, tax_rate, recording_hours, min_recording_hours, return_window_days, replacement_fee_pence',
);

async function productRows(db: Database, where: ReturnType<typeof sql>): Promise<ProductRow[]> {
  try {
    const result = await db.execute(sql`select ${COLUMNS} from catalogue_products ${where}`);
    return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as ProductRow[];
  } catch {
    return [];
  }
}

function toOrderable(row: ProductRow): OrderableProduct {
  return {
    id: row.id,
    name: row.name,
    unitPricePence: poundsToPence(Number(row.price)),
    taxRate: Number(row.tax_rate),
    recordingHours: Number(row.recording_hours),
    minRecordingHours: Number(row.min_recording_hours),
    returnWindowDays: Number(row.return_window_days),
    replacementFeePence: Number(row.replacement_fee_pence),
  };
}

/**
 * The one place orders read the product: the catalogue's table (a small query, so this module
 * does not depend on the catalogue's code; the facts' type is a contract), the first active
 * product when no id is given, and the specification's sample product while the catalogue is
 * empty.
 */
export async function findOrderableProduct(
  db: Database,
  productId?: string,
): Promise<OrderableProduct | undefined> {
  const rows = await productRows(
    db,
    productId
      ? sql`where id = ${productId} and active limit 1`
      : sql`where active order by created_at limit 1`,
  );
  const row = rows[0];
  if (row) return toOrderable(row);
  if (!productId || productId === DEFAULT_PRODUCT.id) return DEFAULT_PRODUCT;
  return undefined;
}

/**
 * The facts of an order's product (wear time, return window, replacement fee), whether or not
 * the product is still on sale.
 */
export async function orderProductFacts(db: Database, productId: string): Promise<ProductFacts> {
  const row = (await productRows(db, sql`where id = ${productId} limit 1`))[0];
  const product = row ? toOrderable(row) : DEFAULT_PRODUCT;
  return {
    recordingHours: product.recordingHours,
    minRecordingHours: product.minRecordingHours,
    returnWindowDays: product.returnWindowDays,
    replacementFeePence: product.replacementFeePence,
  };
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
