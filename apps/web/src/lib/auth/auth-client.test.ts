import { beforeEach, describe, expect, it } from 'vitest';
import { AuthClient } from './auth-client';
import { useAuthStore } from './auth-store';
import { InteractionStatus } from './interaction-status';

const settings = {
  authority: 'http://localhost/idp',
  clientId: 'heartcheck-web',
  apiScope: 'Access.Functions',
  builtIn: true,
  redirectUri: 'http://localhost/',
  silentRedirectUri: 'http://localhost/silent-renew.html',
  postLogoutRedirectUri: 'http://localhost/sign-in?signedOut=1',
};

describe('AuthClient interactions', () => {
  beforeEach(() =>
    useAuthStore.setState({ status: InteractionStatus.None, account: null, failure: null }),
  );

  it('starts in startup and becomes none once there is no redirect to process', async () => {
    const client = new AuthClient(settings);
    const seen: string[] = [];
    const stop = useAuthStore.subscribe((state) => {
      if (seen.at(-1) !== state.status) seen.push(state.status);
    });
    await client.initialize(new URL('http://localhost/home'));
    stop();
    expect(seen).toEqual(['startup', 'none']);
  });

  it('refuses an interaction type other than redirect', async () => {
    const client = new AuthClient(settings);
    await expect(client.loginRedirect({ interactionType: 'popup' })).rejects.toMatchObject({
      errorCode: 'invalid_interaction_type',
      errorMessage: 'The provided interaction type is invalid.',
    });
  });

  it('raises when an interaction is requested while another is in progress', async () => {
    const client = new AuthClient(settings);
    useAuthStore.setState({ status: InteractionStatus.Logout });
    await expect(client.loginRedirect()).rejects.toMatchObject({
      errorCode: 'unable_to_fallback_to_interaction',
    });
    await expect(client.logoutRedirect()).rejects.toMatchObject({
      errorCode: 'unable_to_fallback_to_interaction',
    });
  });

  it('hands a redirect begun at start-up to the page once, so the page never starts a second', async () => {
    const client = new AuthClient(settings);
    expect(client.takeEarlyRedirect()).toBeUndefined();
    client.startRedirectEarly({ interactionType: 'popup' });
    const early = client.takeEarlyRedirect();
    expect(early).toBeDefined();
    // Its failure reaches the page that takes it.
    await expect(early).rejects.toMatchObject({ errorCode: 'invalid_interaction_type' });
    expect(client.takeEarlyRedirect()).toBeUndefined();
  });

  it('requests the sign-in scopes and the API scope', async () => {
    const manager = await new AuthClient(settings).userManager();
    expect(manager.settings.scope).toBe('openid profile email offline_access Access.Functions');
    expect(manager.settings.redirect_uri).toBe('http://localhost/');
  });

  it('reads the signed-in account and a valid cached token from session storage without the OIDC library', async () => {
    const profile = { sub: 'abc', email: 'a@example.com', iss: 'x', aud: 'y', exp: 1, iat: 1 };
    const stored = {
      access_token: 'tok',
      refresh_token: 'r',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      profile,
    };
    const key = `oidc.user:${settings.authority}:${settings.clientId}`;
    sessionStorage.setItem(key, JSON.stringify(stored));
    const client = new AuthClient(settings);
    await client.initialize(new URL('http://localhost/home'));
    expect(client.getActiveAccount()).toMatchObject({
      localAccountId: 'abc',
      username: 'a@example.com',
    });
    expect(await client.acquireTokenSilent()).toBe('tok');
    await client.clearTokens();
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(client.getActiveAccount()).toBeNull();
  });
});
