import { BackupDamagedError } from './sealed-stream.ts';

/**
 * The plaintext inside a backup: records of a 4-byte big-endian length, a JSON header of that
 * length, then the header's `size` bytes of content. In order: the manifest, the database, one
 * record per blob, and an end record that counts them (a file without it is incomplete).
 */
export interface Manifest {
  t: 'manifest';
  format: 1;
  createdAt: string;
  database: 'pglite';
  /** 'local': the blob folder is in the backup; 's3': the bucket is backed up by versioning. */
  blobStore: 'local' | 's3';
}
export interface DatabaseRecord {
  t: 'database';
  size: number;
  sha256: string;
}
export interface BlobRecord {
  t: 'blob';
  /** Path under DATA_DIR: `blobs/<blob key>` or `avatars/<file>`. */
  key: string;
  size: number;
  sha256: string;
}
export interface EndRecord {
  t: 'end';
  blobs: number;
  blobBytes: number;
}
export type ArchiveRecord = Manifest | DatabaseRecord | BlobRecord | EndRecord;

/** Largest JSON header accepted: a blob key is short; anything bigger is not ours. */
const MAX_HEADER_BYTES = 64 * 1024;

export function recordHeader(record: ArchiveRecord): Buffer {
  const json = Buffer.from(JSON.stringify(record), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json]);
}

/** Reads exact byte counts from a stream of chunks. */
export class ByteReader {
  private buffered = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.buffered = Buffer.concat([this.buffered, next.value]);
    return true;
  }

  /** Exactly `n` bytes; undefined at a clean end of the stream (nothing buffered). */
  async read(n: number): Promise<Buffer | undefined> {
    while (this.buffered.length < n)
      if (!(await this.fill())) {
        if (this.buffered.length === 0) return undefined;
        throw new BackupDamagedError('The backup ends in the middle of a record.');
      }
    const out = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(n);
    return out;
  }

  /** Hands the next `n` bytes to `sink` piece by piece (a blob is not held in memory whole). */
  async pipe(n: number, sink: (piece: Buffer) => Promise<void> | void): Promise<void> {
    let left = n;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill()))
        throw new BackupDamagedError('The backup ends in the middle of a file.');
      const piece = this.buffered.subarray(0, Math.min(left, this.buffered.length));
      this.buffered = this.buffered.subarray(piece.length);
      left -= piece.length;
      await sink(piece);
    }
  }
}

/** The next record's header, or undefined at the end of the stream. */
export async function nextRecord(reader: ByteReader): Promise<ArchiveRecord | undefined> {
  const length = await reader.read(4);
  if (!length) return undefined;
  const size = length.readUInt32BE();
  if (size > MAX_HEADER_BYTES) throw new BackupDamagedError('A record header is too large.');
  const json = await reader.read(size);
  if (!json) throw new BackupDamagedError('The backup ends in a record header.');
  return JSON.parse(json.toString('utf8')) as ArchiveRecord;
}
