import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EcgFormatError } from './errors.ts';
import { parseWfdbHeader, type WfdbHeader } from './wfdb-header.ts';

export { parseWfdbHeader } from './wfdb-header.ts';
export type { WfdbHeader, WfdbSignal } from './wfdb-header.ts';

/** Streaming WFDB signal reader (format 212 / 16); header parsing in wfdb-header.ts. */
const F = 'WFDB';
import { ByteReader, type ByteSource } from './source.ts';
import type { EcgRecording, OpenOptions } from './recording.ts';

export interface WfdbSources {
  /** Header text or bytes. */
  header: string | Uint8Array;
  /** Signal file bytes by the file name written in the header. */
  signals: Record<string, ByteSource>;
}

/** Open a WFDB record from a `.hea` path (signal file beside it) or from in-memory sources. */
export async function openWfdb(
  source: string | WfdbSources,
  opts: OpenOptions = {},
): Promise<EcgRecording & { header: WfdbHeader }> {
  let headerText: string;
  let signalSource: (file: string) => ByteSource;
  if (typeof source === 'string') {
    headerText = await readFile(source, 'latin1');
    const dir = path.dirname(source);
    signalSource = (file) => path.join(dir, path.basename(file));
  } else {
    headerText =
      typeof source.header === 'string'
        ? source.header
        : new TextDecoder('latin1').decode(source.header);
    signalSource = (file) => {
      const s = Object.hasOwn(source.signals, file) ? source.signals[file] : undefined;
      if (s === undefined)
        throw new EcgFormatError(F, `signal file "${file}" named in the header was not provided`);
      return s;
    };
  }
  const header = parseWfdbHeader(headerText);
  const channel = opts.channel ?? 0;
  const sig = header.signals[channel];
  if (!sig)
    throw new EcgFormatError(
      F,
      `channel ${channel} does not exist; the header lists ${header.signals.length} signal(s)`,
    );
  const group = header.signals.map((s, i) => ({ s, i })).filter((x) => x.s.file === sig.file);
  if (group.some((x) => x.s.format !== sig.format || x.s.byteOffset !== sig.byteOffset))
    throw new EcgFormatError(F, `signals in "${sig.file}" mix formats or byte offsets`);
  const frame = group.length;
  const pos = group.findIndex((x) => x.i === channel);
  const scale = unitScale(sig.units) / sig.gain;
  let consumed = false;
  return {
    format: 'wfdb',
    header,
    samplingRate: header.samplingRate,
    channel,
    channelNames: header.signals.map((s) => s.description),
    declaredSamples: header.nSamples,
    startTime: header.startTime,
    annotations: [],
    async *samples() {
      if (consumed) throw new Error('WFDB: samples() can only be iterated once per open');
      consumed = true;
      const r = new ByteReader(signalSource(sig.file), F);
      const out = new Float32Array(65536);
      const st: DecodeState = { k: 0, n: 0, sum: 0, filled: 0 };
      const want = header.nSamples;
      const fail = (what: 'initial' | 'invalid', raw: number, at: number): never => {
        throw what === 'initial'
          ? new EcgFormatError(
              F,
              `header/data mismatch: first sample of signal ${channel} is ${raw} but the header says ${sig.initialValue} (${sig.file}, byte 0)`,
              'byte 0',
            )
          : new EcgFormatError(
              F,
              `sample ${st.n} of signal ${channel} is the invalid-sample marker -32768 (${sig.file}, byte ${at})`,
              `byte ${at}`,
            );
      };
      const dec: DecodeParams = {
        format: sig.format,
        frame,
        pos,
        want: want ?? Infinity,
        baseline: sig.baseline,
        scale,
        initial: sig.initialValue,
        fail,
      };
      let extraAt = -1;
      try {
        if (sig.byteOffset > 0)
          await r.readExact(sig.byteOffset, `the ${sig.byteOffset}-byte prelude`);
        const bytesPerBlock = sig.format === 212 ? 3 : 2;
        // 49152 bytes is a multiple of both block sizes, so only the file's last chunk can be unaligned.
        for (;;) {
          const chunkStart = r.offset;
          const chunk = await r.readAtMost(49152);
          if (chunk.length === 0) break;
          const usable = chunk.length - (chunk.length % bytesPerBlock);
          for (let b = 0; b < usable;) {
            b = decodeBlocks(dec, chunk, b, usable, chunkStart, out, st);
            if (b < 0) {
              extraAt = chunkStart - b - 1;
              break;
            }
            if (st.filled >= out.length - 2) {
              yield out.subarray(0, st.filled);
              st.filled = 0;
            }
          }
          if (extraAt >= 0) break;
          if (usable < chunk.length) {
            if (want === undefined || st.n < want) {
              throw new EcgFormatError(
                F,
                `signal file "${sig.file}" ends in the middle of a sample frame (byte ${chunkStart + usable})`,
                `byte ${chunkStart + usable}`,
              );
            }
            extraAt = chunkStart + usable;
            break;
          }
        }
        if (extraAt >= 0) {
          throw new EcgFormatError(
            F,
            `header/data mismatch: "${sig.file}" holds more than the ${want} samples the header declares (byte ${extraAt})`,
            `byte ${extraAt}`,
          );
        }
        if (st.filled > 0) yield out.subarray(0, st.filled);
        if (want !== undefined && st.n < want) {
          throw new EcgFormatError(
            F,
            `signal file "${sig.file}" truncated: header says ${want} samples, data holds ${st.n} (ended at byte ${r.offset})`,
            `byte ${r.offset}`,
          );
        }
        if (
          want !== undefined &&
          sig.checksum !== undefined &&
          (sig.checksum & 0xffff) !== st.sum
        ) {
          throw new EcgFormatError(
            F,
            `header/data mismatch: checksum of signal ${channel} is ${(st.sum << 16) >> 16}, header says ${sig.checksum}`,
          );
        }
      } finally {
        await r.close();
      }
    },
  };
}

