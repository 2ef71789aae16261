import type { KeyboardEvent } from 'react';
import type { BeatLabel } from '@heartcheck/contracts/review-edits';
import type { TemplateEdits } from './useTemplateEdits';

const LABEL_KEYS: Readonly<Record<string, BeatLabel>> = { n: 'N', s: 'S', v: 'V', a: 'A' };

/**
 * The beat label a plain key press names (N, S, V or A, either case; not with Ctrl, Cmd or Alt),
 * or 'clear' for Escape; undefined for any other key and for typing in a form field, whose keys
 * are the field's. The workstation and the disclosure strip's beats share these keys.
 */
export function beatKey(e: KeyboardEvent): BeatLabel | 'clear' | undefined {
  if ((e.target as HTMLElement).closest('input, select, textarea, form')) return undefined;
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  const key = e.key.toLowerCase();
  if (key === 'escape') return 'clear';
  return Object.hasOwn(LABEL_KEYS, key) ? LABEL_KEYS[key] : undefined;
}

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
  else if (key === 'm') actions.merge();
  else if (key === 'x') actions.split();
  else {
    const named = beatKey(e);
    if (named === 'clear') actions.clear();
    else if (named) {
      e.preventDefault();
      actions.label(named);
    }
  }
}
