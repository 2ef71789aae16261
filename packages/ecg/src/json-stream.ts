/**
 * JSON text of a value in pieces, exactly as `JSON.stringify(toJSONResult(value))` writes it
 * (typed arrays as arrays, NaN and ±Infinity as null), without holding the whole text, a plain
 * copy or a parsed copy in memory. A 72-hour result's series hold ~330,000 numbers each, and
 * those three whole copies raised the CLI's peak memory well above the analysis's own
 * (bench/cli-72h-real.ts).
 */
const NUMBERS_PER_PIECE = 8192;

const isTypedArray = (v: unknown): v is ArrayLike<number> =>
  ArrayBuffer.isView(v) && !(v instanceof DataView);

/** A value JSON leaves out of an object (and writes as null in an array). */
const omitted = (v: unknown): boolean =>
  v === undefined || typeof v === 'function' || typeof v === 'symbol';

function* typedArrayPieces(values: ArrayLike<number>): Generator<string> {
  yield '[';
  // Numbers go through JSON.stringify of a plain array, a piece at a time: it writes each number
  // as String(x) does and NaN and ±Infinity as null, so the text is the same as the element-wise
  // String and join below, at a third of the time (the 72 h result's series: ~0.1 s of the CLI,
  // 27 November 2026). BigInt arrays, which JSON.stringify refuses, keep the element-wise path.
  const plain = !(values instanceof BigInt64Array || values instanceof BigUint64Array);
  const buf: number[] = [];
  for (let start = 0; start < values.length; start += NUMBERS_PER_PIECE) {
    const end = Math.min(values.length, start + NUMBERS_PER_PIECE);
    let text: string;
    if (plain) {
      buf.length = 0;
      for (let i = start; i < end; i++) buf.push(values[i]!);
      text = JSON.stringify(buf).slice(1, -1);
    } else {
      const parts = new Array<string>(end - start);
      for (let i = start; i < end; i++) {
        const x = values[i]!;
        parts[i - start] = Number.isFinite(x) ? String(x) : 'null';
      }
      text = parts.join(',');
    }
    yield (start === 0 ? '' : ',') + text;
  }
  yield ']';
}

function* arrayPieces(values: readonly unknown[]): Generator<string> {
  yield '[';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) yield ',';
    if (omitted(values[i])) yield 'null';
    else yield* jsonPieces(values[i]);
  }
  yield ']';
}

function* objectPieces(object: Record<string, unknown>): Generator<string> {
  yield '{';
  let first = true;
  for (const [key, v] of Object.entries(object)) {
    if (omitted(v)) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(v);
  }
  yield '}';
}

/** The pieces of `value`'s JSON text, in order. */
export function* jsonPieces(value: unknown): Generator<string> {
  if (isTypedArray(value)) yield* typedArrayPieces(value);
  else if (Array.isArray(value)) yield* arrayPieces(value);
  else if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  )
    yield* objectPieces(value as Record<string, unknown>);
  else yield JSON.stringify(value) ?? 'null';
}

/**
 * Writes `value`'s JSON text and a newline to a stream in pieces of about 64 KB, waiting while
 * the stream's buffer is full, so a slow reader (a pipe) never makes the text pile up in memory.
 */
export async function writeJson(
  value: unknown,
  out: { write(chunk: string): boolean; once(event: 'drain', listener: () => void): unknown },
): Promise<void> {
  let buffer = '';
  const flush = async () => {
    const full = !out.write(buffer);
    buffer = '';
    if (full) await new Promise<void>((resolve) => out.once('drain', resolve));
  };
  for (const piece of jsonPieces(value)) {
    buffer += piece;
    if (buffer.length >= 65_536) await flush();
  }
  buffer += '\n';
  await flush();
}
