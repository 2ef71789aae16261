import { localIso } from '../holter/clock.ts';
import { buildRr, type RrSeries } from '../holter/rr-build.ts';
import { hrPerMinute } from '../holter/summary.ts';
import { withoutTrend } from '../holter/rate-withheld.ts';
import type { SpectrumCache } from '../hrv/frequency.ts';
import { mergeSegments, type QualitySegment } from '../quality/signal-quality.ts';
import { pauses, type BeatTimes, type RhythmEpisode } from '../rhythm/episodes.ts';
import { rateEpisodes } from '../rhythm/rate-episodes.ts';
import type { ReviewBeats } from './beat-store.ts';
import type { RateWithheldReason } from '../types.ts';

/** A beat label: an AAMI class (0 N, 1 S, 2 V, 3 F, 4 Q) or LABEL_ARTEFACT (not a beat). */
export const LABEL_ARTEFACT = 5;

/** The beats that are beats (not artefact), with what does not depend on their classes. */
export interface KeptBeats {
  /** Index of each kept beat among all the beats. */
  index: Int32Array;
  samples: Int32Array;
  exact: Float64Array;
  amplitude: Float64Array;
  ampRatio: Float32Array;
  matchShare: Float32Array;
}

/**
 * What a recomputation needs that the beats' classes do not change: the beats kept, their RR
 * series (with its Lipponen-Tarvainen correction, the costliest step), heart rate per minute,
 * and the episodes found from beat times alone. Only marking or unmarking artefact changes it.
 */
export interface Frame {
  kept: KeptBeats;
  rr: RrSeries;
  hpm: Float32Array;
  analysableS: number;
  /** Pauses, then brady/tachycardia episodes (copy before changing one: the cache keeps them). */
  timeEpisodes: readonly RhythmEpisode[];
}

/**
 * Kept between the recomputations of one recording (review/recompute.ts): the 5-min spectra by
 * their intervals, and the last frame by the beats marked artefact. A template relabelled from
 * one class to another then recomputes neither.
 */
export interface RecomputeCache {
  spectra: SpectrumCache;
  frame?: { of: FrameBase; artefacts: Int32Array; vf: readonly QualitySegment[] } & Frame;
}

export const newRecomputeCache = (): RecomputeCache => ({ spectra: new Map() });

/** What of the stored analysis a frame is made from (review/recompute.ts ReviewBase). */
interface FrameBase {
  samplingRate: number;
  totalSamples: number;
  startTime: string | null;
  quality: QualitySegment[];
  summary: { pauses: { thresholdS: number }; heartRateWithheld?: RateWithheldReason };
  beats: ReviewBeats;
}

const sameBase = (a: FrameBase, b: FrameBase): boolean =>
  a.beats === b.beats &&
  a.quality === b.quality &&
  a.samplingRate === b.samplingRate &&
  a.totalSamples === b.totalSamples &&
  a.startTime === b.startTime &&
  a.summary.pauses.thresholdS === b.summary.pauses.thresholdS;

const sameSpans = (a: readonly QualitySegment[], b: readonly QualitySegment[]): boolean =>
  a.length === b.length && a.every((x, i) => x.start === b[i]!.start && x.end === b[i]!.end);

/**
 * The frame for these labels: the cached one when the same beats are artefact and the same VF
 * or unanalysable stretches were added, else built. `vf`: stretches of VF or unanalysable
 * signal the cardiologist added (or moved) that the engine's quality segments do not hold; their
 * beats are to be marked artefact in `labels` (the engine keeps no beats inside either), and
 * their time is not analysable, as the engine's.
 */
export function frameOf(
  base: FrameBase,
  labels: Uint8Array,
  cache?: RecomputeCache,
  vf: readonly QualitySegment[] = [],
): Frame {
  const artefacts = artefactsOf(labels);
  const hit = cache?.frame;
  if (
    hit &&
    sameBase(hit.of, base) &&
    sameValues(hit.artefacts, artefacts) &&
    sameSpans(hit.vf, vf)
  )
    return hit;
  const frame = buildFrame(base, artefacts, vf);
  if (cache) cache.frame = { of: base, artefacts, vf, ...frame };
  return frame;
}

function buildFrame(base: FrameBase, artefacts: Int32Array, vf: readonly QualitySegment[]): Frame {
  const b = base.beats;
  const fs = base.samplingRate;
  const kept = keptBeats(b, artefacts);
  const quality = vf.length ? [...base.quality, ...vf] : base.quality;
  const union = mergeSegments([
    ...quality,
    ...Array.from(artefacts, (k): QualitySegment => {
      const s = b.samples[k]!;
      return { kind: 'noise', start: s, end: s + 1 };
    }),
  ]);
  const excluded = mergeSegments(quality).reduce(
    (a, [s, e]) => a + (Math.min(e, base.totalSamples) - s),
    0,
  );
  const rr = buildRr(kept.exact, fs, union);
  const start = base.startTime ? new Date(base.startTime) : undefined;
  const times: BeatTimes = {
    samples: kept.samples,
    exact: kept.exact,
    rrValid: rr.valid,
    fs,
    pauseS: base.summary.pauses.thresholdS,
    time: (sample) => localIso(start, sample / fs),
  };
  const noRate = base.summary.heartRateWithheld !== undefined;
  const trend = hrPerMinute(rr, fs, base.totalSamples);
  return {
    kept,
    rr,
    hpm: noRate ? withoutTrend(trend) : trend,
    analysableS: (base.totalSamples - excluded) / fs,
    // brady / tachy episodes are heart rates: none where the engine withheld the rate
    timeEpisodes: [...pauses(times), ...(noRate ? [] : rateEpisodes(times))],
  };
}

function artefactsOf(labels: Uint8Array): Int32Array {
  let m = 0;
  for (let k = 0; k < labels.length; k++) if (labels[k] === LABEL_ARTEFACT) m++;
  const out = new Int32Array(m);
  for (let k = 0, j = 0; k < labels.length; k++) if (labels[k] === LABEL_ARTEFACT) out[j++] = k;
  return out;
}

function sameValues(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Every beat but the artefacts (ascending indices), with its label-free fields. */
function keptBeats(b: ReviewBeats, artefacts: Int32Array): KeptBeats {
  const m = b.samples.length - artefacts.length;
  const out: KeptBeats = {
    index: new Int32Array(m),
    samples: new Int32Array(m),
    exact: new Float64Array(m),
    amplitude: new Float64Array(m),
    ampRatio: new Float32Array(m),
    matchShare: new Float32Array(m),
  };
  for (let k = 0, j = 0, a = 0; k < b.samples.length; k++) {
    if (a < artefacts.length && artefacts[a] === k) {
      a++;
      continue;
    }
    out.index[j] = k;
    out.samples[j] = b.samples[k]!;
    out.exact[j] = b.exact[k]!;
    out.amplitude[j] = b.amplitude[k]!;
    out.ampRatio[j] = b.ampRatio[k]!;
    out.matchShare[j] = b.matchShare[k]!;
    j++;
  }
  return out;
}
