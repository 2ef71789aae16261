import { pageModule } from './page-module';

/** The public pages' shell (/sign-in and the other provider screens, /template). */
export const publicLayout = pageModule(
  () => import('./layouts/PublicLayout').then((m) => m.PublicLayout),
  [],
);

/** /sign-in, /sign-up, /forgot-password and /reset-password: the redirect to the provider. */
export const providerRedirectPage = pageModule(
  () => import('@/features/auth/ProviderRedirectPage').then((m) => m.ProviderRedirectPage),
  [],
);

let ready = false;

/**
 * Fetches the sign-in screen's code (its shell and its page), so that a visitor sent there
 * renders it at once instead of suspending on it (page-module.ts says what that costs).
 */
export async function preloadSignInScreen(): Promise<void> {
  await Promise.all([publicLayout.preload(), providerRedirectPage.preload()]);
  ready = true;
}

/** Whether the sign-in screen's code is here (its next render will not suspend). */
export const signInScreenReady = (): boolean => ready;
