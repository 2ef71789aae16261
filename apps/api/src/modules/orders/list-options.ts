import { orderListInput } from '@heartcheck/contracts/orders';
import { problemText } from '../../http/problem.ts';
import type { OrderListOptions } from './queries.ts';
import { OrderRuleError } from './types.ts';

/**
 * GraphQL's OrderListInput checked as REST checks its query: a page size, page, sort or search
 * out of range is refused by name (BAD_REQUEST with the field), not quietly clamped.
 */
export function listOptions(input: OrderListOptions | null | undefined): OrderListOptions {
  const parsed = orderListInput.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path.map(String).join('.');
  throw new OrderRuleError(problemText('Check the list options', parsed.error.issues), {
    ...(field ? { field } : {}),
  });
}
