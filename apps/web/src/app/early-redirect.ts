import { managerSettings, newNonce, RETURN_TO_KEY, redirectExtras } from '@/lib/oidc/redirect';
import { sendSignedInCall, showLoadingScreen } from './early-start-screen';
import { loadConfig } from './load-config';
import { providerRequestOf } from './silent-sign-in';

/** The persisted session user's signed-in flag (lib/stores/session-user-store, spec §3). */
function signedInHere(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem('sessionUser') ?? 'null') as {
      state?: { session?: { signedIn?: unknown } };
    } | null;
    return stored?.state?.session?.signedIn === true;
  } catch {
    return false;
  }
}

/**
 * The lean start of a provider screen (/sign-in, /sign-up, /forgot-password, a reset link):
 * the configuration and the sign-in library, then straight to the provider, without loading
 * and starting the app itself (React, Apollo, translations: most of the start-up's bytes). The
 * app loads instead when this page is not one of those, when the user is signed in here (the
 * app sends them to /home), or when anything fails (the app then tries again and reports it).
 * Resolves false when the app should start; true once the browser is leaving for the provider.
 */
export async function redirectEarly(url: URL = new URL(window.location.href)): Promise<boolean> {
  const request = providerRequestOf(url);
  if (!request || (request.screen !== 'reset-password' && signedInHere())) return false;
  showLoadingScreen();
  sendSignedInCall();
  try {
    const [config, library] = await Promise.all([loadConfig(), import('oidc-client-ts')]);
    if (request.returnTo) sessionStorage.setItem(RETURN_TO_KEY, request.returnTo);
    const manager = new library.UserManager(managerSettings(config.auth, library));
    // Resolves only if the browser comes back to this very page (back-forward cache).
    await manager.signinRedirect({
      extraQueryParams: redirectExtras(config.auth, request),
      nonce: newNonce(),
    });
    return false;
  } catch {
    return false;
  }
}
