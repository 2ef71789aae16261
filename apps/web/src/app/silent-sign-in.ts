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