interface DecodeState {
  /** Index in the interleaved value stream. */
  k: number;
  /** Samples of the channel so far. */
  n: number;
  /** 16-bit checksum per signal(5). */
  sum: number;
  filled: number;
}

interface DecodeParams {
  format: 16 | 212;
  frame: number;
  pos: number;
  want: number;
  baseline: number;
  scale: number;
  initial: number | undefined;
  fail: (what: 'initial' | 'invalid', raw: number, at: number) => never;
}

/**
 * Decode blocks of `chunk` from byte `b` until `usable` or until `out` is nearly full. State
 * lives in locals inside the loop (a generator's captured variables are slow to update per
 * sample). Returns the next byte, or -(b + 1) when block b lies past the declared length.
 */
function decodeBlocks(
  p: DecodeParams,
  chunk: Uint8Array,
  b: number,
  usable: number,
  chunkStart: number,
  out: Float32Array,
  st: DecodeState,
): number {
  let { k, n, sum, filled } = st;
  const { frame, pos, want, baseline, scale } = p;
  const limitK = want * frame;
  const room = out.length - 2;
  let phase = k % frame;
  let ret = usable;
  // Sample handling is written out in each loop, not in a helper closure: a closure that
  // updates these counters would move them from registers into a heap context (~3x slower).
  if (n === 0 && p.initial !== undefined) checkInitial(p, chunk, b, usable, k);
  if (p.format === 16) {
    for (; b < usable; b += 2) {
      if (filled >= room) {
        ret = b;
        break;
      }
      if (k >= limitK) {
        ret = -(chunkStart + b) - 1;
        break;
      }
      if (phase === pos) {
        const v = ((chunk[b]! | (chunk[b + 1]! << 8)) << 16) >> 16;
        if (v === -32768) {
          st.n = n;
          p.fail('invalid', v, chunkStart + b);
        }
        if (n < want) {
          sum = (sum + v) & 0xffff;
          out[filled++] = (v - baseline) * scale;
          n++;
        }
      }
      k++;
      if (++phase === frame) phase = 0;
    }
  } else if (frame === 2 && (k & 1) === 0) {
    // two-signal 212 records (MIT-BIH): each 3-byte group holds one value of each signal
    const high = pos === 1;
    for (; b < usable; b += 3) {
      if (filled >= room) {
        ret = b;
        break;
      }
      if (k >= limitK) {
        ret = -(chunkStart + b) - 1;
        break;
      }
      k += 2;
      if (n >= want) continue; // a padding value past the declared end
      const b1 = chunk[b + 1]!;
      const raw = high
        ? ((chunk[b + 2]! | ((b1 & 0xf0) << 4)) << 20) >> 20
        : ((chunk[b]! | ((b1 & 0x0f) << 8)) << 20) >> 20;
      sum = (sum + raw) & 0xffff;
      out[filled++] = (raw - baseline) * scale;
      n++;
    }
  } else {
    for (; b < usable; b += 3) {
      if (filled >= room) {
        ret = b;
        break;
      }
      if (k >= limitK) {
        ret = -(chunkStart + b) - 1;
        break;
      }
      const b1 = chunk[b + 1]!;
      // n < want: a 212 padding value past the declared end is not a sample
      if (phase === pos && n < want) {
        const raw = ((chunk[b]! | ((b1 & 0x0f) << 8)) << 20) >> 20;
        sum = (sum + raw) & 0xffff;
        out[filled++] = (raw - baseline) * scale;
        n++;
      }
      k++;
      if (++phase === frame) phase = 0;
      if (phase === pos && n < want) {
        const raw = ((chunk[b + 2]! | ((b1 & 0xf0) << 4)) << 20) >> 20;
        sum = (sum + raw) & 0xffff;
        out[filled++] = (raw - baseline) * scale;
        n++;
      }
      k++;
      if (++phase === frame) phase = 0;
    }
  }
  st.k = k;
  st.n = n;
  st.sum = sum;
  st.filled = filled;
  return ret;
}

/**
 * The header's initial value (signal field 6) against the channel's first sample, when the
 * decode starts at value k of the stream at byte b.
 */
function checkInitial(
  p: DecodeParams,
  chunk: Uint8Array,
  b: number,
  usable: number,
  k: number,
): void {
  const phase = k % p.frame;
  const ahead = (p.pos - phase + p.frame) % p.frame; // values before the channel's first
  let raw: number;
  if (p.format === 16) {
    const at = b + 2 * ahead;
    if (at + 1 >= usable) return;
    raw = ((chunk[at]! | (chunk[at + 1]! << 8)) << 16) >> 16;
  } else {
    const at = b + 3 * (ahead >> 1);
    if (at + 2 >= usable) return;
    const b1 = chunk[at + 1]!;
    raw =
      (ahead & 1) === 0
        ? ((chunk[at]! | ((b1 & 0x0f) << 8)) << 20) >> 20
        : ((chunk[at + 2]! | ((b1 & 0xf0) << 4)) << 20) >> 20;
  }
  if (raw !== p.initial) p.fail('initial', raw, 0);
}

function unitScale(units: string): number {
  const u = units.toLowerCase();
  if (u === 'uv' || u === 'µv') return 1e-3;
  if (u === 'v') return 1e3;
  return 1;
}
