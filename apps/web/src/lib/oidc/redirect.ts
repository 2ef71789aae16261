import type { UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import type { AuthSettings, LoginRequest } from '@/lib/auth/auth-settings';

// The sign-in library's settings and the redirect's extra parameters, shared by the identity
// client (lib/auth) and the lean start of a provider screen (app/early-redirect), which must ask
// the provider for exactly the same thing. Nothing here imports the stores or React.

/** Sign-in scopes of the specification (§6) plus offline_access for the refresh token. */
export const SIGN_IN_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** Where the page the user wanted is kept across the redirect (session storage). */
export const RETURN_TO_KEY = 'heartcheck.returnTo';

/**
 * A fresh nonce for each authorization request, which the ID token must carry back (OpenID
 * Connect Core 1.0 §3.1.2.1 and §3.1.3.7 step 11): it ties the token to this request. Optional for
 * the code flow in the standard, but providers may require it (glewlwyd answers
 * `invalid_request: nonce required`) and MSAL always sends one to Azure AD B2C. 128 random bits.
 */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The part of the (lazily loaded) library the settings need. */
interface Library {
  WebStorageStateStore: typeof WebStorageStateStore;
}

/** The scopes asked for: the sign-in scopes and the API's. */
export function signInScope(settings: Pick<AuthSettings, 'apiScope'>): string {
  return [...SIGN_IN_SCOPES, settings.apiScope].join(' ');
}

/** oidc-client-ts settings: code flow with PKCE, tokens and state in session storage (spec §7). */
export function managerSettings(settings: AuthSettings, library: Library): UserManagerSettings {
  return {
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    silent_redirect_uri: settings.silentRedirectUri,
    post_logout_redirect_uri: settings.postLogoutRedirectUri,
    response_type: 'code',
    scope: signInScope(settings),
    userStore: new library.WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new library.WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    // "When possible, an id_token_hint SHOULD be present when prompt=none is used" (OpenID
    // Connect Core 1.0 §3.1.2.1): the hidden frame's renewal names the user it renews; glewlwyd
    // refuses prompt=none without it ("id_token mandatory").
    includeIdTokenInSilentRenew: true,
    monitorSession: false,
    loadUserInfo: false,
  };
}

/** The authorization request's extra parameters for a sign-in redirect. */
export function redirectExtras(
  settings: Pick<AuthSettings, 'builtIn'>,
  request: LoginRequest,
): Record<string, string> {
  const extra: Record<string, string> = {};
  if (settings.builtIn) {
    // oidc-provider only issues a refresh token (offline_access) with prompt=consent; the
    // built-in provider grants its first-party client without showing a consent screen.
    extra.prompt = 'consent';
    if (request.screen && request.screen !== 'signin')
      extra.screen_hint = request.screen === 'signup' ? 'signup' : request.screen;
    if (request.resetToken) extra.reset_token = request.resetToken;
  }
  return extra;
}
