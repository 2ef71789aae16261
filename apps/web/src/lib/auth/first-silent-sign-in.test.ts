import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstSilentSignIn } from './first-silent-sign-in';
import { readStoredUser, storedUserKey } from './stored-user';

// The provider's answer in the hidden frame, chosen per test from the authorization URL.
let answer: (authorizeUrl: URL) => string = () => '';
vi.mock('./hidden-frame', () => ({
  HiddenFrameNavigator: class {
    prepare() {
      return Promise.resolve({
        navigate: ({ url }: { url: string }) => Promise.resolve({ url: answer(new URL(url)) }),
        close: () => undefined,
      });
    }
  },
}));

const authority = 'http://localhost/idp';
const settings = {
  authority,
  clientId: 'heartcheck-web',
  silentRedirectUri: 'http://localhost/silent-renew.html',
  scope: 'openid profile email offline_access Access.Functions',
  userKey: storedUserKey(authority, 'heartcheck-web'),
};

const base64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const idToken = (claims: Record<string, unknown>) =>
  `${base64Url('{"alg":"RS256"}')}.${base64Url(JSON.stringify(claims))}.signature`;

const requests: { url: string; body: string }[] = [];
function provider(
  token: Record<string, unknown> | (() => Record<string, unknown>),
  tokenStatus = 200,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      requests.push({
        url,
        body: init?.body instanceof URLSearchParams ? init.body.toString() : '',
      });
      const json = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (url.endsWith('/.well-known/openid-configuration'))
        return json({
          authorization_endpoint: `${authority}/auth`,
          token_endpoint: `${authority}/token`,
        });
      return json(typeof token === 'function' ? token() : token, tokenStatus);
    }),
  );
}

async function s256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('a new tab signs in silently without the OIDC library', () => {
  beforeEach(() => {
    requests.length = 0;
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks with prompt=none and PKCE, exchanges the code and stores the user as the library does', async () => {
    let challenge = '';
    let nonce = '';
    answer = (url) => {
      expect(url.origin + url.pathname).toBe(`${authority}/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'heartcheck-web',
        redirect_uri: settings.silentRedirectUri,
        response_type: 'code',
        scope: settings.scope,
        prompt: 'none',
        code_challenge_method: 'S256',
      });
      challenge = url.searchParams.get('code_challenge') ?? '';
      nonce = url.searchParams.get('nonce') ?? '';
      return `${settings.silentRedirectUri}?code=the-code&state=${url.searchParams.get('state')}&session_state=s1`;
    };
    provider(() => ({
      access_token: 'access',
      id_token: idToken({ sub: 'u1', iss: authority, aud: 'heartcheck-web', nonce, azp: 'x' }),
      refresh_token: 'refresh',
      token_type: 'Bearer',
      scope: 'openid profile',
      expires_in: 300,
    }));
    const before = Math.floor(Date.now() / 1000);
    const user = await firstSilentSignIn(settings);

    const exchange = new URLSearchParams(requests.at(-1)!.body);
    expect(requests.at(-1)!.url).toBe(`${authority}/token`);
    expect(Object.fromEntries(exchange)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: settings.silentRedirectUri,
      client_id: 'heartcheck-web',
    });
    expect(await s256(exchange.get('code_verifier')!)).toBe(challenge);
    // The library's User.toStorageString fields, protocol claims filtered out of the profile.
    const stored = JSON.parse(sessionStorage.getItem(settings.userKey)!) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(
      [
        'access_token',
        'expires_at',
        'id_token',
        'profile',
        'refresh_token',
        'scope',
        'session_state',
        'token_type',
      ].sort(),
    );
    expect(stored.profile).toEqual({ sub: 'u1', iss: authority, aud: 'heartcheck-web' });
    expect(stored.session_state).toBe('s1');
    expect(user.expires_at! - before).toBeGreaterThanOrEqual(300);
    expect(readStoredUser(settings.userKey)?.access_token).toBe('access');
    // Renewal and sign-out load the library: it finds this user as its own.
    const manager = new UserManager({
      authority,
      client_id: settings.clientId,
      redirect_uri: 'http://localhost/',
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    });
    const found = await manager.getUser();
    expect(found).toMatchObject({
      access_token: 'access',
      refresh_token: 'refresh',
      profile: { sub: 'u1' },
    });
    expect(found?.expired).toBe(false);
  });

  it('answers login_required as the library does when the provider has no session', async () => {
    answer = (url) =>
      `${settings.silentRedirectUri}?error=login_required&state=${url.searchParams.get('state')}`;
    provider({});
    await expect(firstSilentSignIn(settings)).rejects.toMatchObject({ error: 'login_required' });
    expect(sessionStorage.getItem(settings.userKey)).toBeNull();
  });

  it('refuses an answer for another request (state) and a refused code exchange', async () => {
    answer = () => `${settings.silentRedirectUri}?code=c&state=someone-else`;
    provider({ access_token: 'a' });
    await expect(firstSilentSignIn(settings)).rejects.toThrow('State does not match');

    answer = (url) => `${settings.silentRedirectUri}?code=c&state=${url.searchParams.get('state')}`;
    provider({ error: 'invalid_grant' }, 400);
    await expect(firstSilentSignIn(settings)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(sessionStorage.getItem(settings.userKey)).toBeNull();
  });

  it('sends a fresh nonce and refuses an ID token that does not carry it back', async () => {
    const nonces: string[] = [];
    answer = (url) => {
      nonces.push(url.searchParams.get('nonce') ?? '');
      return `${settings.silentRedirectUri}?code=c&state=${url.searchParams.get('state')}`;
    };
    provider({ access_token: 'a', id_token: idToken({ sub: 'u1', nonce: 'an-old-request' }) });
    await expect(firstSilentSignIn(settings)).rejects.toThrow(
      'nonce in id_token does not match nonce in client storage',
    );
    expect(sessionStorage.getItem(settings.userKey)).toBeNull();
    await expect(firstSilentSignIn(settings)).rejects.toThrow();
    // 128 random bits in base64url, never the same twice.
    expect(nonces[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(nonces).size).toBe(2);
  });
});
