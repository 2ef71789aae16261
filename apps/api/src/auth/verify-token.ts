import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityConfig } from '../config/env.ts';

export interface Principal {
  issuer: string;
  subject: string;
  email: string;
  givenName: string;
  familyName: string;
  roles: string[];
}

export type AuthResult =
  | { status: 'anonymous' }
  | { status: 'invalid'; reason: string }
  | { status: 'authenticated'; principal: Principal };

interface Discovery {
  issuer: string;
  jwks_uri: string;
}

function stringClaim(payload: JWTPayload, ...names: string[]): string {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string') return value;
    // Azure AD B2C returns the email address as an `emails` array.
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return '';
}

/** Roles may arrive as an array (built-in, Entra app roles) or a comma-separated string (B2C custom attribute). */
function rolesClaim(payload: JWTPayload, name: string): string[] {
  const value = payload[name];
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean);
  return [];
}

/**
 * Verifies bearer access tokens against the provider's published keys, with the issuer, the
 * audience and the signing algorithms pinned. Keys are fetched from the discovery document's
 * jwks_uri and cached by jose (refetched when an unknown `kid` appears).
 */
export function createTokenVerifier(identity: IdentityConfig) {
  let discovery: Promise<Discovery> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function loadDiscovery(): Promise<Discovery> {
    const response = await fetch(`${identity.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`identity provider discovery answered ${response.status}`);
    const body = (await response.json()) as Partial<Discovery>;
    if (typeof body.issuer !== 'string' || typeof body.jwks_uri !== 'string') {
      throw new Error('identity provider discovery document has no issuer or jwks_uri');
    }
    return { issuer: body.issuer, jwks_uri: body.jwks_uri };
  }

  async function keys() {
    discovery ??= loadDiscovery().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    const doc = await discovery;
    jwks ??= createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: 10_000 });
    return { doc, jwks };
  }

  async function verify(authorization: string | undefined): Promise<AuthResult> {
    if (!authorization) return { status: 'anonymous' };
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match)
      return { status: 'invalid', reason: 'the Authorization header is not a Bearer token' };
    const { doc, jwks: keySet } = await keys();
    const issuer = identity.tokenIssuer ?? doc.issuer;
    try {
      const { payload } = await jwtVerify(match[1]!, keySet, {
        issuer,
        audience: identity.audience,
        algorithms: identity.algorithms,
        requiredClaims: ['sub', 'exp'],
      });
      return {
        status: 'authenticated',
        principal: {
          issuer: identity.builtIn ? 'builtin' : issuer,
          subject: payload.sub!,
          email: stringClaim(payload, 'email', 'emails'),
          givenName: stringClaim(payload, 'given_name'),
          familyName: stringClaim(payload, 'family_name'),
          roles: rolesClaim(payload, identity.rolesClaim),
        },
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        return { status: 'invalid', reason: 'the token has expired' };
      if (error instanceof joseErrors.JWTClaimValidationFailed) {
        return { status: 'invalid', reason: `the token's ${error.claim} claim is not accepted` };
      }
      if (error instanceof joseErrors.JOSEError)
        return { status: 'invalid', reason: 'the token could not be verified' };
      throw error;
    }
  }

  /** Whether the provider's discovery document and keys can be fetched (for /api/ready). */
  async function ready(): Promise<void> {
    const { doc } = await keys();
    const response = await fetch(doc.jwks_uri, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`jwks answered ${response.status}`);
  }

  return { verify, ready };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
