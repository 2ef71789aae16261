import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SecretKey } from '../config/secrets-key.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { recordHeader, type ArchiveRecord } from './archive.ts';
import { sealStream } from './sealed-stream.ts';

export interface SnapshotSource {
  database: DatabaseHandle;
  /** DATA_DIR: the folders below are in it, and the moment's hard links are made in it. */
  dataDir: string;
  /** Whether recordings are in DATA_DIR/blobs (else in S3, backed up by bucket versioning). */
  localBlobs: boolean;
}

/**
 * The folders of DATA_DIR a backup holds besides the database: recordings and derived files
 * (the local blob store) and profile pictures (users/avatar.ts). Not: `uploads` and `demo`
 * (working files rebuilt on demand), `secrets.key` (the key must be kept apart from the backup
 * it opens), the database folder (dumped, not copied).
 */
export const BACKED_UP_FOLDERS = ['blobs', 'avatars'] as const;

/** A writer's temporary file: the blob store's `.part`, the avatar writer's `.tmp`. */
const TEMPORARY = /\.(part|tmp)$/;

export interface SnapshotFigures {
  blobs: number;
  blobBytes: number;
  databaseBytes: number;
}

/** Files of `dir` (relative, slash-separated), skipping half-written temporary files. */
function listFiles(dir: string): string[] {
  if (!fsSync.existsSync(dir)) return [];
  return fsSync
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEMPORARY.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

/**
 * A folder as it is at this instant: a hard link per file into `into`, synchronously.
 * Blobs are never changed in place (a write is a new file renamed over the key, a delete an
 * unlink), so a linked file keeps the bytes it had whatever the service does next. A file
 * system without hard links gets a copy (slower, still within the same instant).
 */
function linkTree(from: string, into: string): string[] {
  const keys = listFiles(from);
  // (relative to `from`; the caller prefixes the folder's name)
  for (const key of keys) {
    const target = path.join(into, ...key.split('/'));
    fsSync.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fsSync.linkSync(path.join(from, ...key.split('/')), target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // removed between the listing and the link
      fsSync.copyFileSync(path.join(from, ...key.split('/')), target);
    }
  }
  return keys;
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The plaintext records: manifest, database, each linked blob, end. */
async function* records(
  database: Buffer,
  links: { dir: string; keys: string[] },
  blobStore: 'local' | 's3',
  figures: SnapshotFigures,
): AsyncGenerator<Buffer> {
  const header = (record: ArchiveRecord) => recordHeader(record);
  yield header({
    t: 'manifest',
    format: 1,
    createdAt: new Date().toISOString(),
    database: 'pglite',
    blobStore,
  });
  const sha256 = createHash('sha256').update(database).digest('hex');
  yield header({ t: 'database', size: database.length, sha256 });
  yield database;
  for (const key of links.keys) {
    const file = path.join(links.dir, ...key.split('/'));
    const { size } = await fs.stat(file);
    yield header({ t: 'blob', key, size, sha256: await sha256OfFile(file) });
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }))
      yield chunk as Buffer;
    figures.blobs += 1;
    figures.blobBytes += size;
  }
  yield header({ t: 'end', blobs: figures.blobs, blobBytes: figures.blobBytes });
}

/**
 * Writes an encrypted backup of the embedded database and DATA_DIR's file folders, as they were
 * at one instant, to `out`. The database dump and the file links are taken in the same
 * synchronous turn (DatabaseHandle.snapshot), so every file a row names is in the backup; a file
 * written after the instant is not, nor is the row that would name it.
 */
export async function writeSnapshot(
  source: SnapshotSource,
  key: SecretKey,
  out: Writable,
): Promise<SnapshotFigures> {
  const { database } = source;
  if (!database.snapshot)
    throw new Error('only the embedded database is backed up this way (pg_dump for a server)');
  const linkDir = path.join(source.dataDir, '.backup-links', randomBytes(6).toString('hex'));
  let keys: string[] = [];
  try {
    const folders = BACKED_UP_FOLDERS.filter((name) => name !== 'blobs' || source.localBlobs);
    const dump = await database.snapshot(() => {
      keys = folders.flatMap((name) =>
        linkTree(path.join(source.dataDir, name), path.join(linkDir, name)).map(
          (key) => `${name}/${key}`,
        ),
      );
    });
    const dumped = Buffer.from(await dump.arrayBuffer());
    const figures: SnapshotFigures = { blobs: 0, blobBytes: 0, databaseBytes: dumped.length };
    const plain = Readable.from(
      records(dumped, { dir: linkDir, keys }, source.localBlobs ? 'local' : 's3', figures),
    );
    await pipeline(plain, sealStream(key), out);
    return figures;
  } finally {
    await fs.rm(linkDir, { recursive: true, force: true });
  }
}
