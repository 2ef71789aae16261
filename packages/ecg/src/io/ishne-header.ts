import { EcgFormatError, checkSamplingRate } from './errors.ts';
import type { ByteReader } from './source.ts';

/**
 * ISHNE 1.0 Holter header. Layout from Badilini F. The ISHNE Holter Standard Output File
 * Format. Ann Noninvasive Electrocardiol 1998;3(3):263-266 (also at
 * thew-project.org/papers/Badilini.ISHNE.Holter.Standard.pdf): the magic number "ISHNE1.0"
 * (8 bytes), a CRC-CCITT checksum (2 bytes) over the fixed and variable header, the fixed
 * header (512 bytes from byte 10, all integers little-endian), the variable header, then the
 * ECG as interleaved int16 samples (sample 0 of every lead, then sample 1, ...).
 */
export const ISHNE_MAGIC = 'ISHNE1.0';
/** The ISHNE annotation file's magic: a beat file, not an ECG. */
export const ISHNE_ANN_MAGIC = 'ANN  1.0';
/** Magic (8) + checksum (2) + fixed header (512). */
export const ISHNE_PREAMBLE_BYTES = 522;
/** The standard's 12 lead slots (Lead_Spec, Lead_Qual, Resolution are short[12]). */
export const ISHNE_MAX_LEADS = 12;
/**
 * Largest variable-length header accepted: the standard leaves its size free (it holds text),
 * but a length in the megabytes is a corrupt field, and reading it would hold that much in
 * memory before the CRC could refuse it.
 */
export const ISHNE_MAX_VAR_BLOCK = 1 << 20;

/** Byte offsets in the file (fixed header starts at byte 10), from the published layout. */
export const ISHNE_AT = {
  magic: 0,
  crc: 8,
  varBlockSize: 10, // long
  samplesPerLead: 14, // long: Sample_Size_ECG
  varBlockOffset: 18, // long
  ecgOffset: 22, // long
  fileVersion: 26, // short
  firstName: 28, // char[40]
  lastName: 68, // char[40]
  id: 108, // char[20]
  sex: 128, // short: 0 unknown, 1 male, 2 female
  race: 130, // short
  birthDate: 132, // short[3] day, month, year
  recordDate: 138, // short[3] day, month, year
  fileDate: 144, // short[3] day, month, year
  startTime: 150, // short[3] hour, minute, second
  nLeads: 156, // short
  leadSpec: 158, // short[12]
  leadQuality: 182, // short[12]
  resolution: 206, // short[12], nV per unit
  pacemaker: 230, // short
  recorder: 232, // char[40]
  samplingRate: 272, // short, Hz
  proprietary: 274, // char[80]
  copyright: 354, // char[80]
  reserved: 434, // char[88]
} as const;

/** Day, month, year as the file stores them; null when the file marks it unknown. */
export type IshneDate = { day: number; month: number; year: number } | null;

export interface IshneHeader {
  checksum: number;
  varBlockSize: number;
  samplesPerLead: number;
  ecgOffset: number;
  fileVersion: number;
  firstName: string;
  lastName: string;
  id: string;
  sex: number;
  race: number;
  birthDate: IshneDate;
  recordDate: IshneDate;
  fileDate: IshneDate;
  startTime: { hour: number; minute: number; second: number } | null;
  nLeads: number;
  leadSpec: number[];
  leadQuality: number[];
  /** Amplitude resolution per lead, nanovolts per unit. */
  resolutionNv: number[];
  pacemaker: number;
  recorder: string;
  samplingRate: number;
  proprietary: string;
  copyright: string;
  varBlock: string;
}

const F = 'ISHNE';
const latin1 = new TextDecoder('latin1');

/** CRC-CCITT (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), as the standard asks. */
export function crcCcitt(bytes: Uint8Array, crc = 0xffff): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++) {
    c ^= bytes[i]! << 8;
    for (let b = 0; b < 8; b++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
  }
  return c;
}

