import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { ProviderSession, type TokenResponse } from '../../test/oidc-login.ts';
import { loadKeyring } from '../config/secrets-key.ts';
import { createDbAdapterFactory, purgeExpiredArtifacts } from './adapter.ts';
import { idpArtifacts } from './schema.ts';

/** Every string a reader of the table sees: columns and every string inside the payload. */
function storedStrings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) storedStrings(item, into);
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const item of Object.values(value)) storedStrings(item, into);
  return into;
}

describe.each(testDatabaseKinds())('the provider’s records at rest on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

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

  async function signIn(
    email: string,
  ): Promise<{ session: ProviderSession; tokens: TokenResponse }> {
    const session = new ProviderSession(t.url);
    const tokens = await session.exchange(
      await session.submit(await session.authorize(), '/login', {
        email,
        password: 'Heart-Check-72',
      }),
    );
    return { session, tokens };
  }

  it('keeps nothing in idp_artifacts that works as a refresh token, while refresh still works', async () => {
    const { session, tokens } = await signIn('admin@example.com');
    expect(tokens.refreshToken).toBeTruthy();

    const rows = await t.app.database.db.select().from(idpArtifacts);
    expect(rows.some((row) => row.model === 'RefreshToken')).toBe(true);
    expect(rows.some((row) => row.model === 'Session')).toBe(true);
    const strings = storedStrings(rows);
    expect(strings.has(tokens.refreshToken!)).toBe(false);
    // Nor the provider's session cookie: with it a copy could continue the admin's session.
    const cookies = session.cookieValues();
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.filter((value) => strings.has(value))).toEqual([]);
    for (const candidate of strings) {
      const response = await refresh(candidate);
      expect({ candidate, status: response.status }).toEqual({ candidate, status: 400 });
    }

    const renewed = await refresh(tokens.refreshToken!);
    expect(renewed.status).toBe(200);
    const body = (await renewed.json()) as { access_token: string; refresh_token: string };
    const me = await t.graphql<{ me: { email: string; roles: string[] } }>(
      '{ me { email roles } }',
      {},
      body.access_token,
    );
    expect(me.body.data?.me).toEqual({ email: 'admin@example.com', roles: ['admin'] });
    expect((await refresh(body.refresh_token)).status).toBe(200);
  });

  it('ignores and purges records written in plain text before encryption (those sessions end)', async () => {
    const keyring = await loadKeyring(t.config.secrets);
    const Adapter = createDbAdapterFactory(t.app.database.db, keyring);
    await t.app.database.db.insert(idpArtifacts).values({
      model: 'RefreshToken',
      id: 'legacy-plain-token',
      payload: { jti: 'legacy-plain-token', kind: 'RefreshToken', grantId: 'g1' },
      grantId: 'g1',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await new Adapter('RefreshToken').find('legacy-plain-token')).toBeUndefined();
    const sealed = (await t.app.database.db.select().from(idpArtifacts)).length - 1;
    await purgeExpiredArtifacts(t.app.database.db);
    const left = await t.app.database.db.select().from(idpArtifacts);
    expect(left.some((row) => row.id === 'legacy-plain-token')).toBe(false);
    // The encrypted records of live sessions stay.
    expect(left).toHaveLength(sealed);
    expect(sealed).toBeGreaterThan(0);
  });
});
