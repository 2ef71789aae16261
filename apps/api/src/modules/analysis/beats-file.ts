/**
 * The engine's beats of one analysis, stored next to its 16-bit signal copy so the full
 * disclosure (issue 20) can label every complex without re-running the engine. One file per
 * analysis, read by ranged reads one page at a time:
 *
 *   "HCB1" | count u32 | minutes u32 | firstBeat u32[minutes + 1] | sample i32[count] | class u8[count]
 *
 * all little-endian. `firstBeat[m]` is the index of the first beat at or after the start of
 * minute m of the recording (`firstBeat[minutes] = count`), so the beats of any run of whole
 * minutes are one contiguous range. `class` is the engine's AAMI class (0 N, 1 S, 2 V, 3 F, 4 Q,
 * `AAMI_LABELS` in packages/ecg/src/classify/beat-classes.ts).
 */
export const BEATS_MAGIC = 'HCB1';
export const BEATS_HEADER_BYTES = 12;

/** Blob key of an analysis's beats file, beside `analyses/<id>/signal.i16`. */
export function beatsKeyOf(analysisId: string): string {
  return `analyses/${analysisId}/beats.bin`;
}

/** Layout of a beats file with `count` beats over `minutes` minutes. */
export function beatsLayout(count: number, minutes: number) {
  const indexOffset = BEATS_HEADER_BYTES;
  const samplesOffset = indexOffset + 4 * (minutes + 1);
  const classesOffset = samplesOffset + 4 * count;
  return { indexOffset, samplesOffset, classesOffset, bytes: classesOffset + count };
}

/** The file's bytes for beats at `samples` (ascending) with their `classes`. */
export function encodeBeats(
  samples: ArrayLike<number>,
  classes: ArrayLike<number>,
  samplingRate: number,
  totalSamples: number,
): Buffer {
  const count = samples.length;
  const perMinute = samplingRate * 60;
  const minutes = Math.max(1, Math.ceil(totalSamples / perMinute));
  const layout = beatsLayout(count, minutes);
  const out = Buffer.alloc(layout.bytes);
  out.write(BEATS_MAGIC, 0, 'latin1');
  out.writeUInt32LE(count, 4);
  out.writeUInt32LE(minutes, 8);
  let beat = 0;
  for (let m = 0; m <= minutes; m++) {
    while (beat < count && Math.round(samples[beat]!) < m * perMinute) beat++;
    out.writeUInt32LE(m === minutes ? count : beat, layout.indexOffset + 4 * m);
  }
  for (let i = 0; i < count; i++) {
    out.writeInt32LE(Math.round(samples[i]!), layout.samplesOffset + 4 * i);
    out.writeUInt8(classes[i] ?? 4, layout.classesOffset + i);
  }
  return out;
}

/** Reads `length` bytes at `offset` of the stored file (a blob store's ranged read). */
export type ReadRange = (offset: number, length: number) => Promise<Buffer>;

/** The beats in minutes [fromMinute, toMinute) of a stored beats file, with four ranged reads. */
export async function readBeatsOfMinutes(
  read: ReadRange,
  fromMinute: number,
  toMinute: number,
): Promise<{ samples: Int32Array; classes: Uint8Array }> {
  const header = await read(0, BEATS_HEADER_BYTES);
  if (header.length < BEATS_HEADER_BYTES || header.toString('latin1', 0, 4) !== BEATS_MAGIC)
    throw new Error('not a beats file');
  const count = header.readUInt32LE(4);
  const minutes = header.readUInt32LE(8);
  const layout = beatsLayout(count, minutes);
  const from = Math.max(0, Math.min(minutes, fromMinute));
  const to = Math.max(from, Math.min(minutes, toMinute));
  const index = await read(layout.indexOffset + 4 * from, 4 * (to - from + 1));
  const first = index.readUInt32LE(0);
  const n = index.readUInt32LE(4 * (to - from)) - first;
  const [sampleBytes, classBytes] = await Promise.all([
    read(layout.samplesOffset + 4 * first, 4 * n),
    read(layout.classesOffset + first, n),
  ]);
  const samples = new Int32Array(n);
  for (let i = 0; i < n; i++) samples[i] = sampleBytes.readInt32LE(4 * i);
  return { samples, classes: new Uint8Array(classBytes.subarray(0, n)) };
}
