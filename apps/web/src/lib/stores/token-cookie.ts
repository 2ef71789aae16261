/** The access token kept in a cookie named `token`, path /, lifetime in days (spec §7, §9). */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_DAYS = 1;

export function setTokenCookie(token: string, days: number = TOKEN_COOKIE_DAYS): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Strict${secure}`;
}

export function getTokenCookie(): string {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) : '';
}

export function clearTokenCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
}
