import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { IllegalTransitionError } from './state-machine.ts';
import {
  OrderNotFoundError,
  OrderRuleError,
  PaymentProviderError,
  type OrderDeps,
  type Viewer,
} from './service.ts';

/**
 * The order services' dependencies for each running app, found by its database handle (GraphQL
 * resolvers receive only the database; REST registration stores the rest here at start-up).
 */
const depsByDatabase = new WeakMap<Database, OrderDeps>();

export function registerOrderDeps(deps: OrderDeps): void {
  depsByDatabase.set(deps.db, deps);
}

export function orderDepsFor(db: Database): OrderDeps {
  const deps = depsByDatabase.get(db);
  if (!deps) throw new Error('order services are not registered for this database');
  return deps;
}

export const STAFF_ROLE = 'admin';

/** The signed-in viewer, staff when the token carries the admin role. */
export async function viewerOf(ctx: GraphQLContext): Promise<Viewer> {
  const user = await ctx.requireUser();
  const roles = ctx.auth.status === 'authenticated' ? ctx.auth.principal.roles : [];
  return { user, isStaff: roles.includes(STAFF_ROLE) };
}

/** Business errors as GraphQL errors with a code; anything else is left to masking. */
export function toGraphQLError(error: unknown): unknown {
  if (error instanceof OrderNotFoundError)
    return createGraphQLError(error.message, { extensions: { code: 'NOT_FOUND' } });
  if (error instanceof IllegalTransitionError)
    return createGraphQLError(error.message, {
      extensions: { code: 'ILLEGAL_TRANSITION', action: error.action, from: error.from },
    });
  if (error instanceof OrderRuleError)
    return createGraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' } });
  if (error instanceof PaymentProviderError)
    return createGraphQLError(error.message, { extensions: { code: 'PAYMENT_PROVIDER_ERROR' } });
  return error;
}

export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toGraphQLError(error) as GraphQLError;
  }
}
