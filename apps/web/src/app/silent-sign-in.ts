import type { LoginRequest } from '@/lib/auth/auth-settings';

/** The screens that start one of the provider's own flows: they never sign in silently first. */
const PROVIDER_SCREENS = ['/sign-in', '/sign-up', '/forgot-password', '/reset-password'];
/** Pages anyone may read: signing in first is worth a round trip only for a signed-in user. */
const OPEN_PAGES = ['/legal/', '/share/', '/template'];

/**
 * Whether start-up should sign in through the provider's session when this tab has no tokens of
 * its own (a new tab, a bookmark, a link from an email): on every signed-in route, and on the
 * open pages when the user signed in in another tab (the stored session user says so).
 */
export function wantsSilentSignIn(pathname: string, signedInElsewhere: boolean): boolean {
  if (PROVIDER_SCREENS.includes(pathname)) return false;
  if (OPEN_PAGES.some((prefix) => pathname.startsWith(prefix))) return signedInElsewhere;
  return true;
}

/**
 * The sign-in request of a first load that opens one of the provider's pages at once (the
 * sign-in, sign-up and reset screens, unless /sign-in waits for the user after a sign-out or an
 * ended session, or a reset link lacks its token); null on every other page. Start-up fetches
 * what the redirect needs alongside the rest, and starts it as soon as it can.
 */
const SCREEN_OF: Record<string, NonNullable<LoginRequest['screen']>> = {
  '/sign-in': 'signin',
  '/sign-up': 'signup',
  '/forgot-password': 'forgot-password',
  '/reset-password': 'reset-password',
};

export function providerRequestOf(url: URL): LoginRequest | null {
  const { pathname, searchParams } = url;
  const screen = SCREEN_OF[pathname];
  if (!screen) return null;
  if (screen === 'signin' && (searchParams.has('signedOut') || searchParams.has('expired')))
    return null;
  const resetToken = searchParams.get('token');
  if (screen === 'reset-password' && !resetToken) return null;
  const returnTo = searchParams.get('returnTo');
  // The same request the page itself makes (features/auth/ProviderRedirectPage).
  return { screen, ...(resetToken ? { resetToken } : {}), ...(returnTo ? { returnTo } : {}) };
}
