import { matchRoutes } from 'react-router';
import { useThemeStore } from '@/lib/theme/theme-store';
import { preloadLayout } from './layouts/AuthenticatedLayout';
import { publicPages } from './router';
import { protectedRoutes } from './routes';

/** What fetches a page's code and translations, and whether the page is seen signed out too. */
export interface PagePreload {
  preload: () => Promise<unknown>;
  public: boolean;
}

/**
 * The page at `pathname` (a signed-in route, or a public page opened by its address), or
 * undefined for an address with no page of its own to fetch.
 */
export function pagePreloadAt(pathname: string): PagePreload | undefined {
  const signedIn = matchRoutes(protectedRoutes, pathname)?.at(-1)?.route;
  if (signedIn)
    return {
      // The page inside the layout it will show in: its own, else the one chosen in settings.
      preload: () =>
        Promise.all([
          signedIn.preload(),
          preloadLayout(signedIn.layout ?? useThemeStore.getState().layout.type),
        ]),
      public: false,
    };
  const open = matchRoutes(publicPages, pathname)?.at(-1)?.route;
  return open && { preload: () => open.preload(), public: true };
}
