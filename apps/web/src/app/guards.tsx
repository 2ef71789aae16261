import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { RedirectingToSignIn } from '@/components/FullPageMessage';
import { useAuthClient } from '@/lib/auth/auth-context';
import { sessionHasExpired } from '@/lib/session/end-session';
import { useRouteKeyStore } from '@/lib/stores/route-key-store';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { preloadSignInScreen } from './sign-in-screen';

/** Authenticated entry path (spec §9). */
export const AUTHENTICATED_ENTRY_PATH = '/home';

/** True when the user may enter a route with this authority list (spec §6). */
export function hasAuthority(
  userAuthority: readonly string[],
  routeAuthority: readonly string[],
): boolean {
  if (routeAuthority.length === 0) return true;
  return routeAuthority.some((role) => userAuthority.includes(role));
}

export function useSignedIn(): boolean {
  return useSessionUser((state) => state.session.signedIn);
}

/** Signed-in routes: anonymous visitors go to sign in; a missing role goes to /access-denied. */
export function ProtectedRoute({
  authority,
  children,
}: {
  authority: string[];
  children: ReactNode;
}) {
  const signedIn = useSignedIn();
  const userAuthority = useSessionUser((state) => state.user.authority);
  const location = useLocation();
  if (!signedIn) {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    // After a session expiry the sign-in page explains why instead of redirecting at once.
    const query = sessionHasExpired() ? `expired=1&returnTo=${returnTo}` : `returnTo=${returnTo}`;
    return <ToSignIn to={`/sign-in?${query}`} />;
  }
  if (!hasAuthority(userAuthority, authority)) return <Navigate to="/access-denied" replace />;
  return children;
}

/**
 * Sends an anonymous visitor to sign in once the sign-in screen's code is here. Sent there first,
 * they met its loading fallback, which React 19 holds for 300 ms however soon the code arrives
 * (page-module.ts): a third of a second more before the provider's form on every sign-in from a
 * protected address or the root. Meanwhile it says what the sign-in screen will say. A fetch that
 * fails sends them on anyway (the screen then loads on demand, with its fallback, as before).
 */
function ToSignIn({ to }: { to: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    const go = () => {
      if (current) setReady(true);
    };
    preloadSignInScreen().then(go, go);
    return () => {
      current = false;
    };
  }, []);
  return ready ? <Navigate to={to} replace /> : <RedirectingToSignIn />;
}

/** Public routes: signed-in users arriving here are sent to the authenticated entry path. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  return useSignedIn() ? <Navigate to={AUTHENTICATED_ENTRY_PATH} replace /> : children;
}

/** `/`: the authenticated area's root goes to the entry path (or where sign-in was asked from). */
export function RootRedirect() {
  const client = useAuthClient();
  const signedIn = useSignedIn();
  if (!signedIn) return <ToSignIn to="/sign-in" />;
  return <Navigate to={client.takeReturnTo() ?? AUTHENTICATED_ENTRY_PATH} replace />;
}

/** Keeps the current-route key up to date on every route change (spec §4). */
export function RouteWatcher() {
  const matches = useMatches();
  const key = matches.at(-1)?.id ?? '';
  useEffect(() => useRouteKeyStore.getState().setCurrentRouteKey(key), [key]);
  return null;
}
