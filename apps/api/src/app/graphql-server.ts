import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { IResolvers } from '@graphql-tools/utils';
import { createSchema, createYoga } from 'graphql-yoga';
import type { AppConfig } from '../config/env.ts';
import { graphqlModules as modules } from './graphql-modules.ts';
import {
  blockIntrospection,
  limitJsonDepth,
  logServerErrors,
  rejectInvalidText,
  unavailableDuringOutage,
} from '../graphql/plugins.ts';
import type { GraphQLContext } from '../graphql/context.ts';

/**
 * Limits from GraphQL Armor's recommended defaults, tightened for a portal whose deepest real
 * query is about five levels: depth 8, cost 5000, 15 aliases, 50 directives, 1000 tokens.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxCost: 5000,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 1000,
};

export interface GraphQLServerOptions {
  /** Whether the database cannot be reached, asked after an unexpected error (503 then). */
  databaseDown?: () => Promise<boolean>;
}

export function createGraphQLServer(config: AppConfig, options: GraphQLServerOptions = {}) {
  const schema = createSchema<GraphQLContext>({
    typeDefs: modules.map((module) => module.typeDefs),
    resolvers: modules.map((module) => module.resolvers) as IResolvers<unknown, GraphQLContext>[],
  });
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    graphiql: false,
    landingPage: false,
    // isDev false: never echo the original error (SQL text and values) to the client, whatever
    // NODE_ENV says; logServerErrors writes it to the log without the values.
    maskedErrors: { isDev: false },
    logging: false,
    // The HTTP app's bodyLimits (http/body-limits.ts, 1 MiB for GraphQL) refuses a larger body
    // before yoga runs, counting a chunked one while it streams. Yoga's own 25 MB check would
    // read the body a second way: through a web stream piped into a new Request, where without
    // it a JSON body is read straight from the socket (about a tenth of a small request's CPU).
    maxRequestBodySize: false,
    plugins: [
      logServerErrors(),
      limitJsonDepth(),
      rejectInvalidText(),
      ...(options.databaseDown ? [unavailableDuringOutage(options.databaseDown)] : []),
      ...(config.env === 'production' ? [blockIntrospection()] : []),
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: false },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: false },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        blockFieldSuggestion: { enabled: config.env === 'production' },
      }),
    ],
  });
}
