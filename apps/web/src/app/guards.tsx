import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useAuthClient } from '@/lib/auth/auth-context';
import { sessionHasExpired } from '@/lib/session/end-session';
import { useRouteKeyStore } from '@/lib/stores/route-key-store';
import { useSessionUser } from '@/lib/stores/session-user-store';

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
    return <Navigate to={`/sign-in?${query}`} replace />;
  }
  if (!hasAuthority(userAuthority, authority)) return <Navigate to="/access-denied" replace />;
  return children;
}

/** Public routes: signed-in users arriving here are sent to the authenticated entry path. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  return useSignedIn() ? <Navigate to={AUTHENTICATED_ENTRY_PATH} replace /> : children;
}

/** `/`: the authenticated area's root goes to the entry path (or where sign-in was asked from). */
export function RootRedirect() {
  const client = useAuthClient();
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/sign-in" replace />;
  return <Navigate to={client.takeReturnTo() ?? AUTHENTICATED_ENTRY_PATH} replace />;
}

/** Keeps the current-route key up to date on every route change (spec §4). */
export function RouteWatcher() {
  const matches = useMatches();
  const key = matches.at(-1)?.id ?? '';
  useEffect(() => useRouteKeyStore.getState().setCurrentRouteKey(key), [key]);
  return null;
}
