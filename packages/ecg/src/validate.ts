import { openRecording } from './io/open.ts';
import type { ByteSource } from './io/source.ts';
import type { EcgFormat } from './io/open.ts';
import { localIso } from './holter/clock.ts';
import type { FileAnnotation, FilePatient } from './io/recording.ts';

export interface RecordingInfo {
  format: EcgFormat;
  samplingRate: number;
  channel: number;
  channelNames: string[];
  samples: number;
  durationS: number;
  startTime: string | null;
  /** Who the file says it belongs to (ISHNE, EDF+), or null for formats without the fields. */
  patient: FilePatient | null;
  /** The file's own annotations (EDF+ TALs: event button, lead off, ...); [] for other formats. */
  annotations: FileAnnotation[];
  /** Annotations past the reader's cap, counted but not kept (0 for almost every file). */
  annotationsDropped: number;
}

/**
 * Check an upload before accepting it: one streaming pass through the whole
 * channel (so truncation, a lying header or a NaN anywhere is found), no
 * analysis. Resolves with the recording facts or rejects with EcgFormatError.
 */
export async function validateRecording(
  source: ByteSource,
  opts: { channel?: number; format?: EcgFormat } = {},
): Promise<RecordingInfo> {
  const rec = await openRecording(source, opts);
  let n = 0;
  for await (const c of rec.samples()) n += c.length;
  return {
    format: rec.format,
    samplingRate: rec.samplingRate,
    channel: rec.channel,
    channelNames: rec.channelNames,
    samples: n,
    durationS: n / rec.samplingRate,
    startTime: localIso(rec.startTime, 0),
    patient: rec.patient ?? null,
    // complete only now: the EDF+ reader collects them while samples() is consumed
    annotations: rec.annotations,
    annotationsDropped: rec.annotationsDropped ?? 0,
  };
}
