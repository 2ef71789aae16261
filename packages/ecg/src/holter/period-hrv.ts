import { CLASS_N } from '../classify/beat-classes.ts';
import { SEGMENT_S, type SegmentSpectrum } from '../hrv/frequency.ts';
import { applyWithholding, withholdReason, type PeriodBeats } from '../hrv/withhold.ts';
import type { HrvIndices, PeriodIndices } from '../types.ts';
import { isNight, localIso } from './clock.ts';
import { indicesFor } from './periods.ts';

/** What the period indices are computed from: NN series, beat times and the 5-min spectra. */
export interface PeriodInput {
  nn: Float64Array;
  nnValid: Uint8Array;
  /** Beat times (s from the start), one per RR interval. */
  timeS: Float64Array;
  rrMs: Float64Array;
  rrValid: Uint8Array;
  classes: Uint8Array;
  inAf: Uint8Array;
  /** 1 where a Q complex is noise (classify/beat-classes.ts noiseComplexes). */
  noisy: Uint8Array;
  spectra: SegmentSpectrum[];
}

/** The recording's clock: start (local wall-clock, or null), its second of the day, night hours. */
export interface PeriodClock {
  start: Date | undefined;
  sod0: number;
  nightStart: number;
  nightEnd: number;
}

/**
 * HRV indices over the whole recording, day and night (night = [nightStart, nightEnd) local
 * time), each withheld with a reason where meaningless (hrv/withhold.ts).
 */
export function wholeDayNight(
  p: PeriodInput,
  clock: PeriodClock,
): { whole: HrvIndices; day: HrvIndices; night: HrvIndices } {
  const n = p.timeS.length;
  const nightOf = (t: number): boolean => isNight(clock.sod0, t, clock.nightStart, clock.nightEnd);
  const dayValid = new Uint8Array(n);
  const nightValid = new Uint8Array(n);
  const dayMask = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!nightOf(p.timeS[i]!)) dayMask[i] = 1;
    if (!p.nnValid[i]) continue;
    if (nightOf(p.timeS[i]!)) nightValid[i] = 1;
    else dayValid[i] = 1;
  }
  const whole = applyWithholding(
    indicesFor(p.nn, p.nnValid, 0, n, p.spectra),
    withholdReason(periodBeats(p), 0, n),
  );
  const part = (valid: Uint8Array, night: boolean): HrvIndices =>
    applyWithholding(
      indicesFor(
        p.nn,
        valid,
        0,
        n,
        p.spectra.filter((s) => nightOf(s.startS + SEGMENT_S / 2) === night),
      ),
      withholdReason(masked(p, dayMask, night ? 0 : 1), 0, n),
    );
  return { whole, day: part(dayValid, false), night: part(nightValid, true) };
}

function periodBeats(p: PeriodInput): PeriodBeats {
  const { classes, inAf, nn, nnValid, noisy, rrMs, rrValid } = p;
  return { classes, inAf, nn, nnValid, noisy, rrMs, rrValid };
}

/** The beats of one period (mask[i] === want); the others read as valid-less N beats. */
function masked(p: PeriodInput, mask: Uint8Array, want: number): PeriodBeats {
  const n = p.timeS.length;
  const c = new Uint8Array(n);
  const a = new Uint8Array(n);
  const v = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (mask[i] !== want) {
      c[i] = CLASS_N;
      continue;
    }
    c[i] = p.classes[i]!;
    a[i] = p.inAf[i]!;
    v[i] = p.nnValid[i]!;
  }
  const rv = p.rrValid.map((x, i) => (mask[i] === want ? x : 0));
  return {
    classes: c,
    inAf: a,
    nn: p.nn,
    nnValid: v,
    noisy: p.noisy,
    rrMs: p.rrMs,
    rrValid: rv,
  };
}

/** Per clock hour: the first bin ends at the first full hour after the start. */
export function hourlyIndices(
  p: PeriodInput,
  clock: PeriodClock,
  fs: number,
  durationS: number,
): PeriodIndices[] {
  const n = p.timeS.length;
  const pb = periodBeats(p);
  const hourly: PeriodIndices[] = [];
  const firstEdge = 3600 - (clock.sod0 % 3600);
  let b = 0;
  for (let h0 = 0; h0 < durationS;) {
    const h1 =
      hourly.length === 0 ? Math.min(durationS, firstEdge) : Math.min(durationS, h0 + 3600);
    const from = b;
    while (b < n && p.timeS[b]! < h1) b++;
    hourly.push({
      label: localIso(clock.start, h0)?.slice(0, 13) ?? `hour ${hourly.length}`,
      startSample: Math.round(h0 * fs),
      endSample: Math.round(h1 * fs),
      startTime: localIso(clock.start, h0),
      indices: applyWithholding(
        indicesFor(
          p.nn,
          p.nnValid,
          from,
          b,
          p.spectra.filter((s) => s.startS >= h0 && s.startS < h1),
        ),
        withholdReason(pb, from, b),
      ),
    });
    h0 = h1;
  }
  return hourly;
}
