import { setTokenCookie } from '../stores/token-cookie';

type TokenProvider = () => Promise<string | undefined>;
let provider: TokenProvider = async () => undefined;

/** The app registers the signed-in client's silent token acquisition here at start-up. */
export function setAccessTokenProvider(next: TokenProvider): void {
  provider = next;
}

/** The current access token ('' when there is none); kept in the `token` cookie as the spec says. */
export async function currentAccessToken(): Promise<string> {
  const token = (await provider()) ?? '';
  if (token) setTokenCookie(token);
  return token;
}

/** The Authorization header value: `Bearer {token}`, or empty when there is no token (spec §7). */
export async function authorizationHeader(): Promise<string> {
  const token = await currentAccessToken();
  return token ? `Bearer ${token}` : '';
}
