import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator: the schema the API serves (printed to SDL by
 * apps/api/scripts/print-schema.ts) gives the API its resolver types and the web app typed
 * documents. Run `npm run codegen`; the test command fails when the committed output is stale.
 */
const scalars = { ID: 'string', DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'apps/api/src/graphql/schema.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'apps/api/src/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../context.ts#GraphQLContext',
        // Resolvers return rows and partial objects; field resolvers complete them.
        defaultMapper: 'Partial<{T}>',
        mappers: { Order: '../../modules/orders/order-object.ts#OrderObject' },
      },
    },
    'apps/web/src/lib/graphql/generated/': {
      preset: 'client',
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/lib/graphql/generated/**'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars, onlyOperationTypes: true },
    },
  },
};

export default config;
