import { CLASS_S, CLASS_V } from '../classify/beat-classes.ts';
import { buildRr } from '../holter/rr-build.ts';
import { localIso } from '../holter/clock.ts';
import { indicesFor } from '../holter/periods.ts';
import { buildNn } from '../hrv/nn-build.ts';
import { segmentSpectra } from '../hrv/frequency.ts';
import { applyWithholding, withholdReason } from '../hrv/withhold.ts';
import type { HrvIndices } from '../types.ts';
import { detectAfRr } from './af-rr.ts';
import { STRIP_MAX_S } from './af-petrenas2015.ts';
import { stripAf, type AfFound } from './classes-and-af.ts';
import { flagVtInFlutter, withFlutter } from './afl.ts';
import {
  ectopicPatterns,
  ectopicRuns,
  makeEpisode,
  pauses,
  type EpisodeInput,
  type RhythmEpisode,
} from './episodes.ts';
import { RATE_LIMITS, rateEpisodes, type RateLimits } from './rate-episodes.ts';

/**
 * Rhythm from beat times alone (a recorder or watch that exports only beats, or a WFDB beat
 * annotation file): AF episodes, pauses, sustained bradycardia/tachycardia, and - where the
 * file labels its beats - ventricular runs and patterns; HRV from the NN intervals where the
 * beats allow. With no ECG there are no strips, no beat morphology and no signal quality: an
 * interval longer than GAP_S is taken as missing beats (signal lost), not as a pause.
 */
export interface BeatTimesInput {
  /** Beat times as sample indices at `fs`. */
  samples: ArrayLike<number>;
  fs: number;
  /** AAMI class per beat (0-4 = N S V F Q) where known; null: every beat taken as N. */
  classes?: Uint8Array | null;
  startTime?: Date | null;
  pauseS?: number;
  rate?: Partial<RateLimits>;
}

export interface BeatTimesResult {
  source: 'beat-times';
  samplingRate: number;
  /** Sample index one past the last beat. */
  totalSamples: number;
  startTime: string | null;
  beats: number;
  /** Whether the beats carried classes (V runs and ectopy-aware HRV need them). */
  beatClasses: boolean;
  rhythm: { episodes: RhythmEpisode[] };
  summary: {
    meanHr: number | null;
    af: { episodes: number; totalS: number; burdenPercent: number };
  };
  indices: { whole: HrvIndices };
  warnings: string[];
}

/**
 * Intervals longer than this are a gap in the beat list (lost signal, removed noise), not a
 * heartbeat interval: in the long-term AF database 4 of 4.6 million intervals exceed 10 s. A
 * gap is still listed as a pause, marked `uncertain` (only the ECG can tell asystole from a
 * lost signal), and AF, rate and HRV do not span it.
 */
export const GAP_S = 10;

export function analyseBeatTimes(b: BeatTimesInput): BeatTimesResult {
  const fs = b.fs;
  const exact = Float64Array.from(b.samples);
  const n = exact.length;
  const classes = b.classes ?? new Uint8Array(n);
  // a labelled file's S beats are reviewed atrial ectopy, not AF conduction (af-rr-features.ts)
  const labelled = Boolean(b.classes);
  const pauseS = b.pauseS ?? 2;
  const rr = buildRr(exact, fs, []);
  const valid = Uint8Array.from(rr.valid, (v, k) => (v && rr.rr[k]! <= GAP_S * 1000 ? 1 : 0));
  const durationS = n ? (exact[n - 1]! - exact[0]!) / fs : 0;
  const start = b.startTime ?? undefined;
  const time = (s: number): string | null => localIso(start, s / fs);
  const found: AfFound[] =
    durationS < STRIP_MAX_S
      ? stripAf(exact, classes, valid, fs, durationS, undefined, labelled)
      : detectAfRr(exact, classes, valid, fs, undefined, undefined, labelled);
  const inAf = new Uint8Array(n);
  for (const e of found) inAf.fill(1, e.from, e.to + 1);
  const { af, afl } = withFlutter(exact, valid, fs, found, inAf);
  const ep: EpisodeInput = { samples: exact, exact, classes, rrValid: valid, fs, pauseS, time };
  const atrial = (type: 'AF' | 'AFL', e: AfFound): RhythmEpisode => {
    const x = makeEpisode(ep, type, e.from, e.to);
    return e.confidence === undefined ? x : { ...x, confidence: e.confidence };
  };
  const afEpisodes = af.map((e) => atrial('AF', e));
  const gapEpisodes = pauses({ ...ep, rrValid: rr.valid }).filter((p) => p.rrMs! > GAP_S * 1000);
  const episodes = flagVtInFlutter([
    ...afEpisodes,
    ...afl.map((e) => atrial('AFL', e)),
    ...pauses(ep),
    ...gapEpisodes.map((p) => ({ ...p, uncertain: true, confidence: 0 })),
    ...rateEpisodes(ep, { ...RATE_LIMITS, ...b.rate }),
    ...(b.classes
      ? [
          ...ectopicRuns(ep, CLASS_V),
          ...ectopicRuns(ep, CLASS_S),
          ...ectopicPatterns(ep, 2),
          ...ectopicPatterns(ep, 3),
        ]
      : []),
  ]).sort((x, y) => x.startSample - y.startSample);
  const afS = afEpisodes.reduce((a, e) => a + e.durationS, 0);
  const warnings = ['beat times only: rhythm findings and HRV, no ECG strips or beat shapes'];
  if (!b.classes)
    warnings.push('beats carry no classes: every beat is taken as normal (no ectopy findings)');
  return {
    source: 'beat-times',
    samplingRate: fs,
    totalSamples: n ? Math.round(exact[n - 1]!) + 1 : 0,
    startTime: localIso(start, 0),
    beats: n,
    beatClasses: Boolean(b.classes),
    rhythm: { episodes },
    summary: {
      meanHr: meanHr(rr.rr, valid),
      af: {
        episodes: afEpisodes.length,
        totalS: Math.round(afS * 10) / 10,
        burdenPercent: durationS > 0 ? Math.round((1000 * afS) / durationS) / 10 : 0,
      },
    },
    indices: { whole: hrv(rr, valid, classes, inAf, pauseS, durationS + exact[0]! / fs) },
    warnings,
  };
}

function hrv(
  rr: ReturnType<typeof buildRr>,
  valid: Uint8Array,
  classes: Uint8Array,
  inAf: Uint8Array,
  pauseS: number,
  durationS: number,
): HrvIndices {
  const n = valid.length;
  const { nn, nnValid } = buildNn({
    rrMs: rr.rr,
    rrValid: valid,
    classes,
    inAf,
    rrClass: rr.correction.classes,
    pauseMs: pauseS * 1000,
  });
  // no ECG: no R amplitudes, so no ECG-derived respiration (NaN amplitudes)
  const amp = new Float64Array(n).fill(NaN);
  const spectra = segmentSpectra(rr.timeS, nn, nnValid, amp, durationS);
  const reason = withholdReason({ classes, inAf, nn, nnValid }, 0, n);
  return applyWithholding(indicesFor(nn, nnValid, 0, n, spectra), reason);
}

function meanHr(rrMs: Float64Array, valid: Uint8Array): number | null {
  let s = 0;
  let c = 0;
  for (let k = 0; k < rrMs.length; k++)
    if (valid[k]) {
      s += rrMs[k]!;
      c++;
    }
  return c ? Math.round((600000 * c) / s) / 10 : null;
}
