import type { KeyboardEvent } from 'react';
import type { BeatLabel } from '@heartcheck/contracts/review-edits';
import type { TemplateEdits } from './useTemplateEdits';

const LABEL_KEYS: Record<string, BeatLabel> = { n: 'N', s: 'S', v: 'V', a: 'A' };

/**
 * The workstation's keys (listed on screen): Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y
 * redo, N/S/V/A label, M merge, X split, Escape clears the choice. Typing in a form and the
 * episode list (which has its own keys) are left alone.
 */
export function onWorkstationKey(
  e: KeyboardEvent,
  actions: Pick<TemplateEdits, 'label' | 'merge' | 'split' | 'undo' | 'redo' | 'clear'>,
) {
  const el = e.target as HTMLElement;
  if (el.closest('input, select, textarea, form')) return;
  const key = e.key.toLowerCase();
  if ((e.ctrlKey || e.metaKey) && key === 'z') {
    e.preventDefault();
    if (e.shiftKey) actions.redo();
    else actions.undo();
  } else if ((e.ctrlKey || e.metaKey) && key === 'y') {
    e.preventDefault();
    actions.redo();
  } else if (e.ctrlKey || e.metaKey || e.altKey || el.closest('[data-keys="episodes"]')) return;
  else if (LABEL_KEYS[key]) {
    e.preventDefault();
    actions.label(LABEL_KEYS[key]);
  } else if (key === 'm') actions.merge();
  else if (key === 'x') actions.split();
  else if (key === 'escape') actions.clear();
}
