import { useEffect, useRef, useState } from 'react';
import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import { errorMessage } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';

/** Pages kept in memory: the one shown and its neighbours (the API answers no-store). */
const KEEP_PAGES = 8;

/**
 * Page `page` of the order's full disclosure, fetched once and kept in memory, with the pages
 * either side fetched ahead so PageDown and PageUp show them at once (`around`: the page and
 * those either side, in order, once fetched). `labelsRevision` names the
 * workstation's edits: when it changes the kept pages are dropped and the page fetched again, so
 * the labels show the cardiologist's corrections (and labels being prepared appear when ready).
 */
export function useDisclosurePage(
  orderId: string,
  page: number,
  fallbackError: string,
  labelsRevision?: string,
) {
  const cache = useRef(new Map<number, Promise<DisclosurePage>>());
  const seen = useRef(labelsRevision);
  const [shown, setShown] = useState<{ page: number; data: DisclosurePage } | undefined>();
  // the page with the pages either side, in order, once they are here (an opened strip near a
  // page's edge reaches into its neighbour: its beats are listed from there)
  const [around, setAround] = useState<{ page: number; pages: DisclosurePage[] } | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    if (seen.current !== labelsRevision) {
      const before = seen.current;
      seen.current = labelsRevision;
      // the first revision is the workstation opening: pages fetched before it are current,
      // unless their labels were not ready then
      if (before !== undefined || shown?.data.labels === 'unavailable') cache.current.clear();
    }
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
        const near = [page - 1, page + 1].filter((n) => n >= 0 && n < data.pageCount);
        void Promise.all(near.map((n) => get(n).catch(() => undefined))).then((pages) => {
          if (!live) return;
          const all = [data, ...pages.filter((x) => x !== undefined)];
          setAround({ page, pages: all.sort((a, b) => a.page - b.page) });
        });
      },
      (e: unknown) => live && setError(errorMessage(e, fallbackError)),
    );
    return () => {
      live = false;
    };
    // `shown` is read only to decide whether to drop the kept pages, not a reason to fetch
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, page, fallbackError, labelsRevision]);

  const data = shown?.page === page ? shown.data : undefined;
  // the neighbours only with this very page (after an edit, until they are fetched again)
  const pages =
    around?.page === page && data && around.pages.includes(data)
      ? around.pages
      : data
        ? [data]
        : [];
  return { data, stale: shown?.data, error, around: pages };
}
