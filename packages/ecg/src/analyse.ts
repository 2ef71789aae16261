import { openRecording } from './io/open.ts';
import type { ByteSource } from './io/source.ts';
import type { EcgRecording } from './io/recording.ts';
import { isRecording } from './is-recording.ts';
import { QrsDetector, type DetectedBeats } from './detect/qrs-detector.ts';
import { mergeSegments, type QualitySegment } from './quality/signal-quality.ts';
import { inThreadScanner } from './quality/quality-scan.ts';
import { stream } from './stream.ts';
import { applyWindowQuality, type WindowQuality } from './quality/window-quality.ts';
import { gateNoisyV } from './quality/v-gate.ts';
import { withBeatGate } from './quality/beat-gate.ts';
import { keptBeats, withRecurrence } from './quality/recurrence-drop.ts';
import { flagWhereRateWithheld, flagUncertain, vfEpisodes } from './rhythm/vf-episodes.ts';
import type { BeatShapes } from './classify/beat-shape.ts';
import { buildRr, type RrSeries } from './holter/rr-build.ts';
import { buildNn } from './hrv/nn-build.ts';
import { hrvPeriods } from './holter/hrv-periods.ts';
import { holterSummary, hrPerMinute } from './holter/summary.ts';
import {
  rateOrWithheld,
  rateWithheld as withheldReason,
  signalSeconds,
  trendOrWithheld,
} from './holter/rate-withheld.ts';
import {
  beatFeatures,
  noiseComplexes,
  CLASS_S,
  CLASS_V,
  type BeatFeatures,
} from './classify/beat-classes.ts';
import { classesAndAf, type AfFound } from './rhythm/classes-and-af.ts';
import { rateEpisodes } from './rhythm/rate-episodes.ts';
import { flagVtInFlutter, withFlutter } from './rhythm/afl.ts';
import { avBlockCandidates } from './rhythm/avb2.ts';
import {
  beatEvidence,
  ectopicPatterns,
  ectopicRuns,
  makeEpisode,
  pauses,
  unanalysable,
  type RhythmEpisode,
} from './rhythm/episodes.ts';
import { UnanalysableRecordingError } from './io/errors.ts';
import { localIso } from './holter/clock.ts';
import type { AnalyseOptions, AnalysisResult } from './types.ts';
import type { AnalysisContext, PeriodClock } from './analysis-context.ts';

export type { AnalyseOptions, AnalysisResult } from './types.ts';
export { EcgFormatError, UnanalysableRecordingError } from './io/errors.ts';

export const ENGINE_VERSION = '0.1.0';

export interface StreamedBeats {
  recording: EcgRecording;
  beats: DetectedBeats;
  quality: QualitySegment[];
  totalSamples: number;
  /** Morphology of each beat in `beats`, index-aligned. */
  shapes: BeatShapes;
  /** Window features and classifier calls (VF, untrustworthy beats). */
  windows: WindowQuality;
  /** Beat features of `beats` when the stretch-level check computed them on the final beats. */
  features?: BeatFeatures;
  /** quality/recurrence-drop.ts: the non-recurring share; dominated = no heart rate. */
  recurrence?: { share: number; dominated: boolean };
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
  const raw: DetectedBeats = { samples: [], amplitudes: [], exact: [] };
  const q = (opts.qualityScanner ?? inThreadScanner)(rec, (b, f) => det.decideFiltered(b, f, raw));
  const { scan, segments: quality, samples: n } = await stream(rec, det, raw, q, opts);
  const wq = applyWindowQuality(scan, raw, det.noise, quality, opts.windowModel);
  const excluded = withBeatGate(raw, det.shapes, fs, wq, opts.beatGateModel);
  const beats = keptBeats(raw, det.shapes, excluded);
  const s = { recording: rec, beats, quality, totalSamples: n, shapes: det.shapes, windows: wq };
  const features = withRecurrence(s, opts);
  opts.onProgress?.({ samples: n, totalSamples: rec.declaredSamples });
  return features ? { ...s, features } : s;
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
  const s = await detectBeats(source, opts);
  const ctx = context(s, opts);
  const beats = classifiedBeats(s, ctx, opts);
  const noRate = ctx.rateWithheld !== undefined;
  const indices = rateOrWithheld(noRate, hrvIndices(s, ctx, beats));
  const episodes = rhythmEpisodes(s, ctx, beats, opts);
  const hpm = trendOrWithheld(noRate, hrPerMinute(beats.rr, ctx.fs, s.totalSamples));
  const summary = holterSummary(beats.rr, hpm, {
    fs: ctx.fs,
    start: ctx.clock.start,
    totalSamples: s.totalSamples,
    analysableS: ctx.analysableS,
    bradyBpm: opts.bradycardiaBpm ?? 50,
    tachyBpm: opts.tachycardiaBpm ?? 100,
    pauseS: opts.pauseS ?? 2,
    listLimit: opts.listLimit ?? 500,
    classes: beats.classes,
    episodes,
  });
  if (ctx.rateWithheld) summary.heartRateWithheld = ctx.rateWithheld;
  return assemble(s, ctx, beats, { summary, indices, episodes, hpm });
}

