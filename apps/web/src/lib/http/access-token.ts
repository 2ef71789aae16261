import { setTokenCookie, tokenCookieClears } from '../stores/token-cookie';

type TokenProvider = () => Promise<string | undefined>;
let provider: TokenProvider = async () => undefined;

/** The app registers the signed-in client's silent token acquisition here at start-up. */
export function setAccessTokenProvider(next: TokenProvider): void {
  provider = next;
}

/** The current access token ('' when there is none); kept in the `token` cookie as the spec says. */
export async function currentAccessToken(): Promise<string> {
  const asked = tokenCookieClears();
  const token = (await provider()) ?? '';
  // Signed out (or the session ended) while the token was on its way: neither keep nor send it,
  // or the cookie outlives the session. The browser tests caught this under load: a page's
  // request asked before "Sign out" stored its token after the sign-out had cleared the cookie.
  if (tokenCookieClears() !== asked) return '';
  if (token) setTokenCookie(token);
  return token;
}

/** The Authorization header value: `Bearer {token}`, or empty when there is no token (spec §7). */
export async function authorizationHeader(): Promise<string> {
  const token = await currentAccessToken();
  return token ? `Bearer ${token}` : '';
}
