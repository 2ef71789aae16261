import type { QualitySegment } from './quality/signal-quality.ts';

/**
 * Result shape of analyseRecording(). Everything is JSON-serialisable except
 * the typed arrays in `series` (use toJSONResult() from analyse.ts for a
 * plain-JSON copy). Sample indices are at `samplingRate` of the analysed
 * channel; times are local wall-clock "YYYY-MM-DDTHH:MM:SS" strings (EDF and
 * WFDB store local time without a zone), null when the file gave no start.
 * This is wellness information, not a diagnosis.
 */
export interface HrvIndices {
  /** Valid NN intervals used. */
  beats: number;
  /** Mean of 60000/NN (bpm). */
  meanHr: number | null;
  meanRr: number | null;
  sdnn: number | null;
  rmssd: number | null;
  pnn50: number | null;
  sd1: number | null;
  sd2: number | null;
  /** Baevsky's stress index (raw). */
  stressIndex: number | null;
  /** Its square root, as Kubios reports "Stress index". */
  stressIndexSqrt: number | null;
  pnsIndex: number | null;
  snsIndex: number | null;
  /** ms², mean of 5-min Lomb-Scargle spectra (Task Force 1996 bands). */
  lf: number | null;
  hf: number | null;
  lfHf: number | null;
  /** Breaths per minute from ECG-derived respiration (median of 5-min values). */
  respiratoryRate: number | null;
}

export interface PeriodIndices {
  label: string;
  startSample: number;
  endSample: number;
  startTime: string | null;
  indices: HrvIndices;
}

export interface HrAt {
  bpm: number;
  /** Start sample of the minute in which it occurred. */
  sample: number;
  time: string | null;
}

export interface EcgEvent {
  kind: 'pause' | 'bradycardia' | 'tachycardia' | 'irregular-rhythm' | 'premature-beat';
  startSample: number;
  endSample: number;
  startTime: string | null;
  durationS: number;
  /** Pause: RR (ms); brady/tachy: extreme minute HR (bpm); irregular rhythm: beats. */
  value: number;
}

export interface EventSummary {
  count: number;
  /** Events listed (capped at `listLimit`; `count` is the true total). */
  events: EcgEvent[];
}

export interface HolterSummary {
  recordingDurationS: number;
  analysableDurationS: number;
  totalBeats: number;
  minHr: HrAt | null;
  meanHr: number | null;
  maxHr: HrAt | null;
  pauses: EventSummary & {
    longestMs: number | null;
    longestSample: number | null;
    thresholdS: number;
  };
  bradycardia: EventSummary & { thresholdBpm: number };
  tachycardia: EventSummary & { thresholdBpm: number };
  prematureBeats: EventSummary & { perHour: number };
  irregularRhythm: EventSummary & { burdenPercent: number; method: string };
}

export interface AnalysisSeries {
  /** R-peak sample indices of all accepted beats (RR intervals use sub-sample positions). */
  beatSamples: Float64Array;
  /** RR interval ending at each beat (ms); NaN for the first beat and after excluded signal. */
  rrMs: Float64Array;
  /** Corrected NN intervals (ms), Lipponen & Tarvainen 2019; NaN where rr is. */
  nnMs: Float64Array;
  /** Beat class per interval: 0 normal, 1 ectopic, 2 missed, 3 extra, 4 long/short. */
  beatClass: Uint8Array;
  /** Mean HR per minute of recording (bpm), NaN where the minute was not analysable. */
  hrPerMinute: Float32Array;
}

export interface AnalysisResult {
  engine: { name: '@heartcheck/ecg'; version: string };
  format: string;
  channel: number;
  channelName: string;
  samplingRate: number;
  totalSamples: number;
  startTime: string | null;
  night: { startHour: number; endHour: number };
  summary: HolterSummary;
  indices: { whole: HrvIndices; day: HrvIndices; night: HrvIndices; hourly: PeriodIndices[] };
  correctedBeats: {
    total: number;
    ectopic: number;
    missed: number;
    extra: number;
    longShort: number;
  };
  quality: QualitySegment[];
  series: AnalysisSeries;
  warnings: string[];
}

export interface AnalyseOptions {
  channel?: number;
  /** Overrides the file's start date-time (local wall-clock). */
  startTime?: Date;
  format?: 'edf' | 'wfdb' | 'csv';
  /** Night window in local hours, default 0-6. */
  nightStartHour?: number;
  nightEndHour?: number;
  bradycardiaBpm?: number;
  tachycardiaBpm?: number;
  pauseS?: number;
  /** Max events listed per kind (counts stay exact). Default 500. */
  listLimit?: number;
  onProgress?: (p: { samples: number; totalSamples: number | undefined }) => void;
}
