import { z } from 'zod';

/** Every REST error answers `{ message }`, with `issues` for validation errors (CONVENTIONS.md). */
export const errorBody = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.unknown(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The object of a request body: a field it does not take is refused by name ("Unknown field:
 * expiresInDays. Expected: orderId, report, days."), as a misspelt optional field would
 * otherwise be dropped without a word and its default used.
 */
export function requestBody<const T extends z.ZodRawShape>(shape: T) {
  const fields = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}. Expected: ${fields}.`
        : undefined,
  });
}

/** A page of a list endpoint (spec §7: `{ list, total }`). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** A whole list without paging. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}

/** Sort direction of list queries; '' keeps the stored order (spec §7). */
export const SORT_ORDERS = ['asc', 'desc', ''] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Query of the paged list endpoints (spec §7); axios sends `sort` as sort[order]=…&sort[key]=…. */
export interface ListParams<Key extends string = string> {
  pageIndex: number;
  pageSize: number;
  sort: { order: SortOrder; key: Key | '' };
  query: string;
}
