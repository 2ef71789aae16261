/** A time-stamped event read from a file (EDF+ TAL, WFDB annotation). */
export interface FileAnnotation {
  /** Sample index at the recording's sampling rate. */
  sample: number;
  /** Label: EDF+ annotation text, or the WFDB mnemonic (N, V, +, ...). */
  label: string;
  /** WFDB numeric code, EDF+ has none. */
  code?: number;
  /** Auxiliary text (WFDB rhythm changes such as "(AFIB"). */
  aux?: string;
  durationS?: number;
}

/**
 * Who the file says it belongs to (ISHNE fixed header, EDF+ patient subfields), compared with
 * the order at intake. A field the file leaves blank or marks unknown ("X" in EDF+) is null.
 */
export interface FilePatient {
  /** The name as written, given name(s) first where the format separates them. */
  name: string | null;
  /** The hospital/patient code the recorder was set up with. */
  id: string | null;
  sex: 'male' | 'female' | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
}

/**
 * An opened recording: header facts plus a one-pass stream of one channel in
 * millivolts. Chunk arrays may be reused by the reader after the consumer's
 * next pull, so consumers copy what they keep.
 */
export interface EcgRecording {
  format: 'edf' | 'wfdb' | 'csv' | 'ishne';
  samplingRate: number;
  channel: number;
  channelNames: string[];
  /** Declared number of samples of the channel, when the header states it. */
  declaredSamples: number | undefined;
  /** Start of the recording as written in the file (no time zone: local wall-clock time). */
  startTime: Date | undefined;
  /** Patient fields written in the file (ISHNE, EDF+); undefined for formats without them. */
  patient?: FilePatient | undefined;
  /** Samples of the selected channel in mV, in order, in chunks. */
  samples(): AsyncIterable<Float32Array>;
  /** Annotations embedded in the file (EDF+), available after samples() has been consumed. */
  annotations: FileAnnotation[];
  /** Annotations past the reader's cap (MAX_FILE_ANNOTATIONS in io/edf.ts), counted, not kept. */
  annotationsDropped?: number;
}

export interface OpenOptions {
  channel?: number;
}
