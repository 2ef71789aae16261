import { describe, expect, it } from 'vitest';
import type { ReviewEditInput } from '@heartcheck/contracts/review-edits';
import type { ReviewBeats } from '@heartcheck/ecg/review/beat-store';
import type { ReviewedEpisode } from '@heartcheck/ecg/review/episode-ops';
import {
  activeEdits,
  extendReplay,
  isBeat,
  loggedEdit,
  replay,
  undoRedoTargets,
  type LoggedEdit,
} from './edits-state.ts';

const edit = (id: string, reportId = 'r2'): LoggedEdit => ({
  id,
  reportId,
  kind: 'relabel-beats',
  edit: {},
  undoes: null,
});
/** An edit as the log holds it. */
const logged = (id: string, e: ReviewEditInput): LoggedEdit => ({
  id,
  reportId: 'r',
  kind: e.kind,
  edit: e,
  undoes: null,
});
const undo = (id: string, of: string): LoggedEdit => ({ ...edit(id), kind: 'undo', undoes: of });
const redo = (id: string, of: string): LoggedEdit => ({ ...edit(id), kind: 'redo', undoes: of });

describe('edit log replay', () => {
  it('undoes the latest edit first and redoes in reverse; a new edit clears the redo stack', () => {
    const rows = [edit('a'), edit('b'), undo('u1', 'b'), undo('u2', 'a')];
    expect([...activeEdits(rows)]).toEqual([]);
    expect(undoRedoTargets(rows, 'r2')).toEqual({ undo: undefined, redo: 'a' });
    const redone = [...rows, redo('x', 'a')];
    expect([...activeEdits(redone)]).toEqual(['a']);
    expect(undoRedoTargets(redone, 'r2')).toEqual({ undo: 'a', redo: 'b' });
    const fresh = [...redone, edit('c')];
    expect(undoRedoTargets(fresh, 'r2')).toEqual({ undo: 'c', redo: undefined });
  });

  it("never undoes a signed version's edits from its amendment", () => {
    const rows = [edit('signed', 'r1'), edit('mine', 'r2')];
    expect(undoRedoTargets(rows, 'r2').undo).toBe('mine');
    const after = [...rows, undo('u', 'mine')];
    expect(undoRedoTargets(after, 'r2').undo).toBeUndefined();
    expect([...activeEdits(after)]).toEqual(['signed']);
  });
});

describe('extendReplay', () => {
  const n = 40;
  const beats = {
    classes: new Uint8Array(n),
    template: Uint16Array.from({ length: n }, (_, k) => k % 3),
    templates: [{}, {}, {}],
  } as unknown as ReviewBeats;
  const rows: LoggedEdit[] = [
    logged('a', { kind: 'relabel-template', templateId: 1, label: 'V' }),
    logged('b', { kind: 'relabel-beats', beats: [0, 3, 39], label: 'A' }),
    logged('c', { kind: 'split', templateId: 2, beats: [2, 5, 8] }),
    logged('d', { kind: 'merge', from: 3, into: 1 }),
    logged('e', { kind: 'reject-episode', key: 'VT-100' }),
    logged('f', { kind: 'relabel-template', templateId: 0, label: 'S' }),
    logged('g', { kind: 'add-beat', sample: 1000, label: 'V' }),
    logged('h', { kind: 'relabel-beats', beats: [40], label: 'S' }),
    logged('i', { kind: 'add-beat', sample: 500, label: 'N' }),
  ];

  it('gives the replay of the whole log from the replay of its start', () => {
    for (let from = 0; from <= rows.length; from++)
      expect(extendReplay(replay(beats, rows.slice(0, from)), beats, rows, from)).toEqual(
        replay(beats, rows),
      );
  });

  it('leaves the earlier state as it was, and declines an undo or redo', () => {
    const before = replay(beats, rows.slice(0, 2));
    const copy = structuredClone(before);
    extendReplay(before, beats, rows, 2);
    expect(before).toEqual(copy);
    const undone = [...rows, { ...edit('u'), kind: 'undo' as const, undoes: 'f' }];
    expect(extendReplay(replay(beats, rows), beats, undone, rows.length)).toBeUndefined();
  });
});

