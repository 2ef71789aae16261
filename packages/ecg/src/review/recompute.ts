import { CLASS_S, CLASS_V, noiseComplexes } from '../classify/beat-classes.ts';
import { localIso } from '../holter/clock.ts';
import { hrvPeriods, type HrvPeriods } from '../holter/hrv-periods.ts';
import { holterSummary } from '../holter/summary.ts';
import { indicesWithoutRate } from '../holter/rate-withheld.ts';
import { buildNn } from '../hrv/nn-build.ts';
import { mergeSegments, type QualitySegment } from '../quality/signal-quality.ts';
import type { QualityWindows } from '../quality/window-quality.ts';
import {
  ectopicPatterns,
  ectopicRuns,
  makeEpisode,
  type EpisodeInput,
  type RhythmEpisode,
} from '../rhythm/episodes.ts';
import { flagUncertain } from '../rhythm/vf-episodes.ts';
import type { HolterSummary } from '../types.ts';
import type { ReviewBeats } from './beat-store.ts';
import { frameOf, LABEL_ARTEFACT, type RecomputeCache } from './recompute-frame.ts';
import {
  applyEpisodeOps,
  episodeKey,
  type EpisodeOp,
  type ReviewedEpisode,
} from './episode-ops.ts';

export { LABEL_ARTEFACT };

/** The stored analysis a recomputation starts from (the engine's result without its series). */
export interface ReviewBase {
  samplingRate: number;
  totalSamples: number;
  /** Local wall-clock start ("YYYY-MM-DDTHH:MM:SS"), null when the file gave none. */
  startTime: string | null;
  night: { startHour: number; endHour: number };
  quality: QualitySegment[];
  rhythm: { episodes: RhythmEpisode[] };
  summary: Pick<HolterSummary, 'pauses' | 'bradycardia' | 'tachycardia' | 'heartRateWithheld'>;
  beats: ReviewBeats;
}

export interface Recomputed {
  summary: HolterSummary;
  indices: HrvPeriods;
  /** Every episode with the cardiologist's verdict; `counted` ones feed the summary. */
  episodes: ReviewedEpisode[];
  /** Beats labelled artefact (left out of every figure). */
  artefactBeats: number;
}

/**
 * Episodes the engine finds from the signal, not from beat labels: kept as found (with the
 * cardiologist's edits). The rest - ectopic runs, couplets, bigeminy, trigeminy, pauses,
 * brady/tachycardia - follow from the beats and are found again from the corrected labels.
 */
const FROM_SIGNAL = new Set<string>(['AF', 'AFL', 'VF', 'unanalysable', 'AVB2']);
/** Listed list length per event kind, as analyseRecording's default listLimit. */
const LIST_LIMIT = 500;

/**
 * A VT run found again exactly as the engine found it (same first and last beat, same count)
 * keeps the engine's doubt: the engine lists a run inside AF or flutter whose complexes change
 * shape from beat to beat as `uncertain` (rhythm/episodes.ts), and the review has no beat shapes
 * to repeat that check, so without this the engine's own labels would count runs it did not.
 * A run the cardiologist's labels changed is judged again without it.
 */
function withEngineDoubt(runs: RhythmEpisode[], engine: readonly RhythmEpisode[]): RhythmEpisode[] {
  const doubted = new Map<string, RhythmEpisode>();
  for (const e of engine)
    if (e.type === 'VT' && e.uncertain)
      doubted.set(`${e.startSample}:${e.endSample}:${e.beats}`, e);
  return runs.map((r) => {
    const e =
      r.type === 'VT' && !r.uncertain
        ? doubted.get(`${r.startSample}:${r.endSample}:${r.beats}`)
        : undefined;
    return e
      ? {
          ...r,
          uncertain: true,
          ...(e.confidence !== undefined ? { confidence: e.confidence } : {}),
        }
      : r;
  });
}

/**
 * The analysis again from the cardiologist's corrected beat labels and episode edits: beat
 * counts, couplets, runs, bigeminy/trigeminy, premature beats, pauses, AF burden and the
 * NN-only HRV with its withholding rules, by the engine's own functions, so the same labels
 * always give the same figures (and the engine's labels give the engine's figures).
 * A beat labelled artefact is removed, and the intervals across it are not true RR intervals
 * (neither an NN interval nor a pause): it was a false detection, or noise hid the real beat.
 * A relabelled beat's class probability becomes 1 (the cardiologist's call is certain).
 * `cache` keeps, between calls on one recording, the 5-min spectra (an edit changes few
 * segments) and the RR series (only artefact marks change it): recompute-frame.ts.
 */
