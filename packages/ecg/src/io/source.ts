import { createReadStream } from 'node:fs';
import { EcgFormatError } from './errors.ts';

/**
 * Where bytes come from: a file path (streamed with node:fs), an in-memory
 * upload, a WHATWG ReadableStream (fetch / API upload) or any async iterable of
 * byte chunks. Readers never need the whole file at once.
 */
export type ByteSource =
  string | URL | Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** 1 MiB: large enough that per-chunk overhead (an await, a Buffer) is negligible over a 160 MB file, small enough to keep memory flat. */
const CHUNK_BYTES = 1 << 20;

export async function* byteChunks(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (typeof source === 'string' || source instanceof URL) {
    const stream = createReadStream(source, { highWaterMark: CHUNK_BYTES });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      yield new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    return;
  }
  if (source instanceof Uint8Array) {
    for (let i = 0; i < source.length; i += CHUNK_BYTES) yield source.subarray(i, i + CHUNK_BYTES);
    return;
  }
  if (isReadableStream(source)) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  yield* source as AsyncIterable<Uint8Array>;
}

function isReadableStream(x: unknown): x is ReadableStream<Uint8Array> {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as { getReader?: unknown }).getReader === 'function'
  );
}

/**
 * Pull exact byte counts out of a chunked source, tracking the absolute byte
 * offset so every error can say where it happened.
 */
export class ByteReader {
  readonly format: string;
  offset = 0;
  private readonly it: AsyncIterator<Uint8Array>;
  private buf: Uint8Array = new Uint8Array(0);
  private pos = 0;
  private done = false;

  constructor(source: ByteSource, format: string) {
    this.it = byteChunks(source)[Symbol.asyncIterator]();
    this.format = format;
  }

  private async fill(): Promise<boolean> {
    while (this.pos >= this.buf.length) {
      if (this.done) return false;
      const r = await this.it.next();
      if (r.done) {
        this.done = true;
        return false;
      }
      this.buf = r.value;
      this.pos = 0;
    }
    return true;
  }

  /**
   * Read up to n bytes (fewer only at end of data). Copies only when a read
   * spans chunks, into `scratch` when given (so a hot loop allocates nothing).
   * The result is valid until the next read.
   */
  async readAtMost(n: number, scratch?: Uint8Array): Promise<Uint8Array> {
    if (!(await this.fill())) return new Uint8Array(0);
    const avail = this.buf.length - this.pos;
    if (avail >= n) {
      const out = this.buf.subarray(this.pos, this.pos + n);
      this.pos += n;
      this.offset += n;
      return out;
    }
    const out = scratch && scratch.length >= n ? scratch.subarray(0, n) : new Uint8Array(n);
    let got = 0;
    while (got < n && (await this.fill())) {
      const take = Math.min(n - got, this.buf.length - this.pos);
      out.set(this.buf.subarray(this.pos, this.pos + take), got);
      this.pos += take;
      got += take;
    }
    this.offset += got;
    return got === n ? out : out.subarray(0, got);
  }

  /** Read exactly n bytes or throw a truncation error naming `what`. */
  async readExact(n: number, what: string, scratch?: Uint8Array): Promise<Uint8Array> {
    const start = this.offset;
    const out = await this.readAtMost(n, scratch);
    if (out.length < n) {
      throw new EcgFormatError(
        this.format,
        `file truncated in ${what}: needed ${n} bytes at byte ${start}, only ${out.length} left`,
        `byte ${start}`,
      );
    }
    return out;
  }

  async atEnd(): Promise<boolean> {
    return !(await this.fill());
  }

  async close(): Promise<void> {
    if (!this.done) await this.it.return?.();
    this.done = true;
  }
}