function text(b: Uint8Array, at: number, len: number): string {
  const raw = b.subarray(at, at + len);
  const nul = raw.indexOf(0);
  // Control bytes (a C writer's garbage after the text) become spaces.
  const clean = Array.from(nul >= 0 ? raw.subarray(0, nul) : raw, (b) =>
    b < 0x20 || b === 0x7f ? 0x20 : b,
  );
  return latin1.decode(Uint8Array.from(clean)).trim();
}

function fail(message: string, byte: number): never {
  throw new EcgFormatError(F, `header: ${message} (byte ${byte})`, `byte ${byte}`);
}

/**
 * A day-month-year triple. All parts 0 or negative (the standard's -9) is "unknown"; anything
 * else must be a real calendar date, or the header is refused: a recorder that writes
 * 31/02 or month 13 cannot be trusted to date the recording.
 */
function readDate(dv: DataView, at: number, what: string): IshneDate {
  const day = dv.getInt16(at, true);
  const month = dv.getInt16(at + 2, true);
  const year = dv.getInt16(at + 4, true);
  if (day <= 0 && month <= 0 && year <= 0) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    year > 2200 ||
    d.getUTCFullYear() !== year ||
    d.getUTCMonth() !== month - 1 ||
    d.getUTCDate() !== day
  )
    fail(`${what} ${day}/${month}/${year} (day/month/year) is not a real date`, at);
  return { day, month, year };
}

function readTime(dv: DataView): IshneHeader['startTime'] {
  const at = ISHNE_AT.startTime;
  const [hour, minute, second] = [0, 2, 4].map((k) => dv.getInt16(at + k, true)) as [
    number,
    number,
    number,
  ];
  if (hour < 0 && minute < 0 && second < 0) return null;
  if (!(hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59))
    fail(`start time ${hour}:${minute}:${second} is not a time of day`, at);
  return { hour, minute, second };
}

function shorts(dv: DataView, at: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => dv.getInt16(at + 2 * i, true));
}

/** The geometry fields: leads, rate, resolution, block sizes and offsets, each checked. */
function readGeometry(dv: DataView, varBlockSize: number) {
  const nLeads = dv.getInt16(ISHNE_AT.nLeads, true);
  if (nLeads < 1 || nLeads > ISHNE_MAX_LEADS)
    fail(`number of leads is ${nLeads}; expected 1-${ISHNE_MAX_LEADS}`, ISHNE_AT.nLeads);
  const samplingRate = dv.getInt16(ISHNE_AT.samplingRate, true);
  checkSamplingRate(F, samplingRate, `byte ${ISHNE_AT.samplingRate}`);
  const resolutionNv = shorts(dv, ISHNE_AT.resolution, nLeads);
  resolutionNv.forEach((r, i) => {
    if (r <= 0)
      fail(
        `amplitude resolution of lead ${i} is ${r} nV; expected > 0`,
        ISHNE_AT.resolution + 2 * i,
      );
  });
  const varOffset = dv.getInt32(ISHNE_AT.varBlockOffset, true);
  if (varOffset !== ISHNE_PREAMBLE_BYTES)
    fail(
      `variable header offset is ${varOffset}; the standard puts it at ${ISHNE_PREAMBLE_BYTES}`,
      ISHNE_AT.varBlockOffset,
    );
  const ecgOffset = dv.getInt32(ISHNE_AT.ecgOffset, true);
  if (ecgOffset !== ISHNE_PREAMBLE_BYTES + varBlockSize)
    fail(
      `ECG offset is ${ecgOffset} but the header ends at ${ISHNE_PREAMBLE_BYTES + varBlockSize} (522 + variable header length ${varBlockSize})`,
      ISHNE_AT.ecgOffset,
    );
  const samplesPerLead = dv.getInt32(ISHNE_AT.samplesPerLead, true);
  if (samplesPerLead < 1)
    fail(`number of ECG samples is ${samplesPerLead}; expected > 0`, ISHNE_AT.samplesPerLead);
  return { nLeads, samplingRate, resolutionNv, varBlockSize, ecgOffset, samplesPerLead };
}