describe('added beats', () => {
  const n = 10;
  const beats = {
    classes: new Uint8Array(n),
    template: new Uint16Array(n),
    templates: [{}],
  } as unknown as ReviewBeats;
  const first = logged('a', { kind: 'add-beat', sample: 700, label: 'V' });
  const second = logged('b', { kind: 'add-beat', sample: 300, label: 'S' });

  it('names each added beat n + the order it was added in, and labels it', () => {
    const state = replay(beats, [first, second]);
    expect(state.added).toEqual([
      { id: n, sample: 700 },
      { id: n + 1, sample: 300 },
    ]);
    expect([state.labels[n], state.labels[n + 1]]).toEqual([2, 1]);
    expect(isBeat(state, n + 1)).toBe(true);
    expect(isBeat(state, n + 2)).toBe(false);
  });

  it("keeps a later beat's id when an earlier addition is undone; the undone id names no beat", () => {
    const relabel = logged('c', { kind: 'relabel-beats', beats: [n, n + 1], label: 'N' });
    const state = replay(beats, [
      first,
      second,
      relabel,
      { ...edit('u'), kind: 'undo', undoes: 'a' },
    ]);
    expect(state.added).toEqual([{ id: n + 1, sample: 300 }]);
    expect(state.labels[n + 1]).toBe(0);
    // the undone slot holds artefact, not the relabel's N: it is not a beat
    expect(state.labels[n]).toBe(5);
    expect(isBeat(state, n)).toBe(false);
  });
});

describe("a template's premature beats", () => {
  // 100 beats 1000 samples apart, but: beat 20 comes 400 early (40 %), beat 30 150 early (15 %),
  // beat 45 is a false detection 500 after beat 44, beat 60 (another template) 400 early
  const gaps = Array.from({ length: 100 }, (_, k) =>
    k === 20 || k === 60
      ? 600
      : k === 21 || k === 61
        ? 1400
        : k === 30
          ? 850
          : k === 31
            ? 1150
            : k === 45
              ? 500
              : k === 46
                ? 500
                : 1000,
  );
  const samples = Int32Array.from(
    gaps,
    (_, k) => 1000 + gaps.slice(0, k + 1).reduce((a, b) => a + b, 0),
  );
  const beats = {
    samples,
    classes: new Uint8Array(100),
    template: Uint16Array.from({ length: 100 }, (_, k) => (k === 60 ? 1 : 0)),
    templates: [{}, {}],
  } as unknown as ReviewBeats;
  const labelled = (rows: LoggedEdit[]) => {
    const state = replay(beats, rows);
    return [...state.labels.keys()].filter((k) => state.labels[k] === 1);
  };
  const premature = (percent: number) =>
    logged(`p${percent}`, {
      kind: 'relabel-premature',
      templateId: 0,
      label: 'S',
      prematurityPercent: percent,
    });
  const artefact = logged('a', { kind: 'relabel-beats', beats: [45], label: 'A' });

  it('labels the beats of the template that come early by the chosen share, and no others', () => {
    expect(labelled([artefact, premature(20)])).toEqual([20]);
    expect(labelled([artefact, premature(10)])).toEqual([20, 30]);
  });

  it('reads intervals between beats, not to a detection marked not a beat', () => {
    // the false detection, were it a beat, would split an interval in two early halves
    expect(labelled([premature(20)])).toEqual([20, 45, 46]);
    const state = replay(beats, [artefact, premature(20)]);
    expect(state.labels[45]).toBe(5);
  });
});

describe('a change of type as logged', () => {
  const episode = {
    key: 'AF-2500',
    type: 'AF',
    status: 'engine',
    startSample: 2500,
    endSample: 90_000,
  } as ReviewedEpisode;
  it('keeps the span and type the episode had, and replays as one change', () => {
    const e: ReviewEditInput = { kind: 'retype-episode', key: 'AF-2500', type: 'AFL' };
    const stored = loggedEdit(e, [episode]);
    expect(stored).toEqual({ ...e, startSample: 2500, endSample: 90_000, from: 'AF' });
    const beats = { classes: new Uint8Array(3), template: new Uint16Array(3), templates: [{}] };
    const row: LoggedEdit = { id: 'x', reportId: 'r', kind: e.kind, edit: stored, undoes: null };
    expect(replay(beats as unknown as ReviewBeats, [row]).ops).toEqual([
      {
        op: 'retype',
        id: 'x',
        key: 'AF-2500',
        type: 'AFL',
        from: 'AF',
        startSample: 2500,
        endSample: 90_000,
      },
    ]);
  });
  it('logs every other edit as sent', () => {
    const e: ReviewEditInput = { kind: 'confirm-episode', key: 'AF-2500' };
    expect(loggedEdit(e, [episode])).toBe(e);
  });
});
