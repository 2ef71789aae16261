import fs from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

const PREFIX = '\0heartcheck-graphql:';

/** `graphql(`…`)` with a plain template (no interpolation, no escapes), as the generated map keys it. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*,?\s*\)/g;
const IMPORT = /^import \{ graphql \} from '@\/lib\/graphql\/generated';\n/m;

/** gql.ts's map from a document's source text to the name of its generated document. */
function documentNames(generatedDir: string): Map<string, string> {
  const gql = fs.readFileSync(path.join(generatedDir, 'gql.ts'), 'utf8');
  const names = new Map<string, string>();
  for (const [, key, name] of gql.matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm))
    names.set(JSON.parse(key!) as string, name!);
  return names;
}

/** The document literal graphql.ts generated for `name`, one line per document. */
function documentLiteral(generatedDir: string, name: string): string | undefined {
  const source = fs.readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8');
  const line = source.split('\n').find((text) => text.startsWith(`export const ${name} = `));
  return line
    ?.slice(`export const ${name} = `.length)
    .replace(/ as unknown as DocumentNode<.*>;$/, '');
}

/**
 * GraphQL Code Generator's client preset answers each `graphql(`…`)` call from one map of every
 * document of the app (generated/gql.ts), so whichever page calls it first loads them all: 50 KB
 * of document trees on the first page (issue 23, item 5). In the build, each call is replaced
 * by the very document that map would answer (read from generated/graphql.ts), imported from a
 * module of its own, so a page carries only its own documents, each with its printed text. The types are unchanged (the
 * source still calls the typed `graphql`); a call the map does not know is left as it is.
 */
export function inlineGraphqlPlugin(webDir: string): Plugin {
  const generatedDir = path.join(webDir, 'src/lib/graphql/generated');
  let names: Map<string, string> | undefined;
  return {
    name: 'heartcheck-inline-graphql',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      names = documentNames(generatedDir);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const name = id.slice(PREFIX.length);
      const literal = documentLiteral(generatedDir, name);
      if (!literal) throw new Error(`generated/graphql.ts has no ${name} (run npm run codegen)`);
      // The printed text rides along as `loc.source.body`, where graphql's own parse keeps a
      // document's text: fetch-graphql.ts sends it without loading graphql's printer.
      const body = print(JSON.parse(literal) as DocumentNode);
      const loc = { start: 0, end: body.length, source: { body } };
      return `export default { ...${literal}, loc: ${JSON.stringify(loc)} };\n`;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/generated/') || !IMPORT.test(code))
        return undefined;
      const imports = new Set<string>();
      const replaced = code.replace(CALL, (call, source: string) => {
        const name = names?.get(source);
        if (!name) return call;
        imports.add(`import __graphql_${name} from '${PREFIX}${name}';\n`);
        return `__graphql_${name}`;
      });
      if (imports.size === 0) return undefined;
      const rest = /\bgraphql\(/.test(replaced) ? replaced : replaced.replace(IMPORT, '');
      return { code: `${[...imports].join('')}${rest}`, map: null };
    },
  };
}
