import { openRecording } from './io/open.ts';
import type { ByteSource } from './io/source.ts';
import type { EcgRecording } from './io/recording.ts';
import { isRecording } from './is-recording.ts';
import { QrsDetector, type DetectedBeats } from './detect/qrs-detector.ts';
import { QualityMonitor, mergeSegments, type QualitySegment } from './quality/signal-quality.ts';
import {
  applyWindowQuality,
  withholdNoisyV,
  type WindowQuality,
} from './quality/window-quality.ts';
import { flagUncertain, vfEpisodes } from './rhythm/vf-episodes.ts';
import type { BeatShapes } from './classify/beat-shape.ts';
import { buildRr } from './holter/rr-build.ts';
import { buildNn } from './hrv/nn-build.ts';
import { hrvPeriods } from './holter/hrv-periods.ts';
import { holterSummary, hrPerMinute } from './holter/summary.ts';
import { beatFeatures, noiseComplexes, CLASS_S, CLASS_V } from './classify/beat-classes.ts';
import { classesAndAf } from './rhythm/classes-and-af.ts';
import { rateEpisodes } from './rhythm/rate-episodes.ts';
import {
  ectopicPatterns,
  ectopicRuns,
  makeEpisode,
  pauses,
  unanalysable,
  type EpisodeInput,
} from './rhythm/episodes.ts';
import { UnanalysableRecordingError } from './io/errors.ts';
import { localIso } from './holter/clock.ts';
import type { AnalyseOptions, AnalysisResult } from './types.ts';

export type { AnalyseOptions, AnalysisResult } from './types.ts';
export { EcgFormatError, UnanalysableRecordingError } from './io/errors.ts';

export const ENGINE_VERSION = '0.1.0';

/** Samples between progress callbacks: 2^18 is ~17 min at 250 Hz, ~250 calls for 72 h - enough for a progress bar. */
const PROGRESS_EVERY = 1 << 18;

export interface StreamedBeats {
  recording: EcgRecording;
  beats: DetectedBeats;
  quality: QualitySegment[];
  totalSamples: number;
  /** Morphology of each beat in `beats`, index-aligned. */
  shapes: BeatShapes;
  /** Window features and classifier calls (VF, untrustworthy beats). */
  windows: WindowQuality;
}

/**
 * One streaming pass: R-peaks and quality segments, beats inside excluded
 * stretches dropped. Memory is bounded by the detector's block (~70 s of
 * samples) plus the beat list.
 */
export async function detectBeats(
  source: ByteSource | EcgRecording,
  opts: AnalyseOptions = {},
): Promise<StreamedBeats> {
  const rec = isRecording(source)
    ? source
    : await openRecording(source, {
        channel: opts.channel ?? 0,
        ...(opts.format ? { format: opts.format } : {}),
      });
  const fs = rec.samplingRate;
  const det = new QrsDetector(fs);
  const q = new QualityMonitor(fs);
  const raw: DetectedBeats = { samples: [], amplitudes: [], exact: [] };
  let n = 0;
  let nextReport = PROGRESS_EVERY;
  for await (const chunk of rec.samples()) {
    det.push(chunk, raw);
    q.push(chunk);
    n += chunk.length;
    if (opts.onProgress && n >= nextReport) {
      opts.onProgress({ samples: n, totalSamples: rec.declaredSamples });
      nextReport = n + PROGRESS_EVERY;
    }
  }
  det.flush(raw);
  const quality = q.finish();
  const wq = applyWindowQuality(q, raw, det.noise, quality, opts.windowModel);
  const excluded = wq.excluded;
  const beats: DetectedBeats = { samples: [], amplitudes: [], exact: [] };
  for (let i = 0; i < raw.samples.length; i++) {
    if (excluded(i)) continue;
    beats.samples.push(raw.samples[i]!);
    beats.amplitudes.push(raw.amplitudes[i]!);
    beats.exact.push(raw.exact[i]!);
  }
  const shapes = det.shapes;
  shapes.filter((k) => !excluded(k));
  opts.onProgress?.({ samples: n, totalSamples: rec.declaredSamples });
  return { recording: rec, beats, quality, totalSamples: n, shapes, windows: wq };
}

/**
 * Full analysis of a recording: beats and their AAMI classes, rhythm episodes (AF, ectopic
 * runs and patterns, pauses, unanalysable stretches), NN-only HRV indices (whole, day, night,
 * per clock hour; withheld with a reason where meaningless) and the Holter summary.
 * Throws UnanalysableRecordingError (an EcgFormatError) when no ECG in the file can be analysed.
 */
