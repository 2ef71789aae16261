/**
 * Every reader failure is an EcgFormatError so callers (the API upload
 * validator, the CLI) can tell a bad file from a bug and show the message as is.
 * `where` is a byte offset, a line number or a sample index, already spelled
 * out in the message; it is kept separately for programmatic use.
 */
export class EcgFormatError extends Error {
  readonly format: string;
  readonly where: string | undefined;
  constructor(format: string, message: string, where?: string) {
    super(`${format}: ${message}`);
    this.name = 'EcgFormatError';
    this.format = format;
    this.where = where;
  }
}

/**
 * Sampling rates outside this range are treated as a lying header. 1 Hz would
 * not capture any QRS; above 20 kHz no ambulatory recorder exists (IEC
 * 60601-2-47 Holter recorders sample at 125-1000 Hz; 10 kHz covers pacemaker
 * spike recorders with margin).
 */
export const MIN_SAMPLING_RATE = 25;
export const MAX_SAMPLING_RATE = 20_000;

export function checkSamplingRate(format: string, fs: number, where: string): void {
  if (!Number.isFinite(fs) || fs < MIN_SAMPLING_RATE || fs > MAX_SAMPLING_RATE) {
    throw new EcgFormatError(
      format,
      `sampling rate is ${fs} Hz (${where}); expected ${MIN_SAMPLING_RATE}-${MAX_SAMPLING_RATE} Hz`,
      where,
    );
  }
}

/**
 * The recording holds no analysable ECG (noise, lead off, flat line or saturation throughout).
 * It is an EcgFormatError so every caller that already treats those as permanent and shows the
 * message (the CLI exits 1, the API's analysis job fails with the message shown to staff and
 * the order is not marked ready) does so here too. `code` is 'unanalysable' for programs;
 * `unanalysable` lists the excluded stretches with their reasons.
 */
export class UnanalysableRecordingError extends EcgFormatError {
  readonly code = 'unanalysable';
  readonly durationS: number;
  readonly analysableS: number;
  readonly unanalysable: readonly {
    startSample: number;
    endSample: number;
    reasons?: readonly string[];
  }[];
  constructor(
    durationS: number,
    analysableS: number,
    stretches: UnanalysableRecordingError['unanalysable'],
  ) {
    const reasons = [...new Set(stretches.flatMap((s) => s.reasons ?? []))];
    super(
      'ecg',
      `no analysable ECG: ${analysableS.toFixed(1)} s of ${durationS.toFixed(1)} s could be analysed` +
        (reasons.length ? ` (signal ${reasons.join(', ')})` : ' (no heartbeats found)'),
    );
    this.name = 'UnanalysableRecordingError';
    this.durationS = durationS;
    this.analysableS = analysableS;
    this.unanalysable = stretches;
  }
}
