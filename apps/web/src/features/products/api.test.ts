import { describe, expect, it } from 'vitest';
import { formatPrice, summaryOf } from './api';

describe('product helpers', () => {
  it('formats prices in pounds sterling', () => {
    expect(formatPrice(299)).toBe('£299.00');
    expect(formatPrice(68.5)).toBe('£68.50');
  });

  it('summarises a description as plain text cut at a word', () => {
    expect(summaryOf('<p>Hello <strong>there</strong></p><ul><li>one</li></ul>')).toBe(
      'Hello thereone',
    );
    const long = `<p>${'word '.repeat(60)}</p>`;
    const summary = summaryOf(long, 20);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(21);
    expect(summaryOf('<script>alert(1)</script><p>Safe</p>')).not.toContain('<');
  });
});
