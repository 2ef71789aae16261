import { newNonce } from '@/lib/oidc/redirect';
import { HiddenFrameNavigator } from './hidden-frame';
import type { StoredUser } from './stored-user';

/**
 * A new tab's first silent sign-in (prompt=none in the hidden frame) without oidc-client-ts: the
 * library is 17 KB gzipped, a tenth of the first page's budget (issue 23, item 5), and a new tab
 * needs only this from it. The same request and checks as the library's `signinSilent` with the
 * app's settings (lib/oidc/redirect.ts: code flow with PKCE, no user info, no session monitor):
 * discovery, the authorization request in the app's hidden frame, the state compared, the code
 * exchanged at the token endpoint, the ID token's subject and nonce required, and the user stored where and
 * as the library stores it (its User.toStorageString), so renewals and sign-out, which load the
 * library, find it. Errors are shaped as the library's: an OAuth error carries `error`.
 */

export interface FirstSilentSignInSettings {
  authority: string;
  clientId: string;
  silentRedirectUri: string;
  scope: string;
  /** Where the user is stored (stored-user.ts `storedUserKey`). */
  userKey: string;
}

/** oidc-client-ts's ClaimsService removes these protocol claims from the profile by default. */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

/** An OAuth error answer (login_required, …), shaped as oidc-client-ts's ErrorResponse. */
class OAuthError extends Error {
  readonly error: string;
  readonly error_description: string | undefined;
  constructor(error: string, description?: string) {
    super(description || error);
    this.name = 'ErrorResponse';
    this.error = error;
    this.error_description = description;
  }
}

/** The hidden frame's time-out, named as the library's ErrorTimeout. */
class ErrorTimeout extends Error {
  constructor(message?: string) {
    super(message);
    this.name = 'ErrorTimeout';
  }
}

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomText = (length: number): string =>
  base64Url(crypto.getRandomValues(new Uint8Array(length)));

/** RFC 7636: a 43-character verifier and its S256 challenge. */
async function pkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomText(32);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64Url(new Uint8Array(digest)) };
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & {
    error?: string;
    error_description?: string;
  };
  if (body.error) throw new OAuthError(body.error, body.error_description);
  if (!response.ok) throw new Error(`${what} failed (HTTP ${response.status})`);
  return body;
}

/** The library's metadata URL: the authority plus /.well-known/openid-configuration. */
function metadataUrl(authority: string): string {
  return `${authority.endsWith('/') ? authority : `${authority}/`}.well-known/openid-configuration`;
}

/** The ID token's claims (not verified here, as the library does not: the API verifies tokens). */
function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

interface TokenAnswer {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type?: string;
  scope?: string;
  expires_in?: number;
}

/** The provider's answer in the frame: the code, or an OAuth error (login_required, …). */
async function authorize(
  settings: FirstSilentSignInSettings,
  endpoint: string,
  challenge: string,
  nonce: string,
): Promise<URLSearchParams> {
  const state = randomText(16);
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.silentRedirectUri,
    response_type: 'code',
    scope: settings.scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'none',
  }).toString();
  const frame = await new HiddenFrameNavigator({ ErrorTimeout }).prepare(undefined);
  const answer = await frame.navigate({ url: url.toString(), state });
  const params = new URL(answer.url).searchParams;
  if (params.get('state') !== state) throw new Error('State does not match');
  const error = params.get('error');
  if (error) throw new OAuthError(error, params.get('error_description') ?? undefined);
  return params;
}

/** Signs the tab in through the provider's session; answers the stored user. */
export async function firstSilentSignIn(settings: FirstSilentSignInSettings): Promise<StoredUser> {
  const metadata = await json<{ authorization_endpoint: string; token_endpoint: string }>(
    await fetch(metadataUrl(settings.authority)),
    'Discovery',
  );
  const { verifier, challenge } = await pkce();
  const nonce = newNonce();
  const answer = await authorize(settings, metadata.authorization_endpoint, challenge, nonce);
  const tokens = await json<TokenAnswer>(
    await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        redirect_uri: settings.silentRedirectUri,
        code: answer.get('code') ?? '',
        code_verifier: verifier,
        client_id: settings.clientId,
      }),
    }),
    'The token request',
  );
  const claims = tokens.id_token ? claimsOf(tokens.id_token) : {};
  if (tokens.id_token && !claims.sub) throw new Error('ID Token is missing a subject claim');
  // The library's check and message (ResponseValidator): the token answers this very request.
  if (tokens.id_token && claims.nonce !== nonce)
    throw new Error('nonce in id_token does not match nonce in client storage');
  const profile = Object.fromEntries(
    Object.entries(claims).filter(([claim]) => !PROTOCOL_CLAIMS.includes(claim)),
  ) as unknown as StoredUser['profile'];
  const user = {
    id_token: tokens.id_token,
    session_state: answer.get('session_state'),
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope ?? settings.scope,
    profile,
    expires_at:
      tokens.expires_in === undefined
        ? undefined
        : Math.floor(Date.now() / 1000) + Number(tokens.expires_in),
  };
  window.sessionStorage.setItem(settings.userKey, JSON.stringify(user));
  return user;
}
