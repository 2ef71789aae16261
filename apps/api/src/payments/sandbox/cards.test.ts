import { describe, expect, it } from 'vitest';
import { checkCard, isTestCardNumber, parseExpiry } from './cards.ts';

describe('the sandbox card form', () => {
  it('reads the expiry however it is typed', () => {
    for (const typed of ['12 / 29', '12/29', '12/2029', '1229', '122029', ' 12-29 '])
      expect(parseExpiry(typed), typed).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('1/29')).toEqual({ month: 1, year: 2029 });
    expect(parseExpiry('12')).toBeUndefined();
    expect(parseExpiry('12/2')).toBeUndefined();
  });

  it('accepts a test card typed with an expiry of "1229"', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '1229', cvc: '123' })).toEqual({});
    expect(checkCard({ number: '4242424242424242', expiry: '13/29', cvc: '123' })).toEqual({
      expiry: 'Enter a month from 01 to 12.',
    });
  });

  it('knows the published test cards from any other number', () => {
    expect(isTestCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isTestCardNumber('5555 5555 5555 4443')).toBe(false);
  });
});
