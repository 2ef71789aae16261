import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.ts';

/** Query of GET /api/orders (integrations; the web app lists orders through GraphQL). */
export const orderListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  sortKey: z.string().max(40).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  query: z.string().max(200).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
