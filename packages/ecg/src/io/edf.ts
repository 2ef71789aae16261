import { EcgFormatError, checkSamplingRate } from './errors.ts';
import { ByteReader, type ByteSource } from './source.ts';
import type { EcgRecording, FileAnnotation, OpenOptions } from './recording.ts';
import { parseTals } from './edf-annotations.ts';

/**
 * EDF (Kemp et al. 1992) and EDF+ (Kemp & Olivan 2003) reader. Header layout
 * (byte offsets) from the EDF specification, https://www.edfplus.info/specs/edf.html.
 */
export interface EdfSignalHeader {
  label: string;
  transducer: string;
  physicalDimension: string;
  physicalMin: number;
  physicalMax: number;
  digitalMin: number;
  digitalMax: number;
  prefilter: string;
  samplesPerRecord: number;
}

export interface EdfHeader {
  patient: string;
  recording: string;
  startTime: Date;
  headerBytes: number;
  reserved: string;
  dataRecords: number;
  recordDuration: number;
  signals: EdfSignalHeader[];
}

const F = 'EDF';
/** EDF samples are little-endian; typed-array views are only usable on little-endian hosts. */
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const dec = new TextDecoder('latin1');

function field(buf: Uint8Array, off: number, len: number): string {
  return dec.decode(buf.subarray(off, off + len)).trim();
}

function num(s: string, what: string, byte: number, opts: { int?: boolean } = {}): number {
  const v = s === '' ? NaN : Number(s);
  if (!Number.isFinite(v) || (opts.int === true && !Number.isInteger(v))) {
    throw new EcgFormatError(
      F,
      `${what} is "${s}" (byte ${byte}); expected ${opts.int === true ? 'an integer' : 'a number'}`,
      `byte ${byte}`,
    );
  }
  return v;
}

