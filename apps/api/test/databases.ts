import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { withStartGate } from './start-gate.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The databases the data-layer and API tests run on: always the embedded default, and the
 * PostgreSQL server named by TEST_DATABASE_URL when it is set (CI sets it).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Set for a server database: the URL of the database created for this test file. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, migrated database that nothing else uses; `drop` removes it. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dumpPath = process.env.HEARTCHECK_TEST_PGLITE_DUMP;
    if (!dumpPath)
      throw new Error(
        'the PGlite dump is missing: run the tests through vitest (global setup prepares it)',
      );
    const dump = new Blob([new Uint8Array(await fs.readFile(dumpPath))]);
    const handle = await withStartGate(() => openDatabase({ loadDataDir: dump }));
    // A test may already have closed it (a database outage).
    return { handle, url: undefined, drop: () => handle.close().catch(() => undefined) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `heartcheck_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
