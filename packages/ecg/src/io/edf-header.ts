import { EcgFormatError } from './errors.ts';
import type { ByteReader } from './source.ts';

/**
 * EDF (Kemp et al. 1992) and EDF+ (Kemp & Olivan 2003) header parsing. Layout
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
