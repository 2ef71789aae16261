import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { AuthResult, Principal } from '../auth/verify-token.ts';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { findUserByPrincipal } from '../modules/users/service.ts';
import type { UserRow } from '../modules/users/schema.ts';

export interface GraphQLContext {
  config: AppConfig;
  db: Database;
  auth: AuthResult;
  /** The signed-in user's record; throws UNAUTHENTICATED (HTTP 401) when there is none. */
  requireUser(): Promise<UserRow>;
  /** Throws FORBIDDEN unless the signed-in user has one of the roles. */
  requireRole(...roles: string[]): Promise<UserRow>;
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

export function createContext(config: AppConfig, db: Database, auth: AuthResult): GraphQLContext {
  let user: Promise<UserRow | undefined> | undefined;
  const principal = (): Principal => {
    if (auth.status !== 'authenticated')
      throw unauthenticated(auth.status === 'invalid' ? auth.reason : undefined);
    return auth.principal;
  };
  async function requireUser(): Promise<UserRow> {
    const who = principal();
    user ??= findUserByPrincipal(db, who);
    const row = await user;
    if (!row) throw unauthenticated('call userSignedIn first');
    return row;
  }
  return {
    config,
    db,
    auth,
    requireUser,
    async requireRole(...roles: string[]) {
      const row = await requireUser();
      const held = principal().roles;
      if (!roles.some((role) => held.includes(role))) throw forbidden();
      return row;
    },
  };
}
