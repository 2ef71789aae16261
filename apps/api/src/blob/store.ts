import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where recordings and the files derived from them live. Keys are slash-separated relative
 * names such as `recordings/<id>/source.edf`. The local store is a folder under DATA_DIR; the
 * S3 store talks to any S3-compatible service (AWS, MinIO, Ceph) with signed requests.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Stores the file at `localPath` under `key` (the local file is left in place). */
  putFile(key: string, localPath: string): Promise<void>;
  /** Stores `bytes` under `key` (an upload's chunk: at most a few MiB). */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** A readable stream of the whole object. */
  read(key: string): Promise<Readable>;
  /** `length` bytes from `offset` (fewer at the end of the object). */
  readRange(key: string, offset: number, length: number): Promise<Buffer>;
  /**
   * A local file holding the object, for readers that want a path. The local store returns its
   * own file; the S3 store downloads to a temporary file that `release` removes.
   */
  localCopy(key: string): Promise<{ path: string; release(): Promise<void> }>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`invalid blob key "${key}"`);
}

/**
 * Whether a write failed because the storage is full: ENOSPC (no space left on the device) or
 * EDQUOT (the user's quota is used up), POSIX errno names as Node reports them; MinIO answers
 * 507 XMinioStorageFull (RFC 4918 §11.5 Insufficient Storage) when its drives are full.
 */
export function isStorageFull(error: unknown): boolean {
  const { code, name, $metadata } = (error ?? {}) as {
    code?: string;
    name?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    code === 'ENOSPC' ||
    code === 'EDQUOT' ||
    name === 'XMinioStorageFull' ||
    $metadata?.httpStatusCode === 507
  );
}

/** The writes a local store makes: Node's, or a test's disk that fills up. */
export interface BlobWrites {
  copyFile(from: string, to: string): Promise<void>;
  writeFile(to: string, bytes: Uint8Array): Promise<void>;
}

const nodeWrites: BlobWrites = {
  copyFile: (from, to) => fs.copyFile(from, to),
  writeFile: (to, bytes) => fs.writeFile(to, bytes),
};

/**
 * Writes a temporary file beside `target`, then renames it: readers never see half a file. A
 * write that fails (a full disk stops it part-way) leaves nothing behind: the temporary file
 * is removed.
 */
async function writeAtomically(
  target: string,
  write: (temp: string) => Promise<void>,
): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.part`;
  try {
    await write(temp);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

export function createLocalStore(dir: string, writes: BlobWrites = nodeWrites): BlobStore {
  const file = (key: string) => {
    assertKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'local',
    putFile: (key, localPath) =>
      writeAtomically(file(key), (temp) => writes.copyFile(localPath, temp)),
    putBytes: (key, bytes) => writeAtomically(file(key), (temp) => writes.writeFile(temp, bytes)),
    async read(key) {
      const target = file(key);
      await fs.access(target);
      return createReadStream(target, { highWaterMark: 1 << 16 });
    },
    async readRange(key, offset, length) {
      const handle = await fs.open(file(key), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async localCopy(key) {
      const target = file(key);
      await fs.access(target);
      return { path: target, release: async () => undefined };
    },
    async exists(key) {
      return fs.access(file(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}

/** Downloads a stream into a fresh temporary file (S3 store, readers that need a path). */
export async function streamToTempFile(
  stream: Readable | ReadableStream<Uint8Array>,
  name: string,
): Promise<{ path: string; release(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-blob-'));
  const target = path.join(dir, path.basename(name));
  const source = stream instanceof Readable ? stream : Readable.fromWeb(stream as never);
  await pipeline(source, createWriteStream(target));
  return { path: target, release: () => fs.rm(dir, { recursive: true, force: true }) };
}
