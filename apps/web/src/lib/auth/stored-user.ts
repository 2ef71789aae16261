import type { IdTokenClaims } from 'oidc-client-ts';

/**
 * The signed-in user as oidc-client-ts keeps it in session storage (its User.toStorageString
 * under `oidc.user:{authority}:{client_id}`). Reading it directly lets a signed-in page load use
 * its cached token without loading the OIDC library, which is fetched only to sign in, renew
 * or sign out.
 */
export interface StoredUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  /** Epoch seconds. */
  expires_at?: number;
  profile: IdTokenClaims;
}

export function storedUserKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

export function readStoredUser(key: string): StoredUser | null {
  const raw = window.sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof parsed.access_token !== 'string' || !parsed.profile) return null;
    return parsed as StoredUser;
  } catch {
    return null;
  }
}

/** Seconds until the stored access token expires (negative once expired). */
export function secondsLeft(user: StoredUser, nowMs: number = Date.now()): number {
  return user.expires_at === undefined ? 0 : user.expires_at - Math.floor(nowMs / 1000);
}
