import {
  crcCcitt,
  ISHNE_AT,
  ISHNE_MAGIC,
  ISHNE_MAX_LEADS,
  ISHNE_PREAMBLE_BYTES,
} from './ishne-header.ts';

/**
 * ISHNE 1.0 writer, built from the published layout (Badilini 1998, offsets in ishne-header.ts)
 * for tests and for tools that convert a recording to the exchange format. In memory: the
 * files it is used for are test-sized; a 72 h file would be written by streaming the frames.
 */
export interface IshneWriteOptions {
  samplingRate: number;
  /** One Float32Array of millivolts per lead, all the same length. */
  leads: Float32Array[];
  /** nV per unit per lead (default 2500 nV = 2.5 uV, a common Holter resolution). */
  resolutionNv?: number[];
  firstName?: string;
  lastName?: string;
  id?: string;
  /** 0 unknown, 1 male, 2 female. */
  sex?: number;
  race?: number;
  /** [day, month, year]; omitted = unknown (-9). */
  birthDate?: [number, number, number];
  recordDate?: [number, number, number];
  fileDate?: [number, number, number];
  /** [hour, minute, second]; omitted = unknown (-9). */
  startTime?: [number, number, number];
  leadSpec?: number[];
  leadQuality?: number[];
  pacemaker?: number;
  recorder?: string;
  proprietary?: string;
  copyright?: string;
  /** Free text of the variable-length header. */
  varBlock?: string;
  /** Test hooks: write these raw values in place of the computed ones. */
  raw?: { samplesPerLead?: number; ecgOffset?: number; crc?: number };
}

/** The standard's "unknown" marker for numeric fields. */
const UNKNOWN = -9;

function putText(b: Uint8Array, at: number, len: number, s: string | undefined): void {
  b.set(new TextEncoder().encode(s ?? '').subarray(0, len), at);
}

function putShorts(dv: DataView, at: number, values: readonly number[]): void {
  values.forEach((v, i) => dv.setInt16(at + 2 * i, v, true));
}

function slots(values: number[] | undefined, n: number, fill: number): number[] {
  return Array.from({ length: ISHNE_MAX_LEADS }, (_, i) =>
    i < n ? (values?.[i] ?? fill) : UNKNOWN,
  );
}

function headerBytes(o: IshneWriteOptions, resolution: number[], varBlock: Uint8Array): Uint8Array {
  const n = o.leads.length;
  const head = new Uint8Array(ISHNE_PREAMBLE_BYTES + varBlock.length);
  const dv = new DataView(head.buffer);
  putText(head, ISHNE_AT.magic, 8, ISHNE_MAGIC);
  dv.setInt32(ISHNE_AT.varBlockSize, varBlock.length, true);
  dv.setInt32(ISHNE_AT.samplesPerLead, o.raw?.samplesPerLead ?? o.leads[0]?.length ?? 0, true);
  dv.setInt32(ISHNE_AT.varBlockOffset, ISHNE_PREAMBLE_BYTES, true);
  dv.setInt32(ISHNE_AT.ecgOffset, o.raw?.ecgOffset ?? head.length, true);
  dv.setInt16(ISHNE_AT.fileVersion, 1, true);
  putText(head, ISHNE_AT.firstName, 40, o.firstName);
  putText(head, ISHNE_AT.lastName, 40, o.lastName);
  putText(head, ISHNE_AT.id, 20, o.id);
  dv.setInt16(ISHNE_AT.sex, o.sex ?? 0, true);
  dv.setInt16(ISHNE_AT.race, o.race ?? 0, true);
  const unknown3 = [UNKNOWN, UNKNOWN, UNKNOWN];
  putShorts(dv, ISHNE_AT.birthDate, o.birthDate ?? unknown3);
  putShorts(dv, ISHNE_AT.recordDate, o.recordDate ?? unknown3);
  putShorts(dv, ISHNE_AT.fileDate, o.fileDate ?? unknown3);
  putShorts(dv, ISHNE_AT.startTime, o.startTime ?? unknown3);
  dv.setInt16(ISHNE_AT.nLeads, n, true);
  putShorts(dv, ISHNE_AT.leadSpec, slots(o.leadSpec, n, 1));
  putShorts(dv, ISHNE_AT.leadQuality, slots(o.leadQuality, n, 0));
  putShorts(dv, ISHNE_AT.resolution, slots(resolution, n, 2500));
  dv.setInt16(ISHNE_AT.pacemaker, o.pacemaker ?? 0, true);
  putText(head, ISHNE_AT.recorder, 40, o.recorder ?? 'digital');
  dv.setInt16(ISHNE_AT.samplingRate, o.samplingRate, true);
  putText(head, ISHNE_AT.proprietary, 80, o.proprietary);
  putText(head, ISHNE_AT.copyright, 80, o.copyright);
  head.set(varBlock, ISHNE_PREAMBLE_BYTES);
  dv.setUint16(ISHNE_AT.crc, o.raw?.crc ?? crcCcitt(head.subarray(10)), true);
  return head;
}

/** The whole file: header, then the leads interleaved as int16 at their resolution (clipped). */
export function encodeIshne(o: IshneWriteOptions): Uint8Array {
  const n = o.leads.length;
  const frames = o.leads[0]?.length ?? 0;
  const resolution = Array.from({ length: n }, (_, i) => o.resolutionNv?.[i] ?? 2500);
  const head = headerBytes(o, resolution, new TextEncoder().encode(o.varBlock ?? ''));
  const out = new Uint8Array(head.length + 2 * n * frames);
  out.set(head);
  const dv = new DataView(out.buffer, head.length);
  for (let k = 0; k < frames; k++)
    for (let l = 0; l < n; l++) {
      const v = Math.round((o.leads[l]![k]! * 1e6) / resolution[l]!);
      dv.setInt16(2 * (k * n + l), Math.max(-32768, Math.min(32767, v)), true);
    }
  return out;
}
