import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { authorise, rolesOf, type Action, type Viewer } from '../auth/authorise.ts';
import type { AuthResult, Principal } from '../auth/verify-token.ts';
import type { SignedInUser } from '../auth/signed-in-user.ts';

/**
 * What every resolver receives. `services` is the composition root's Services object; a module
 * types its resolvers' context with only the services it uses (`GraphQLContext<{ orders: … }>`),
 * which the full object satisfies.
 */
export interface GraphQLContext<S = unknown> {
  services: S;
  auth: AuthResult;
  /** The signed-in user's record; throws UNAUTHENTICATED (HTTP 401) when there is none. */
  requireUser(): Promise<SignedInUser>;
  /** The viewer alone, without reading the user's record (cached id); UNAUTHENTICATED as requireUser. */
  requireSignedIn(): Promise<Viewer>;
  /** The signed-in user and the viewer access decisions take. */
  requireViewer(): Promise<{ user: SignedInUser; viewer: Viewer }>;
  /** Throws FORBIDDEN unless the signed-in user may do `action` at all. */
  requireAllowed(action: Action): Promise<{ user: SignedInUser; viewer: Viewer }>;
}

export function unauthenticated(reason?: string): GraphQLError {
  return createGraphQLError(
    reason ? `Not authenticated: ${reason}.` : 'Not authenticated: sign in to continue.',
    {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    },
  );
}

export function forbidden(): GraphQLError {
  return createGraphQLError('You do not have permission to do this.', {
    extensions: { code: 'FORBIDDEN', http: { status: 403 } },
  });
}

export function createContext<S>(input: {
  services: S;
  auth: AuthResult;
  findUser: (principal: Principal) => Promise<SignedInUser | undefined>;
  findUserId: (principal: Principal) => Promise<string | undefined>;
}): GraphQLContext<S> {
  const { auth } = input;
  let user: Promise<SignedInUser | undefined> | undefined;
  const principal = (): Principal => {
    if (auth.status !== 'authenticated')
      throw unauthenticated(auth.status === 'invalid' ? auth.reason : undefined);
    return auth.principal;
  };
  async function requireUser(): Promise<SignedInUser> {
    const who = principal();
    user ??= input.findUser(who);
    const row = await user;
    if (!row) throw unauthenticated('call userSignedIn first');
    return row;
  }
  async function requireSignedIn(): Promise<Viewer> {
    const userId = user ? (await requireUser()).id : await input.findUserId(principal());
    if (!userId) throw unauthenticated('call userSignedIn first');
    return { userId, roles: rolesOf(auth) };
  }
  async function requireViewer() {
    const row = await requireUser();
    return { user: row, viewer: { userId: row.id, roles: rolesOf(auth) } };
  }
  return {
    services: input.services,
    auth,
    requireUser,
    requireSignedIn,
    requireViewer,
    async requireAllowed(action: Action) {
      const signedIn = await requireViewer();
      if (!authorise(signedIn.viewer, action)) throw forbidden();
      return signedIn;
    },
  };
}
