import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/db/client.ts';
import { serveStartGate, START_GATE_ENV } from './start-gate.ts';

/**
 * PGlite's first start runs initdb (5-8 s). Do it once per test run, migrate, and dump the data
 * directory; every test then starts its own database from the dump in well under a second, one
 * start at a time across the workers (start-gate.ts says why).
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
  const gatePath = path.join(dir, 'start-gate.sock');
  const gate = await serveStartGate(gatePath);
  process.env[START_GATE_ENV] = gatePath;
  return async () => {
    await new Promise((resolve) => gate.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
  };
}
