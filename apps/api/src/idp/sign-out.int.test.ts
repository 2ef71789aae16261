import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession, type TokenResponse } from '../../test/oidc-login.ts';
import { createTokenVerifier } from '../auth/verify-token.ts';
import { createGrantCheck } from './grants.ts';

const EMAIL = 'customer@example.com';

describe.each(testDatabaseKinds())('sign-out and revocation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  async function signIn(): Promise<{ session: ProviderSession; tokens: TokenResponse }> {
    const session = new ProviderSession(t.url);
    const tokens = await session.exchange(
      await session.submit(await session.authorize(), '/login', {
        email: EMAIL,
        password: 'Heart-Check-72',
      }),
    );
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, tokens.accessToken);
    return { session, tokens };
  }
  const orders = (token: string) =>
    fetch(`${t.url}/api/orders`, { headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) =>
    fetch(`${t.url}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'heartcheck-web',
      }),
    });

  it('issues access tokens that live 10 minutes', async () => {
    const { tokens } = await signIn();
    expect(tokens.expiresIn).toBeLessThanOrEqual(600);
  });

  it('ends the grant on sign-out: the refresh token and the old access token stop working', async () => {
    const { session, tokens } = await signIn();
    expect((await orders(tokens.accessToken)).status).toBe(200);

    const confirm = await session.get(
      `/idp/session/end?${new URLSearchParams({
        client_id: 'heartcheck-web',
        id_token_hint: tokens.idToken,
        post_logout_redirect_uri: `${t.url}/sign-in?signedOut=1`,
      })}`,
    );
    if (confirm.kind !== 'page') throw new Error(`expected the sign-out page, got ${confirm.kind}`);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(
      confirm.html,
    )![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.html)![1]!;
    await session.post(action, { xsrf, logout: 'yes' });

    const refused = await refresh(tokens.refreshToken!);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
    const old = await orders(tokens.accessToken);
    expect(old.status).toBe(401);
    expect(((await old.json()) as { message: string }).message).toContain('session has ended');
    // Another API process on the same database: the database, not a memory, is the truth.
    const otherProcess = createTokenVerifier(t.config.identity, {
      grantActive: (grantId) => createGrantCheck(t.app.database.db).isLive(grantId),
    });
    expect(await otherProcess.verify(`Bearer ${tokens.accessToken}`)).toEqual({
      status: 'invalid',
      reason: 'the session has ended',
    });
  });

  it('revokes an access token at the revocation endpoint (and its grant with it)', async () => {
    const { tokens } = await signIn();
    expect((await orders(tokens.accessToken)).status).toBe(200);
    const revoked = await fetch(`${t.url}/idp/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: tokens.accessToken,
        token_type_hint: 'access_token',
        client_id: 'heartcheck-web',
      }),
    });
    expect(revoked.status).toBe(200);
    expect((await orders(tokens.accessToken)).status).toBe(401);
    expect((await refresh(tokens.refreshToken!)).status).toBe(400);
  });

  it('still revokes refresh tokens through oidc-provider', async () => {
    const { tokens } = await signIn();
    const revoked = await fetch(`${t.url}/idp/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refreshToken!, client_id: 'heartcheck-web' }),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(tokens.refreshToken!)).status).toBe(400);
    expect((await orders(tokens.accessToken)).status).toBe(401);
  });
});
