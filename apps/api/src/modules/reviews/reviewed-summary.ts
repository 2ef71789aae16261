import type { EctopySummary, EpisodeRef } from '@heartcheck/ecg/types';
import type { RhythmEpisode } from '@heartcheck/ecg/rhythm/episodes';
import type { StoredFindings, StoredSummary } from '../results/public.ts';

/**
 * The Holter summary as the cardiologist signs it: every event they called artefact (noise the
 * engine misread) is left out of the counts, the AF burden and the longest/fastest episodes,
 * as a Holter analyst's edits change the final report (ISHNE/HRS 2017 consensus: the report
 * rests on reviewed, edited events). Event keys are "<kind>-<startSample>" as the review lists
 * them. Lists the engine capped (single beats, pauses, rates) lose what was called artefact
 * from their totals; the rhythm episodes are complete, so their figures are recomputed.
 */
/** What the edits of one review leave of the engine's findings. */
interface Edits {
  s: StoredSummary;
  episodes: RhythmEpisode[];
  called: (kind: string, e: { startSample: number }) => boolean;
  kept: (type: RhythmEpisode['type'], kind: string) => RhythmEpisode[];
  dropped: (type: RhythmEpisode['type'], kind: string) => RhythmEpisode[];
  hours: number;
}

export function reviewedSummary(
  result: StoredFindings,
  artefacts: ReadonlySet<string>,
): StoredSummary {
  const s = result.summary;
  if (artefacts.size === 0) return s;
  const episodes = result.rhythm?.episodes ?? [];
  const called = (kind: string, e: { startSample: number }) =>
    artefacts.has(`${kind}-${e.startSample}`);
  const edits: Edits = {
    s,
    episodes,
    called,
    kept: (type, kind) => episodes.filter((e) => e.type === type && !called(kind, e)),
    dropped: (type, kind) => episodes.filter((e) => e.type === type && called(kind, e)),
    hours: s.analysableDurationS / 3600,
  };
  const out: StoredSummary = { ...s, ...reviewedRates(edits), ...reviewedAf(edits) };
  out.ventricular = reviewedEctopy(edits, 'V', s.ventricular);
  out.supraventricular = reviewedEctopy(edits, 'S', s.supraventricular);
  for (const key of ['bigeminy', 'trigeminy'] as const) {
    if (!s[key]) continue;
    const list = edits.kept(key, key);
    out[key] = { episodes: list.length, longest: ref(maxBy(list, (e) => e.durationS)) };
  }
  out.prematureBeats = reviewedPremature(edits, out);
  return out;
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

function reviewedAf({ s, kept, dropped, called }: Edits): Partial<StoredSummary> {
  if (!s.af) return {};
  const af = kept('AF', 'af');
  const lostS = dropped('AF', 'af').reduce((sum, e) => sum + e.durationS, 0);
  const totalS = Math.max(0, s.af.totalS - lostS);
  const burdenPercent = s.analysableDurationS > 0 ? (100 * totalS) / s.analysableDurationS : 0;
  return {
    af: {
      episodes: af.length,
      totalS,
      burdenPercent,
      longest: ref(maxBy(af, (e) => e.durationS)),
      fastest: ref(maxBy(af, (e) => e.meanHr ?? 0)),
    },
    irregularRhythm: {
      ...s.irregularRhythm,
      count: af.length,
      burdenPercent,
      events: s.irregularRhythm.events.filter((e) => !called('af', e)),
    },
  };
}

/** Ectopy of one class without artefact beats, couplets and runs (their beats too). */
function reviewedEctopy(
  { s, kept, dropped, called, hours }: Edits,
  cls: 'V' | 'S',
  e: EctopySummary | undefined,
): EctopySummary | undefined {
  if (!e) return undefined;
  const [runType, runKind, beatKind] =
    cls === 'V'
      ? (['VT', 'vt', 'ventricular-beat'] as const)
      : (['SVT', 'svt', 'supraventricular-beat'] as const);
  const runs = kept(runType, runKind);
  const lostCouplets = dropped('couplet', 'couplet').filter((c) => c.beatClass === cls);
  const lostSingles = s.prematureBeats.events.filter(
    (b) => b.beatClass === cls && called(beatKind, b),
  ).length;
  const lostBeats = [...dropped(runType, runKind), ...lostCouplets].reduce(
    (sum, r) => sum + r.beats,
    lostSingles,
  );
  const count = Math.max(0, e.count - lostBeats);
  return {
    count,
    perHour: hours > 0 ? count / hours : 0,
    percent: s.totalBeats > 0 ? (100 * count) / s.totalBeats : 0,
    couplets: e.couplets - lostCouplets.length,
    runs: runs.length,
    longestRun: ref(maxBy(runs, (r) => r.beats)),
    fastestRun: ref(maxBy(runs, (r) => r.meanHr ?? 0)),
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

function ref(e: RhythmEpisode | undefined): EpisodeRef | null {
  if (!e) return null;
  const { startSample, endSample, startTime, durationS, beats, meanHr } = e;
  return { startSample, endSample, startTime, durationS, beats, meanHr };
}
