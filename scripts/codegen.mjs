// Generated contracts between the API and the web app. GraphQL: the API's schema printed to SDL,
// then GraphQL Code Generator for the API's resolver types and the web app's typed documents.
// REST: the API's OpenAPI 3.1 document (apps/api/openapi.json), then openapi-typescript for the
// web app's REST types (apps/web/src/lib/http/generated/rest.ts).
// `node scripts/codegen.mjs` regenerates; with `--check` it writes nothing and fails when a
// committed schema, document or generated file is out of date.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

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

/** Prints the REST document and generates the web's types from it; false when stale (--check). */
async function restCodegen() {
  const documentFile = path.join(root, 'apps/api/openapi.json');
  const typesFile = path.join(root, 'apps/web/src/lib/http/generated/rest.ts');
  const document = spawnSync(
    process.execPath,
    [path.join(root, 'apps/api/scripts/print-openapi.ts')],
    { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  if (document.status !== 0) {
    console.error(document.stderr);
    process.exit(1);
  }
  const types =
    '// Generated from apps/api/openapi.json by scripts/codegen.mjs (openapi-typescript): do not edit.\n\n' +
    astToString(await openapiTS(JSON.parse(document.stdout), { alphabetize: true }));
  const stale = [
    [documentFile, document.stdout],
    [typesFile, types],
  ].filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
  if (check) {
    for (const [file] of stale)
      console.error(
        `${path.relative(root, file)} is out of date: run \`npm run codegen\` and commit.`,
      );
    return stale.length === 0;
  }
  fs.mkdirSync(path.dirname(typesFile), { recursive: true });
  for (const [file, text] of stale) fs.writeFileSync(file, text);
  return true;
}
if (!(await restCodegen())) process.exit(1);

const codegen = spawnSync(
  path.join(root, 'node_modules/.bin/graphql-codegen'),
  ['--config', 'codegen.ts', '--silent', ...(check ? ['--check'] : [])],
  { cwd: root, stdio: 'inherit' },
);
if (codegen.status !== 0 && check)
  console.error('Generated GraphQL types are out of date: run `npm run codegen` and commit.');
process.exit(codegen.status ?? 1);
