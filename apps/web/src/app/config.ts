/** Auth page layouts (spec §2): the public pages use `side`; `simple` and `split` also work. */
export type AuthLayoutType = 'simple' | 'split' | 'side';

export const appConfig = {
  authenticatedEntryPath: '/home',
  unAuthenticatedEntryPath: '/sign-in',
  /** Auth page layout (spec §9). */
  authLayoutType: 'side' as AuthLayoutType,
  locale: 'en',
};