export function recomputeFromLabels(
  base: ReviewBase,
  labels: Uint8Array,
  ops: readonly EpisodeOp[],
  cache?: RecomputeCache,
): Recomputed {
  const b = base.beats;
  const fs = base.samplingRate;
  if (labels.length !== b.samples.length)
    throw new Error(`labels: ${labels.length} given for ${b.samples.length} beats`);
  const beatless = beatlessSpans(base.rhythm.episodes, ops);
  const { kept, rr, hpm, analysableS, timeEpisodes } = frameOf(
    base,
    withoutBeatsIn(b.samples, labels, beatless),
    cache,
    beatless,
  );
  const { classes, prob } = keptLabels(b, kept.index, labels);
  const start = base.startTime ? new Date(base.startTime) : undefined;
  const time = (sample: number): string | null => localIso(start, sample / fs);
  const pauseS = base.summary.pauses.thresholdS;
  const ep: EpisodeInput = {
    samples: kept.samples,
    exact: kept.exact,
    classes,
    rrValid: rr.valid,
    fs,
    pauseS,
    time,
    evidence: { prob, ampRatio: kept.ampRatio, matchShare: kept.matchShare },
  };
  const found = [
    ...base.rhythm.episodes.filter((e) => FROM_SIGNAL.has(e.type)),
    ...flagUncertain(qualityOf(b), undefined, [
      ...withEngineDoubt(ectopicRuns(ep, CLASS_V), base.rhythm.episodes),
      ...ectopicRuns(ep, CLASS_S),
      ...ectopicPatterns(ep, 2),
      ...ectopicPatterns(ep, 3),
      // copies: flagUncertain marks them, and the cache keeps the frame's
      ...timeEpisodes.map((e) => ({ ...e })),
    ]),
  ].sort((x, y) => x.startSample - y.startSample);
  const episodes = applyEpisodeOps(found, ops, (type, s, e) => spanEpisode(ep, type, s, e));
  const counted = episodes.filter((e) => e.status !== 'rejected' && e.type !== 'other');
  // AF and atrial flutter alike: analyseRecording's inAf (so the engine's labels give its HRV)
  const inAf = new Uint8Array(classes.length);
  for (const e of counted)
    if (e.type === 'AF' || e.type === 'AFL')
      inAf.fill(1, lowerBound(kept.samples, e.startSample), upperBound(kept.samples, e.endSample));
  const summary = holterSummary(rr, hpm, {
    fs,
    start,
    totalSamples: base.totalSamples,
    analysableS,
    bradyBpm: base.summary.bradycardia.thresholdBpm,
    tachyBpm: base.summary.tachycardia.thresholdBpm,
    pauseS,
    listLimit: LIST_LIMIT,
    classes,
    episodes: counted as RhythmEpisode[],
  });
  applyPauseVerdicts(summary, episodes);
  unanalysableUnion(summary, counted, fs);
  // the engine withheld the rate (holter/rate-withheld.ts): labels do not give it back
  const noRate = base.summary.heartRateWithheld !== undefined;
  if (noRate) summary.heartRateWithheld = base.summary.heartRateWithheld;
  const { nn, nnValid } = buildNn({
    rrMs: rr.rr,
    rrValid: rr.valid,
    classes,
    inAf,
    rrClass: rr.correction.classes,
    pauseMs: pauseS * 1000,
  });
  const indices = hrvPeriods({
    fs,
    totalSamples: base.totalSamples,
    start,
    nightStart: base.night.startHour,
    nightEnd: base.night.endHour,
    timeS: rr.timeS,
    amplitudes: kept.amplitude,
    classes,
    inAf,
    nn,
    nnValid,
    noisy: noiseComplexes(classes, kept.matchShare),
    rrMs: rr.rr,
    rrValid: rr.valid,
    ...(cache ? { spectra: cache.spectra } : {}),
  });
  let artefactBeats = 0;
  for (const l of labels) if (l === LABEL_ARTEFACT) artefactBeats++;
  return {
    summary,
    indices: noRate ? indicesWithoutRate(indices) : indices,
    episodes,
    artefactBeats,
  };
}

/**
 * Episodes whose stretch holds no beats, as the engine's do: the engine keeps no beats inside VF
 * or inside unanalysable signal (quality/window-quality.ts excludes them with the stretch).
 */
const BEATLESS = new Map<string, QualitySegment['kind']>([
  ['VF', 'vf'],
  ['unanalysable', 'noise'],
]);

/**
 * The VF and unanalysable stretches the cardiologist added, or whose onset or offset they moved,
 * and did not reject: they hold no beats, no RR interval, no HRV and no analysable time, as the
 * engine's own. The engine's stretches are in `base.quality` already. (A moved engine stretch's
 * old span stays excluded: the engine kept no beats there to give back.)
 */
function beatlessSpans(
  engine: readonly RhythmEpisode[],
  ops: readonly EpisodeOp[],
): QualitySegment[] {
  const touches = (o: EpisodeOp): boolean =>
    o.op === 'add' || o.op === 'retype' ? BEATLESS.has(o.type) : o.op === 'adjust';
  if (!ops.some(touches)) return [];
  const bare = (type: RhythmEpisode['type'], startSample: number, endSample: number) => ({
    type,
    startSample,
    endSample,
    startTime: null,
    durationS: 0,
    beats: 0,
    meanHr: null,
  });
  return applyEpisodeOps(
    engine.filter((e) => BEATLESS.has(e.type)),
    ops,
    bare,
  )
    .filter(
      (e) =>
        BEATLESS.has(e.type) &&
        e.status !== 'rejected' &&
        (e.status === 'added' || e.adjusted === true),
    )
    .map((e): QualitySegment => ({
      kind: BEATLESS.get(e.type)!,
      start: e.startSample,
      end: e.endSample,
    }));
}

