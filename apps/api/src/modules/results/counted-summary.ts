import { RATE_LIMITS } from '@heartcheck/ecg/rhythm/rate-episodes';
import type { EcgEvent, EctopySummary } from '@heartcheck/ecg/types';
import type { EpisodeType, RhythmEpisode } from '@heartcheck/ecg/rhythm/episodes';
import {
  EPISODE_KINDS,
  episodeKey,
  episodeRef,
  rhythmFindings,
  type RhythmFindings,
} from './episode-kinds.ts';
import type { StoredFindings, StoredSummary } from './stored.ts';

/**
 * The Holter summary as it is counted: the engine's figures without the episodes it marked
 * `uncertain` (found inside poor signal: shown for review, never counted as a finding, issue 19)
 * and, once a cardiologist has reviewed the recording, without every event they called artefact
 * (noise the engine misread), as a Holter analyst's edits change the final report (ISHNE/HRS 2017
 * consensus: the report rests on reviewed, edited events). Event keys are "<kind>-<startSample>"
 * as the review lists them. Lists the engine capped (single beats, pauses, rates) lose what was
 * left out from their totals; the rhythm episodes are complete, so their figures are recomputed.
 * Atrial flutter, VF and AV block, which the engine's summary has no figures for, are counted
 * from the episodes (`rhythm`).
 */
export type CountedSummary = StoredSummary & { rhythm: RhythmFindings };

/** What the edits of one review leave of the engine's findings. */
interface Edits {
  s: StoredSummary;
  episodes: RhythmEpisode[];
  called: (kind: string, e: { startSample: number }) => boolean;
  kept: (type: EpisodeType) => RhythmEpisode[];
  dropped: (type: EpisodeType) => RhythmEpisode[];
  /** Whether the engine's own count of `type` still includes its uncertain episodes. */
  countsUncertain: (type: EpisodeType, engineCount: number) => boolean;
  hours: number;
}

export function countedSummary(
  result: StoredFindings,
  artefacts: ReadonlySet<string> = new Set(),
): CountedSummary {
  const s = result.summary;
  const episodes = result.rhythm?.episodes ?? [];
  const left = new Set(artefacts);
  for (const e of episodes) if (e.uncertain) left.add(episodeKey(e));
  const called = (kind: string, e: { startSample: number }) => left.has(`${kind}-${e.startSample}`);
  const out = (e: RhythmEpisode) => called(EPISODE_KINDS[e.type], e);
  const rhythm = rhythmFindings(episodes, out);
  const rates = episodeRates(s, episodes, out, result.rhythm !== undefined);
  if (left.size === 0) return { ...s, ...rates, rhythm };
  const edits: Edits = {
    s,
    episodes,
    called,
    kept: (type) => episodes.filter((e) => e.type === type && !out(e)),
    dropped: (type) => episodes.filter((e) => e.type === type && out(e)),
    // An engine that already leaves uncertain episodes out of its summary counts only the
    // certain ones: their uncertain beats and time must not be taken off a second time.
    countsUncertain: (type, engineCount) =>
      engineCount === episodes.filter((e) => e.type === type).length,
    hours: s.analysableDurationS / 3600,
  };
  const counted: CountedSummary = {
    ...s,
    ...reviewedRates(edits),
    ...rates,
    ...reviewedAf(edits),
    rhythm,
  };
  counted.ventricular = reviewedEctopy(edits, 'V', s.ventricular);
  counted.supraventricular = reviewedEctopy(edits, 'S', s.supraventricular);
  for (const key of ['bigeminy', 'trigeminy'] as const) {
    if (!s[key]) continue;
    const list = edits.kept(key);
    counted[key] = { episodes: list.length, longest: episodeRef(maxBy(list, (e) => e.durationS)) };
  }
  counted.prematureBeats = reviewedPremature(edits, counted);
  return counted;
}

/**
 * Slow and fast heart rate from the engine's `brady`/`tachy` episodes (each with its mean rate)
 * whenever it lists rhythm episodes, none found included: a recording with no episode under 40
 * bpm must not fall back to the summary's minutes under 50 and report those under the other
 * limit. Only an analysis from before rhythm episodes keeps the summary's runs of slow or fast
 * minutes.
 */
function episodeRates(
  s: StoredSummary,
  episodes: RhythmEpisode[],
  out: (e: RhythmEpisode) => boolean,
  listed: boolean,
): Partial<Pick<StoredSummary, 'bradycardia' | 'tachycardia'>> {
  const rates: Partial<Pick<StoredSummary, 'bradycardia' | 'tachycardia'>> = {};
  if (!listed) return rates;
  for (const [type, key] of [
    ['brady', 'bradycardia'],
    ['tachy', 'tachycardia'],
  ] as const) {
    const events = episodes.filter((e) => e.type === type && !out(e)).map((e) => asEvent(e, key));
    // The figure names the limit these episodes were found with (the engine's), not the
    // per-minute runs' limit the summary carries.
    const thresholdBpm = type === 'brady' ? RATE_LIMITS.bradyBpm : RATE_LIMITS.tachyBpm;
    rates[key] = { ...s[key], thresholdBpm, count: events.length, events };
  }
  return rates;
}

