import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  listParameter,
  ListQueryError,
  paginate,
  parseListQuery,
  sortBy,
  wildCardSearch,
} from './list-query.ts';

const rows = [
  { id: 'a', name: 'Holter Monitor', price: 299, active: true, tags: ['ecg'] },
  { id: 'b', name: 'heart check', price: 68, active: false, tags: ['holter'] },
  { id: 'c', name: 'Zebra', price: 1200, active: true, tags: [] },
];

describe('wildCardSearch', () => {
  it('matches a substring of any string field regardless of case', () => {
    expect(wildCardSearch(rows, 'HOLTER').map((r) => r.id)).toEqual(['a']);
    expect(wildCardSearch(rows, 'heart').map((r) => r.id)).toEqual(['b']);
  });

  it('matches number fields as text', () => {
    expect(wildCardSearch(rows, '29').map((r) => r.id)).toEqual(['a']);
    expect(wildCardSearch(rows, '12').map((r) => r.id)).toEqual(['c']);
  });

  it('ignores booleans, arrays and objects', () => {
    expect(wildCardSearch(rows, 'true')).toEqual([]);
    expect(wildCardSearch(rows, 'ecg')).toEqual([]);
  });

  it('looks only at the given keys', () => {
    expect(wildCardSearch(rows, 'a', ['id']).map((r) => r.id)).toEqual(['a']);
    expect(wildCardSearch(rows, '299', ['name'])).toEqual([]);
  });

  it('keeps everything for an empty or blank input, in a new array', () => {
    const all = wildCardSearch(rows, '  ');
    expect(all).toEqual(rows);
    expect(all).not.toBe(rows);
  });

  it('treats regular-expression and SQL characters literally', () => {
    const odd = [{ t: "50% off_(now)'; drop table x;--" }, { t: 'plain' }];
    expect(wildCardSearch(odd, '%')).toHaveLength(1);
    expect(wildCardSearch(odd, '_(')).toHaveLength(1);
    expect(wildCardSearch(odd, '.*')).toHaveLength(0);
    expect(wildCardSearch(odd, "'; drop")).toHaveLength(1);
  });

  it('never returns an item that does not contain the input (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ s: fc.string(), n: fc.integer() })), fc.string(), (l, q) => {
        const found = wildCardSearch(l, q);
        const needle = q.trim().toLowerCase();
        for (const item of found) {
          if (needle)
            expect(item.s.toLowerCase().includes(needle) || String(item.n).includes(needle)).toBe(
              true,
            );
        }
        expect(found.length).toBeLessThanOrEqual(l.length);
      }),
    );
  });
});

describe('sortBy', () => {
  it('sorts text ascending and descending, ignoring case', () => {
    expect(sortBy(rows, 'name', 'asc').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortBy(rows, 'name', 'desc').map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('compares as text by default, so "1200" sorts before "299"', () => {
    expect(sortBy(rows, 'price', 'asc').map((r) => r.price)).toEqual([1200, 299, 68]);
  });

  it('compares numerically when asked', () => {
    expect(sortBy(rows, 'price', 'asc', 'number').map((r) => r.price)).toEqual([68, 299, 1200]);
    expect(sortBy(rows, 'price', 'desc', 'number').map((r) => r.price)).toEqual([1200, 299, 68]);
  });

  it('keeps the order without a key or order and never changes the input', () => {
    const copy = [...rows];
    expect(sortBy(rows, '', 'asc')).toEqual(rows);
    expect(sortBy(rows, 'name', '')).toEqual(rows);
    sortBy(rows, 'name', 'desc');
    expect(rows).toEqual(copy);
  });

  it('puts missing numbers last in both directions', () => {
    const l = [{ v: 3 }, { v: undefined }, { v: 1 }];
    expect(sortBy(l, 'v', 'asc', 'number').map((r) => r.v)).toEqual([1, 3, undefined]);
    expect(sortBy(l, 'v', 'desc', 'number').map((r) => r.v)).toEqual([3, 1, undefined]);
  });

  it('is stable for equal keys', () => {
    const l = [
      { k: 'x', i: 1 },
      { k: 'X', i: 2 },
      { k: 'x', i: 3 },
    ];
    expect(sortBy(l, 'k', 'asc').map((r) => r.i)).toEqual([2, 1, 3]);
  });
});

describe('paginate', () => {
  const ten = Array.from({ length: 10 }, (_, i) => i + 1);
  it('takes 1-based pages', () => {
    expect(paginate(ten, 3, 1)).toEqual([1, 2, 3]);
    expect(paginate(ten, 3, 2)).toEqual([4, 5, 6]);
    expect(paginate(ten, 3, 4)).toEqual([10]);
  });
  it('answers an empty page past the end', () => {
    expect(paginate(ten, 3, 5)).toEqual([]);
  });
  it('treats page numbers below 1 as page 1', () => {
    expect(paginate(ten, 4, 0)).toEqual([1, 2, 3, 4]);
  });
  it('covers the list exactly once across pages (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 20 }), (l, size) => {
        const pages = Math.ceil(l.length / size);
        const joined = Array.from({ length: pages }, (_, i) => paginate(l, size, i + 1)).flat();
        expect(joined).toEqual(l);
      }),
    );
  });
});

describe('parseListQuery', () => {
  const keys = ['name', 'price'];
  const parse = (qs: string) => parseListQuery(new URLSearchParams(qs), { sortKeys: keys });

  it('has defaults', () => {
    expect(parse('')).toEqual({
      pageIndex: 1,
      pageSize: 10,
      query: '',
      sort: { order: '', key: '' },
    });
  });

  it('reads the axios bracket encoding, percent-encoded or not', () => {
    expect(parse('sort%5Border%5D=desc&sort%5Bkey%5D=price').sort).toEqual({
      order: 'desc',
      key: 'price',
    });
    expect(parse('sort[order]=asc&sort[key]=name').sort).toEqual({ order: 'asc', key: 'name' });
  });

  it('reads the dot encoding', () => {
    expect(parse('sort.order=asc&sort.key=name&pageIndex=2&pageSize=5&query=x')).toEqual({
      pageIndex: 2,
      pageSize: 5,
      query: 'x',
      sort: { order: 'asc', key: 'name' },
    });
  });

  it('accepts an empty sort (axios sends empty strings)', () => {
    expect(parse('sort[order]=&sort[key]=').sort).toEqual({ order: '', key: '' });
  });

  it.each([
    ['pageIndex=abc', 'pageIndex'],
    ['pageIndex=0', 'pageIndex'],
    ['pageIndex=-1', 'pageIndex'],
    ['pageIndex=1.5', 'pageIndex'],
    ['pageSize=x', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=1e3', 'pageSize'],
    ['sort[key]=password', 'sort.key'],
    ['sort.order=up', 'sort.order'],
    ['pageIndex=1&pageIndex=2', 'pageIndex'],
    [`query=${'x'.repeat(201)}`, 'query'],
  ])('refuses %s naming %s', (qs, parameter) => {
    let error: unknown;
    try {
      parse(qs);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ListQueryError);
    expect((error as ListQueryError).parameter).toBe(parameter);
    expect((error as ListQueryError).message).toContain(parameter);
  });
});

describe('listParameter', () => {
  it('reads repeated, bracketed and comma-separated values', () => {
    const p = new URLSearchParams('c=a&c[]=b&c=d,e&c=');
    expect(listParameter(p, 'c')).toEqual(['a', 'd', 'e', 'b']);
  });
});
