import { localIso } from './clock.ts';
import type { RrSeries } from './rr-build.ts';
import { AAMI_LABELS, CLASS_S, CLASS_V } from '../classify/beat-classes.ts';
import type { RhythmEpisode } from '../rhythm/episodes.ts';
import type {
  EcgEvent,
  EctopySummary,
  EpisodeRef,
  EventSummary,
  HolterSummary,
  HrAt,
} from '../types.ts';

/**
 * Holter summary. Conventions (documented in README):
 *  - heart rate per minute = 60000 / mean of the valid RR intervals ending in
 *    that minute; a minute needs >= 50 % of its time covered by valid RR;
 *  - min / max HR are the lowest / highest minute rates (1-min averaging as in
 *    common Holter reports; ACC/AHA 1999 Holter guidelines leave averaging to
 *    the system);
 *  - pause: RR >= 2 s between two beats with no excluded signal between them
 *    (2 s is the customary Holter reporting threshold; Crawford et al.,
 *    ACC/AHA Guidelines for Ambulatory Electrocardiography, 1999);
 *  - bradycardia / tachycardia: runs of consecutive minutes below 50 bpm /
 *    above 100 bpm (100 bpm: standard tachycardia definition; 50 bpm: the
 *    bradycardia cut-off used for ambulatory monitoring, since healthy sleep
 *    rates fall below 60);
 *  - premature beats: beats classed S or V (value = coupling RR, ms);
 *  - irregular rhythm: atrial fibrillation episodes (rhythm/af-petrenas2015.ts), burden =
 *    share of analysable time;
 *  - ectopy counts, couplets, runs, bigeminy/trigeminy from the beat classes and episodes.
 */
export interface SummaryOptions {
  fs: number;
  start: Date | undefined;
  totalSamples: number;
  analysableS: number;
  bradyBpm: number;
  tachyBpm: number;
  pauseS: number;
  listLimit: number;
  classes: Uint8Array;
  episodes: RhythmEpisode[];
}

export function hrPerMinute(s: RrSeries, fs: number, totalSamples: number): Float32Array {
  const minutes = Math.ceil(totalSamples / fs / 60);
  const sum = new Float64Array(minutes);
  const cnt = new Uint32Array(minutes);
  for (let i = 0; i < s.rr.length; i++) {
    if (!s.valid[i]) continue;
    const m = Math.min(minutes - 1, Math.floor(s.timeS[i]! / 60));
    sum[m]! += s.rr[i]!;
    cnt[m]!++;
  }
  const out = new Float32Array(minutes);
  for (let m = 0; m < minutes; m++) {
    const minuteLen = Math.min(60, totalSamples / fs - m * 60);
    out[m] = cnt[m]! > 0 && sum[m]! / 1000 >= 0.5 * minuteLen ? (60000 * cnt[m]!) / sum[m]! : NaN;
  }
  return out;
}

