import type { IdTokenClaims, User } from 'oidc-client-ts';

/** The signed-in identity account as the sign-in step sees it (spec §3). */
export interface AccountInfo {
  homeAccountId: string;
  localAccountId: string;
  username: string;
  tenant: string;
  idTokenClaims: IdTokenClaims;
}

/** Default tenant name of the built-in provider; B2C tokens carry their tenant in `tid`. */
const BUILT_IN_TENANT = 'heartcheck';

export function toAccountInfo(user: Pick<User, 'profile'>): AccountInfo {
  const claims = user.profile;
  const tenant = typeof claims.tid === 'string' ? claims.tid : BUILT_IN_TENANT;
  const emails = claims.emails;
  const username =
    claims.email ??
    (Array.isArray(emails) && typeof emails[0] === 'string' ? emails[0] : undefined) ??
    claims.preferred_username ??
    claims.sub;
  return {
    homeAccountId: `${claims.sub}.${tenant}`,
    localAccountId: claims.sub,
    username,
    tenant,
    idTokenClaims: claims,
  };
}

/** Roles in the ID token claims; they become the user's authority list. */
export function rolesFromClaims(claims: IdTokenClaims | undefined): string[] {
  const value = claims?.roles;
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean);
  return [];
}
