/** The access token kept in a cookie named `token`, path /, lifetime in days (spec §7, §9). */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_DAYS = 1;

/** The `exp` claim of a JWT in milliseconds, or undefined when the token is not a readable JWT. */
function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores the token. The cookie lives as long as the token and no longer (a 10-minute token in a
 * one-day cookie would outlive its use); the spec's day count is the ceiling, and the lifetime
 * for a token whose expiry cannot be read.
 */
export function setTokenCookie(token: string, days: number = TOKEN_COOKIE_DAYS): void {
  const ceiling = Date.now() + days * 24 * 60 * 60 * 1000;
  const expiry = Math.min(tokenExpiry(token) ?? ceiling, ceiling);
  const expires = new Date(expiry).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Strict${secure}`;
}

export function getTokenCookie(): string {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) : '';
}

/** How many times the cookie has been cleared: a token asked for before a clear is stale after it. */
let clears = 0;

export function tokenCookieClears(): number {
  return clears;
}

export function clearTokenCookie(): void {
  clears += 1;
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
}
