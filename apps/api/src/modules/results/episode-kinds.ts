import type { EventKind } from '@heartcheck/contracts/results';
import type { EpisodeRef } from '@heartcheck/ecg/types';
import type { EpisodeType, RhythmEpisode } from '@heartcheck/ecg/rhythm/episodes';

/**
 * Every rhythm episode type of the engine (`EPISODE_TYPES`) as the event kind the product shows.
 * A `Record` over the engine's type, so a type the engine adds fails the typecheck until it has
 * a kind here (and so a name, a figure, a help article and a FHIR code: see `RHYTHM_TYPES`).
 */
export const EPISODE_KINDS: Record<EpisodeType, EventKind> = {
  AF: 'af',
  AFL: 'afl',
  VF: 'vf',
  unanalysable: 'unanalysable',
  VT: 'vt',
  SVT: 'svt',
  couplet: 'couplet',
  bigeminy: 'bigeminy',
  trigeminy: 'trigeminy',
  pause: 'pause',
  AVB2: 'avb2',
  brady: 'bradycardia',
  tachy: 'tachycardia',
};

/**
 * Episode types the engine's Holter summary has no figures for (issue 19): the product counts
 * them from the episodes, and shows a figure only where one was found, so a recording analysed
 * before the engine knew the type never reads "none found".
 */
export const RHYTHM_TYPES = ['VF', 'AFL', 'AVB2'] as const satisfies readonly EpisodeType[];
export type RhythmType = (typeof RHYTHM_TYPES)[number];

/** The counted episodes of one such type. */
export interface RhythmFigure {
  episodes: number;
  totalS: number;
  longest: EpisodeRef | null;
  /** Episodes inside poor signal, shown for review and not counted. */
  uncertain: number;
}
export type RhythmFindings = Record<RhythmType, RhythmFigure>;

/** "<kind>-<startSample>": how the review lists an episode and stores the edits of it. */
export function episodeKey(e: Pick<RhythmEpisode, 'type' | 'startSample'>): string {
  return `${EPISODE_KINDS[e.type]}-${e.startSample}`;
}

export function episodeRef(e: RhythmEpisode | undefined): EpisodeRef | null {
  if (!e) return null;
  const { startSample, endSample, startTime, durationS, beats, meanHr } = e;
  return { startSample, endSample, startTime, durationS, beats, meanHr };
}

/** VF, atrial flutter and AV block as counted: without `dropped` (uncertain or artefact). */
export function rhythmFindings(
  episodes: readonly RhythmEpisode[],
  dropped: (e: RhythmEpisode) => boolean,
): RhythmFindings {
  const figure = (type: RhythmType): RhythmFigure => {
    const all = episodes.filter((e) => e.type === type);
    const kept = all.filter((e) => !dropped(e));
    let longest: RhythmEpisode | undefined;
    for (const e of kept) if (!longest || e.durationS > longest.durationS) longest = e;
    return {
      episodes: kept.length,
      totalS: kept.reduce((sum, e) => sum + e.durationS, 0),
      longest: episodeRef(longest),
      uncertain: all.filter((e) => e.uncertain === true).length,
    };
  };
  return { VF: figure('VF'), AFL: figure('AFL'), AVB2: figure('AVB2') };
}
