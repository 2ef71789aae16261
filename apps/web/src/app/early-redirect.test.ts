import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse, print } from 'graphql';
import { USER_SIGNED_IN } from '@/lib/session/signed-in-call';
import { redirectEarly } from './early-redirect';
import { USER_SIGNED_IN_DOCUMENT } from './early-start-screen';

const auth = {
  authority: 'http://localhost/idp',
  clientId: 'heartcheck-web',
  apiScope: 'Access.Functions',
  builtIn: true,
  redirectUri: 'http://localhost/',
  silentRedirectUri: 'http://localhost/silent-renew.html',
  postLogoutRedirectUri: 'http://localhost/sign-in?signedOut=1',
};

function answerConfig() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ auth, languages: ['en'] })));
}

afterEach(() => vi.restoreAllMocks());

describe('a provider screen goes straight to the provider, without starting the app', () => {
  it('asks the provider for the screen, with the page to return to', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const fetch = answerConfig();
    const redirect = vi
      .spyOn(UserManager.prototype, 'signinRedirect')
      .mockImplementation(() => new Promise(() => undefined));
    const leaving = redirectEarly(new URL('http://localhost/sign-up?returnTo=%2Fresults'));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect).toHaveBeenCalledWith({
      extraQueryParams: { prompt: 'consent', screen_hint: 'signup' },
      // A fresh nonce per request (lib/oidc/redirect.ts newNonce), as the app's own sign-in.
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(sessionStorage.getItem('heartcheck.returnTo')).toBe('/results');
    // Meanwhile the spec's loading screen shows (§2) and the signed-in call is made (§4).
    expect(document.getElementById('root')?.textContent).toBe(
      'Loading...Attempting to sign you in or retrieve your session.',
    );
    expect(document.querySelector('[role="status"] h1')?.textContent).toBe('Loading...');
    const calls = fetch.mock.calls.filter(([input]) => input === '/api/graphql');
    expect(calls).toHaveLength(1);
    const init = calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(init?.body as string)).toMatchObject({ operationName: 'UserSignedIn' });
    // The browser is leaving: the app does not start.
    expect(await Promise.race([leaving, Promise.resolve('pending')])).toBe('pending');
  });

  it('leaves every other page, a signed-in user and any failure to the app', async () => {
    const fetch = answerConfig();
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect');
    expect(await redirectEarly(new URL('http://localhost/home'))).toBe(false);
    expect(await redirectEarly(new URL('http://localhost/sign-in?signedOut=1'))).toBe(false);
    expect(await redirectEarly(new URL('http://localhost/reset-password'))).toBe(false);
    localStorage.setItem('sessionUser', JSON.stringify({ state: { session: { signedIn: true } } }));
    expect(await redirectEarly(new URL('http://localhost/sign-in'))).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    redirect.mockRejectedValue(new Error('no provider'));
    // A reset link is followed even when signed in; its failure starts the app.
    expect(await redirectEarly(new URL('http://localhost/reset-password?token=t1'))).toBe(false);
    expect(redirect).toHaveBeenCalledWith({
      extraQueryParams: { prompt: 'consent', screen_hint: 'reset-password', reset_token: 't1' },
      nonce: expect.any(String),
    });
  });
});

describe('the lean start sends the same signed-in call as the app', () => {
  it('has the document of lib/session/signed-in-call', () => {
    expect(print(USER_SIGNED_IN)).toBe(print(parse(USER_SIGNED_IN_DOCUMENT)));
  });
});
