import type { WindowModel } from './quality/window-model.ts';
import type { VGateModel } from './quality/v-gate.ts';
import type { BeatGateModel } from './quality/beat-gate.ts';
import type { QualitySegment } from './quality/signal-quality.ts';
import type { QualityScannerFactory } from './quality/quality-scan.ts';
import type { RhythmEpisode } from './rhythm/episodes.ts';

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
  /**
   * Set when indices of this period are withheld (null) because they would mean nothing:
   * `reason` 'af' (AF over >= 20 % of beats), 'frequent-ectopy' (>= 20 % S, V or F beats),
   * 'noise' (>= 20 % of complexes Q because noise made them unrecognisable), 'bimodal-rhythm'
   * (>= 20 % of RR intervals jump > 20 %), 'pauses' (>= 1 % of intervals >= 2 s; see
   * hrv/withhold.ts) or 'insufficient-nn' (< 5 min of clean NN
   * intervals); `indices` names the nulled fields.
   */
  withheld?: { reason: WithheldReason; indices: (keyof HrvIndices)[] } | null;
}

export type WithheldReason =
  'af' | 'frequent-ectopy' | 'noise' | 'bimodal-rhythm' | 'pauses' | 'insufficient-nn';

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
  /** Premature beat: its AAMI class. */
  beatClass?: 'S' | 'V';
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
  /** S and V beats (beat classes); `value` = coupling RR (ms). */
  prematureBeats: EventSummary & { perHour: number };
  /** Atrial fibrillation episodes (>= 30 s); `value` = beats. */
  irregularRhythm: EventSummary & { burdenPercent: number; method: string };
  /** Beats per AAMI class. */
  beatClasses: { N: number; S: number; V: number; F: number; Q: number };
  ventricular: EctopySummary;
  supraventricular: EctopySummary;
  af: {
    episodes: number;
    /** AF time / analysable time (%). */
    burdenPercent: number;
    totalS: number;
    longest: EpisodeRef | null;
    fastest: EpisodeRef | null;
  };
  bigeminy: { episodes: number; longest: EpisodeRef | null };
  trigeminy: { episodes: number; longest: EpisodeRef | null };
  unanalysable: { episodes: number; totalS: number };
  /**
   * Set when the heart rate is withheld (min / mean / max HR null, no rate trend, no
   * bradycardia or tachycardia), so what passes is not trusted to be a heart's rate:
   * 'noise' - most of the recording has no recurring beat shape (quality/template-recurrence.ts);
   * 'little-signal' - less than 18.8 % of the time the recorder had a signal is analysable after
   * every quality check (holter/rate-withheld.ts RATE_EVIDENCE_SHARE).
   */
  heartRateWithheld?: RateWithheldReason;
}

/** Why the heart rate was withheld (HolterSummary.heartRateWithheld). */
export type RateWithheldReason = 'noise' | 'little-signal';

export interface EpisodeRef {
  startSample: number;
  endSample: number;
  startTime: string | null;
  durationS: number;
  beats: number;
  meanHr: number | null;
}

export interface EctopySummary {
  count: number;
  perHour: number;
  /** Share of all beats (%). */
  percent: number;
  couplets: number;
  /** Runs of >= 3 (V: non-sustained VT; S: SVT runs). */
  runs: number;
  longestRun: EpisodeRef | null;
  fastestRun: EpisodeRef | null;
}

