import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EcgFormatError, checkSamplingRate } from './errors.ts';
import { ByteReader, type ByteSource } from './source.ts';
import type { EcgRecording, OpenOptions } from './recording.ts';

/**
 * WFDB (PhysioNet) header + signal reader, formats 212 and 16, after the
 * WFDB Programmer's Guide (Moody), "header(5)" and "signal(5)" man pages.
 */
export interface WfdbSignal {
  file: string;
  format: 16 | 212;
  gain: number;
  baseline: number;
  units: string;
  adcZero: number;
  initialValue: number | undefined;
  checksum: number | undefined;
  description: string;
}

export interface WfdbHeader {
  record: string;
  samplingRate: number;
  nSamples: number | undefined;
  startTime: Date | undefined;
  signals: WfdbSignal[];
}

const F = 'WFDB';
/** WFDB default gain when the header gives 0 or none (signal(5): "DEFGAIN", 200 adu/mV). */
const WFDB_DEFAULT_GAIN = 200;

export function parseWfdbHeader(text: string): WfdbHeader {
  const lines = text
    .split(/\r?\n/)
    .map((l, i) => ({ l: l.trim(), n: i + 1 }))
    .filter((x) => x.l !== '' && !x.l.startsWith('#'));
  const first = lines[0];
  if (!first) throw new EcgFormatError(F, 'header: empty (no record line)', 'line 1');
  const t = first.l.split(/\s+/);
  const record = (t[0] ?? '').split('/')[0] ?? '';
  const nsig = Number(t[1]);
  if (!Number.isInteger(nsig) || nsig < 1 || nsig > 256) {
    throw new EcgFormatError(
      F,
      `header line ${first.n}: number of signals is "${t[1]}"; expected an integer 1-256`,
      `line ${first.n}`,
    );
  }
  const fs = Number((t[2] ?? '250').split('/')[0]);
  checkSamplingRate(F, fs, `header line ${first.n}, field 3`);
  let nSamples: number | undefined;
  if (t[3] !== undefined) {
    nSamples = Number(t[3]);
    if (!Number.isInteger(nSamples) || nSamples < 0) {
      throw new EcgFormatError(
        F,
        `header line ${first.n}: number of samples is "${t[3]}"; expected a non-negative integer`,
        `line ${first.n}`,
      );
    }
    if (nSamples === 0) nSamples = undefined;
  }
  let startTime: Date | undefined;
  const tm = /^(\d{1,2}):(\d\d)(?::(\d\d(?:\.\d+)?))?$/.exec(t[4] ?? '');
  const dm = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(t[5] ?? '');
  if (tm && dm)
    startTime = new Date(
      Number(dm[3]),
      Number(dm[2]) - 1,
      Number(dm[1]),
      Number(tm[1]),
      Number(tm[2]),
      Number(tm[3] ?? 0),
    );
  const signals: WfdbSignal[] = [];
  for (let i = 0; i < nsig; i++) {
    const line = lines[1 + i];
    if (!line)
      throw new EcgFormatError(
        F,
        `header: ${nsig} signals declared but only ${i} signal lines follow`,
        `line ${first.n}`,
      );
    const f = line.l.split(/\s+/);
    const fmt = Number((f[1] ?? '').split(/[x:+]/)[0]);
    if (fmt !== 16 && fmt !== 212) {
      throw new EcgFormatError(
        F,
        `header line ${line.n}: signal format "${f[1]}" is not supported (only 212 and 16)`,
        `line ${line.n}`,
      );
    }
    if ((f[1] ?? '').includes('x') || (f[1] ?? '').includes('+')) {
      throw new EcgFormatError(
        F,
        `header line ${line.n}: multi-frequency or byte-offset signal "${f[1]}" is not supported`,
        `line ${line.n}`,
      );
    }
    const gm = /^([-+0-9.eE]+)(?:\(([-0-9]+)\))?(?:\/(\S+))?$/.exec(f[2] ?? '200');
    let gain = gm ? Number(gm[1]) : NaN;
    if (!Number.isFinite(gain))
      throw new EcgFormatError(
        F,
        `header line ${line.n}: gain "${f[2]}" is not a number`,
        `line ${line.n}`,
      );
    if (gain === 0) gain = WFDB_DEFAULT_GAIN;
    const adcZero = f[4] !== undefined ? Number(f[4]) : 0;
    const baseline = gm?.[2] !== undefined ? Number(gm[2]) : adcZero;
    const init = f[5] !== undefined ? Number(f[5]) : undefined;
    const checksum = f[6] !== undefined ? Number(f[6]) : undefined;
    if (![adcZero, baseline, init ?? 0, checksum ?? 0].every(Number.isInteger)) {
      throw new EcgFormatError(
        F,
        `header line ${line.n}: ADC zero, baseline, initial value and checksum must be integers`,
        `line ${line.n}`,
      );
    }
    signals.push({
      file: f[0] ?? '',
      format: fmt,
      gain,
      baseline,
      units: gm?.[3] ?? 'mV',
      adcZero,
      initialValue: init,
      checksum,
      description: f.slice(8).join(' '),
    });
  }
  return { record, samplingRate: fs, nSamples, startTime, signals };
}

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
      const s = source.signals[file];
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
