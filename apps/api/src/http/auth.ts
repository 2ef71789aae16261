import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AuthResult, TokenVerifier } from '../auth/verify-token.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../modules/users/schema.ts';
import { findUserByPrincipal } from '../modules/users/service.ts';

export interface AuthVariables {
  auth: AuthResult;
}

/** Verifies the bearer token of every request below it and stores the result in c.var.auth. */
export function authenticate(
  verifier: TokenVerifier,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    c.set('auth', await verifier.verify(c.req.header('authorization')));
    await next();
  };
}

function jsonError(status: 401 | 403, message: string): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ message }), {
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
      },
    }),
  });
}

/** The signed-in user of a REST request; 401 without a valid token or before userSignedIn. */
export async function requireUser(
  c: Context<{ Variables: AuthVariables }>,
  db: Database,
): Promise<UserRow> {
  const auth = c.get('auth');
  if (auth.status !== 'authenticated') {
    throw jsonError(
      401,
      auth.status === 'invalid'
        ? `Not authenticated: ${auth.reason}.`
        : 'Not authenticated: sign in to continue.',
    );
  }
  const user = await findUserByPrincipal(db, auth.principal);
  if (!user) throw jsonError(401, 'Not authenticated: call userSignedIn first.');
  return user;
}

/** The signed-in user if they hold one of the roles; 403 otherwise. */
export async function requireRole(
  c: Context<{ Variables: AuthVariables }>,
  db: Database,
  ...roles: string[]
): Promise<UserRow> {
  const user = await requireUser(c, db);
  const auth = c.get('auth');
  const held = auth.status === 'authenticated' ? auth.principal.roles : [];
  if (!roles.some((role) => held.includes(role)))
    throw jsonError(403, 'You do not have permission to do this.');
  return user;
}