function asEvent(e: RhythmEpisode, kind: 'bradycardia' | 'tachycardia'): EcgEvent {
  const { startSample, endSample, startTime, durationS } = e;
  return { kind, startSample, endSample, startTime, durationS, value: e.meanHr ?? 0 };
}

function reviewedRates({
  s,
  called,
}: Edits): Pick<StoredSummary, 'pauses' | 'bradycardia' | 'tachycardia'> {
  const pauses = s.pauses.events.filter((e) => !called('pause', e));
  const longest = maxBy(pauses, (e) => e.value);
  const rate = (key: 'bradycardia' | 'tachycardia') => {
    const events = s[key].events.filter((e) => !called(key, e));
    return { ...s[key], count: s[key].count - (s[key].events.length - events.length), events };
  };
  return {
    pauses: {
      ...s.pauses,
      count: s.pauses.count - (s.pauses.events.length - pauses.length),
      events: pauses,
      longestMs: longest ? longest.value : null,
      longestSample: longest ? longest.startSample : null,
    },
    bradycardia: rate('bradycardia'),
    tachycardia: rate('tachycardia'),
  };
}

function reviewedAf({ s, kept, dropped, called, countsUncertain }: Edits): Partial<StoredSummary> {
  if (!s.af) return {};
  const af = kept('AF');
  const withUncertain = countsUncertain('AF', s.af.episodes);
  const lostS = dropped('AF')
    .filter((e) => withUncertain || !e.uncertain)
    .reduce((sum, e) => sum + e.durationS, 0);
  const totalS = Math.max(0, s.af.totalS - lostS);
  const burdenPercent = s.analysableDurationS > 0 ? (100 * totalS) / s.analysableDurationS : 0;
  return {
    af: {
      episodes: af.length,
      totalS,
      burdenPercent,
      longest: episodeRef(maxBy(af, (e) => e.durationS)),
      fastest: episodeRef(maxBy(af, (e) => e.meanHr ?? 0)),
    },
    irregularRhythm: {
      ...s.irregularRhythm,
      count: af.length,
      burdenPercent,
      events: s.irregularRhythm.events.filter((e) => !called('af', e)),
    },
  };
}

/** Ectopy of one class without the beats, couplets and runs left out (their beats too). */
function reviewedEctopy(
  { s, episodes, kept, dropped, called, countsUncertain, hours }: Edits,
  cls: 'V' | 'S',
  e: EctopySummary | undefined,
): EctopySummary | undefined {
  if (!e) return undefined;
  const [runType, beatKind] =
    cls === 'V'
      ? (['VT', 'ventricular-beat'] as const)
      : (['SVT', 'supraventricular-beat'] as const);
  const runs = kept(runType);
  const mine = (list: RhythmEpisode[]) => list.filter((c) => c.beatClass === cls);
  const couplets = mine(kept('couplet'));
  const withUncertain = countsUncertain(runType, e.runs);
  const lostRuns = [...dropped(runType), ...mine(dropped('couplet'))].filter(
    (r) => withUncertain || !r.uncertain,
  );
  const lostSingles = s.prematureBeats.events.filter(
    (b) => b.beatClass === cls && called(beatKind, b),
  ).length;
  const lostBeats = lostRuns.reduce((sum, r) => sum + r.beats, lostSingles);
  const count = Math.max(0, e.count - lostBeats);
  return {
    count,
    perHour: hours > 0 ? count / hours : 0,
    percent: s.totalBeats > 0 ? (100 * count) / s.totalBeats : 0,
    // Results stored before the engine listed couplets as episodes keep the summary's count.
    couplets: episodes.length ? couplets.length : e.couplets,
    runs: runs.length,
    longestRun: episodeRef(maxBy(runs, (r) => r.beats)),
    fastestRun: episodeRef(maxBy(runs, (r) => r.meanHr ?? 0)),
  };
}

function reviewedPremature(
  { s, called, hours }: Edits,
  out: StoredSummary,
): StoredSummary['prematureBeats'] {
  const events = s.prematureBeats.events.filter(
    (b) => !called(b.beatClass === 'S' ? 'supraventricular-beat' : 'ventricular-beat', b),
  );
  const count =
    out.ventricular && out.supraventricular
      ? out.ventricular.count + out.supraventricular.count
      : s.prematureBeats.count - (s.prematureBeats.events.length - events.length);
  return { count, perHour: hours > 0 ? count / hours : 0, events };
}

function maxBy<T>(list: T[], score: (t: T) => number): T | undefined {
  let best: T | undefined;
  for (const t of list) if (best === undefined || score(t) > score(best)) best = t;
  return best;
}
