import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/db/client.ts';

/**
 * PGlite's first start runs initdb (5-8 s). Do it once per test run, migrate, and dump the data
 * directory; every test then starts its own database from the dump in well under a second.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-pglite-'));
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  process.env.HEARTCHECK_TEST_PGLITE_DUMP = file;
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
