import * as users from '../modules/users/graphql.ts';
import * as emailConfirmation from '../modules/users/email-confirmation-graphql.ts';
import * as orders from '../modules/orders/graphql.ts';
import * as orderReferral from '../modules/orders/referral-graphql.ts';
import * as operations from '../modules/operations/graphql.ts';

/** Each domain module contributes GraphQL type definitions and resolvers; list it here once. */
export const graphqlModules: { typeDefs: string; resolvers: Record<string, unknown> }[] = [
  users,
  emailConfirmation,
  orders,
  orderReferral,
  operations,
];
