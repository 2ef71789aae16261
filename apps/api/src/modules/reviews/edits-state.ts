import type { AnyBeatLabel, ReviewEditInput } from '@heartcheck/contracts/review-edits';
import type { AddedBeat } from '@heartcheck/ecg/review/added-beats';
import type { ReviewBeats } from '@heartcheck/ecg/review/beat-store';
import { LABEL_ARTEFACT } from '@heartcheck/ecg/review/recompute-frame';
import { prematureBeats } from './premature.ts';
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
  /**
   * Label per beat id: the engine's beats 0..n-1, then one slot per add-beat edit logged (in
   * effect or undone: an added beat's id never changes, added-beats.ts); an undone addition's
   * slot holds artefact.
   */
  labels: Uint8Array;
  /** Template per engine beat (added beats join none). */
  template: Uint16Array;
  splits: SplitTile[];
  ops: EpisodeOp[];
  /** Beats added by edits in effect, with their ids. */
  added: AddedBeat[];
  /** Add-beat edits logged so far, in effect or not: the next added beat's slot. */
  slots: number;
  /** Ids of the edits in effect (not undone). */
  active: Set<string>;
}

/** An id names a beat now: an engine beat, or an added beat whose addition is in effect. */
export function isBeat(state: Pick<ReviewState, 'template' | 'added'>, id: number): boolean {
  return id < state.template.length || state.added.some((a) => a.id === id);
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
    added: [],
    slots: 0,
    active,
  };
  for (const r of rows) step(state, beats, r, active.has(r.id));
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
    added: [...state.added],
    slots: state.slots,
    active: new Set(state.active),
  };
  for (const r of added) {
    next.active.add(r.id);
    step(next, beats, r, true);
  }
  return next;
}

/** One logged row: an add-beat takes its slot whether in effect or not; edits in effect apply. */
function step(state: ReviewState, beats: ReviewBeats, r: LoggedEdit, active: boolean): void {
  if (r.kind === 'add-beat') {
    const id = state.template.length + state.slots++;
    state.labels = grown(state.labels, id + 1);
    if (active) addBeat(state, id, r.edit as Extract<ReviewEditInput, { kind: 'add-beat' }>);
    return;
  }
  if (!active) return;
  const e = r.edit as ReviewEditInput;
  const op = episodeOp(e, r.id);
  if (op) state.ops.push(op);
  else applyBeatEdit(state, beats, e);
}

/** The labels with room for `length` ids; new slots hold artefact until an addition fills one. */
function grown(labels: Uint8Array, length: number): Uint8Array {
  if (labels.length >= length) return labels;
  const out = new Uint8Array(length).fill(LABEL_ARTEFACT);
  out.set(labels);
  return out;
}

function addBeat(
  state: ReviewState,
  id: number,
  e: Extract<ReviewEditInput, { kind: 'add-beat' }>,
): void {
  state.labels[id] = LABEL_CODES[e.label];
  state.added.push({ id, sample: e.sample });
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
  // templates hold engine beats only
  const n = state.template.length;
  switch (e.kind) {
    case 'relabel-template': {
      const code = LABEL_CODES[e.label];
      for (let k = 0; k < n; k++) if (state.template[k] === e.templateId) state.labels[k] = code;
      return;
    }
    case 'relabel-premature': {
      const code = LABEL_CODES[e.label];
      for (const b of prematureBeats(beats, state, e.templateId, e.prematurityPercent / 100))
        state.labels[b] = code;
      return;
    }
    case 'relabel-beats':
      // an added beat's id, once its addition is undone, names no beat: its label stays artefact
      for (const b of e.beats) if (isBeat(state, b)) state.labels[b] = LABEL_CODES[e.label];
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
