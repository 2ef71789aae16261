import { liveGrantId } from '../../../test/grants.ts';
import { loadKeyring } from '../../config/secrets-key.ts';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdpSecrets } from '../../idp/secrets.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { NOT_AUTHENTICATED_MESSAGE } from './graphql.ts';

const USER_SIGNED_IN = /* GraphQL */ `
  mutation {
    userSignedIn {
      errors {
        __typename
        ... on NotAuthenticatedError {
          message
        }
      }
      user {
        id
        firstName
        lastName
        email
        phoneNumber
        address
        city
        postalCode
        country
        roles
      }
    }
  }
`;

interface Payload {
  userSignedIn: {
    errors: { __typename: string; message?: string }[];
    user: null | Record<string, string | string[]>;
  };
}

describe.each(testDatabaseKinds())('userSignedIn on %s', (kind) => {
  let t: TestApp;
  let signingKey: JWK;

  beforeAll(async () => {
    t = await startTestApp(kind);
    signingKey = (await loadIdpSecrets(t.app.database.db, await loadKeyring(t.config.secrets)))
      .signingKeys.keys[0]!;
  });
  afterAll(() => t.close());

  /** A token signed with the provider's own key, with claims the test chooses. */
  async function craftToken(overrides: {
    aud?: string;
    exp?: number;
    iss?: string;
    key?: JWK;
    sub?: string;
  }) {
    const key = await importJWK(overrides.key ?? signingKey, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      scope: 'Access.Functions',
      gid: await liveGrantId(t),
      email: 'crafted@example.com',
      roles: [],
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid!, typ: 'at+jwt' })
      .setIssuer(overrides.iss ?? t.config.identity.issuer)
      .setAudience(overrides.aud ?? t.config.identity.audience)
      .setSubject(overrides.sub ?? 'crafted-subject')
      .setIssuedAt(now - 7200)
      .setExpirationTime(overrides.exp ?? now + 600)
      .sign(key);
  }

  async function expectNotAuthenticated(token: string | undefined) {
    const { status, body } = await t.graphql<Payload>(USER_SIGNED_IN, undefined, token);
    expect(status).toBe(200);
    expect(body.data?.userSignedIn.user).toBeNull();
    expect(body.data?.userSignedIn.errors).toEqual([
      { __typename: 'NotAuthenticatedError', message: NOT_AUTHENTICATED_MESSAGE },
    ]);
  }

  it('answers NotAuthenticatedError with no token', async () => {
    await expectNotAuthenticated(undefined);
  });

  it('refuses an expired token', async () => {
    await expectNotAuthenticated(await craftToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('refuses a token for another audience', async () => {
    await expectNotAuthenticated(await craftToken({ aud: 'api://someone-else' }));
  });

  it('refuses a token from another issuer', async () => {
    await expectNotAuthenticated(await craftToken({ iss: 'https://evil.example/idp' }));
  });

  it('refuses a token with a wrong signature', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const { exportJWK } = await import('jose');
    await expectNotAuthenticated(await craftToken({ key: await exportJWK(privateKey) }));
  });

  it('refuses an unsigned (alg none) token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(
      JSON.stringify({
        iss: t.config.identity.issuer,
        aud: t.config.identity.audience,
        sub: 'x',
        exp: 4e9,
      }),
    ).toString('base64url');
    await expectNotAuthenticated(`${header}.${claims}.`);
  });

  it('creates the user on first sign-in from the token claims and returns the same user later', async () => {
    const token = await craftToken({ sub: `first-time-${kind}` });
    const first = await t.graphql<Payload>(USER_SIGNED_IN, undefined, token);
    expect(first.body.data?.userSignedIn.errors).toEqual([]);
    const created = first.body.data!.userSignedIn.user!;
    expect(created).toMatchObject({
      email: 'crafted@example.com',
      firstName: '',
      country: '',
      roles: [],
    });

    const again = await t.graphql<Payload>(USER_SIGNED_IN, undefined, token);
    expect(again.body.data!.userSignedIn.user!.id).toBe(created.id);
  });

  it('signs in the seeded demo customer through the real provider with their UK address', async () => {
    const token = await t.tokenFor('customer@example.com');
    const { body } = await t.graphql<Payload>(USER_SIGNED_IN, undefined, token);
    expect(body.data!.userSignedIn.user).toMatchObject({
      firstName: 'Alex',
      lastName: 'Taylor',
      email: 'customer@example.com',
      city: 'London',
      postalCode: 'NW1 6XE',
      country: 'GB',
      roles: [],
    });
  });

  it('carries roles from the token into the user', async () => {
    const token = await t.tokenFor('admin@example.com');
    const { body } = await t.graphql<Payload>(USER_SIGNED_IN, undefined, token);
    expect(body.data!.userSignedIn.user!.roles).toEqual(['admin']);
  });

  it('answers 401 to an authenticated query made with an invalid token', async () => {
    const { status, body } = await t.graphql('{ me { id } }', undefined, 'not-a-jwt');
    expect(body).toMatchObject({ data: null });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('rejects queries deeper than the depth limit', async () => {
    const tooDeep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
    const { body } = await t.graphql(tooDeep);
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });
});
