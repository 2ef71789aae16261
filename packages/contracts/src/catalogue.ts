import { z } from 'zod';
import { pageOf } from './common.ts';

/** A service of the catalogue, exactly the fields of the specification (§3, Product). */
export const product = z.object({
  id: z.string(),
  name: z.string(),
  productCode: z.string(),
  img: z.string(),
  price: z.number(),
  status: z.number(),
  costPerItem: z.number(),
  bulkDiscountPrice: z.number(),
  taxRate: z.number(),
  vendor: z.string(),
  active: z.boolean(),
  sales: z.number(),
  salesPercentage: z.number(),
  /** Sanitised HTML. */
  description: z.string(),
});
export type Product = z.infer<typeof product>;

/** GET /api/products. */
export const productPage = pageOf(product);
export type ProductPage = z.infer<typeof productPage>;

/** Path id of GET /api/products/{id}; anything else answers 404. */
export const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/;
