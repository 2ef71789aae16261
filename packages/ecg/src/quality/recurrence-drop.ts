import { beatFeatures, type BeatFeatures } from '../classify/beat-classes.ts';
import type { BeatShapes } from '../classify/beat-shape.ts';
import type { DetectedBeats } from '../detect/qrs-detector.ts';
import type { QualitySegment } from './signal-quality.ts';
import {
  doubtedComplexes,
  NOISE_DOMINATED_SHARE,
  nonRecurring,
  nonRecurringShare,
  recurrenceSegments,
} from './template-recurrence.ts';
import { WINDOW_MODEL, type WindowModel } from './window-model.ts';
import type { WindowQuality } from './window-quality.ts';
import type { AnalyseOptions } from '../types.ts';

/** The sustained-doubt level of the window model in use (quality/template-recurrence.ts). */
const doubtLevel = (m: WindowModel | undefined): number =>
  (m ?? WINDOW_MODEL).sustained ?? WINDOW_MODEL.sustained ?? 1;

/**
 * The stretch-level check (quality/template-recurrence.ts): complexes in minutes without a
 * recurring beat shape are dropped (`s.beats` replaced, shapes filtered in place) and their signal added to
 * `quality` as noise. Returns the beat features when it computed them and nothing was dropped
 * (reused by the classification), undefined otherwise (they change with the beats). Sets
 * `recurrence.dominated` when most of the recording has no recurring beat shape: then every complex
 * is judged, not only those in doubted windows.
 */
export function withRecurrence(
  s: {
    recording: { samplingRate: number };
    /** Replaced by the kept beats when some are dropped. */
    beats: DetectedBeats;
    shapes: BeatShapes;
    quality: QualitySegment[];
    totalSamples: number;
    windows: WindowQuality;
    /** Set: the share nonRecurringShare found, and whether it makes the recording noise-dominated. */
    recurrence?: { share: number; dominated: boolean };
  },
  opts: Pick<AnalyseOptions, 'windowModel' | 'recurrenceCut' | 'noiseDominatedShare'>,
): BeatFeatures | undefined {
  const { beats, shapes, quality } = s;
  const fs = s.recording.samplingRate;
  const w = s.windows;
  const doubted = doubtedComplexes(beats.exact, w.windows, w.pBad, doubtLevel(opts.windowModel));
  // computed for every recording (the recording-level share needs them); the classification
  // reuses them when nothing is dropped, so a clean recording still clusters its beats once
  const features = beatFeatures(shapes, beats.exact);
  const share = nonRecurringShare(beats.exact, features.cluster, fs, w.vf, opts.recurrenceCut);
  const dominated =
    opts.recurrenceCut !== 0 && share >= (opts.noiseDominatedShare ?? NOISE_DOMINATED_SHARE);
  s.recurrence = { share, dominated };
  // a recording mostly without a recurring beat: every complex is judged, doubted or not
  if (dominated) doubted.fill(1);
  const flagged = nonRecurring(
    beats.exact,
    features.cluster,
    fs,
    w.vf,
    doubted,
    opts.recurrenceCut,
  );
  if (!flagged.includes(1)) return features;
  quality.push(...recurrenceSegments(beats.exact, flagged, fs, s.totalSamples));
  quality.sort((a, b) => a.start - b.start);
  s.beats = keptBeats(beats, shapes, (k) => flagged[k] === 1);
  return undefined;
}

/** The beats not `dropped`, as a new list; `shapes` filtered to match, in place. */
export function keptBeats(
  from: DetectedBeats,
  shapes: BeatShapes,
  dropped: (k: number) => boolean,
): DetectedBeats {
  const out: DetectedBeats = { samples: [], amplitudes: [], exact: [] };
  for (let i = 0; i < from.samples.length; i++) {
    if (dropped(i)) continue;
    out.samples.push(from.samples[i]!);
    out.amplitudes.push(from.amplitudes[i]!);
    out.exact.push(from.exact[i]!);
  }
  shapes.filter((k) => !dropped(k));
  return out;
}
