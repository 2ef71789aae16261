import * as users from '../modules/users/graphql.ts';

/** Each domain module contributes GraphQL type definitions and resolvers; list it here once. */
export const graphqlModules: { typeDefs: string; resolvers: Record<string, unknown> }[] = [users];
