import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/**
 * A ZIP archive written as it is read: each entry is compressed and handed to `out` piece by
 * piece, and every write waits while the reader is behind (backpressure), so a customer's
 * 200 MB recording passes through a few chunks of memory, never the whole archive. fflate's
 * streaming `Zip` (MIT, no dependencies, already installed under pdfkit) writes the entries.
 * Its archives carry no ZIP64 records: one entry stays under 4 GiB, far above a 14-day Holter
 * file (about 200 MB at 250 Hz, 3 channels).
 */
export interface ZipWriter {
  /** The archive's bytes, for the HTTP response. Destroyed when the reader goes away. */
  readonly out: PassThrough;
  /** Adds a whole small entry (JSON, text, a PDF). */
  add(name: string, bytes: Uint8Array | string): Promise<void>;
  /** Adds an entry read from a stream (a recording from the blob store). */
  addStream(name: string, source: Readable): Promise<void>;
  /** Writes the central directory and ends the archive. */
  finish(): void;
}

/** Deflate level 6 (zlib's default): a good ratio for JSON and text at modest CPU. */
const TEXT_LEVEL = 6;
/** Recordings are large binary signal: level 1 keeps the CPU low for most of the gain. */
const SIGNAL_LEVEL = 1;

export class DownloadCancelled extends Error {
  constructor() {
    super('The reader went away before the archive was written.');
  }
}

/** Resolves when `out` may take more (the reader caught up); throws once the reader has gone. */
async function drained(out: PassThrough): Promise<void> {
  if (out.destroyed) throw new DownloadCancelled();
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      out.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      out.off('drain', onDrain);
      reject(new DownloadCancelled());
    };
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

export function createZipWriter(): ZipWriter {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (!out.destroyed) out.write(chunk);
    if (final) out.end();
  });
  return {
    out,
    async add(name, bytes) {
      const entry = new ZipDeflate(name, { level: TEXT_LEVEL });
      zip.add(entry);
      entry.push(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes, true);
      await drained(out);
    },
    async addStream(name, source) {
      const entry = new ZipDeflate(name, { level: SIGNAL_LEVEL });
      zip.add(entry);
      try {
        for await (const chunk of source) {
          entry.push(new Uint8Array(chunk as Buffer));
          await drained(out);
        }
      } finally {
        source.destroy();
      }
      entry.push(new Uint8Array(0), true);
      await drained(out);
    },
    finish() {
      zip.end();
    },
  };
}
