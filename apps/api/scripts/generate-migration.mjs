// Generates the next migration from the drizzle schema files (src/**/schema.ts).
// Usage: npm run db:generate -w apps/api -- <short_name>
// Takes a lock so two people generating at once cannot create clashing numbers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '..');
const root = path.resolve(api, '../..');
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:generate -w apps/api -- <short_snake_case_name>');
  process.exit(2);
}
// drizzle-kit resolves drizzle-orm from its own (hoisted) location; npm keeps drizzle-orm nested
// under apps/api, so link it beside drizzle-kit for the duration of the command.
const link = path.join(root, 'node_modules/drizzle-orm');
const created = !fs.existsSync(link);
if (created) fs.symlinkSync(path.join(api, 'node_modules/drizzle-orm'), link, 'dir');
try {
  execFileSync(
    'flock',
    [
      '/tmp/heartcheck-migration.lock',
      path.join(root, 'node_modules/.bin/drizzle-kit'),
      'generate',
      '--name',
      name,
    ],
    {
      cwd: api,
      stdio: 'inherit',
    },
  );
} finally {
  if (created) fs.rmSync(link);
}
