import { useEffect, useRef, useState, type RefObject } from 'react';

/** Controls that take the focus themselves; a group marked invalid passes it to its first one. */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * After a refused submit, moves the focus to the first field marked `aria-invalid="true"` in
 * the form (in page order), so keyboard and screen-reader users land on what to correct and
 * hear its message (WCAG 2.2 SC 3.3.1, and the GOV.UK Design System's error pattern). Call
 * `refused()` when the checks fail; the focus moves once the errors are on screen.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(): {
  formRef: RefObject<T | null>;
  refused: () => void;
} {
  const formRef = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(FOCUSABLE)
      ? invalid
      : (invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid);
    target.focus();
  }, [attempt]);
  return { formRef, refused: () => setAttempt((n) => n + 1) };
}
