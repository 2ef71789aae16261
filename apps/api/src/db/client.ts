import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs raw SQL with positional parameters; used by libraries that bring their own SQL. With
   * `name`, a PostgreSQL server keeps the statement on each connection, parsed and planned once
   * (one name, one text: node-postgres refuses another text under a name); PGlite ignores it.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** A server's connection pool now (the operator's metrics); absent for embedded PGlite. */
  pool?: () => { max: number; total: number; idle: number; waiting: number };
  /**
   * The embedded database only: its data folder as a gzipped tarball, taken with no transaction
   * open and after a CHECKPOINT. `atSnapshot` runs synchronously as the dump completes, before
   * any file operation can complete (the backup links the blob
   * folder there, so the files match the rows).
   */
  snapshot?(atSnapshot: () => void): Promise<Blob>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

export interface OpenDatabaseOptions {
  /** postgres:// URL of a server; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (ignored for a server). */
  dataDir?: string;
  /** A data-directory dump to start the embedded database from (tests use this to skip initdb). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Pool size 10 is node-postgres's default; stated so it is a choice, not an accident.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', () => {
      /* idle client errors are reported by the next query */
    });
    // A connection dropped while checked out between two statements (inside a transaction)
    // emits 'error' on its client, which the pool does not listen to then: unhandled, that
    // would stop the process. The transaction's next statement fails and is answered 503.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    releaseDroppedClients(pool);
    const db = drizzlePg(pool) as unknown as Database;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'postgres',
      async query<T>(text: string, params: unknown[] = [], name?: string) {
        const result = name
          ? await pool.query({ name, text, values: params })
          : await pool.query(text, params);
        return result.rows as T[];
      },
      async ping() {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      pool: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  let client: PGlite;
  if (options.loadDataDir) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir });
  } else {
    const dir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
    if (dir) await fs.mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const drizzleDb = drizzlePglite(client);
  await migratePglite(drizzleDb, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: drizzleDb as unknown as Database,
    kind: 'pglite',
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return result.rows as T[];
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
    snapshot: (atSnapshot) => snapshotPglite(client, atSnapshot),
  };
}

/**
 * Creates the embedded database's folder `dir` (it must not exist or be empty) from a dump taken
 * by `snapshot`, then closes it: the service opens it at its next start.
 */
export async function restorePgliteDataDir(dir: string, dump: Blob): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { loadDataDir: dump });
  await client.query('select 1');
  await client.close();
}

/**
 * Checkpoints (so the dump needs little WAL replay), then holds PGlite's transaction lock (a
 * multi-statement transaction in progress finishes first and the next waits; statements take
 * that lock too, so none runs inside), dumps, and calls `atSnapshot` in the same synchronous turn
 * as the dump's end.
 */
async function snapshotPglite(client: PGlite, atSnapshot: () => void): Promise<Blob> {
  await client.query('CHECKPOINT');
  return client._runExclusiveTransaction(async () => {
    const dump = await client.dumpDataDir('gzip');
    atSnapshot();
    return dump;
  });
}

/**
 * drizzle's transaction() sends BEGIN before its try/finally (drizzle-orm 0.45,
 * node-postgres/session.js), so a connection dropped during BEGIN leaves its client checked out
 * for ever: the pool counts it, ten such drops exhaust the pool (every request then waits) and
 * pool.end() never returns. A client whose connection ends while checked out is handed back to
 * the pool here (which discards it); a later release by its holder does nothing.
 */
function releaseDroppedClients(pool: pg.Pool): void {
  const onEnd = new WeakMap<pg.PoolClient, () => void>();
  pool.on('acquire', (client) => {
    const handBack = () => {
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(new Error('the database connection ended while the client was checked out'));
    };
    onEnd.set(client, handBack);
    client.once('end', handBack);
  });
  pool.on('release', (_error, client) => {
    const handBack = onEnd.get(client);
    if (handBack) client.removeListener('end', handBack);
    onEnd.delete(client);
  });
}
