import type { ReviewEditInput } from '@heartcheck/contracts/review-edits';
import type { ReviewedEpisode } from '@heartcheck/ecg/review/episode-ops';
import type { ReviewBase } from '@heartcheck/ecg/review/recompute';
import { firstAtOrAfter } from '../../lib/sorted.ts';
import { ReviewError } from './errors.ts';
import { isBeat, LABEL_NAMES, type ReviewState } from './edits-state.ts';
import { LABEL_ARTEFACT } from '@heartcheck/ecg/review/recompute-frame';

/**
 * The closest an added beat may be to another beat: 200 ms, the refractory period QRS
 * detectors keep between two beats (Pan & Tompkins 1985, IEEE Trans Biomed Eng 32:230), which
 * the engine's detector keeps too; nearer, it is the same beat or its T wave.
 */
export const ADDED_BEAT_MIN_GAP_S = 0.2;

/** Templates that hold beats now (ids of the stored ones and of splits). */
function liveTemplates(state: ReviewState): Set<number> {
  return new Set(state.template);
}

/** A split takes some of a template's beats, never all (that is a relabel) and no others. */
function checkSplit(state: ReviewState, templateId: number, list: number[]): void {
  const mine = new Set(list.filter((b) => state.template[b] === templateId));
  if (mine.size !== new Set(list).size)
    throw new ReviewError(400, `Split: choose beats of template ${templateId} only.`);
  let size = 0;
  for (const t of state.template) if (t === templateId) size++;
  if (mine.size >= size)
    throw new ReviewError(400, 'Split: leave at least one beat in the template.');
}

/**
 * An edit of a listed episode: it must be in the list and not changed to another type already
 * (that one is edited instead), and a change of type must change it.
 */
function checkEpisodeEdit(
  episodes: readonly ReviewedEpisode[],
  e: Extract<ReviewEditInput, { key: string }>,
): void {
  const ep = episodes.find((x) => x.key === e.key);
  if (!ep)
    throw new ReviewError(400, `Unknown episode "${e.key}": choose an episode of this recording.`);
  if (ep.changedTo !== undefined)
    throw new ReviewError(
      409,
      `This episode was changed to ${ep.changedTo}: edit the ${ep.changedTo} episode instead, or undo the change.`,
    );
  if (e.kind === 'retype-episode' && ep.type === e.type)
    throw new ReviewError(400, `The episode is already ${e.type}: choose another type.`);
}

/**
 * Refuses an edit that names what is not there: a template without beats, a beat outside the
 * recording, a split that would take all or none of a template, an episode not in the list, an
 * onset after its offset or beyond the recording.
 */
export function checkEdit(
  base: ReviewBase,
  state: ReviewState,
  episodes: readonly ReviewedEpisode[],
  e: ReviewEditInput,
): void {
  const n = state.template.length + state.added.length;
  const live = liveTemplates(state);
  const template = (id: number, what: string): void => {
    if (!live.has(id))
      throw new ReviewError(
        400,
        `${what}: template ${id} has no beats; choose a template on screen.`,
      );
  };
  const beats = (list: number[]): void => {
    const bad = list.find((b) => !isBeat(state, b));
    if (bad !== undefined)
      throw new ReviewError(400, `Beat ${bad} is not in this recording (it has ${n} beats).`);
  };
  const span = (start: number, end: number): void => {
    if (end <= start) throw new ReviewError(400, 'The episode must end after it starts.');
    if (end > base.totalSamples)
      throw new ReviewError(400, 'The episode must end within the recording.');
  };
  switch (e.kind) {
    case 'relabel-template':
    case 'relabel-premature':
      return template(e.templateId, 'Relabel');
    case 'relabel-beats':
      return beats(e.beats);
    case 'merge':
      template(e.from, 'Merge');
      template(e.into, 'Merge');
      if (e.from === e.into) throw new ReviewError(400, 'Choose two different templates to merge.');
      return;
    case 'split':
      template(e.templateId, 'Split');
      beats(e.beats);
      return checkSplit(state, e.templateId, e.beats);
    case 'confirm-episode':
    case 'reject-episode':
    case 'adjust-episode':
    case 'retype-episode':
      checkEpisodeEdit(episodes, e);
      if (e.kind === 'adjust-episode') span(e.startSample, e.endSample);
      return;
    case 'add-episode':
      return span(e.startSample, e.endSample);
    case 'add-beat':
      return checkAddedBeat(base, state, e.sample);
  }
}

/**
 * A beat is added inside the recording and not on another: no beat (engine's or added, not
 * marked artefact) within ADDED_BEAT_MIN_GAP_S of it.
 */
function checkAddedBeat(base: ReviewBase, state: ReviewState, sample: number): void {
  if (sample >= base.totalSamples)
    throw new ReviewError(400, 'The beat must be within the recording.');
  const gap = ADDED_BEAT_MIN_GAP_S * base.samplingRate;
  const samples = base.beats.samples;
  const beat = (id: number) => state.labels[id] !== LABEL_ARTEFACT;
  let clash = state.added.some((a) => Math.abs(a.sample - sample) < gap && beat(a.id));
  for (let k = firstAtOrAfter(samples, sample - gap); k < samples.length; k++) {
    if (samples[k]! > sample - gap && samples[k]! < sample + gap && beat(k)) clash = true;
    if (samples[k]! >= sample + gap) break;
  }
  if (clash)
    throw new ReviewError(
      409,
      `There is a beat within ${ADDED_BEAT_MIN_GAP_S * 1000} ms of this point: add a beat where none was found.`,
    );
}

/** What the edit finds before it (for the audit): label counts, or the episode's state. */
export function beforeOf(
  state: ReviewState,
  episodes: readonly ReviewedEpisode[],
  e: ReviewEditInput,
): unknown {
  const counts = (pick: (k: number) => boolean): Record<string, number> => {
    const c: Record<string, number> = {};
    for (let k = 0; k < state.labels.length; k++)
      if (pick(k)) {
        const l = LABEL_NAMES[state.labels[k]!]!;
        c[l] = (c[l] ?? 0) + 1;
      }
    return c;
  };
  switch (e.kind) {
    case 'relabel-template':
    case 'relabel-premature':
    case 'split':
      return counts((k) => state.template[k] === e.templateId);
    case 'merge':
      return counts((k) => state.template[k] === e.from);
    case 'relabel-beats': {
      const set = new Set(e.beats);
      return counts((k) => set.has(k));
    }
    case 'add-episode':
    case 'add-beat':
      return null;
    default: {
      const ep = episodes.find((x) => x.key === e.key);
      return ep ? `${ep.status} ${ep.startSample}–${ep.endSample}` : null;
    }
  }
}
