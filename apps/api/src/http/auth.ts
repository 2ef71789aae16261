import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { authorise, rolesOf, type Action, type Viewer } from '../auth/authorise.ts';
import type { AuthResult, Principal, TokenVerifier } from '../auth/verify-token.ts';
import type { SignedInUser } from '../auth/signed-in-user.ts';

/** Finds the account of a verified token (undefined before the user's first userSignedIn). */
export type FindUser = (principal: Principal) => Promise<SignedInUser | undefined>;
/** The account id alone, for requests that need no more (cheaper: cached). */
export type FindUserId = (principal: Principal) => Promise<string | undefined>;

export interface AuthVariables {
  auth: AuthResult;
  findUser: FindUser;
  findUserId: FindUserId;
}

/**
 * The app every REST module mounts its routes on: Hono with the OpenAPI registry, so a route
 * declared with `createRoute` and mounted with `app.openapi` is type-checked and documented.
 */
export type ApiApp = OpenAPIHono<{ Variables: AuthVariables }>;
export type ApiContext = Context<{ Variables: AuthVariables }>;

/** Verifies the bearer token of every request below it and stores the result in c.var.auth. */
export function authenticate(
  verifier: TokenVerifier,
  findUser: FindUser,
  findUserId: FindUserId,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    c.set('auth', await verifier.verify(c.req.header('authorization')));
    c.set('findUser', findUser);
    c.set('findUserId', findUserId);
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

/** The verified principal of a REST request; 401 without a valid token. */
function signedInPrincipal(c: ApiContext): Principal {
  const auth = c.get('auth');
  if (auth.status === 'authenticated') return auth.principal;
  throw jsonError(
    401,
    auth.status === 'invalid'
      ? `Not authenticated: ${auth.reason}.`
      : 'Not authenticated: sign in to continue.',
  );
}

/** The signed-in user of a REST request; 401 without a valid token or before userSignedIn. */
export async function requireUser(c: ApiContext): Promise<SignedInUser> {
  const user = await c.get('findUser')(signedInPrincipal(c));
  if (!user) throw jsonError(401, 'Not authenticated: call userSignedIn first.');
  return user;
}

/** The viewer alone, without reading the user's record (cached id); 401 as requireUser. */
export async function requireSignedIn(c: ApiContext): Promise<Viewer> {
  const userId = await c.get('findUserId')(signedInPrincipal(c));
  if (!userId) throw jsonError(401, 'Not authenticated: call userSignedIn first.');
  return { userId, roles: rolesOf(c.get('auth')) };
}

/** The signed-in user and the viewer access decisions take; 401 when not signed in. */
export async function requireViewer(
  c: ApiContext,
): Promise<{ user: SignedInUser; viewer: Viewer }> {
  const user = await requireUser(c);
  return { user, viewer: { userId: user.id, roles: rolesOf(c.get('auth')) } };
}

/** The signed-in user if they may do `action` at all; 403 otherwise. */
export async function requireAllowed(
  c: ApiContext,
  action: Action,
): Promise<{ user: SignedInUser; viewer: Viewer }> {
  const signedIn = await requireViewer(c);
  if (!authorise(signedIn.viewer, action))
    throw jsonError(403, 'You do not have permission to do this.');
  return signedIn;
}

/** A stable per-caller key for rate limits: the token's subject, else anonymous. */
export function callerKey(c: Context): string {
  const auth = (c as ApiContext).get('auth');
  return auth.status === 'authenticated'
    ? `${auth.principal.issuer}|${auth.principal.subject}`
    : 'anonymous';
}
