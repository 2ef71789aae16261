import { describe, expect, it } from 'vitest';
import { activeEdits, undoRedoTargets, type LoggedEdit } from './edits-state.ts';

const edit = (id: string, reportId = 'r2'): LoggedEdit => ({
  id,
  reportId,
  kind: 'relabel-beats',
  edit: {},
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
