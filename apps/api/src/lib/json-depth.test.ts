import { describe, expect, it } from 'vitest';
import { jsonTextTooDeep, MAX_JSON_DEPTH, valueTooDeep } from './json-depth.ts';
import { findInvalidText } from './valid-text.ts';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON nesting limit', () => {
  it('counts objects and arrays outside strings, up to the limit', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(jsonTextTooDeep(arrays(32))).toBe(false);
    expect(jsonTextTooDeep(arrays(33))).toBe(true);
    expect(jsonTextTooDeep('{"a":' + arrays(33) + '}')).toBe(true);
    // Brackets inside strings, escaped quotes included, are text.
    expect(jsonTextTooDeep(JSON.stringify({ note: '[{'.repeat(100) + '\\"[[' }))).toBe(false);
    expect(jsonTextTooDeep(`["\\\\", ${arrays(32)}]`)).toBe(true);
    expect(jsonTextTooDeep('['.repeat(500_000))).toBe(true);
  });

  it('measures a parsed value without recursion', () => {
    expect(valueTooDeep(JSON.parse(arrays(32)))).toBe(false);
    expect(valueTooDeep(JSON.parse(arrays(33)))).toBe(true);
    expect(valueTooDeep(JSON.parse(arrays(100_000)))).toBe(true);
    expect(valueTooDeep({ a: 'x', b: [1, { c: null }] })).toBe(false);
    expect(valueTooDeep(undefined)).toBe(false);
  });
});

describe('findInvalidText', () => {
  it('names the first unstorable string in document order, at any depth', () => {
    expect(findInvalidText({ a: 'ok', b: ['x', 'y\u0000'], c: '\u0000' })).toBe('b.1');
    expect(findInvalidText({ 'k\u0000': 1 })).toBe('(key)');
    expect(findInvalidText('\uD800')).toBe('(body)');
    const deep = JSON.parse('{"a":'.repeat(100_000) + '"\\u0000"' + '}'.repeat(100_000)) as unknown;
    expect(findInvalidText(deep)?.split('.')).toHaveLength(100_000);
    expect(findInvalidText({ note: 'fine', tags: ['a', 'b'] })).toBeUndefined();
  });
});
