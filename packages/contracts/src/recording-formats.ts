/*
 * Recording kinds and formats, without zod: the web app imports these values (eslint allows
 * this file), the upload schema in recordings.ts uses them.
 */

/**
 * What a file holds: an ECG recording, or beat times only (a recorder or watch that exports
 * only its beats: a WFDB annotation file .qrs/.atr/.ann, or a CSV of beat times in seconds).
 * A CSV is either, so staff choose; an annotation file's extension says it without a choice.
 */
export const RECORDING_KINDS = ['ecg', 'beat-times'] as const;
export type RecordingKind = (typeof RECORDING_KINDS)[number];

/** Stored formats of beat-time files (recordings.format); every other format is an ECG. */
export const BEAT_TIME_FORMATS = ['beats-wfdb', 'beats-csv'] as const;

/** Whether a stored recording format is beat times only (no ECG: no strips, no beat shapes). */
export function isBeatTimesFormat(format: string | null | undefined): boolean {
  return (BEAT_TIME_FORMATS as readonly string[]).includes(format ?? '');
}
