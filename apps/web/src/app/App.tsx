import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AuthLoadingScreen } from '@/features/auth/AuthLoadingScreen';
import { AuthClientProvider } from '@/lib/auth/auth-context';
import { useAuthStore } from '@/lib/auth/auth-store';
import { i18n } from '@/lib/i18n';
import { startThemeSync } from '@/lib/theme/apply-theme';
import { bootstrap, type Bootstrapped } from './bootstrap';
import { installLinkPrefetch, pagePreloadFor } from './link-prefetch';
import { createRouter } from './router';

/** Shown only when start-up or sign-in fails: loaded then, not with every first page. */
const AuthFailureScreen = lazy(() =>
  import('@/features/auth/AuthFailureScreen').then((m) => ({ default: m.AuthFailureScreen })),
);

// The stored theme applies before the first paint, and again whenever it changes.
startThemeSync();

export function App() {
  const [ready, setReady] = useState<Bootstrapped | null>(null);
  const [startupError, setStartupError] = useState<Error | null>(null);
  const failure = useAuthStore((state) => state.failure);

  useEffect(() => {
    // The signed-in app replaces the loading screen in a transition: its first render (router,
    // layout, page) runs in short slices instead of one long task.
    bootstrap().then(
      (started) => startTransition(() => setReady(started)),
      (error: unknown) =>
        setStartupError(error instanceof Error ? error : new Error(String(error))),
    );
  }, []);
  const router = useMemo(() => (ready ? createRouter() : null), [ready]);
  // Once the app runs, a page's code is fetched when the user shows they are about to open it.
  useEffect(
    () =>
      ready
        ? installLinkPrefetch(document, (href) => pagePreloadFor(href, window.location.href))
        : undefined,
    [ready],
  );

  let screen;
  if (startupError)
    screen = (
      <AuthFailureScreen
        failure={{
          code: startupError.name,
          message: startupError.message || 'An unexpected error occurred',
        }}
      />
    );
  else if (!ready || !router) screen = <AuthLoadingScreen />;
  else if (failure) screen = <AuthFailureScreen failure={failure} />;
  else
    screen = (
      <AuthClientProvider client={ready.authClient}>
        <RouterProvider router={router} />
      </AuthClientProvider>
    );
  // Every screen, the start-up ones too, finds the i18next instance (no NO_I18NEXT_INSTANCE).
  // The failure screen loads on demand: the loading screen stands in meanwhile.
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<AuthLoadingScreen />}>{screen}</Suspense>
    </I18nextProvider>
  );
}
