import { parse } from 'graphql';
import type { Plugin } from 'vite';

/**
 * Parses every static gql`…` document of the app at build time (like babel-plugin-graphql-tag),
 * so the browser does not need the GraphQL parser at start-up. Documents that interpolate
 * fragments (`${…}`) or fail to parse are left for graphql-tag at run time.
 */
export function precompileGqlPlugin(): Plugin {
  return {
    name: 'heartcheck-precompile-gql',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('gql`'))
        return null;
      let changed = false;
      const output = code.replace(/\bgql`([^`$]*)`/g, (match, body: string) => {
        try {
          const document = parse(body, { noLocation: true });
          changed = true;
          return `JSON.parse(${JSON.stringify(JSON.stringify(document))})`;
        } catch {
          return match;
        }
      });
      return changed ? { code: output, map: null } : null;
    },
  };
}
