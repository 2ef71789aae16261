import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache, VERIFIED_TTL_MS, type Principal } from './verify-token.ts';

const principal: Principal = {
  issuer: 'builtin',
  subject: 'subject-1',
  email: '',
  givenName: '',
  familyName: '',
  roles: ['admin'],
};

describe('verified token cache', () => {
  it('answers a verified token until it expires, then forgets it', () => {
    let now = 1_000_000;
    const cache = createVerifiedTokenCache(() => now);
    cache.set('token-a', principal, now + 5_000);
    expect(cache.get('token-a')).toEqual({ status: 'authenticated', principal });
    expect(cache.get('token-b')).toBeUndefined();
    now += 5_000;
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('checks a long-lived token again after the cache lifetime, so withdrawn keys stop working', () => {
    let now = 0;
    const cache = createVerifiedTokenCache(() => now);
    cache.set('token-a', principal, now + 3_600_000);
    now += VERIFIED_TTL_MS - 1;
    expect(cache.get('token-a')).toBeDefined();
    now += 1;
    expect(cache.get('token-a')).toBeUndefined();
  });
});