/** The context of one analysis; throws when there is too little analysable ECG. */
function context(s: StreamedBeats, opts: AnalyseOptions): AnalysisContext {
  const { recording: rec, beats, quality, totalSamples } = s;
  const fs = rec.samplingRate;
  const warnings: string[] = [];
  if (fs < 125 || fs > 1000)
    warnings.push(`sampling rate ${fs} Hz is outside the validated 125-1000 Hz range`);
  const start = opts.startTime ?? rec.startTime;
  if (!start)
    warnings.push(
      'no start date-time in the file: day/night split assumes the recording starts at 00:00',
    );
  const union = mergeSegments(quality);
  const excludedSamples = union.reduce((a, [b, e]) => a + (Math.min(e, totalSamples) - b), 0);
  const analysableS = (totalSamples - excludedSamples) / fs;
  const time = (sample: number): string | null => localIso(start, sample / fs);
  const unanalysableEpisodes = unanalysable(quality, fs, totalSamples, time);
  if (analysableS < MIN_ANALYSABLE_S || beats.samples.length < MIN_BEATS)
    throw new UnanalysableRecordingError(totalSamples / fs, analysableS, unanalysableEpisodes);
  const clock: PeriodClock = {
    start,
    nightStart: opts.nightStartHour ?? 0,
    nightEnd: opts.nightEndHour ?? 6,
  };
  const dominated = s.recurrence?.dominated ?? false;
  const signalS = signalSeconds(quality, totalSamples, fs);
  const rateWithheld = withheldReason(dominated, analysableS, signalS, opts.rateEvidenceShare);
  return { fs, clock, union, analysableS, rateWithheld, time, unanalysableEpisodes, warnings };
}

/** Beats with RR intervals, AAMI classes, AF and the NN series built from them. */
interface ClassifiedBeats {
  exact: Float64Array;
  rr: RrSeries;
  features: BeatFeatures;
  classes: Uint8Array;
  afRaw: AfFound[];
  /** Atrial flutter (rhythm/afl.ts), taken out of afRaw. */
  aflRaw: AfFound[];
  /** 1 in AF or flutter. */
  inAf: Uint8Array;
  prob: Float32Array;
  nn: Float64Array;
  nnValid: Uint8Array;
}

function classifiedBeats(
  s: StreamedBeats,
  ctx: AnalysisContext,
  opts: AnalyseOptions,
): ClassifiedBeats {
  const exact = Float64Array.from(s.beats.exact);
  const rr = buildRr(exact, ctx.fs, ctx.union);
  const features = s.features ?? beatFeatures(s.shapes, exact);
  const found = classesAndAf(exact, rr.valid, features, ctx.fs, ctx.analysableS, s.shapes);
  const { classes, inAf, prob } = found;
  const { af: afRaw, afl: aflRaw } = withFlutter(exact, rr.valid, ctx.fs, found.afRaw, inAf);
  gateNoisyV(classes, s.beats.samples, features, prob, s.windows, opts.vGateModel);
  const { nn, nnValid } = buildNn({
    rrMs: rr.rr,
    rrValid: rr.valid,
    classes,
    inAf,
    rrClass: rr.correction.classes,
    pauseMs: (opts.pauseS ?? 2) * 1000,
  });
  return { exact, rr, features, classes, afRaw, aflRaw, inAf, prob, nn, nnValid };
}

/** NN-only HRV indices: whole, day, night and per clock hour. */
function hrvIndices(
  s: StreamedBeats,
  ctx: AnalysisContext,
  b: ClassifiedBeats,
): AnalysisResult['indices'] {
  const { rr, nn, nnValid, classes } = b;
  // One computation shared with the review's recomputation from corrected labels
  // (review/recompute.ts), so the workstation reproduces the engine's figures exactly.
  const { whole, day, night, hourly } = hrvPeriods({
    fs: ctx.fs,
    totalSamples: s.totalSamples,
    start: ctx.clock.start,
    nightStart: ctx.clock.nightStart,
    nightEnd: ctx.clock.nightEnd,
    timeS: rr.timeS,
    amplitudes: Float64Array.from(s.beats.amplitudes),
    classes,
    inAf: b.inAf,
    nn,
    nnValid,
    noisy: noiseComplexes(classes, b.features.matchShare),
    rrMs: rr.rr,
    rrValid: rr.valid,
  });
  return { whole, day, night, hourly };
}