export async function readEdfHeader(r: ByteReader): Promise<EdfHeader> {
  const h = await r.readExact(256, 'the fixed header');
  const version = field(h, 0, 8);
  if (version !== '0')
    throw new EcgFormatError(F, `header: version is "${version}" (byte 0); expected "0"`, 'byte 0');
  const date = field(h, 168, 8);
  const time = field(h, 176, 8);
  const dm = /^(\d\d)\.(\d\d)\.(\d\d)$/.exec(date);
  const tm = /^(\d\d)\.(\d\d)\.(\d\d)$/.exec(time);
  if (!dm || !tm)
    throw new EcgFormatError(
      F,
      `header: start date/time "${date} ${time}" (byte 168); expected dd.mm.yy hh.mm.ss`,
      'byte 168',
    );
  // EDF spec: years 85-99 are 1985-1999, 00-84 are 2000-2084.
  const yy = Number(dm[3]);
  const startTime = new Date(
    yy >= 85 ? 1900 + yy : 2000 + yy,
    Number(dm[2]) - 1,
    Number(dm[1]),
    Number(tm[1]),
    Number(tm[2]),
    Number(tm[3]),
  );
  if (Number.isNaN(startTime.getTime()) || Number(dm[2]) > 12 || Number(tm[1]) > 23) {
    throw new EcgFormatError(
      F,
      `header: start date/time "${date} ${time}" (byte 168) is not a valid date`,
      'byte 168',
    );
  }
  const headerBytes = num(field(h, 184, 8), 'header: number of header bytes', 184, { int: true });
  const reserved = field(h, 192, 44);
  const dataRecords = num(field(h, 236, 8), 'header: number of data records', 236, { int: true });
  if (dataRecords < 1 && dataRecords !== -1) {
    throw new EcgFormatError(
      F,
      `header: number of data records is ${dataRecords} (byte 236); expected a positive integer`,
      'byte 236',
    );
  }
  const recordDuration = num(field(h, 244, 8), 'header: duration of a data record', 244);
  if (!(recordDuration > 0) || recordDuration > 3600) {
    throw new EcgFormatError(
      F,
      `header: duration of a data record is ${recordDuration} s (byte 244); expected 0 < d <= 3600`,
      'byte 244',
    );
  }
  const ns = num(field(h, 252, 4), 'header: number of signals', 252, { int: true });
  if (ns < 1 || ns > 512)
    throw new EcgFormatError(
      F,
      `header: number of signals is ${ns} (byte 252); expected 1-512`,
      'byte 252',
    );
  if (headerBytes !== 256 * (ns + 1)) {
    throw new EcgFormatError(
      F,
      `header: header size is ${headerBytes} bytes (byte 184) but ${ns} signals need ${256 * (ns + 1)}`,
      'byte 184',
    );
  }
  if (reserved.startsWith('EDF+D'))
    throw new EcgFormatError(
      F,
      'header: discontinuous EDF+D recordings are not supported (byte 192)',
      'byte 192',
    );
  const s = await r.readExact(256 * ns, 'the signal headers');
  const base = 256;
  const signals: EdfSignalHeader[] = [];
  // Column offsets per signal block, EDF spec: 16 label, 80 transducer, 8 dim, 8 pmin, 8 pmax, 8 dmin, 8 dmax, 80 prefilter, 8 nr, 32 reserved.
  for (let i = 0; i < ns; i++) {
    const label = field(s, 16 * i, 16);
    const transducer = field(s, 16 * ns + 80 * i, 80);
    const dim = field(s, 96 * ns + 8 * i, 8);
    const pmin = field(s, 104 * ns + 8 * i, 8);
    const pmax = field(s, 112 * ns + 8 * i, 8);
    const dmin = field(s, 120 * ns + 8 * i, 8);
    const dmax = field(s, 128 * ns + 8 * i, 8);
    const pre = field(s, 136 * ns + 80 * i, 80);
    const nr = field(s, 216 * ns + 8 * i, 8);
    const sig: EdfSignalHeader = {
      label,
      transducer,
      physicalDimension: dim,
      physicalMin: num(pmin, `signal ${i} physical minimum`, base + 104 * ns + 8 * i),
      physicalMax: num(pmax, `signal ${i} physical maximum`, base + 112 * ns + 8 * i),
      digitalMin: num(dmin, `signal ${i} digital minimum`, base + 120 * ns + 8 * i, { int: true }),
      digitalMax: num(dmax, `signal ${i} digital maximum`, base + 128 * ns + 8 * i, { int: true }),
      prefilter: pre,
      samplesPerRecord: num(nr, `signal ${i} samples per data record`, base + 216 * ns + 8 * i, {
        int: true,
      }),
    };
    const byte = base + 216 * ns + 8 * i;
    if (sig.samplesPerRecord < 1 || sig.samplesPerRecord > 1_000_000) {
      throw new EcgFormatError(
        F,
        `signal ${i} samples per data record is ${sig.samplesPerRecord} (byte ${byte}); expected 1-1000000`,
        `byte ${byte}`,
      );
    }
    if (sig.digitalMax <= sig.digitalMin || sig.digitalMin < -32768 || sig.digitalMax > 32767) {
      const b = base + 120 * ns + 8 * i;
      throw new EcgFormatError(
        F,
        `signal ${i} digital range ${sig.digitalMin}..${sig.digitalMax} (byte ${b}) is empty or outside 16 bits`,
        `byte ${b}`,
      );
    }
    if (sig.physicalMax === sig.physicalMin) {
      const b = base + 104 * ns + 8 * i;
      throw new EcgFormatError(
        F,
        `signal ${i} physical range is empty (${sig.physicalMin}) (byte ${b})`,
        `byte ${b}`,
      );
    }
    signals.push(sig);
  }
  return {
    patient: field(h, 8, 80),
    recording: field(h, 88, 80),
    startTime,
    headerBytes,
    reserved,
    dataRecords,
    recordDuration,
    signals,
  };
}

/** mV per physical unit, so readers always hand out millivolts. */
function unitScale(dim: string): number {
  const d = dim.toLowerCase();
  if (d === 'uv' || d === 'µv') return 1e-3;
  if (d === 'v') return 1e3;
  return 1; // mV, or unlabelled: assumed mV
}

