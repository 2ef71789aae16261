import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The pause after the last key before a typed search changes the list (ms). */
export const SEARCH_PAUSE_MS = 300;

/**
 * A paged list whose choices live in the address (page, q, and the caller's own: status, sort…),
 * so a reload or a shared link shows the same page. `text` is the search box, written to `q`
 * after a short pause; `update` sets or (with '') removes parameters, replacing the history entry.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  // Search as the user types, after a short pause (a new search starts at page 1).
  useEffect(() => {
    if (text === query) return;
    const timer = setTimeout(() => update({ q: text, page: '' }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  return { params, page, query, text, setText, update };
}
