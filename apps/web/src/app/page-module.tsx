import { lazy, type ComponentType } from 'react';
import { i18n } from '@/lib/i18n';

/** A route's page: loaded on demand, or ahead of its first render with `preload`. */
export interface PageModule<P extends object = object> {
  Component: ComponentType<P>;
  /** Fetches the page's code and translations; a later render of `Component` does not suspend. */
  preload: () => Promise<void>;
}

/** Resolves once i18next has started (namespaces cannot be loaded before). */
function i18nStarted(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const started = () => {
      i18n.off('initialized', started);
      resolve();
    };
    i18n.on('initialized', started);
  });
}

/**
 * A page's code with the translation namespaces it reads as it first renders, fetched together.
 *
 * Why not React.lazy alone: a page that suspends shows the route's loading fallback, and React 19
 * holds back the content that replaces a fallback until 300 ms after the fallback appeared
 * (react-dom's Suspense throttling, `globalMostRecentFallbackTime + 300`), however soon the code
 * and translations arrive. Loading both before the first render (bootstrap does, for the page a
 * visit opens on) means the page never suspends, and shows as soon as its data can be asked for.
 * A page not preloaded still loads through React.lazy, with the fallback, as before.
 */
export function pageModule<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly string[],
): PageModule<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const translations = () =>
    namespaces.length > 0 && i18nStarted().then(() => i18n.loadNamespaces([...namespaces]));
  const fetchPage = (): Promise<ComponentType<P>> => {
    loading ??= Promise.all([load(), translations()]).then(
      ([Page]) => (loaded = Page),
      (error: unknown) => {
        // A failed chunk or file is fetched again by the next attempt, not remembered.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await fetchPage() }));
  function Page(props: P) {
    // Once loaded, the page itself: React keeps a page that mounted through the lazy one
    // (page-module.test.tsx checks that its state survives the switch).
    const Chosen = loaded ?? Lazy;
    return <Chosen {...props} />;
  }
  return {
    Component: Page,
    preload: async () => {
      await fetchPage();
    },
  };
}
