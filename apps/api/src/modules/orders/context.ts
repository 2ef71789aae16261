import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { IllegalTransitionError } from './state-machine.ts';
import {
  OrderNotFoundError,
  OrderRuleError,
  PaymentProviderError,
  type OrderCreateDeps,
  type Viewer,
} from './types.ts';
import { orderViewer } from './viewer.ts';
import type { OrderListReader } from './list-reader.ts';

/** What the order and operations resolvers take from the composition root's Services. */
export type OrdersContext = GraphQLContext<{
  db: Database;
  orders: OrderCreateDeps;
  orderLists: OrderListReader;
}>;

/** The signed-in viewer, staff when they may manage any order. */
export async function viewerOf(ctx: OrdersContext): Promise<Viewer> {
  const { user, viewer } = await ctx.requireViewer();
  return orderViewer(user, viewer);
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
    return createGraphQLError(error.message, {
      extensions: { code: 'BAD_REQUEST', ...(error.field ? { field: error.field } : {}) },
    });
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