export interface AnalysisSeries {
  /** R-peak sample indices of all accepted beats (RR intervals use sub-sample positions). */
  beatSamples: Float64Array;
  /** RR interval ending at each beat (ms); NaN for the first beat and after excluded signal. */
  rrMs: Float64Array;
  /**
   * NN intervals (ms): the RR interval ending at a normal (N) beat that follows a normal beat,
   * outside AF and unanalysable signal; NaN elsewhere. Nothing is interpolated or corrected.
   */
  nnMs: Float64Array;
  /** 0 where nnMs holds an NN interval, 1 otherwise (kept for consumers of the old field). */
  beatClass: Uint8Array;
  /** AAMI class per beat: 0 N, 1 S, 2 V, 3 F, 4 Q (see `AAMI_LABELS`). */
  aamiClass: Uint8Array;
  /** Mean HR per minute of recording (bpm), NaN where the minute was not analysable. */
  hrPerMinute: Float32Array;
  /**
   * What the review's template view and recomputation from corrected labels need
   * (review/beat-store.ts keeps them): sub-sample beat times for RR intervals (the largest
   * extremum's parabolic vertex; detect/qrs-detector.ts POLARITY_HOLD, off, would keep the
   * previous beat's polarity, which can sit on the S wave ~36 ms away), R amplitudes (mV), the
   * template-clustering cluster of each beat (classify/beat-classes.ts), the classifier's
   * probability of the class given, shape size over the normal beat's, the share of nearby
   * complexes matching a template, and the signal-quality windows (P of untrustworthy beats).
   */
  beatExact: Float64Array;
  beatAmplitude: Float64Array;
  beatCluster: Int32Array;
  beatProb: Float32Array;
  beatAmpRatio: Float32Array;
  beatMatchShare: Float32Array;
  windowQuality: { starts: Float64Array; ends: Float64Array; pBad: Float64Array };
}

export interface AnalysisResult {
  engine: { name: '@heartcheck/ecg'; version: string };
  /**
   * What the analysis was made from: absent or 'ecg' for an ECG recording; 'beat-times' for a
   * file of beat times only (rhythm/beat-times-result.ts: no strips, shapes or signal quality).
   */
  source?: 'ecg' | 'beat-times';
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
  rhythm: { episodes: RhythmEpisode[] };
  series: AnalysisSeries;
  warnings: string[];
}

export interface AnalyseOptions {
  channel?: number;
  /** Overrides the file's start date-time (local wall-clock). */
  startTime?: Date;
  format?: 'edf' | 'wfdb' | 'csv' | 'ishne';
  /** Night window in local hours, default 0-6. */
  nightStartHour?: number;
  nightEndHour?: number;
  bradycardiaBpm?: number;
  tachycardiaBpm?: number;
  pauseS?: number;
  /** Max events listed per kind (counts stay exact). Default 500. */
  listLimit?: number;
  onProgress?: (p: { samples: number; totalSamples: number | undefined }) => void;
  /**
   * Where the signal-quality scan runs (quality/quality-scan.ts). Default: in this thread, beside
   * the detector. The CLI runs a long recording's scan on a worker thread
   * (quality/worker-scanner.ts); the result is the same.
   */
  qualityScanner?: QualityScannerFactory;
  /** Window classifiers (VF, signal quality) to use instead of the shipped ones: benchmarks' cross-validation. */
  windowModel?: WindowModel;
  /** V-call quality gate to use instead of the shipped one (quality/v-gate.ts): benchmarks' cross-validation. */
  vGateModel?: VGateModel;
  /** Detection-confidence gate to use instead of the shipped one (quality/beat-gate.ts): benchmarks' cross-validation. */
  beatGateModel?: BeatGateModel;
  /** Stretch-level recurrence cut (quality/template-recurrence.ts) instead of the shipped one; 0 turns it off: benchmarks. */
  recurrenceCut?: number;
  /**
   * Share of non-recurring complexes from which a recording counts as noise-dominated
   * (quality/template-recurrence.ts NOISE_DOMINATED_SHARE) instead of the shipped one; above 1
   * turns the rule off: benchmarks.
   */
  noiseDominatedShare?: number;
  /**
   * Analysable share of the duration under which no heart rate is given
   * (holter/rate-withheld.ts RATE_EVIDENCE_SHARE) instead of the shipped one; 0 turns this stop
   * off: benchmarks.
   */
  rateEvidenceShare?: number;
}
