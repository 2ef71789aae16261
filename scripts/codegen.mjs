// GraphQL Code Generator for the API's resolver types and the web app's typed documents.
// `node scripts/codegen.mjs` prints the API's schema to SDL and regenerates; with `--check` it
// writes nothing and fails when the committed schema or generated files are out of date.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const schemaFile = path.join(root, 'apps/api/src/graphql/schema.graphql');
const check = process.argv.includes('--check');

const printed = spawnSync(process.execPath, [path.join(root, 'apps/api/scripts/print-schema.ts')], {
  cwd: root,
  encoding: 'utf8',
});
if (printed.status !== 0) {
  console.error(printed.stderr);
  process.exit(1);
}
const current = fs.existsSync(schemaFile) ? fs.readFileSync(schemaFile, 'utf8') : '';
if (check && current !== printed.stdout) {
  console.error(
    'apps/api/src/graphql/schema.graphql is out of date: run `npm run codegen` and commit.',
  );
  process.exit(1);
}
if (!check) fs.writeFileSync(schemaFile, printed.stdout);

const codegen = spawnSync(
  path.join(root, 'node_modules/.bin/graphql-codegen'),
  ['--config', 'codegen.ts', '--silent', ...(check ? ['--check'] : [])],
  { cwd: root, stdio: 'inherit' },
);
if (codegen.status !== 0 && check)
  console.error('Generated GraphQL types are out of date: run `npm run codegen` and commit.');
process.exit(codegen.status ?? 1);
