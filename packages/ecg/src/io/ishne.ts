import { EcgFormatError } from './errors.ts';
import { ByteReader, type ByteSource } from './source.ts';
import { readIshneHeader, type IshneDate, type IshneHeader } from './ishne-header.ts';
import type { EcgRecording, FilePatient, OpenOptions } from './recording.ts';

export type { IshneHeader } from './ishne-header.ts';

/**
 * Streaming ISHNE 1.0 Holter reader (layout in ishne-header.ts, Badilini 1998): header checks
 * (magic, CRC-CCITT, geometry, dates), then the interleaved little-endian int16 ECG, one lead
 * handed out in millivolts (resolution nV per unit x 1e-6).
 */
const F = 'ISHNE';
/** Frames (one sample of every lead) per yielded chunk: ~64k samples per await. */
const FRAMES_PER_CHUNK = 65_536;

function isoDate(d: IshneDate): string | null {
  if (!d) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.year}-${p(d.month)}-${p(d.day)}`;
}

/** The patient fields as every reader reports them (name null when the file leaves it blank). */
export function ishnePatient(h: IshneHeader): FilePatient {
  const name = `${h.firstName} ${h.lastName}`.replace(/\s+/g, ' ').trim();
  return {
    name: name || null,
    id: h.id || null,
    sex: h.sex === 1 ? 'male' : h.sex === 2 ? 'female' : null,
    birthDate: isoDate(h.birthDate),
  };
}

/** Record date + start time as local wall-clock; undefined when the file does not say. */
function startOf(h: IshneHeader): Date | undefined {
  // A date without a time of day cannot place the night: both or nothing.
  const t = h.startTime;
  if (!h.recordDate || !t) return undefined;
  return new Date(
    h.recordDate.year,
    h.recordDate.month - 1,
    h.recordDate.day,
    t.hour,
    t.minute,
    t.second,
  );
}

/**
 * The ECG block must hold Sample_Size_ECG samples per lead, as the standard defines it. Some
 * writers store the total over all leads there; that reading is not accepted, because a file
 * cut at exactly 1/nLeads of its data would then pass as a shorter recording.
 */
function checkLength(h: IshneHeader, frames: number, at: number): void {
  if (frames === h.samplesPerLead) return;
  throw new EcgFormatError(
    F,
    `file truncated: the header (byte 14) says ${h.samplesPerLead} samples per lead but the ECG ends after ${frames} at byte ${at}`,
    `byte ${at}`,
  );
}

export async function openIshne(
  source: ByteSource,
  opts: OpenOptions = {},
): Promise<EcgRecording & { header: IshneHeader }> {
  const r = new ByteReader(source, F);
  let header: IshneHeader;
  try {
    header = await readIshneHeader(r);
  } catch (error) {
    await r.close();
    throw error;
  }
  const channel = opts.channel ?? 0;
  if (!Number.isInteger(channel) || channel < 0 || channel >= header.nLeads) {
    await r.close();
    throw new EcgFormatError(
      F,
      `channel ${channel} does not exist; the file has ${header.nLeads} lead(s)`,
    );
  }
  const h = header;
  const frameBytes = 2 * h.nLeads;
  const gain = h.resolutionNv[channel]! * 1e-6;
  let consumed = false;
  return {
    format: 'ishne',
    header: h,
    samplingRate: h.samplingRate,
    channel,
    channelNames: h.leadSpec.map((code, i) => `lead ${i + 1} (ISHNE code ${code})`),
    declaredSamples: h.samplesPerLead,
    startTime: startOf(h),
    patient: ishnePatient(h),
    annotations: [],
    async *samples() {
      if (consumed) throw new Error('ISHNE: samples() can only be iterated once per open');
      consumed = true;
      const out = new Float32Array(FRAMES_PER_CHUNK);
      const scratch = new Uint8Array(FRAMES_PER_CHUNK * frameBytes);
      let frames = 0;
      try {
        while (frames < h.samplesPerLead) {
          const want = Math.min(FRAMES_PER_CHUNK, h.samplesPerLead - frames);
          const bytes = await r.readAtMost(want * frameBytes, scratch);
          const got = Math.floor(bytes.length / frameBytes);
          const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          for (let k = 0; k < got; k++)
            out[k] = dv.getInt16(k * frameBytes + 2 * channel, true) * gain;
          frames += got;
          if (got > 0) yield out.subarray(0, got);
          if (bytes.length < want * frameBytes) {
            if (bytes.length % frameBytes !== 0)
              throw new EcgFormatError(
                F,
                `file truncated: the last sample frame is incomplete (${bytes.length % frameBytes} of ${frameBytes} bytes at byte ${r.offset - (bytes.length % frameBytes)})`,
                `byte ${r.offset}`,
              );
            break;
          }
        }
        checkLength(h, frames, r.offset);
        if (!(await r.atEnd()))
          throw new EcgFormatError(
            F,
            `header/data mismatch: the header (byte 14) says ${h.samplesPerLead} samples per lead but more data follows at byte ${r.offset}`,
            `byte ${r.offset}`,
          );
      } finally {
        await r.close();
      }
    },
  };
}
