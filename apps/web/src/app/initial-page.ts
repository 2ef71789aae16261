import { matchRoutes } from 'react-router';
import { storedReturnTo } from '@/lib/auth/auth-client';
import { useThemeStore } from '@/lib/theme/theme-store';
import { AUTHENTICATED_ENTRY_PATH } from './guards';
import { preloadLayout } from './layouts/AuthenticatedLayout';
import { publicPages } from './router';
import { protectedRoutes } from './routes';

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
  const path = new URL(firstPagePath(pathname), window.location.origin).pathname;
  const signedIn = matchRoutes(protectedRoutes, path)?.at(-1)?.route;
  if (signedIn) {
    // The page inside the layout it will show in: its own, else the one chosen in settings.
    const layout = signedIn.layout ?? useThemeStore.getState().layout.type;
    const loaded = Promise.all([signedIn.preload(), preloadLayout(layout)]);
    return { loaded: loaded.then(ignore, ignore), public: false };
  }
  const open = matchRoutes(publicPages, path)?.at(-1)?.route;
  return open && { loaded: open.preload().then(ignore, ignore), public: true };
}

const ignore = (): void => undefined;
