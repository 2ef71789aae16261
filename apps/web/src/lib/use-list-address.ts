import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The pause after the last key before a typed search changes the list (ms). */
export const SEARCH_PAUSE_MS = 300;

/**
 * A paged list whose choices live in the address (page, q, and the caller's own: status, sort…),
 * so a reload or a shared link shows the same page. `text` is the search box, written to `q`
 * after a short pause; `update` sets or (with '') removes parameters, replacing the history entry.
 *
 * Every write starts from the last address written, not from this render's: a click (`update`)
 * and the pending search could otherwise each start from the same old address, and whichever the
 * router applied last dropped the other's change (a chosen order lost to a search that fired
 * before the list re-rendered). A click also writes a pending search at once, so the typed text
 * is never dropped either.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const latest = useRef(params);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = params;
  }, [params]);

  function write(changes: Record<string, string>) {
    clearTimeout(timer.current);
    const next = new URLSearchParams(latest.current);
    const typed: Record<string, string> =
      text === (next.get('q') ?? '') ? {} : { q: text, page: '' };
    for (const [key, value] of Object.entries({ ...typed, ...changes })) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { replace: true });
  }

  // Search as the user types, after a short pause (a new search starts at page 1).
  useEffect(() => {
    if (text === query) return;
    timer.current = setTimeout(() => write({}), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer.current);
  });

  return { params, page, query, text, setText, update: write };
}
