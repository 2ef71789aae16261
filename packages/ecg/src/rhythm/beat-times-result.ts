import { ENGINE_VERSION } from '../analyse.ts';
import { buildRr, type RrSeries } from '../holter/rr-build.ts';
import { buildNn } from '../hrv/nn-build.ts';
import { hrvPeriods } from '../holter/hrv-periods.ts';
import { holterSummary, hrPerMinute } from '../holter/summary.ts';
import { localIso } from '../holter/clock.ts';
import type { BeatTimes } from '../io/beat-times.ts';
import type { AnalysisResult } from '../types.ts';
import { analyseBeatTimes, GAP_S } from './beat-times.ts';

/**
 * The product's one result shape (AnalysisResult) built from beat times alone, so every
 * screen and document that renders an ECG analysis renders this one too: the rhythm episodes
 * and whole-recording HRV of `analyseBeatTimes`, and the Holter summary, the HR per minute
 * (HR trend) and the day/night/hourly HRV computed as for an ECG from the same beats. There is
 * no signal, so no quality segments, no amplitudes (no ECG-derived respiration) and no beat
 * shapes: `source` says so, and the review-only series are empty.
 */
export interface BeatTimesAnalysisOptions {
  /** Overrides the file's start (local wall clock). */
  startTime?: Date;
  nightStartHour?: number;
  nightEndHour?: number;
  pauseS?: number;
  listLimit?: number;
}

export function beatTimesAnalysis(
  b: BeatTimes,
  opts: BeatTimesAnalysisOptions = {},
): AnalysisResult {
  const fs = b.fs;
  const start = opts.startTime ?? b.startTime ?? undefined;
  const pauseS = opts.pauseS ?? 2;
  const rhythm = analyseBeatTimes({
    samples: b.samples,
    fs,
    classes: b.classes,
    startTime: start ?? null,
    pauseS,
  });
  const exact = Float64Array.from(b.samples);
  const n = exact.length;
  const classes = b.classes ?? new Uint8Array(n);
  const rr = gapAware(buildRr(exact, fs, []));
  const totalSamples = rhythm.totalSamples;
  const gapS = sumGaps(rr);
  const analysableS = Math.max(0, totalSamples / fs - gapS);
  const inAf = new Uint8Array(n);
  for (const e of rhythm.rhythm.episodes)
    if (e.type === 'AF' || e.type === 'AFL')
      inAf.fill(1, beatAt(exact, e.startSample), beatAt(exact, e.endSample) + 1);
  const { nn, nnValid } = buildNn({
    rrMs: rr.rr,
    rrValid: rr.valid,
    classes,
    inAf,
    rrClass: rr.correction.classes,
    pauseMs: pauseS * 1000,
  });
  const nightStart = opts.nightStartHour ?? 0;
  const nightEnd = opts.nightEndHour ?? 6;
  const periods = hrvPeriods({
    fs,
    totalSamples,
    start,
    nightStart,
    nightEnd,
    timeS: rr.timeS,
    amplitudes: new Float64Array(n).fill(NaN),
    classes,
    inAf,
    nn,
    nnValid,
    noisy: new Uint8Array(n),
    rrMs: rr.rr,
    rrValid: rr.valid,
  });
  const hpm = hrPerMinute(rr, fs, totalSamples);
  const summary = holterSummary(rr, hpm, {
    fs,
    start,
    totalSamples,
    analysableS,
    bradyBpm: 50,
    tachyBpm: 100,
    pauseS,
    listLimit: opts.listLimit ?? 500,
    classes,
    episodes: rhythm.rhythm.episodes,
  });
  const warnings = [...rhythm.warnings];
  if (!start)
    warnings.push(
      'no start date-time in the file: day/night split assumes the recording starts at 00:00',
    );
  const c = rr.correction;
  return {
    engine: { name: '@heartcheck/ecg', version: ENGINE_VERSION },
    source: 'beat-times',
    format: b.format,
    channel: 0,
    channelName: '',
    samplingRate: fs,
    totalSamples,
    startTime: localIso(start, 0),
    night: { startHour: nightStart, endHour: nightEnd },
    summary,
    // whole-recording HRV as analyseBeatTimes withholds it (gaps, AF, unlabelled ectopy)
    indices: { ...periods, whole: rhythm.indices.whole },
    correctedBeats: {
      total: c.corrected,
      ectopic: c.ectopic,
      missed: c.missed,
      extra: c.extra,
      longShort: c.longShort,
    },
    quality: [],
    rhythm: rhythm.rhythm,
    series: {
      beatSamples: Float64Array.from(exact, Math.round),
      rrMs: rr.rr,
      nnMs: nn,
      beatClass: nnValid.map((v) => 1 - v),
      aamiClass: classes,
      hrPerMinute: hpm,
      beatExact: exact,
      beatAmplitude: new Float64Array(0),
      beatCluster: new Int32Array(0),
      beatProb: new Float32Array(0),
      beatAmpRatio: new Float32Array(0),
      beatMatchShare: new Float32Array(0),
      windowQuality: {
        starts: new Float64Array(0),
        ends: new Float64Array(0),
        pBad: new Float64Array(0),
      },
    },
    warnings,
  };
}

/** An interval longer than GAP_S is lost signal, not a heartbeat interval (beat-times.ts). */
function gapAware(rr: RrSeries): RrSeries {
  const valid = Uint8Array.from(rr.valid, (v, k) => (v && rr.rr[k]! <= GAP_S * 1000 ? 1 : 0));
  return { ...rr, valid };
}

function sumGaps(rr: RrSeries): number {
  let s = 0;
  for (let k = 0; k < rr.rr.length; k++) if (rr.rr[k]! > GAP_S * 1000) s += rr.rr[k]! / 1000;
  return s;
}

/** Index of the beat at (or first after) a sample. */
function beatAt(exact: Float64Array, sample: number): number {
  let lo = 0;
  let hi = exact.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (exact[mid]! < sample) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
