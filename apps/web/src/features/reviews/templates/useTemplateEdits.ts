import { useState } from 'react';
import type {
  BeatLabel,
  ReviewEditInput,
  Workstation as WorkstationView,
} from '@heartcheck/contracts/review-edits';
import type { SendEdits } from './useWorkstation';

const toggle = <T>(set: Set<T>, v: T) => {
  const next = new Set(set);
  if (!next.delete(v)) next.add(v);
  return next;
};

/**
 * The templates and beats the cardiologist has chosen, and the edits made on them: relabel the
 * chosen beats (else the selected templates, else the focused one), merge the selected templates
 * into the first, split the chosen beats out of the open template, undo and redo.
 */
export function useTemplateEdits(
  ws: WorkstationView | undefined,
  send: SendEdits,
  edit: (...bodies: ReviewEditInput[]) => Promise<void>,
) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [beats, setBeats] = useState<Set<number>>(new Set());
  const [focusId, setFocusId] = useState<number | undefined>();
  const [open, setOpen] = useState<number | undefined>();

  const tiles = ws?.templates ?? [];
  const targets = () => (selected.size ? [...selected] : focusId !== undefined ? [focusId] : []);
  const label = (l: BeatLabel) => {
    if (beats.size) {
      void edit({ kind: 'relabel-beats', beats: [...beats], label: l });
      setBeats(new Set());
    } else
      void edit(
        ...targets().map((id) => ({ kind: 'relabel-template' as const, templateId: id, label: l })),
      );
  };
  const merge = () => {
    const chosen = tiles.filter((x) => selected.has(x.id));
    if (chosen.length < 2) return;
    void edit(
      ...chosen.slice(1).map((x) => ({ kind: 'merge' as const, from: x.id, into: chosen[0]!.id })),
    );
    setSelected(new Set());
  };
  const split = () => {
    if (open === undefined || beats.size === 0) return;
    void edit({ kind: 'split', templateId: open, beats: [...beats] });
    setBeats(new Set());
  };
  const undo = () => ws?.canUndo && void send('/edits/undo', [undefined]);
  const redo = () => ws?.canRedo && void send('/edits/redo', [undefined]);
  const clear = () => {
    setSelected(new Set());
    setBeats(new Set());
  };
  const toggleTile = (id: number) => setSelected((s) => toggle(s, id));
  const toggleBeat = (b: number) => setBeats((s) => toggle(s, b));
  const openTile = (id: number) => {
    setOpen(open === id ? undefined : id);
    setBeats(new Set());
  };

  return {
    selected,
    beats,
    focusId,
    setFocusId,
    open,
    label,
    merge,
    split,
    undo,
    redo,
    clear,
    toggleTile,
    toggleBeat,
    openTile,
  };
}

export type TemplateEdits = ReturnType<typeof useTemplateEdits>;
