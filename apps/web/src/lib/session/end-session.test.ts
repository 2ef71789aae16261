import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchGraphQL } from '../graphql/fetch-graphql';
import { apiClient, API_PREFIX, API_TIMEOUT_MS } from '../http/api-client';
import { currentAccessToken, setAccessTokenProvider } from '../http/access-token';
import { useSessionUser } from '../stores/session-user-store';
import { getTokenCookie, setTokenCookie } from '../stores/token-cookie';
import { useUserStore } from '../stores/user-store';
import { clearLocalSession, onSessionEnded, SESSION_EXPIRY_STATUSES } from './end-session';

/** An axios adapter answering every request with the given status, recording what was sent. */
function answer(status: number, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = {
      data: { message: 'x' },
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (config.validateStatus?.(status)) return response;
    const error = Object.assign(new Error(`Request failed with status code ${status}`), {
      isAxiosError: true,
      response,
      config,
    });
    throw error;
  };
}

function signIn() {
  setTokenCookie('a.b.c');
  useSessionUser.getState().setUser({ firstName: 'Alex', email: 'a@example.com' });
  useSessionUser.getState().setSessionSignedIn(true);
  useUserStore
    .getState()
    .login({ id: '1', firstName: 'Alex', lastName: 'T', email: 'a@example.com', authority: [] });
}

describe('HTTP client defaults', () => {
  it('uses the spec constants', () => {
    expect(apiClient.defaults.baseURL).toBe(API_PREFIX);
    expect(API_PREFIX).toBe('/api');
    expect(apiClient.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(60000);
    expect(apiClient.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(apiClient.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(apiClient.defaults.validateStatus?.(299)).toBe(true);
    expect(apiClient.defaults.validateStatus?.(300)).toBe(false);
  });

  it('sends Authorization: Bearer {token} when a token exists, and an empty value otherwise', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    setAccessTokenProvider(async () => 'tok123');
    await apiClient.get('/x', { adapter: answer(200, seen) });
    setAccessTokenProvider(async () => undefined);
    await apiClient.get('/x', { adapter: answer(200, seen) });
    expect(AxiosHeaders.from(seen[0]!.headers).get('Authorization')).toBe('Bearer tok123');
    expect(AxiosHeaders.from(seen[1]!.headers).get('Authorization')).toBe('');
  });

  it('sends the same Authorization header on the GraphQL calls made without Apollo', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Response.json({ data: { ok: true } });
    });
    const document = { loc: { source: { body: '{ ok }' } } } as unknown as Parameters<
      typeof fetchGraphQL
    >[0];
    setAccessTokenProvider(async () => 'tok123');
    await fetchGraphQL(document);
    setAccessTokenProvider(async () => undefined);
    await fetchGraphQL(document);
    vi.unstubAllGlobals();
    expect(sent.map((headers) => headers.get('Authorization'))).toEqual(['Bearer tok123', '']);
  });
});

describe('session expiry', () => {
  it('ends the session on exactly 401, 419 and 440', () => {
    expect(SESSION_EXPIRY_STATUSES).toEqual([401, 419, 440]);
  });

  beforeEach(() => setAccessTokenProvider(async () => undefined));

  it.each([[401], [419], [440]])(
    'HTTP %i clears the token and user and marks the session signed out',
    async (status) => {
      signIn();
      const ended = vi.fn();
      const stop = onSessionEnded(ended);
      await expect(apiClient.get('/orders', { adapter: answer(status) })).rejects.toThrow(
        String(status),
      );
      stop();
      expect(getTokenCookie()).toBe('');
      expect(useSessionUser.getState().session.signedIn).toBe(false);
      expect(useSessionUser.getState().user.email).toBe('');
      expect(useUserStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
      expect(localStorage.getItem('user-store')).toBeNull();
      // The spec's sessionUser key stays, without the person's details.
      expect(localStorage.getItem('sessionUser')).not.toContain('a@example.com');
      expect(localStorage.getItem('sessionUser')).not.toContain('Alex');
      expect(ended).toHaveBeenCalledOnce();
    },
  );

  it.each([[400], [403], [404], [500]])(
    'HTTP %i is passed on to the caller and keeps the session',
    async (status) => {
      signIn();
      await expect(apiClient.get('/orders', { adapter: answer(status) })).rejects.toThrow(
        String(status),
      );
      expect(useSessionUser.getState().session.signedIn).toBe(true);
      expect(getTokenCookie()).toBe('a.b.c');
    },
  );
});

describe('sign-out while a token is on its way', () => {
  it('neither stores nor sends a token the provider gave after the session was cleared', async () => {
    signIn();
    let give: (token: string) => void = () => undefined;
    setAccessTokenProvider(() => new Promise((resolve) => (give = resolve)));
    const asked = currentAccessToken();
    clearLocalSession();
    give('late.token.value');
    expect(await asked).toBe('');
    expect(getTokenCookie()).toBe('');
    // The next request after signing in again is served as usual.
    setAccessTokenProvider(async () => 'next.token.value');
    expect(await currentAccessToken()).toBe('next.token.value');
    expect(getTokenCookie()).toBe('next.token.value');
  });
});
