/**
 * List helpers of the specification (§5) and the parsing of list query strings.
 *
 * - filtering: a case-insensitive substring match over the string and number fields of an item;
 * - sorting: ascending or descending, comparing values as text (or as numbers when asked);
 * - paging: a 1-based page number and a page size.
 *
 * Query strings: `pageIndex`, `pageSize`, `query` and `sort`. `sort` may arrive as axios sends
 * nested objects by default (`sort[order]=asc&sort[key]=name`) or with dots
 * (`sort.order=asc&sort.key=name`). An empty key or order means "no sorting".
 */

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  order: SortOrder | '';
  key: string;
}

/** True when `value`, as text, contains `needle` regardless of case. */
function matches(value: unknown, needle: string): boolean {
  if (typeof value === 'string') return value.toLowerCase().includes(needle);
  if (typeof value === 'number' && Number.isFinite(value))
    return String(value).toLowerCase().includes(needle);
  return false;
}

/**
 * Items whose string or number fields contain `input` (case-insensitive). `keys` limits the
 * fields looked at; by default every own field is. An empty or blank input keeps every item.
 */
export function wildCardSearch<T extends object>(
  list: readonly T[],
  input: string,
  keys?: readonly (keyof T)[],
): T[] {
  const needle = input.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((item) => {
    const fields = keys ?? (Object.keys(item) as (keyof T)[]);
    return fields.some((key) => matches(item[key], needle));
  });
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

const textCollator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: false });

/**
 * A sorted copy of the list. `kind: 'text'` compares the values as strings (case-insensitive,
 * then by code point for a stable total order); `kind: 'number'` compares them numerically
 * with non-numbers last. The sort is stable; an empty order or key keeps the given order.
 */
export function sortBy<T extends object>(
  list: readonly T[],
  key: keyof T | '',
  order: SortOrder | '',
  kind: 'text' | 'number' = 'text',
): T[] {
  const copy = [...list];
  if (!key || !order) return copy;
  const direction = order === 'desc' ? -1 : 1;
  const compare =
    kind === 'number'
      ? (a: unknown, b: unknown) => {
          const x = typeof a === 'number' ? a : Number(a);
          const y = typeof b === 'number' ? b : Number(b);
          const xBad = a === null || a === undefined || a === '' || Number.isNaN(x);
          const yBad = b === null || b === undefined || b === '' || Number.isNaN(y);
          if (xBad || yBad) return xBad === yBad ? 0 : xBad ? 1 : -1;
          return (x - y) * direction;
        }
      : (a: unknown, b: unknown) => {
          const x = asText(a);
          const y = asText(b);
          const base = textCollator.compare(x, y);
          return (base !== 0 ? base : x < y ? -1 : x > y ? 1 : 0) * direction;
        };
  return copy.sort((a, b) => compare(a[key], b[key]));
}

/** The items of page `pageIndex` (1-based) of `pageSize` items; pages past the end are empty. */
export function paginate<T>(list: readonly T[], pageSize: number, pageIndex: number): T[] {
  const size = Math.max(1, Math.floor(pageSize));
  const index = Math.max(1, Math.floor(pageIndex));
  return list.slice((index - 1) * size, index * size);
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  query: string;
  sort: ListSort;
}

/** A query-string value the caller got wrong; the message names the parameter. */
export class ListQueryError extends Error {
  override name = 'ListQueryError';
  readonly parameter: string;
  constructor(parameter: string, message: string) {
    super(message);
    this.parameter = parameter;
  }
}

function single(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const values = params.getAll(name);
    if (values.length > 1)
      throw new ListQueryError(name, `The parameter ${name} must be given at most once.`);
    if (values.length === 1) return values[0];
  }
  return undefined;
}

function positiveInteger(
  params: URLSearchParams,
  name: string,
  fallback: number,
  max?: number,
): number {
  const raw = single(params, name);
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim()))
    throw new ListQueryError(name, `The parameter ${name} must be a whole number of 1 or more.`);
  const value = Number(raw.trim());
  if (value < 1)
    throw new ListQueryError(name, `The parameter ${name} must be a whole number of 1 or more.`);
  if (max !== undefined && value > max)
    throw new ListQueryError(name, `The parameter ${name} must be at most ${max}.`);
  return value;
}

export const MAX_QUERY_LENGTH = 200;

/**
 * Reads pageIndex (default 1), pageSize (default 10, at most 100), query (at most 200
 * characters) and sort from a query string. A sort key outside `sortKeys` is refused.
 */
export function parseListQuery(
  params: URLSearchParams,
  options: { sortKeys: readonly string[]; maxPageSize?: number; defaultPageSize?: number },
): ListQuery {
  const maxPageSize = options.maxPageSize ?? MAX_PAGE_SIZE;
  const pageIndex = positiveInteger(params, 'pageIndex', 1);
  const pageSize = positiveInteger(
    params,
    'pageSize',
    options.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    maxPageSize,
  );
  const query = single(params, 'query') ?? '';
  if (query.length > MAX_QUERY_LENGTH)
    throw new ListQueryError(
      'query',
      `The parameter query must be at most ${MAX_QUERY_LENGTH} characters.`,
    );
  const order = (single(params, 'sort[order]', 'sort.order') ?? '').trim();
  if (order !== '' && order !== 'asc' && order !== 'desc')
    throw new ListQueryError('sort.order', 'The parameter sort.order must be asc or desc.');
  const key = (single(params, 'sort[key]', 'sort.key') ?? '').trim();
  if (key !== '' && !options.sortKeys.includes(key))
    throw new ListQueryError(
      'sort.key',
      `The parameter sort.key must be one of ${options.sortKeys.join(', ')}.`,
    );
  return { pageIndex, pageSize, query, sort: { order, key } };
}

/** Every value of a parameter that may repeat (`a=1&a=2`, `a[]=1`) or list values with commas. */
export function listParameter(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(name), ...params.getAll(`${name}[]`)]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}