/** Every rhythm episode, sorted by start; noise-sensitive ones flagged uncertain in poor signal. */
function rhythmEpisodes(
  s: StreamedBeats,
  ctx: AnalysisContext,
  b: ClassifiedBeats,
  opts: AnalyseOptions,
): RhythmEpisode[] {
  const ep = {
    samples: s.beats.samples,
    exact: b.exact,
    classes: b.classes,
    rrValid: b.rr.valid,
    fs: ctx.fs,
    pauseS: opts.pauseS ?? 2,
    time: ctx.time,
    evidence: beatEvidence(b.prob, b.features, b.inAf, s.shapes),
  };
  const atrial = (type: 'AF' | 'AFL', e: AfFound): RhythmEpisode => ({
    ...makeEpisode(ep, type, e.from, e.to),
    ...(e.confidence === undefined ? {} : { confidence: e.confidence }),
  });
  const all = flagUncertain(s.windows, undefined, [
    ...vfEpisodes(s.windows.vf, ctx.fs, ctx.time),
    ...b.afRaw.map((e) => atrial('AF', e)),
    ...b.aflRaw.map((e) => atrial('AFL', e)),
    ...ctx.unanalysableEpisodes,
    ...ectopicRuns(ep, CLASS_V),
    ...ectopicRuns(ep, CLASS_S),
    ...ectopicPatterns(ep, 2),
    ...ectopicPatterns(ep, 3),
    ...pauses(ep),
    ...avBlockCandidates(ep, b.inAf),
    ...(ctx.rateWithheld ? [] : rateEpisodes(ep)),
  ]).sort((x, y) => x.startSample - y.startSample);
  return flagWhereRateWithheld(flagVtInFlutter(all), ctx.rateWithheld);
}

function assemble(
  s: StreamedBeats,
  ctx: AnalysisContext,
  b: ClassifiedBeats,
  out: {
    summary: AnalysisResult['summary'];
    indices: AnalysisResult['indices'];
    episodes: RhythmEpisode[];
    hpm: Float32Array;
  },
): AnalysisResult {
  const { recording: rec } = s;
  const c = b.rr.correction;
  return {
    engine: { name: '@heartcheck/ecg', version: ENGINE_VERSION },
    format: rec.format,
    channel: rec.channel,
    channelName: rec.channelNames[rec.channel] ?? '',
    samplingRate: ctx.fs,
    totalSamples: s.totalSamples,
    startTime: localIso(ctx.clock.start, 0),
    night: { startHour: ctx.clock.nightStart, endHour: ctx.clock.nightEnd },
    summary: out.summary,
    indices: out.indices,
    correctedBeats: {
      total: c.corrected,
      ectopic: c.ectopic,
      missed: c.missed,
      extra: c.extra,
      longShort: c.longShort,
    },
    quality: s.quality,
    rhythm: { episodes: out.episodes },
    series: {
      beatSamples: Float64Array.from(s.beats.samples),
      rrMs: b.rr.rr,
      nnMs: b.nn,
      beatClass: b.nnValid.map((v) => 1 - v),
      aamiClass: b.classes,
      hrPerMinute: out.hpm,
      // Per-beat data the review workstation stores (review/beat-store.ts).
      beatExact: b.exact,
      beatAmplitude: Float64Array.from(s.beats.amplitudes),
      beatCluster: b.features.cluster,
      beatProb: b.prob,
      beatAmpRatio: b.features.ampRatio,
      beatMatchShare: b.features.matchShare,
      windowQuality: {
        starts: s.windows.windows.starts.slice(0, s.windows.windows.length),
        ends: s.windows.windows.ends.slice(0, s.windows.windows.length),
        pBad: s.windows.pBad.slice(0, s.windows.windows.length),
      },
    },
    warnings: ctx.warnings,
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
  const s = await detectBeats(source, opts);
  const { recording: rec, beats, quality, totalSamples, shapes } = s;
  const fs = rec.samplingRate;
  const union = mergeSegments(quality);
  const excluded = union.reduce((a, [b, e]) => a + (Math.min(e, totalSamples) - b), 0);
  const exact = Float64Array.from(beats.exact);
  const rr = buildRr(exact, fs, union);
  const features = s.features ?? beatFeatures(shapes, exact);
  const analysableS = (totalSamples - excluded) / fs;
  const { classes, prob } = classesAndAf(exact, rr.valid, features, fs, analysableS, shapes);
  // the same V gate as analyseRecording, so `beats` and `analyse` give the same classes
  gateNoisyV(classes, beats.samples, features, prob, s.windows, opts.vGateModel);
  return { samples: beats.samples, classes };
}
