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
  if (group.some((x) => x.s.format !== sig.format))
    throw new EcgFormatError(F, `signals in "${sig.file}" mix formats`);
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
      let filled = 0;
      let n = 0; // samples of this channel so far
      let sum = 0; // 16-bit checksum per signal(5)
      let k = 0; // index in the interleaved value stream
      const want = header.nSamples;
      let extraAt = -1;
      const emit = (raw: number): void => {
        if (want !== undefined && n >= want) return; // 212 padding value past the declared end
        if (n === 0 && sig.initialValue !== undefined && raw !== sig.initialValue) {
          throw new EcgFormatError(
            F,
            `header/data mismatch: first sample of signal ${channel} is ${raw} but the header says ${sig.initialValue} (${sig.file}, byte 0)`,
            'byte 0',
          );
        }
        sum = (sum + raw) & 0xffff;
        out[filled++] = (raw - sig.baseline) * scale;
        n++;
      };
      try {
        const bytesPerBlock = sig.format === 212 ? 3 : 2;
        // 49152 bytes is a multiple of both block sizes, so only the file's last chunk can be unaligned.
        for (;;) {
          const chunkStart = r.offset;
          const chunk = await r.readAtMost(49152);
          if (chunk.length === 0) break;
          const usable = chunk.length - (chunk.length % bytesPerBlock);
          for (let b = 0; b < usable; b += bytesPerBlock) {
            if (want !== undefined && k >= want * frame) {
              extraAt = chunkStart + b;
              break;
            }
            if (sig.format === 16) {
              if (k % frame === pos) {
                const v = ((chunk[b]! | (chunk[b + 1]! << 8)) << 16) >> 16;
                if (v === -32768)
                  throw new EcgFormatError(
                    F,
                    `sample ${n} of signal ${channel} is the invalid-sample marker -32768 (${sig.file}, byte ${chunkStart + b})`,
                    `byte ${chunkStart + b}`,
                  );
                emit(v);
              }
              k++;
            } else {
              const b0 = chunk[b]!,
                b1 = chunk[b + 1]!,
                b2 = chunk[b + 2]!;
              if (k % frame === pos) emit(((b0 | ((b1 & 0x0f) << 8)) << 20) >> 20);
              k++;
              if (k % frame === pos) emit(((b2 | ((b1 & 0xf0) << 4)) << 20) >> 20);
              k++;
            }
            if (filled >= out.length - 2) {
              yield out.subarray(0, filled);
              filled = 0;
            }
          }
          if (extraAt >= 0) break;
          if (usable < chunk.length) {
            if (want === undefined || n < want) {
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
        if (filled > 0) yield out.subarray(0, filled);
        if (want !== undefined && n < want) {
          throw new EcgFormatError(
            F,
            `signal file "${sig.file}" truncated: header says ${want} samples, data holds ${n} (ended at byte ${r.offset})`,
            `byte ${r.offset}`,
          );
        }
        if (want !== undefined && sig.checksum !== undefined && (sig.checksum & 0xffff) !== sum) {
          throw new EcgFormatError(
            F,
            `header/data mismatch: checksum of signal ${channel} is ${(sum << 16) >> 16}, header says ${sig.checksum}`,
          );
        }
      } finally {
        await r.close();
      }
    },
  };
}

function unitScale(units: string): number {
  const u = units.toLowerCase();
  if (u === 'uv' || u === 'µv') return 1e-3;
  if (u === 'v') return 1e3;
  return 1;
}
