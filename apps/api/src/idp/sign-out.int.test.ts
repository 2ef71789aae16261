import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession, type TokenResponse } from '../../test/oidc-login.ts';
import { createTokenVerifier } from '../auth/verify-token.ts';
import { createPasswordReset, findAccountByEmail } from './accounts.ts';
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

  it('ends every session, grant and token of the account when its password is reset', async () => {
    const email = `reset-ends-${kind}@example.com`;
    const password = 'Lantern-Orbit-42';
    const sign = new ProviderSession(t.url);
    const up = await sign.submit(await sign.authorize({ screen_hint: 'signup' }), '/sign-up', {
      email,
      password,
      confirmPassword: password,
      givenName: 'Rhea',
      familyName: 'Reset',
    });
    // Two browsers signed in: the one that signed up, and another (the "stolen" session).
    // Sign-up answers with the sign-in form (the same answer whether or not the address is new).
    const first = await sign.exchange(await sign.submit(up, '/login', { email, password }));
    const other = new ProviderSession(t.url);
    const second = await other.exchange(
      await other.submit(await other.authorize(), '/login', { email, password }),
    );
    const account = await findAccountByEmail(t.app.database.db, email);
    const token = await createPasswordReset(t.app.database.db, account!.id);
    const reset = new ProviderSession(t.url);
    const choose = await reset.authorize({ screen_hint: 'reset-password', reset_token: token });
    const fresh = await reset.exchange(
      await reset.submit(choose, '/reset', {
        password: 'Kettle-Harbour-9',
        confirmPassword: 'Kettle-Harbour-9',
      }),
    );
    // An API process that had not seen the old tokens (this one's grant check caches for 10 s).
    const api = createTokenVerifier(t.config.identity, {
      grantActive: (grantId) => createGrantCheck(t.app.database.db).isLive(grantId),
    });
    for (const old of [first, second]) {
      const refused = await refresh(old.refreshToken!);
      expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
      expect(await api.verify(`Bearer ${old.accessToken}`)).toEqual({
        status: 'invalid',
        reason: 'the session has ended',
      });
    }
    // Neither browser is signed in any more; the one that reset is.
    for (const browser of [sign, other])
      expect(await browser.authorize({ prompt: 'none' })).toMatchObject({
        kind: 'error',
        error: 'login_required',
      });
    expect((await refresh(fresh.refreshToken!)).status).toBe(200);
    expect((await api.verify(`Bearer ${fresh.accessToken}`)).status).toBe('authenticated');
  });
});
