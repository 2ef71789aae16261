import type { AnyBeatLabel, ReviewEditInput } from '@heartcheck/contracts/review-edits';
import type { ReviewBeats } from '@heartcheck/ecg/review/beat-store';
import type { EpisodeOp, ReviewedEpisode } from '@heartcheck/ecg/review/episode-ops';

/** Beat label codes: the engine's AAMI classes 0-4 (N S V F Q), then artefact (review/recompute.ts). */
export const LABEL_CODES: Record<AnyBeatLabel, number> = { N: 0, S: 1, V: 2, F: 3, Q: 4, A: 5 };
export const LABEL_NAMES: readonly AnyBeatLabel[] = ['N', 'S', 'V', 'F', 'Q', 'A'];

/**
 * A change of type as logged: the edit as sent, with the episode's span and type when it was
 * made (a change of type is "reject it, add this type over its span": the span it had then).
 */
export type LoggedRetype = Extract<ReviewEditInput, { kind: 'retype-episode' }> & {
  startSample: number;
  endSample: number;
  from: ReviewedEpisode['type'];
};

/**
 * The edit as logged: a change of type keeps the span and type the episode has now (it is in
 * `episodes`: edits-check.ts), so its replay adds the new type where the cardiologist saw the old.
 */
export function loggedEdit(e: ReviewEditInput, episodes: readonly ReviewedEpisode[]): object {
  if (e.kind !== 'retype-episode') return e;
  const ep = episodes.find((x) => x.key === e.key)!;
  const logged: LoggedRetype = {
    ...e,
    startSample: ep.startSample,
    endSample: ep.endSample,
    from: ep.type,
  };
  return logged;
}

/** One row of the edit log as the replay needs it. */
export interface LoggedEdit {
  id: string;
  reportId: string;
  kind: ReviewEditInput['kind'] | 'undo' | 'redo';
  edit: unknown;
  undoes: string | null;
}

/** A template made by a split: the beats moved off `from`. */
export interface SplitTile {
  id: number;
  from: number;
}

export interface ReviewState {
  labels: Uint8Array;
  template: Uint16Array;
  splits: SplitTile[];
  ops: EpisodeOp[];
  /** Ids of the edits in effect (not undone). */
  active: Set<string>;
}

/** Ids of the edits in effect: an undo takes its edit out, a redo puts it back. */
export function activeEdits(rows: readonly LoggedEdit[]): Set<string> {
  const active = new Set<string>();
  for (const r of rows) {
    if (r.kind === 'undo' && r.undoes) active.delete(r.undoes);
    else if (r.kind === 'redo' && r.undoes) active.add(r.undoes);
    else active.add(r.id);
  }
  return active;
}

/**
 * What Ctrl+Z and Ctrl+Shift+Z act on in one report version's edits (a signed version's edits
 * are part of what it signed and are not undone by its amendment): the usual two stacks, a new
 * edit clearing the redo stack.
 */
export function undoRedoTargets(
  rows: readonly LoggedEdit[],
  reportId: string,
): { undo: string | undefined; redo: string | undefined } {
  const undo: string[] = [];
  let redo: string[] = [];
  for (const r of rows) {
    if (r.reportId !== reportId) continue;
    if (r.kind === 'undo' && r.undoes) {
      undo.pop();
      redo.push(r.undoes);
    } else if (r.kind === 'redo' && r.undoes) {
      redo.pop();
      undo.push(r.undoes);
    } else {
      undo.push(r.id);
      redo = [];
    }
  }
  return { undo: undo.at(-1), redo: redo.at(-1) };
}

/** The label most beats of a template hold now. */
export function majorityLabel(state: Pick<ReviewState, 'labels' | 'template'>, id: number): number {
  const counts = new Uint32Array(LABEL_NAMES.length);
  for (let k = 0; k < state.template.length; k++)
    if (state.template[k] === id) counts[state.labels[k]!]!++;
  let best = 0;
  for (let c = 1; c < counts.length; c++) if (counts[c]! > counts[best]!) best = c;
  return best;
}

/** Labels, template membership and episode edits after replaying the edits in effect, in order. */
export function replay(beats: ReviewBeats, rows: readonly LoggedEdit[]): ReviewState {
  const active = activeEdits(rows);
  const state: ReviewState = {
    labels: beats.classes.slice(),
    template: beats.template.slice(),
    splits: [],
    ops: [],
    active,
  };
  for (const r of rows) if (active.has(r.id)) apply(state, beats, r);
  return state;
}

/**
 * The state after `rows` from `state`, the state after their first `from` rows, applying only the
 * rows after them (an edit costs one edit's work, not the whole log's); undefined when one of
 * them is an undo or redo (it can reach back: replay from the start).
 */
export function extendReplay(
  state: ReviewState,
  beats: ReviewBeats,
  rows: readonly LoggedEdit[],
  from: number,
): ReviewState | undefined {
  const added = rows.slice(from);
  if (added.some((r) => r.kind === 'undo' || r.kind === 'redo')) return undefined;
  const next: ReviewState = {
    labels: state.labels.slice(),
    template: state.template.slice(),
    splits: [...state.splits],
    ops: [...state.ops],
    active: new Set(state.active),
  };
  for (const r of added) {
    next.active.add(r.id);
    apply(next, beats, r);
  }
  return next;
}

function apply(state: ReviewState, beats: ReviewBeats, r: LoggedEdit): void {
  const e = r.edit as ReviewEditInput;
  const op = episodeOp(e, r.id);
  if (op) state.ops.push(op);
  else applyBeatEdit(state, beats, e);
}

function episodeOp(e: ReviewEditInput, id: string): EpisodeOp | undefined {
  switch (e.kind) {
    case 'confirm-episode':
      return { op: 'confirm', key: e.key };
    case 'reject-episode':
      return { op: 'reject', key: e.key };
    case 'adjust-episode':
      return { op: 'adjust', key: e.key, startSample: e.startSample, endSample: e.endSample };
    case 'add-episode':
      return { op: 'add', id, type: e.type, startSample: e.startSample, endSample: e.endSample };
    case 'retype-episode': {
      // the span and type the episode had when it was changed, stored with the edit (loggedEdit)
      const { key, type, from, startSample, endSample } = e as LoggedRetype;
      return { op: 'retype', id, key, type, from, startSample, endSample };
    }
    default:
      return undefined;
  }
}

function applyBeatEdit(state: ReviewState, beats: ReviewBeats, e: ReviewEditInput): void {
  const n = state.labels.length;
  switch (e.kind) {
    case 'relabel-template': {
      const code = LABEL_CODES[e.label];
      for (let k = 0; k < n; k++) if (state.template[k] === e.templateId) state.labels[k] = code;
      return;
    }
    case 'relabel-beats':
      for (const b of e.beats) if (b < n) state.labels[b] = LABEL_CODES[e.label];
      return;
    case 'merge': {
      // merged beats take the label of the template they join, as one template is one morphology
      const label = majorityLabel(state, e.into);
      for (let k = 0; k < n; k++)
        if (state.template[k] === e.from) {
          state.template[k] = e.into;
          state.labels[k] = label;
        }
      return;
    }
    case 'split': {
      const id = beats.templates.length + state.splits.length;
      state.splits.push({ id, from: e.templateId });
      for (const b of e.beats) if (state.template[b] === e.templateId) state.template[b] = id;
      return;
    }
    default:
      return;
  }
}
