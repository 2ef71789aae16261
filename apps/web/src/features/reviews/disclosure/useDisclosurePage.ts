import { useEffect, useRef, useState } from 'react';
import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import { errorMessage } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';

/** Pages kept in memory: the one shown and its neighbours (the API answers no-store). */
const KEEP_PAGES = 8;

/**
 * Page `page` of the order's full disclosure, fetched once and kept in memory, with the pages
 * either side fetched ahead so PageDown and PageUp show them at once.
 */
export function useDisclosurePage(orderId: string, page: number, fallbackError: string) {
  const cache = useRef(new Map<number, Promise<DisclosurePage>>());
  const [shown, setShown] = useState<{ page: number; data: DisclosurePage } | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    const get = (n: number) => {
      const pages = cache.current;
      let found = pages.get(n);
      if (!found) {
        found = rest('get', '/api/reviews/{orderId}/disclosure/{page}', {
          path: { orderId, page: String(n) },
        });
        found.catch(() => pages.delete(n));
        pages.set(n, found);
        while (pages.size > KEEP_PAGES) pages.delete(pages.keys().next().value!);
      }
      return found;
    };
    get(page).then(
      (data) => {
        if (!live) return;
        setShown({ page, data });
        setError(undefined);
        // The neighbours ahead of time: PageDown and PageUp then only draw.
        if (page + 1 < data.pageCount) void get(page + 1).catch(() => undefined);
        if (page > 0) void get(page - 1).catch(() => undefined);
      },
      (e: unknown) => live && setError(errorMessage(e, fallbackError)),
    );
    return () => {
      live = false;
    };
  }, [orderId, page, fallbackError]);

  return { data: shown?.page === page ? shown.data : undefined, stale: shown?.data, error };
}
