import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * Helpers of the restore drill: every table's rows and every blob's bytes as comparable
 * fingerprints, so "restored equal" means every row and every byte, not a count.
 */

/** Per table (schema.table): row count and an MD5 of every row's text, in a stable order. */
export async function tableFingerprints(database: DatabaseHandle): Promise<Record<string, string>> {
  const tables = await database.query<{ s: string; t: string }>(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const out: Record<string, string> = {};
  for (const { s, t } of tables) {
    const [row] = await database.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(string_agg(x::text, E'\\n' order by x::text)) as h
         from "${s}"."${t}" x`,
    );
    out[`${s}.${t}`] = `${row!.n}:${row!.h ?? ''}`;
  }
  return out;
}

/** Every file under `dir` (relative path → SHA-256), temporary `.part` files included. */
export async function folderFingerprints(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256')
      .update(await fs.readFile(file))
      .digest('hex');
  }
  return out;
}
