import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey } from '../blob/store.ts';
import type { SecretKey } from '../config/secrets-key.ts';
import { restorePgliteDataDir } from '../db/client.ts';
import { ByteReader, nextRecord, type ArchiveRecord, type Manifest } from './archive.ts';
import { BackupDamagedError, openStream } from './sealed-stream.ts';
import { BACKED_UP_FOLDERS } from './snapshot.ts';

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** Keys to try (the backup names the one it needs). */
  keys: SecretKey[];
  /** Replace a DATA_DIR that is not empty. */
  force: boolean;
  /** Written to DATA_DIR/secrets.key (the key of a data folder without SECRETS_KEY). */
  keyFileText?: string | undefined;
}

export interface RestoreFigures {
  manifest: Manifest;
  blobs: number;
  blobBytes: number;
  databaseBytes: number;
}

/** Whether `dir` holds anything (a missing folder is empty). */
export async function folderIsEmpty(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

function expect<T extends ArchiveRecord['t']>(
  record: ArchiveRecord | undefined,
  t: T,
): Extract<ArchiveRecord, { t: T }> {
  if (record?.t !== t)
    throw new BackupDamagedError(`The backup has no ${t} record where one is due.`);
  return record as Extract<ArchiveRecord, { t: T }>;
}

/**
 * A file record's path, checked: inside one of the backed-up folders (a key naming ../, the
 * database folder or secrets.key would write where a backup has no business).
 */
function checkedKey(key: string): string[] {
  assertKey(key);
  const parts = key.split('/');
  if (!(BACKED_UP_FOLDERS as readonly string[]).includes(parts[0]!) || parts.length < 2)
    throw new BackupDamagedError(`The backup names a file outside the data folders: ${key}.`);
  return parts;
}

/** Writes one file record's bytes under `dataDir`, checking its SHA-256. */
async function writeBlob(
  reader: ByteReader,
  dataDir: string,
  record: Extract<ArchiveRecord, { t: 'blob' }>,
): Promise<void> {
  const target = path.join(dataDir, ...checkedKey(record.key));
  await fs.mkdir(path.dirname(target), { recursive: true });
  const handle = await fs.open(target, 'wx');
  const hash = createHash('sha256');
  try {
    await reader.pipe(record.size, async (piece) => {
      hash.update(piece);
      await handle.write(piece);
    });
  } finally {
    await handle.close();
  }
  if (hash.digest('hex') !== record.sha256)
    throw new BackupDamagedError(`The recording file ${record.key} does not match its checksum.`);
}

interface ArchiveSinks {
  database(bytes: Buffer): Promise<void>;
  blob(reader: ByteReader, record: Extract<ArchiveRecord, { t: 'blob' }>): Promise<void>;
}

/**
 * Reads a whole backup, checking every segment's tag, every checksum and the end record's
 * counts; the database and each blob go to `sinks`.
 */
async function readArchive(
  file: string,
  keys: SecretKey[],
  sinks: ArchiveSinks,
): Promise<RestoreFigures> {
  const plain = createReadStream(file, { highWaterMark: 1 << 20 }).pipe(openStream(keys));
  const reader = new ByteReader(plain);
  try {
    const manifest = expect(await nextRecord(reader), 'manifest');
    const database = expect(await nextRecord(reader), 'database');
    const bytes = await reader.read(database.size);
    if (!bytes || createHash('sha256').update(bytes).digest('hex') !== database.sha256)
      throw new BackupDamagedError('The database in the backup does not match its checksum.');
    let record = await nextRecord(reader);
    const figures = { manifest, blobs: 0, blobBytes: 0, databaseBytes: bytes.length };
    for (; record?.t === 'blob'; record = await nextRecord(reader)) {
      await sinks.blob(reader, record);
      figures.blobs += 1;
      figures.blobBytes += record.size;
    }
    const end = expect(record, 'end');
    if (end.blobs !== figures.blobs || end.blobBytes !== figures.blobBytes)
      throw new BackupDamagedError('The backup holds fewer files than its end record counts.');
    // Reading past the end makes the stream check its last segment's tag.
    if ((await nextRecord(reader)) !== undefined)
      throw new BackupDamagedError('The backup has data after its end record.');
    await sinks.database(bytes);
    return figures;
  } finally {
    plain.destroy();
  }
}

/** Checks a backup end to end (keys, tags, checksums, counts) without writing anything. */
export async function verifySnapshot(file: string, keys: SecretKey[]): Promise<RestoreFigures> {
  return readArchive(file, keys, {
    database: async () => undefined,
    async blob(reader, record) {
      checkedKey(record.key);
      const hash = createHash('sha256');
      await reader.pipe(record.size, (piece) => void hash.update(piece));
      if (hash.digest('hex') !== record.sha256)
        throw new BackupDamagedError(
          `The recording file ${record.key} does not match its checksum.`,
        );
    },
  });
}

/** Reads the whole backup into `staging`: database folder and blob folder. */
function unpack(options: RestoreOptions, staging: string): Promise<RestoreFigures> {
  return readArchive(options.file, options.keys, {
    database: (bytes) =>
      restorePgliteDataDir(path.join(staging, 'pglite'), new Blob([new Uint8Array(bytes)])),
    blob: (reader, record) => writeBlob(reader, staging, record),
  });
}

/**
 * Restores a backup into DATA_DIR with the service stopped. Everything is unpacked and checked
 * in a folder inside DATA_DIR first (same file system, so the final moves are renames); only a
 * backup that checks out whole replaces anything. A DATA_DIR that is not empty is replaced
 * only with `force`.
 */
export async function restoreSnapshot(options: RestoreOptions): Promise<RestoreFigures> {
  if (!options.force && !(await folderIsEmpty(options.dataDir)))
    throw new RestoreRefused(
      `${options.dataDir} is not empty: a restore does not overwrite it. Restore into an empty folder (DATA_DIR), or add --force to replace what is there.`,
    );
  const stagingName = `.restoring-${randomBytes(6).toString('hex')}`;
  const staging = path.join(options.dataDir, stagingName);
  await fs.mkdir(staging, { recursive: true });
  try {
    const figures = await unpack(options, staging);
    for (const entry of await fs.readdir(options.dataDir))
      if (entry !== stagingName)
        await fs.rm(path.join(options.dataDir, entry), { recursive: true, force: true });
    for (const entry of await fs.readdir(staging))
      await fs.rename(path.join(staging, entry), path.join(options.dataDir, entry));
    if (options.keyFileText !== undefined)
      await fs.writeFile(path.join(options.dataDir, 'secrets.key'), options.keyFileText, {
        mode: 0o600,
      });
    return figures;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
