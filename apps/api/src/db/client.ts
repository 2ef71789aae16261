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
  /** Runs raw SQL with positional parameters; used by libraries that bring their own SQL. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
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
    const db = drizzlePg(pool) as unknown as Database;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'postgres',
      async query<T>(text: string, params: unknown[] = []) {
        const result = await pool.query(text, params);
        return result.rows as T[];
      },
      async ping() {
        await pool.query('select 1');
      },
      close: () => pool.end(),
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
  };
}
