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
 * Whether this first load opens one of the provider's pages at once (the sign-in, sign-up and
 * reset screens, unless /sign-in waits for the user after a sign-out or an ended session, or a
 * reset link lacks its token): start-up then fetches what the redirect needs alongside the rest.
 */
export function opensProviderAtOnce(url: URL): boolean {
  const { pathname, searchParams } = url;
  if (pathname === '/sign-in')
    return !searchParams.has('signedOut') && !searchParams.has('expired');
  if (pathname === '/reset-password') return searchParams.has('token');
  return PROVIDER_SCREENS.includes(pathname);
}