export async function analyseRecording(
  source: ByteSource | EcgRecording,
  opts: AnalyseOptions = {},
): Promise<AnalysisResult> {
  const {
    recording: rec,
    beats,
    quality,
    totalSamples,
    shapes,
    windows,
  } = await detectBeats(source, opts);
  const fs = rec.samplingRate;
  const warnings: string[] = [];
  if (fs < 125 || fs > 1000)
    warnings.push(`sampling rate ${fs} Hz is outside the validated 125-1000 Hz range`);
  const start = opts.startTime ?? rec.startTime;
  if (!start)
    warnings.push(
      'no start date-time in the file: day/night split assumes the recording starts at 00:00',
    );
  const nightStart = opts.nightStartHour ?? 0;
  const nightEnd = opts.nightEndHour ?? 6;
  const union = mergeSegments(quality);
  const excludedSamples = union.reduce((a, [s, e]) => a + (Math.min(e, totalSamples) - s), 0);
  const analysableS = (totalSamples - excludedSamples) / fs;
  const time = (sample: number): string | null => localIso(start, sample / fs);
  const unanalysableEpisodes = unanalysable(quality, fs, totalSamples, time);
  if (analysableS < MIN_ANALYSABLE_S || beats.samples.length < MIN_BEATS)
    throw new UnanalysableRecordingError(totalSamples / fs, analysableS, unanalysableEpisodes);
  const exact = Float64Array.from(beats.exact);
  const rr = buildRr(exact, fs, union);
  const features = beatFeatures(shapes, exact);
  const { classes, afRaw, inAf, prob } = classesAndAf(
    exact,
    rr.valid,
    features,
    fs,
    analysableS,
    shapes,
  );
  withholdNoisyV(classes, beats.samples, windows, opts.windowModel?.uncertain);
  const { nn, nnValid } = buildNn({
    rrMs: rr.rr,
    rrValid: rr.valid,
    classes,
    inAf,
    rrClass: rr.correction.classes,
    pauseMs: (opts.pauseS ?? 2) * 1000,
  });
  const nnFlag = nnValid.map((v) => 1 - v);
  const amplitudes = Float64Array.from(beats.amplitudes);
  const noisy = noiseComplexes(classes, features.matchShare);
  const { whole, day, night, hourly } = hrvPeriods({
    fs,
    totalSamples,
    start,
    nightStart,
    nightEnd,
    timeS: rr.timeS,
    amplitudes,
    classes,
    inAf,
    nn,
    nnValid,
    noisy,
    rrMs: rr.rr,
    rrValid: rr.valid,
  });
  const hpm = hrPerMinute(rr, fs, totalSamples);
  const ep: EpisodeInput = {
    samples: beats.samples,
    exact,
    classes,
    rrValid: rr.valid,
    fs,
    pauseS: opts.pauseS ?? 2,
    time,
    evidence: { prob, ampRatio: features.ampRatio, matchShare: features.matchShare },
  };
  const afEpisodes = afRaw.map((e) => ({
    ...makeEpisode(ep, 'AF', e.from, e.to),
    ...(e.confidence === undefined ? {} : { confidence: e.confidence }),
  }));
  const episodes = flagUncertain(windows, undefined, [
    ...vfEpisodes(windows.vf, fs, time),
    ...afEpisodes,
    ...unanalysableEpisodes,
    ...ectopicRuns(ep, CLASS_V),
    ...ectopicRuns(ep, CLASS_S),
    ...ectopicPatterns(ep, 2),
    ...ectopicPatterns(ep, 3),
    ...pauses(ep),
    ...rateEpisodes(ep),
  ]).sort((x, y) => x.startSample - y.startSample);
  const summary = holterSummary(rr, hpm, {
    fs,
    start,
    totalSamples,
    analysableS,
    bradyBpm: opts.bradycardiaBpm ?? 50,
    tachyBpm: opts.tachycardiaBpm ?? 100,
    pauseS: opts.pauseS ?? 2,
    listLimit: opts.listLimit ?? 500,
    classes,
    episodes,
  });
  const c = rr.correction;
  return {
    engine: { name: '@heartcheck/ecg', version: ENGINE_VERSION },
    format: rec.format,
    channel: rec.channel,
    channelName: rec.channelNames[rec.channel] ?? '',
    samplingRate: fs,
    totalSamples,
    startTime: localIso(start, 0),
    night: { startHour: nightStart, endHour: nightEnd },
    summary,
    indices: { whole, day, night, hourly },
    correctedBeats: {
      total: c.corrected,
      ectopic: c.ectopic,
      missed: c.missed,
      extra: c.extra,
      longShort: c.longShort,
    },
    quality,
    rhythm: { episodes },
    series: {
      beatSamples: Float64Array.from(beats.samples),
      rrMs: rr.rr,
      nnMs: nn,
      beatClass: nnFlag,
      aamiClass: classes,
      hrPerMinute: hpm,
      beatExact: exact,
      beatAmplitude: amplitudes,
      beatCluster: features.cluster,
      beatProb: prob,
      beatAmpRatio: features.ampRatio,
      beatMatchShare: features.matchShare,
      windowQuality: {
        starts: windows.windows.starts.slice(0, windows.windows.length),
        ends: windows.windows.ends.slice(0, windows.windows.length),
        pBad: windows.pBad.slice(0, windows.windows.length),
      },
    },
    warnings,
  };
}

/** Below this much analysable signal, or this few beats, there is no ECG to analyse. */
const MIN_ANALYSABLE_S = 5;
const MIN_BEATS = 3;

/**
 * Beats with their AAMI classes (N S V F Q), for `heartcheck-ecg beats`: the same detection
 * and classification as analyseRecording, without the HRV and summary.
 */
export async function classifyRecording(
  source: ByteSource | EcgRecording,
  opts: AnalyseOptions = {},
): Promise<{ samples: number[]; classes: Uint8Array }> {
  const { recording: rec, beats, quality, totalSamples, shapes } = await detectBeats(source, opts);
  const fs = rec.samplingRate;
  const union = mergeSegments(quality);
  const excluded = union.reduce((a, [s, e]) => a + (Math.min(e, totalSamples) - s), 0);
  const exact = Float64Array.from(beats.exact);
  const rr = buildRr(exact, fs, union);
  const features = beatFeatures(shapes, exact);
  const analysableS = (totalSamples - excluded) / fs;
  const { classes } = classesAndAf(exact, rr.valid, features, fs, analysableS, shapes);
  return { samples: beats.samples, classes };
}
