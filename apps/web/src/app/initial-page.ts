import { storedReturnTo } from '@/lib/auth/auth-client';
import { AUTHENTICATED_ENTRY_PATH } from './guards';
import { pagePreloadAt } from './page-preload';

/**
 * The signed-in page a visit to `pathname` shows first: the root sends a signed-in user on to
 * where sign-in was asked from, else to the entry page (guards.tsx RootRedirect).
 */
export function firstPagePath(pathname: string): string {
  return pathname === '/' ? (storedReturnTo() ?? AUTHENTICATED_ENTRY_PATH) : pathname;
}

/** What start-up fetches for the first page, and whether that page is seen signed out too. */
export interface InitialPage {
  loaded: Promise<void>;
  public: boolean;
}

/**
 * Starts fetching the code and translations of the page a visit to `pathname` shows first, if it
 * has any to fetch, while start-up runs (app/page-module.tsx says why). `loaded` never rejects:
 * a page that failed to load here loads again when it renders, and reports a failure there.
 */
export function preloadInitialPage(pathname: string): InitialPage | undefined {
  const page = pagePreloadAt(new URL(firstPagePath(pathname), window.location.origin).pathname);
  return page && { loaded: page.preload().then(ignore, ignore), public: page.public };
}

const ignore = (): void => undefined;
