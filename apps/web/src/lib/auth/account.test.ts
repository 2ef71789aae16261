import { describe, expect, it } from 'vitest';
import { rolesFromClaims, toAccountInfo } from './account';

describe('identity account', () => {
  it('exposes homeAccountId, localAccountId, username, tenant and idTokenClaims', () => {
    const claims = { sub: 'abc', email: 'a@example.com', iss: 'x', aud: 'y', exp: 1, iat: 1 };
    expect(toAccountInfo({ profile: claims })).toEqual({
      homeAccountId: 'abc.heartcheck',
      localAccountId: 'abc',
      username: 'a@example.com',
      tenant: 'heartcheck',
      idTokenClaims: claims,
    });
  });

  it('reads Azure AD B2C claims: tenant from tid and the first of emails', () => {
    const claims = {
      sub: 's',
      tid: 'tenant-guid',
      emails: ['b2c@example.com'],
      iss: 'x',
      aud: 'y',
      exp: 1,
      iat: 1,
    };
    expect(toAccountInfo({ profile: claims })).toMatchObject({
      tenant: 'tenant-guid',
      username: 'b2c@example.com',
      homeAccountId: 's.tenant-guid',
    });
  });

  it('reads roles as a list or a comma-separated string', () => {
    expect(rolesFromClaims({ roles: ['admin'] } as never)).toEqual(['admin']);
    expect(rolesFromClaims({ roles: 'admin, cardiologist' } as never)).toEqual([
      'admin',
      'cardiologist',
    ]);
    expect(rolesFromClaims(undefined)).toEqual([]);
  });
});
