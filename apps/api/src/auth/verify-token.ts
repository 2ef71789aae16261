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
 * Whether the token comes from the configured B2C user flow: its `tfp` claim, or `acr` for
 * tenants set to send the policy there (Azure AD B2C token reference, "Claims"). Policy names
 * are compared without regard to case, as B2C treats them.
 */
function fromPolicy(payload: JWTPayload, policy: string | undefined): boolean {
  if (policy === undefined) return true;
  const named = typeof payload.tfp === 'string' ? payload.tfp : payload.acr;
  return typeof named === 'string' && named.toLowerCase() === policy.toLowerCase();
}

/**
 * Verifies bearer access tokens against the provider's published keys, with the issuer, the
 * audience and the signing algorithms pinned. Keys are fetched from the discovery document's
 * jwks_uri and cached by jose (refetched when an unknown `kid` appears).
 */
export interface VerifierOptions {
  /**
   * The built-in provider's grant check: a token whose grant was revoked (sign-out, revocation)
   * is refused even before it expires. Tokens of the built-in provider carry the grant id in
   * `gid`; external providers' tokens are checked by signature and expiry only.
   */
  grantActive?: (grantId: string) => Promise<boolean>;
}

export function createTokenVerifier(identity: IdentityConfig, options: VerifierOptions = {}) {
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

  const verified = createVerifiedTokenCache();

  async function verify(authorization: string | undefined): Promise<AuthResult> {
    if (!authorization) return { status: 'anonymous' };
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match)
      return { status: 'invalid', reason: 'the Authorization header is not a Bearer token' };
    const token = match[1]!;
    let known = verified.get(token);
    let grantId = verified.grantOf(token);
    if (!known) {
      const result = await verifySignature(token);
      if (result.status !== 'authenticated') return result;
      verified.set(token, result.principal, result.expiresAt, result.grantId);
      known = { status: 'authenticated', principal: result.principal };
      grantId = result.grantId;
    }
    // Checked on every request, cached or not: a signed-out grant ends its tokens at once.
    if (options.grantActive && (grantId === undefined || !(await options.grantActive(grantId))))
      return { status: 'invalid', reason: 'the session has ended' };
    return known;
  }

  async function verifySignature(token: string): Promise<
    | { status: 'invalid'; reason: string }
    | {
        status: 'authenticated';
        principal: Principal;
        expiresAt: number;
        grantId: string | undefined;
      }
  > {
    const { doc, jwks: keySet } = await keys();
    const issuer = identity.tokenIssuer ?? doc.issuer;
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer,
        audience: identity.audience,
        algorithms: identity.algorithms,
        requiredClaims: ['sub', 'exp'],
      });
      if (!fromPolicy(payload, identity.policy))
        return { status: 'invalid', reason: "the token's tfp claim is not accepted" };
      return {
        status: 'authenticated',
        expiresAt: payload.exp! * 1000,
        grantId: typeof payload.gid === 'string' ? payload.gid : undefined,
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

/**
 * Verified tokens and their principals, so a client's repeated requests cost one signature check
 * rather than one each (the check was the largest single cost of an authenticated request). A
 * verification depends only on the token and the provider's keys, so every process may keep its
 * own copy. Entries end at the token's expiry, and at most VERIFIED_TTL_MS after the check, so a
 * key the provider withdraws stops being honoured within that time. Bounded: the oldest entry
 * goes when the cache is full.
 */
export const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX_ENTRIES = 10_000;

export function createVerifiedTokenCache(now: () => number = Date.now) {
  const entries = new Map<
    string,
    { principal: Principal; until: number; grantId: string | undefined }
  >();
  return {
    get(token: string): AuthResult | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(token);
        return undefined;
      }
      return { status: 'authenticated', principal: entry.principal };
    },
    /** The grant (`gid`) of a cached token, which is still checked on every request. */
    grantOf(token: string): string | undefined {
      return entries.get(token)?.grantId;
    },
    set(token: string, principal: Principal, expiresAt: number, grantId?: string): void {
      if (entries.size >= VERIFIED_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const until = Math.min(expiresAt, now() + VERIFIED_TTL_MS);
      entries.set(token, { principal, until, grantId });
    },
  };
}
