import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectEarly } from './early-redirect';

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
    answerConfig();
    const redirect = vi
      .spyOn(UserManager.prototype, 'signinRedirect')
      .mockImplementation(() => new Promise(() => undefined));
    const leaving = redirectEarly(new URL('http://localhost/sign-up?returnTo=%2Fresults'));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect).toHaveBeenCalledWith({
      extraQueryParams: { prompt: 'consent', screen_hint: 'signup' },
    });
    expect(sessionStorage.getItem('heartcheck.returnTo')).toBe('/results');
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
    });
  });
});
