/*
 * The workstation's fixed choices (beat labels, episode types, prematurity), without zod: the web app imports these values (eslint allows
 * this file), the edit schemas in review-edits.ts use them.
 */

/** Labels a cardiologist gives beats: AAMI N, S, V, or artefact (not a beat). */
export const BEAT_LABELS = ['N', 'S', 'V', 'A'] as const;
/** Labels of a beat the cardiologist adds where the detector missed one (a beat, not artefact). */
export const ADDED_BEAT_LABELS = ['N', 'S', 'V'] as const;

/**
 * Episode types the cardiologist may add (packages/ecg review/episode-ops.ts
 * ADDABLE_EPISODE_TYPES, which the engine keeps for itself: it depends on nothing; the API's
 * test review-choices.test.ts holds the two lists equal): atrial flutter and VF since issue 19
 * (the engine cannot tell flutter from AF when conduction is irregular, and misses some VF), and
 * unanalysable signal (the engine reads some noise as beats: a stretch called noise leaves its
 * beats, runs and intervals out of the figures).
 */
export const ADDABLE_EPISODES = [
  'AF',
  'AFL',
  'VF',
  'VT',
  'SVT',
  'pause',
  'AVB2',
  'unanalysable',
  'other',
] as const;
export type AddableEpisode = (typeof ADDABLE_EPISODES)[number];

/**
 * Prematurity (%) a cardiologist may ask for when labelling a template's premature beats: 20 % is
 * the classic criterion (Malik et al. 1989, Eur Heart J 10:1060); under 10 % sinus arrhythmia
 * passes for prematurity, over 40 % only the earliest beats are found.
 */
export const PREMATURITY_RANGE = [10, 40] as const;
export const DEFAULT_PREMATURITY = 20;
