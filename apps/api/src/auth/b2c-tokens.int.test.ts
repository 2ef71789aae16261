import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Where Azure AD B2C differs from what the browser suite's glewlwyd can show (e2e
 * glewlwyd-provider): the policy (user flow) claim `tfp`, or `acr` in older tenants, and an access
 * token `iss` that is not the authority the app is configured with. A local discovery document and
 * JWKS stand in for the tenant; the test signs the tokens itself as the tenant would.
 */
const TENANT_ID = '775527ff-9a37-4307-8b3d-cc311f58d925';
const API_CLIENT_ID = 'a1b2c3d4-0000-4000-8000-00000000a91d';
const POLICY = 'B2C_1_susi';

interface Tenant {
  /** OIDC_ISSUER: the policy's authority, as B2C's metadata URL names it. */
  authority: string;
  /** The `iss` of the tenant's tokens (discovery `issuer`): the tenant id, no policy. */
  issuer: string;
  sign: (claims: JWTPayload, key?: 'tenant' | 'stranger') => Promise<string>;
  close: () => Promise<void>;
}

async function startTenant(): Promise<Tenant> {
  const tenantKey = await generateKeyPair('RS256');
  const strangerKey = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(tenantKey.publicKey)), kid: 'tenant-key', use: 'sig' };
  let origin = '';
  const server = http.createServer((request, response) => {
    const body =
      request.url === `/contoso.onmicrosoft.com/${POLICY}/v2.0/.well-known/openid-configuration`
        ? { issuer: `${origin}/${TENANT_ID}/v2.0/`, jwks_uri: `${origin}/discovery/v2.0/keys` }
        : request.url === '/discovery/v2.0/keys'
          ? { keys: [jwk] }
          : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}/${TENANT_ID}/v2.0/`;
  return {
    authority: `${origin}/contoso.onmicrosoft.com/${POLICY}/v2.0`,
    issuer,
    sign: (claims, key = 'tenant') => {
      const jwt = new SignJWT({
        iss: issuer,
        aud: API_CLIENT_ID,
        sub: 'b2c-object-id-1',
        emails: ['b2c.customer@example.com'],
        given_name: 'Bea',
        family_name: 'Cole',
        tfp: POLICY,
        ...claims,
      }).setProtectedHeader({ alg: 'RS256', kid: 'tenant-key', typ: 'JWT' });
      // A test's own iat/exp stand (an expired token); otherwise issued now for 10 minutes.
      if (claims.exp === undefined) jwt.setIssuedAt().setExpirationTime('10m');
      return jwt.sign(key === 'tenant' ? tenantKey.privateKey : strangerKey.privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const SIGNED_IN = /* GraphQL */ `
  mutation {
    userSignedIn {
      errors {
        __typename
      }
      user {
        email
        roles
      }
    }
  }
`;

interface SignedIn {
  userSignedIn: {
    errors: { __typename: string }[] | null;
    user: { email: string; roles: string[] } | null;
  };
}

/** Whether the app accepts the token: the signed-in call answers the user, or not signed in. */
async function accepted(t: TestApp, token: string): Promise<boolean> {
  const { body } = await t.graphql<SignedIn>(SIGNED_IN, undefined, token);
  return Boolean(body.data?.userSignedIn.user);
}

describe.each(testDatabaseKinds())('Azure AD B2C access tokens (%s)', (kind) => {
  let tenant: Tenant;
  let pinned: TestApp;
  let unpinned: TestApp;

  beforeAll(async () => {
    tenant = await startTenant();
    const b2c = {
      OIDC_ISSUER: tenant.authority,
      OIDC_CLIENT_ID: 'spa-client-id',
      OIDC_API_SCOPE: 'https://contoso.onmicrosoft.com/heartcheck-api/Access.Functions',
      OIDC_AUDIENCE: API_CLIENT_ID,
      OIDC_ROLES_CLAIM: 'extension_Roles',
      SEED_DEMO_DATA: 'false',
    };
    // As the README's B2C example: the policy pinned and the token issuer given.
    pinned = await startTestApp(kind, {
      ...b2c,
      OIDC_POLICY: POLICY,
      OIDC_TOKEN_ISSUER: tenant.issuer,
    });
    // Neither set: the discovery document's issuer, any user flow.
    unpinned = await startTestApp(kind, b2c);
  }, 120_000);
  afterAll(async () => {
    await pinned?.close();
    await unpinned?.close();
    await tenant?.close();
  });

  it('accepts the tenant token of the user flow, with its emails array and comma-separated roles', async () => {
    const token = await tenant.sign({ extension_Roles: 'admin, cardiologist' });
    const { body } = await pinned.graphql<SignedIn>(SIGNED_IN, undefined, token);
    expect(body.data?.userSignedIn.user).toEqual({
      email: 'b2c.customer@example.com',
      roles: ['admin', 'cardiologist'],
    });
  });

  it('accepts the policy named in acr (older tenants) and in any letter case', async () => {
    expect(await accepted(pinned, await tenant.sign({ tfp: undefined, acr: 'b2c_1_susi' }))).toBe(
      true,
    );
    expect(await accepted(pinned, await tenant.sign({ tfp: 'B2C_1_SUSI' }))).toBe(true);
  });

  it('refuses a token of another user flow, or one naming none, when the policy is pinned', async () => {
    for (const claims of [
      { tfp: 'B2C_1_weak_signin' },
      { tfp: undefined },
      { tfp: undefined, acr: 'B2C_1_edit' },
    ])
      expect(await accepted(pinned, await tenant.sign(claims)), JSON.stringify(claims)).toBe(false);
    // Unpinned, the same tokens pass: the pin is what refuses them.
    expect(await accepted(unpinned, await tenant.sign({ tfp: 'B2C_1_weak_signin' }))).toBe(true);
  });

  it("takes `iss` from OIDC_TOKEN_ISSUER, else from discovery, never the authority's URL", async () => {
    // The token's issuer is the tenant's, not the policy authority the app signs in with.
    expect(await accepted(unpinned, await tenant.sign({}))).toBe(true);
    expect(await accepted(unpinned, await tenant.sign({ iss: `${tenant.authority}/` }))).toBe(
      false,
    );
    expect(await accepted(pinned, await tenant.sign({ iss: tenant.authority }))).toBe(false);
  });

  it('refuses a wrong audience, an expired token and a key the tenant never published', async () => {
    expect(await accepted(pinned, await tenant.sign({ aud: 'another-api' }))).toBe(false);
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect(await accepted(pinned, await tenant.sign({ exp: past, iat: past - 600 }))).toBe(false);
    expect(await accepted(pinned, await tenant.sign({}, 'stranger'))).toBe(false);
  });
});