export async function openEdf(
  source: ByteSource,
  opts: OpenOptions = {},
): Promise<EcgRecording & { header: EdfHeader }> {
  const r = new ByteReader(source, F);
  const header = await readEdfHeader(r);
  const ordinary = header.signals
    .map((s, i) => ({ s, i }))
    .filter((x) => x.s.label !== 'EDF Annotations');
  const channel = opts.channel ?? 0;
  const sel = ordinary[channel];
  if (!sel) {
    await r.close();
    throw new EcgFormatError(
      F,
      `channel ${channel} does not exist; the file has ${ordinary.length} ordinary signal(s)`,
    );
  }
  const samplingRate = sel.s.samplesPerRecord / header.recordDuration;
  checkSamplingRate(
    F,
    samplingRate,
    `signal ${sel.i}: ${sel.s.samplesPerRecord} samples per ${header.recordDuration} s record`,
  );
  const annIdx = header.signals.findIndex((s) => s.label === 'EDF Annotations');
  const recordBytes = header.signals.reduce((a, s) => a + 2 * s.samplesPerRecord, 0);
  let selOffset = 0;
  for (let i = 0; i < sel.i; i++) selOffset += 2 * header.signals[i]!.samplesPerRecord;
  let annOffset = 0;
  for (let i = 0; i < annIdx; i++) annOffset += 2 * header.signals[i]!.samplesPerRecord;
  const annotations: FileAnnotation[] = [];
  const sig = sel.s;
  const gain =
    ((sig.physicalMax - sig.physicalMin) / (sig.digitalMax - sig.digitalMin)) *
    unitScale(sig.physicalDimension);
  const offsetMv = sig.physicalMin * unitScale(sig.physicalDimension) - sig.digitalMin * gain;
  const n = sig.samplesPerRecord;
  // Batch several data records per yielded chunk so tiny (e.g. 1 s) records do not cost one await each.
  const recordsPerChunk = Math.max(1, Math.floor(65536 / n));
  let consumed = false;
  const rec: EcgRecording & { header: EdfHeader } = {
    format: 'edf',
    header,
    samplingRate,
    channel,
    channelNames: ordinary.map((x) => x.s.label),
    declaredSamples: header.dataRecords > 0 ? header.dataRecords * n : undefined,
    startTime: header.startTime,
    annotations,
    async *samples() {
      if (consumed) throw new Error('EDF: samples() can only be iterated once per open');
      consumed = true;
      const out = new Float32Array(n * recordsPerChunk);
      let k = 0;
      const known = header.dataRecords !== -1;
      try {
        for (;;) {
          // Read a batch of whole records per await: per-record awaits would dominate a 72 h file.
          const want = known ? Math.min(recordsPerChunk, header.dataRecords - k) : recordsPerChunk;
          if (want <= 0) break;
          const at = r.offset;
          const bytes = known
            ? await r.readExact(
                want * recordBytes,
                `data records ${k}-${k + want - 1} of ${header.dataRecords} (header says ${header.dataRecords} records of ${recordBytes} bytes)`,
              )
            : await r.readAtMost(want * recordBytes);
          if (bytes.length === 0) break;
          if (bytes.length % recordBytes !== 0) {
            throw new EcgFormatError(
              F,
              `file truncated: data record ${k + Math.floor(bytes.length / recordBytes)} is incomplete (${bytes.length % recordBytes} of ${recordBytes} bytes at byte ${at + bytes.length - (bytes.length % recordBytes)})`,
              `byte ${at}`,
            );
          }
          const got = bytes.length / recordBytes;
          let filled = 0;
          for (let q = 0; q < got; q++) {
            const base = q * recordBytes;
            const byteAt = bytes.byteOffset + base + selOffset;
            if (littleEndian && byteAt % 2 === 0) {
              // aligned: read the int16 samples through a typed view (several times faster than DataView)
              const v = new Int16Array(bytes.buffer, byteAt, n);
              for (let j = 0; j < n; j++) out[filled + j] = v[j]! * gain + offsetMv;
            } else {
              const dv = new DataView(bytes.buffer, byteAt, 2 * n);
              for (let j = 0; j < n; j++)
                out[filled + j] = dv.getInt16(2 * j, true) * gain + offsetMv;
            }
            filled += n;
            if (annIdx >= 0) {
              const len = 2 * header.signals[annIdx]!.samplesPerRecord;
              parseTals(
                bytes.subarray(base + annOffset, base + annOffset + len),
                samplingRate,
                annotations,
                at + base + annOffset,
              );
            }
          }
          k += got;
          yield out.subarray(0, filled);
        }
        if (header.dataRecords !== -1 && !(await r.atEnd())) {
          throw new EcgFormatError(
            F,
            `header/data mismatch: header says ${header.dataRecords} data records but more data follows at byte ${r.offset}`,
            `byte ${r.offset}`,
          );
        }
      } finally {
        await r.close();
      }
    },
  };
  return rec;
}