/** The labels with the beats inside `spans` marked artefact (the labels themselves when none). */
function withoutBeatsIn(
  samples: Int32Array,
  labels: Uint8Array,
  spans: readonly QualitySegment[],
): Uint8Array {
  if (spans.length === 0) return labels;
  const out = labels.slice();
  for (const s of spans)
    out.fill(LABEL_ARTEFACT, lowerBound(samples, s.start), upperBound(samples, s.end));
  return out;
}

function qualityOf(b: ReviewBeats): QualityWindows {
  const w = b.windows;
  return { windows: { length: w.starts.length, starts: w.starts, ends: w.ends }, pBad: w.pBad };
}

/** The kept beats' corrected classes, and the classifier's probability of them. */
function keptLabels(b: ReviewBeats, index: Int32Array, labels: Uint8Array) {
  const classes = new Uint8Array(index.length);
  const prob = new Float32Array(index.length);
  for (let j = 0; j < index.length; j++) {
    const k = index[j]!;
    const l = labels[k]!;
    classes[j] = l;
    prob[j] = l === b.classes[k] ? b.prob[k]! : 1;
  }
  return { classes, prob };
}

/** An episode over [start, end] samples: its beats and mean rate from the beats inside. */
function spanEpisode(
  ep: EpisodeInput,
  type: RhythmEpisode['type'],
  startSample: number,
  endSample: number,
): RhythmEpisode {
  const samples = ep.samples as Int32Array;
  const from = lowerBound(samples, startSample);
  const to = upperBound(samples, endSample) - 1;
  const durationS = Math.round(((endSample - startSample) / ep.fs) * 1000) / 1000;
  // VF and unanalysable: no beats, as the engine's; beatlessSpans leaves none inside
  const none = type === 'pause' || BEATLESS.has(type);
  if (to <= from || none)
    return {
      type,
      startSample,
      endSample,
      startTime: ep.time(startSample),
      durationS,
      beats: none ? 0 : Math.max(0, to - from + 1),
      meanHr: null,
      ...(type === 'pause' ? { rrMs: Math.round(durationS * 10000) / 10 } : {}),
    };
  return {
    ...makeEpisode(ep, type, from, to),
    startSample,
    endSample,
    startTime: ep.time(startSample),
    durationS,
  };
}

/**
 * Unanalysable time as the union of its stretches when the cardiologist added one: a stretch
 * called noise may overlap another (or the engine's), and the summary's sum of durations would
 * count the overlap twice where the analysable time (a union, recompute-frame.ts) does not.
 * The engine's own stretches never overlap, so its figures are left as they are.
 */
function unanalysableUnion(
  summary: HolterSummary,
  counted: readonly ReviewedEpisode[],
  fs: number,
): void {
  const spans = counted.filter((e) => e.type === 'unanalysable');
  if (!spans.some((e) => e.status === 'added' || e.adjusted === true)) return;
  const merged = mergeSegments(
    spans.map((e): QualitySegment => ({ kind: 'noise', start: e.startSample, end: e.endSample })),
  );
  const totalS = merged.reduce((a, [start, end]) => a + (end - start) / fs, 0);
  summary.unanalysable = { episodes: spans.length, totalS: Math.round(totalS * 10) / 10 };
}

/** Pauses are counted from the RR intervals: a rejected pause leaves the count, an added one joins it. */
function applyPauseVerdicts(summary: HolterSummary, episodes: ReviewedEpisode[]): void {
  const rejected = new Set(
    episodes.filter((e) => e.type === 'pause' && e.status === 'rejected').map((e) => e.startSample),
  );
  const added = episodes.filter((e) => e.type === 'pause' && e.status === 'added');
  if (rejected.size === 0 && added.length === 0) return;
  const p = summary.pauses;
  const removed = p.events.filter((e) => rejected.has(e.startSample)).length;
  const events = [
    ...p.events.filter((e) => !rejected.has(e.startSample)),
    ...added.map((e) => ({
      kind: 'pause' as const,
      startSample: e.startSample,
      endSample: e.endSample,
      startTime: e.startTime,
      durationS: e.durationS,
      value: e.rrMs ?? e.durationS * 1000,
    })),
  ].sort((a, b) => a.startSample - b.startSample);
  const longest = events.reduce<(typeof events)[number] | null>(
    (a, e) => (!a || e.value > a.value ? e : a),
    null,
  );
  summary.pauses = {
    ...p,
    count: p.count - removed + added.length,
    events,
    longestMs: longest?.value ?? null,
    longestSample: longest?.startSample ?? null,
  };
}

function lowerBound(a: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(a: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export { episodeKey };
