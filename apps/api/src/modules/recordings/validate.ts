import { openStoredRecording as openStored } from '@heartcheck/ecg/io/open-stored';
import type { EcgRecording, FilePatient } from '@heartcheck/ecg/io/recording';
import { validateRecording } from '@heartcheck/ecg/validate';
import type { RecorderEvents } from '@heartcheck/contracts/recorder-events';
import type { RecordingKind } from '@heartcheck/contracts/recording-formats';
import { readStoredBeatTimes } from '@heartcheck/ecg/io/stored-beat-times';
import { recorderEventsOf } from './recorder-events.ts';

/** An ECG format, or beat times only (beats-wfdb, beats-csv: beat-times-file.ts). */
export type RecordingFormat = 'edf' | 'wfdb' | 'csv' | 'ishne' | 'beats-wfdb' | 'beats-csv';

/** WFDB annotation files (MIT format): .qrs a detector's beats, .atr reference, .ann any. */
const BEAT_ANNOTATION_EXTENSIONS = new Set(['qrs', 'atr', 'ann']);

/**
 * The format of an upload: beat times when staff chose that kind (a CSV or text file is then
 * beat times in seconds) or when the extension is a WFDB annotation file's; else the ECG
 * format its extension implies.
 */
export function formatOfUpload(
  fileName: string,
  kind: RecordingKind | undefined,
): RecordingFormat | undefined {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (BEAT_ANNOTATION_EXTENSIONS.has(ext)) return 'beats-wfdb';
  if (kind !== 'beat-times') return formatOfFileName(fileName);
  return ext === 'csv' || ext === 'txt' ? 'beats-csv' : undefined;
}

/**
 * The format a file name implies: .edf/.rec EDF(+), .csv/.txt CSV, .dat WFDB signal file,
 * .ecg/.ishne ISHNE 1.0 (Holter software writes ISHNE files as .ecg; the reader checks the
 * "ISHNE1.0" magic, so another kind of .ecg file is refused with that message).
 */
export function formatOfFileName(fileName: string): RecordingFormat | undefined {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'edf' || ext === 'rec') return 'edf';
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'dat') return 'wfdb';
  if (ext === 'ecg' || ext === 'ishne') return 'ishne';
  return undefined;
}

/** Opens a stored recording file with the engine's readers (the engine's own opener). */
export const openStoredRecording: (
  filePath: string,
  format: 'edf' | 'wfdb' | 'csv' | 'ishne',
  wfdbHeader: string | null,
) => Promise<EcgRecording> = openStored;

export interface RecordingFacts {
  samplingRate: number;
  totalSamples: number;
  startTime: string | null;
  /** Who the file says it belongs to (ISHNE, EDF+); null when the format has no such fields. */
  patient: FilePatient | null;
  /** The events the recorder wrote (EDF+ annotations), bounded; null for other formats. */
  recorderEvents: RecorderEvents | null;
}

function localIso(date: Date | undefined): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}

/**
 * Reads the whole file once with the engine (every reader check runs: header, data length,
 * checksum), so a bad file is refused before anything changes. Throws the engine's
 * EcgFormatError, whose message is shown to the uploader as is.
 */
export async function validateRecordingFile(
  filePath: string,
  format: RecordingFormat,
  wfdbHeader: string | null,
  beatSamplingRate: number | null = null,
): Promise<RecordingFacts> {
  if (format === 'beats-wfdb' || format === 'beats-csv') {
    const beats = await readStoredBeatTimes(filePath, format, wfdbHeader, beatSamplingRate);
    return {
      samplingRate: beats.fs,
      totalSamples: Math.round(beats.samples[beats.samples.length - 1]!) + 1,
      startTime: localIso(beats.startTime ?? undefined),
      patient: null,
      recorderEvents: null,
    };
  }
  if (format !== 'wfdb') {
    const info = await validateRecording(filePath, { format });
    return {
      samplingRate: info.samplingRate,
      totalSamples: info.samples,
      startTime: info.startTime,
      patient: info.patient,
      recorderEvents:
        format === 'edf'
          ? recorderEventsOf(info.annotations, info.samplingRate, info.annotationsDropped)
          : null,
    };
  }
  const recording = await openStoredRecording(filePath, format, wfdbHeader);
  let total = 0;
  for await (const chunk of recording.samples()) total += chunk.length;
  return {
    samplingRate: recording.samplingRate,
    totalSamples: total,
    startTime: localIso(recording.startTime),
    patient: null,
    recorderEvents: null,
  };
}
