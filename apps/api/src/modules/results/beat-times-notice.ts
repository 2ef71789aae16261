import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';

/**
 * The one sentence every document of a beat-time recording carries (results and cardiac report
 * PDFs, FHIR note, the refused strip): what the findings come from and what cannot be shown.
 * The web says the same through its `beatTimes.*` i18n keys.
 */
export const BEAT_TIMES_NOTICE =
  'Findings from beat times only (no ECG): the recorder supplied the times of the heartbeats, not the ECG. Rhythm findings, heart rate and heart rate variability come from the beat-to-beat intervals; there are no ECG strips, beat shapes or full disclosure.';

/** The notice for a recording of this format, else null (an ECG recording). */
export function beatTimesNotice(format: string | null | undefined): string | null {
  return isBeatTimesFormat(format) ? BEAT_TIMES_NOTICE : null;
}
