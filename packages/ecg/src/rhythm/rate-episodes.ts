import { SortedWindow } from '../hrv/sorted-window.ts';
import { makeEpisode, type BeatTimes, type RhythmEpisode } from './episodes.ts';

/**
 * Sustained bradycardia and tachycardia episodes from beat times.
 *  - Limits: tachycardia is a rate above 100 bpm (the usual adult definition, e.g. ESC 2019
 *    SVT guidelines, Brugada et al.); bradycardia episodes use 40 bpm, not the < 50 bpm
 *    definition of the 2018 ACC/AHA/HRS bradycardia guideline (Kusumoto et al.), because rates
 *    in the 40s are common in healthy people asleep and a Holter report lists what is unusual.
 *    Both are options.
 *  - Rate: the median of the instantaneous rates of RATE_BEATS intervals around each beat, so one
 *    ectopic beat or missed beat neither starts nor breaks an episode.
 *  - Sustained: at least 30 s (the 30 s that makes a tachyarrhythmia "sustained" in the
 *    ACC/AHA/ESC 2006 ventricular arrhythmia guidelines and an AF episode in ESC 2020).
 * `confidence` is the share of the episode's own intervals beyond the limit.
 */
export interface RateLimits {
  bradyBpm: number;
  tachyBpm: number;
  minS: number;
}
export const RATE_LIMITS: RateLimits = { bradyBpm: 40, tachyBpm: 100, minS: 30 };
const RATE_BEATS = 9;

export function rateEpisodes(i: BeatTimes, lim: RateLimits = RATE_LIMITS): RhythmEpisode[] {
  const n = i.exact.length;
  const hr = new Float64Array(n).fill(NaN);
  for (let k = 1; k < n; k++)
    if (i.rrValid[k]) hr[k] = (60 * i.fs) / (i.exact[k]! - i.exact[k - 1]!);
  const med = localMedian(hr, RATE_BEATS >> 1);
  return [
    ...runs(i, med, hr, (x) => x < lim.bradyBpm, 'brady', lim.minS),
    ...runs(i, med, hr, (x) => x > lim.tachyBpm, 'tachy', lim.minS),
  ];
}

function runs(
  i: BeatTimes,
  med: Float64Array,
  hr: Float64Array,
  beyond: (bpm: number) => boolean,
  type: 'brady' | 'tachy',
  minS: number,
): RhythmEpisode[] {
  const out: RhythmEpisode[] = [];
  const n = med.length;
  for (let k = 1; k < n; k++) {
    if (!beyond(med[k]!)) continue;
    let e = k;
    while (e + 1 < n && beyond(med[e + 1]!)) e++;
    if ((i.exact[e]! - i.exact[k - 1]!) / i.fs >= minS) {
      let hits = 0;
      for (let j = k; j <= e; j++) if (beyond(hr[j]!)) hits++;
      const ep = makeEpisode(i, type, k - 1, e);
      out.push({ ...ep, confidence: Math.round((1000 * hits) / (e - k + 1)) / 1000 });
    }
    k = e;
  }
  return out;
}

/** Median of the finite values within +-h of each index (NaN where the centre is NaN). */
function localMedian(v: Float64Array, h: number): Float64Array {
  const n = v.length;
  const out = new Float64Array(n).fill(NaN);
  // the finite values of v[k - h, k + h], kept sorted as the window slides
  const w = new SortedWindow(2 * h + 1);
  for (let j = 0; j < Math.min(n, h); j++) if (Number.isFinite(v[j]!)) w.add(v[j]!);
  for (let k = 0; k < n; k++) {
    const enter = k + h < n ? v[k + h]! : NaN;
    const leave = k - h - 1 >= 0 ? v[k - h - 1]! : NaN;
    if (Number.isFinite(enter) && Number.isFinite(leave)) w.replace(leave, enter);
    else if (Number.isFinite(leave)) w.remove(leave);
    else if (Number.isFinite(enter)) w.add(enter);
    if (!Number.isFinite(v[k]!)) continue;
    const m = w.size;
    out[k] = (w.at((m - 1) >> 1) + w.at(m >> 1)) / 2;
  }
  return out;
}
