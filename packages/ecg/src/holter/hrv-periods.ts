import { CLASS_N } from '../classify/beat-classes.ts';
import { segmentSpectra, SEGMENT_S, type SpectrumCache } from '../hrv/frequency.ts';
import { applyWithholding, withholdReason, type PeriodBeats } from '../hrv/withhold.ts';
import type { HrvIndices, PeriodIndices } from '../types.ts';
import { isNight, localIso, secondsOfDay } from './clock.ts';
import { indicesFor } from './periods.ts';

/** What the HRV of a recording's periods is computed from (one entry per beat). */
export interface HrvPeriodInput {
  fs: number;
  totalSamples: number;
  start: Date | undefined;
  nightStart: number;
  nightEnd: number;
  timeS: Float64Array;
  amplitudes: Float64Array;
  classes: Uint8Array;
  inAf: Uint8Array;
  nn: Float64Array;
  nnValid: Uint8Array;
  noisy: Uint8Array;
  rrMs: Float64Array;
  rrValid: Uint8Array;
  /** Spectra of unchanged segments from an earlier call (review recomputation). */
  spectra?: SpectrumCache;
}

export interface HrvPeriods {
  whole: HrvIndices;
  day: HrvIndices;
  night: HrvIndices;
  hourly: PeriodIndices[];
}

/**
 * NN-only HRV of the whole recording, day, night and each clock hour, each withheld (with its
 * reason) where it would mean nothing (hrv/withhold.ts). Shared by analyseRecording and the
 * review's recomputation from corrected labels (review/recompute.ts), so both give one answer.
 */
export function hrvPeriods(p: HrvPeriodInput): HrvPeriods {
  const n = p.classes.length;
  const durationS = p.totalSamples / p.fs;
  const spectra = segmentSpectra(p.timeS, p.nn, p.nnValid, p.amplitudes, durationS, p.spectra);
  const sod0 = p.start ? secondsOfDay(p.start) : 0;
  const nightOf = (t: number): boolean => isNight(sod0, t, p.nightStart, p.nightEnd);
  const dayValid = new Uint8Array(n);
  const nightValid = new Uint8Array(n);
  const dayMask = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const night = nightOf(p.timeS[i]!);
    if (!night) dayMask[i] = 1;
    if (!p.nnValid[i]) continue;
    if (night) nightValid[i] = 1;
    else dayValid[i] = 1;
  }
  const pb: PeriodBeats = {
    classes: p.classes,
    inAf: p.inAf,
    nn: p.nn,
    nnValid: p.nnValid,
    noisy: p.noisy,
    rrMs: p.rrMs,
    rrValid: p.rrValid,
  };
  const masked = (want: number): PeriodBeats => {
    const c = new Uint8Array(n);
    const a = new Uint8Array(n);
    const v = new Uint8Array(n);
    const rv = new Uint8Array(p.rrValid.length);
    for (let i = 0; i < n; i++) {
      if (dayMask[i] !== want) {
        c[i] = CLASS_N;
        continue;
      }
      c[i] = p.classes[i]!;
      a[i] = p.inAf[i]!;
      v[i] = p.nnValid[i]!;
      rv[i] = p.rrValid[i]!;
    }
    return { ...pb, classes: c, inAf: a, nnValid: v, rrValid: rv };
  };
  const period = (valid: Uint8Array, night: boolean, want: number): HrvIndices =>
    applyWithholding(
      indicesFor(
        p.nn,
        valid,
        0,
        n,
        spectra.filter((s) => nightOf(s.startS + SEGMENT_S / 2) === night),
      ),
      withholdReason(masked(want), 0, n),
    );
  return {
    whole: applyWithholding(indicesFor(p.nn, p.nnValid, 0, n, spectra), withholdReason(pb, 0, n)),
    day: period(dayValid, false, 1),
    night: period(nightValid, true, 0),
    hourly: hourlyIndices(p, pb, spectra, sod0, durationS),
  };
}

/** Clock-hour bins: the first ends at the first full hour after the start. */
function hourlyIndices(
  p: HrvPeriodInput,
  pb: PeriodBeats,
  spectra: ReturnType<typeof segmentSpectra>,
  sod0: number,
  durationS: number,
): PeriodIndices[] {
  const n = p.classes.length;
  const hourly: PeriodIndices[] = [];
  const firstEdge = 3600 - (sod0 % 3600);
  let b = 0;
  for (let h0 = 0; h0 < durationS;) {
    const h1 =
      hourly.length === 0 ? Math.min(durationS, firstEdge) : Math.min(durationS, h0 + 3600);
    const from = b;
    while (b < n && p.timeS[b]! < h1) b++;
    hourly.push({
      label: localIso(p.start, h0)?.slice(0, 13) ?? `hour ${hourly.length}`,
      startSample: Math.round(h0 * p.fs),
      endSample: Math.round(h1 * p.fs),
      startTime: localIso(p.start, h0),
      indices: applyWithholding(
        indicesFor(
          p.nn,
          p.nnValid,
          from,
          b,
          spectra.filter((s) => s.startS >= h0 && s.startS < h1),
        ),
        withholdReason(pb, from, b),
      ),
    });
    h0 = h1;
  }
  return hourly;
}