/** The patient and recording fields (names, dates, codes). */
function readIdentity(fixed: Uint8Array, dv: DataView) {
  const birthDate = readDate(dv, ISHNE_AT.birthDate, 'birth date');
  const recordDate = readDate(dv, ISHNE_AT.recordDate, 'record date');
  const fileDate = readDate(dv, ISHNE_AT.fileDate, 'file date');
  if (birthDate && recordDate) {
    const born = Date.UTC(birthDate.year, birthDate.month - 1, birthDate.day);
    const recorded = Date.UTC(recordDate.year, recordDate.month - 1, recordDate.day);
    if (born > recorded) fail('birth date is after the record date', ISHNE_AT.birthDate);
  }
  return {
    fileVersion: dv.getInt16(ISHNE_AT.fileVersion, true),
    firstName: text(fixed, ISHNE_AT.firstName, 40),
    lastName: text(fixed, ISHNE_AT.lastName, 40),
    id: text(fixed, ISHNE_AT.id, 20),
    sex: dv.getInt16(ISHNE_AT.sex, true),
    race: dv.getInt16(ISHNE_AT.race, true),
    birthDate,
    recordDate,
    fileDate,
    startTime: readTime(dv),
    pacemaker: dv.getInt16(ISHNE_AT.pacemaker, true),
    recorder: text(fixed, ISHNE_AT.recorder, 40),
    proprietary: text(fixed, ISHNE_AT.proprietary, 80),
    copyright: text(fixed, ISHNE_AT.copyright, 80),
  };
}

/**
 * Reads and checks magic, checksum and both headers, leaving `r` at the first ECG byte.
 * Refusals name the field and its byte offset.
 */
export async function readIshneHeader(r: ByteReader): Promise<IshneHeader> {
  const fixed = await r.readExact(ISHNE_PREAMBLE_BYTES, 'the fixed header (522 bytes)');
  const magic = latin1.decode(fixed.subarray(0, 8));
  if (magic === ISHNE_ANN_MAGIC)
    fail('this is an ISHNE annotation file ("ANN  1.0"), not an ECG; upload the ECG file', 0);
  if (magic !== ISHNE_MAGIC)
    fail(`magic number is "${magic.replace(/[^\x20-\x7e]/g, '?')}"; expected "${ISHNE_MAGIC}"`, 0);
  const dv = new DataView(fixed.buffer, fixed.byteOffset, fixed.byteLength);
  const checksum = dv.getUint16(ISHNE_AT.crc, true);
  const varBlockSize = dv.getInt32(ISHNE_AT.varBlockSize, true);
  if (varBlockSize < 0 || varBlockSize > ISHNE_MAX_VAR_BLOCK)
    fail(
      `variable header length is ${varBlockSize} bytes; expected 0-${ISHNE_MAX_VAR_BLOCK}`,
      ISHNE_AT.varBlockSize,
    );
  // Copied: the fixed header's bytes are only valid until the next read.
  const fixedCopy = fixed.slice();
  const varBlock = await r.readExact(
    varBlockSize,
    `the variable header (${varBlockSize} bytes from byte ${ISHNE_PREAMBLE_BYTES}, as the header at byte 10 says)`,
  );
  // The CRC first: a damaged header is reported as damaged, not as whichever field it broke.
  const crc = crcCcitt(varBlock, crcCcitt(fixedCopy.subarray(10)));
  if (crc !== checksum)
    fail(
      `checksum 0x${checksum.toString(16).padStart(4, '0')} does not match the header's CRC-CCITT 0x${crc.toString(16).padStart(4, '0')}: the header is damaged`,
      ISHNE_AT.crc,
    );
  const fdv = new DataView(fixedCopy.buffer);
  const geometry = readGeometry(fdv, varBlockSize);
  return {
    checksum,
    ...geometry,
    ...readIdentity(fixedCopy, fdv),
    leadSpec: shorts(fdv, ISHNE_AT.leadSpec, geometry.nLeads),
    leadQuality: shorts(fdv, ISHNE_AT.leadQuality, geometry.nLeads),
    varBlock: latin1.decode(varBlock),
  };
}