export function holterSummary(s: RrSeries, hpm: Float32Array, o: SummaryOptions): HolterSummary {
  const ev = (kind: EcgEvent['kind'], a: number, b: number, value: number): EcgEvent => ({
    kind,
    startSample: Math.round(a),
    endSample: Math.round(b),
    startTime: localIso(o.start, a / o.fs),
    durationS: Math.round(((b - a) / o.fs) * 1000) / 1000,
    value: Math.round(value * 10) / 10,
  });
  const list = (events: EcgEvent[]): EventSummary => ({
    count: events.length,
    events: events.slice(0, o.listLimit),
  });

  let minHr: HrAt | null = null;
  let maxHr: HrAt | null = null;
  for (let m = 0; m < hpm.length; m++) {
    const v = hpm[m]!;
    if (Number.isNaN(v)) continue;
    const at = {
      bpm: Math.round(v * 10) / 10,
      sample: Math.round(m * 60 * o.fs),
      time: localIso(o.start, m * 60),
    };
    if (!minHr || v < minHr.bpm) minHr = at;
    if (!maxHr || v > maxHr.bpm) maxHr = at;
  }
  let n = 0;
  let sum = 0;
  const pauses: EcgEvent[] = [];
  let longest: EcgEvent | null = null;
  const prem: EcgEvent[] = [];
  for (let i = 1; i < s.rr.length; i++) {
    if (!s.valid[i]) continue;
    n++;
    sum += s.rr[i]!;
    if (s.rr[i]! >= o.pauseS * 1000) {
      const e = ev('pause', s.beats[i - 1]!, s.beats[i]!, s.rr[i]!);
      pauses.push(e);
      if (!longest || e.value > longest.value) longest = e;
    }
  }
  let premCount = 0;
  for (let i = 0; i < o.classes.length; i++) {
    const c = o.classes[i];
    if (c !== CLASS_S && c !== CLASS_V) continue;
    // only the listed ones are built (a 72 h recording can have tens of thousands)
    if (premCount++ >= o.listLimit) continue;
    const e = ev('premature-beat', s.beats[i]!, s.beats[i]!, i > 0 && s.valid[i] ? s.rr[i]! : NaN);
    prem.push({ ...e, beatClass: c === CLASS_V ? 'V' : 'S' });
  }
  const runs = (test: (v: number) => boolean, kind: 'bradycardia' | 'tachycardia'): EcgEvent[] => {
    const out: EcgEvent[] = [];
    for (let m = 0; m < hpm.length; m++) {
      if (!test(hpm[m]!)) continue;
      let e = m;
      let extreme = hpm[m]!;
      while (e + 1 < hpm.length && test(hpm[e + 1]!)) {
        e++;
        extreme = kind === 'bradycardia' ? Math.min(extreme, hpm[e]!) : Math.max(extreme, hpm[e]!);
      }
      out.push(ev(kind, m * 60 * o.fs, Math.min(o.totalSamples, (e + 1) * 60 * o.fs), extreme));
      m = e;
    }
    return out;
  };
  const afEpisodes = o.episodes.filter((e) => e.type === 'AF');
  const af = afEpisodes.map((e) => ev('irregular-rhythm', e.startSample, e.endSample, e.beats));
  // AF time excludes unanalysable stretches an episode bridges, so the burden stays a share of
  // analysable time
  const unanalysableEps = o.episodes.filter((e) => e.type === 'unanalysable');
  const afS = afEpisodes.reduce((a, e) => {
    let inside = 0;
    for (const u of unanalysableEps)
      inside += Math.max(
        0,
        Math.min(e.endSample, u.endSample) - Math.max(e.startSample, u.startSample),
      );
    return a + (e.endSample - e.startSample - inside) / o.fs;
  }, 0);
  const perHour = (k: number): number =>
    o.analysableS > 0 ? Math.round((k / (o.analysableS / 3600)) * 10) / 10 : 0;
  const counts = { N: 0, S: 0, V: 0, F: 0, Q: 0 };
  for (const c of o.classes) counts[AAMI_LABELS[c]!]++;
  const ectopy = (cls: 'V' | 'S', count: number): EctopySummary => {
    const mine = o.episodes.filter((e) => e.beatClass === cls);
    const runs = mine.filter((e) => e.type !== 'couplet');
    return {
      count,
      perHour: perHour(count),
      percent: o.classes.length ? Math.round((10000 * count) / o.classes.length) / 100 : 0,
      couplets: mine.length - runs.length,
      runs: runs.length,
      longestRun: pick(runs, (e) => e.beats),
      fastestRun: pick(runs, (e) => e.meanHr ?? 0),
    };
  };
  const pattern = (
    t: 'bigeminy' | 'trigeminy',
  ): { episodes: number; longest: EpisodeRef | null } => {
    const list = o.episodes.filter((e) => e.type === t);
    return { episodes: list.length, longest: pick(list, (e) => e.durationS) };
  };
  const unan = o.episodes.filter((e) => e.type === 'unanalysable');
  return {
    recordingDurationS: Math.round((o.totalSamples / o.fs) * 1000) / 1000,
    analysableDurationS: Math.round(o.analysableS * 1000) / 1000,
    totalBeats: s.beats.length,
    minHr,
    // no mean rate where no minute of the trend has one (each needs >= 50 % of it covered by
    // valid RR): a few seconds kept in noise alone (nst `ma`: 5 s of 30 min) gave a "heart
    // rate" of 84-129 bpm (issue 19: noise alone reports no heart rate)
    meanHr: n > 0 && minHr ? Math.round(((60000 * n) / sum) * 10) / 10 : null,
    maxHr,
    pauses: {
      ...list(pauses),
      longestMs: longest?.value ?? null,
      longestSample: longest?.startSample ?? null,
      thresholdS: o.pauseS,
    },
    bradycardia: { ...list(runs((v) => v < o.bradyBpm, 'bradycardia')), thresholdBpm: o.bradyBpm },
    tachycardia: { ...list(runs((v) => v > o.tachyBpm, 'tachycardia')), thresholdBpm: o.tachyBpm },
    prematureBeats: {
      count: premCount,
      events: prem.slice(0, o.listLimit),
      perHour: perHour(premCount),
    },
    irregularRhythm: {
      ...list(af),
      burdenPercent: o.analysableS > 0 ? Math.round((10000 * afS) / o.analysableS) / 100 : 0,
      method: 'atrial fibrillation episodes >= 30 s (Petrenas 2015 / Sarkar 2008, ectopy-aware)',
    },
    beatClasses: counts,
    ventricular: ectopy('V', counts.V),
    supraventricular: ectopy('S', counts.S),
    af: {
      episodes: afEpisodes.length,
      burdenPercent: o.analysableS > 0 ? Math.round((10000 * afS) / o.analysableS) / 100 : 0,
      totalS: Math.round(afS * 10) / 10,
      longest: pick(afEpisodes, (e) => e.durationS),
      fastest: pick(afEpisodes, (e) => e.meanHr ?? 0),
    },
    bigeminy: pattern('bigeminy'),
    trigeminy: pattern('trigeminy'),
    unanalysable: {
      episodes: unan.length,
      totalS: Math.round(unan.reduce((a, e) => a + e.durationS, 0) * 10) / 10,
    },
  };
}

/** The episode with the largest `key`, as a reference the report can point at. */
function pick(list: RhythmEpisode[], key: (e: RhythmEpisode) => number): EpisodeRef | null {
  let best: RhythmEpisode | null = null;
  for (const e of list) if (!best || key(e) > key(best)) best = e;
  if (!best) return null;
  const { startSample, endSample, startTime, durationS, beats, meanHr } = best;
  return { startSample, endSample, startTime, durationS, beats, meanHr };
}
