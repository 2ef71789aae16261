import {
  boolean,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A service HeartCheck sells (spec §3, Product). Prices are pounds sterling. */
export const catalogueProducts = pgTable('catalogue_products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  productCode: text('product_code').notNull(),
  img: text('img').notNull().default(''),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  status: integer('status').notNull().default(0),
  costPerItem: numeric('cost_per_item', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  bulkDiscountPrice: numeric('bulk_discount_price', {
    precision: 10,
    scale: 2,
    mode: 'number',
  }).notNull(),
  taxRate: doublePrecision('tax_rate').notNull(),
  vendor: text('vendor').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sales: integer('sales').notNull().default(0),
  salesPercentage: doublePrecision('sales_percentage').notNull().default(0),
  description: text('description').notNull().default(''),
  // Product facts (@heartcheck/contracts/product-facts). The defaults are the 72-hour heart check's, the one product sold
  // before these columns existed, so its row keeps its rules when the columns are added.
  recordingHours: integer('recording_hours').notNull().default(72),
  minRecordingHours: integer('min_recording_hours').notNull().default(24),
  returnWindowDays: integer('return_window_days').notNull().default(10),
  replacementFeePence: integer('replacement_fee_pence').notNull().default(6800),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProductRow = typeof catalogueProducts.$inferSelect;
