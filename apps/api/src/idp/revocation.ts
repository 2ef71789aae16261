import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { revokeGrant } from './grants.ts';
import type { IdpSecrets } from './secrets.ts';

/** oidc-provider's own limit for form bodies (lib/shared/selective_body.js: 56 KiB). */
const FORM_LIMIT = 56 * 1024;

async function readForm(ctx: KoaContextWithOIDC): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of ctx.req) {
    received += (chunk as Buffer).length;
    if (received > FORM_LIMIT) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isJwt(token: string): boolean {
  try {
    return Boolean(decodeProtectedHeader(token));
  } catch {
    return false;
  }
}

/**
 * RFC 7009 revocation of the provider's JWT access tokens, which oidc-provider refuses as
 * `unsupported_token_type` (a JWT is not stored, so it cannot be deleted): revoking one revokes
 * its grant, which the API checks (`gid`), so the token and its refresh tokens stop working.
 * Refresh tokens and anything else go on to oidc-provider with the body it would have read.
 */
export function revokeAccessTokens(
  db: Database,
  secrets: IdpSecrets,
  audience: string,
  onRevoked: (grantId: string) => void,
) {
  const publicKeys = createLocalJWKSet({
    keys: secrets.signingKeys.keys.map(({ kty, n, e, kid, alg, use }): JWK => ({
      kty,
      n,
      e,
      kid,
      alg,
      use,
    })),
  });
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    if (ctx.method !== 'POST' || ctx.path !== '/token/revocation') return next();
    if (!ctx.is('application/x-www-form-urlencoded')) return next();
    const raw = await readForm(ctx);
    if (raw === undefined) {
      ctx.status = 413;
      ctx.body = { error: 'invalid_request', error_description: 'request entity too large' };
      return;
    }
    const form = new URLSearchParams(raw);
    const token = form.get('token') ?? '';
    if (!isJwt(token)) {
      // oidc-provider reads an already-consumed body from req.body.
      (ctx.req as typeof ctx.req & { body?: string }).body = raw;
      return next();
    }
    try {
      const { payload } = await jwtVerify(token, publicKeys, { audience, algorithms: ['RS256'] });
      const sameClient = payload.client_id === form.get('client_id');
      if (sameClient && typeof payload.gid === 'string') {
        await revokeGrant(db, payload.gid);
        onRevoked(payload.gid);
      }
    } catch {
      // RFC 7009 §2.2: an invalid token needs no action and still answers 200.
    }
    ctx.status = 200;
    ctx.body = '';
  };
}
