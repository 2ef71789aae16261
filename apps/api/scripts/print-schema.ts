// Prints the GraphQL schema the API serves (every module's typeDefs, merged the way graphql-yoga
// merges them) as SDL, so GraphQL Code Generator reads exactly what the server runs.
// Usage: node apps/api/scripts/print-schema.ts > apps/api/src/graphql/schema.graphql
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { graphqlModules } from '../src/app/graphql-modules.ts';

const schema = createSchema({ typeDefs: graphqlModules.map((module) => module.typeDefs) });
process.stdout.write(
  `# Generated from the API's module typeDefs by apps/api/scripts/print-schema.ts: do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`,
);
