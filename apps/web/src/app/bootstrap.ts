import { rolesFromClaims } from '@/lib/auth/account';
import { AuthClient } from '@/lib/auth/auth-client';
import { setAccessTokenProvider } from '@/lib/http/access-token';
import { initI18n, setAvailableLanguages } from '@/lib/i18n';
import { toSessionUser } from '@/lib/session/convert';
import {
  clearLocalSession,
  clearSessionExpiredFlag,
  endSession,
  onSessionEnded,
} from '@/lib/session/end-session';
import { callUserSignedIn } from '@/lib/session/signed-in-call';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { useUserStore } from '@/lib/stores/user-store';
import { preloadInitialPage } from './initial-page';
import { loadConfig } from './load-config';
import { preloadSignInScreen } from './sign-in-screen';
import { providerRequestOf, wantsSilentSignIn } from './silent-sign-in';

export interface Bootstrapped {
  authClient: AuthClient;
}

/** Tells the backend the user has signed in and stores the returned user (spec §4, §7). */
async function signedInCall(authClient: AuthClient): Promise<void> {
  const result = await callUserSignedIn();
  if (result.user) {
    const account = authClient.getActiveAccount();
    const authority =
      result.user.roles.length > 0 ? result.user.roles : rolesFromClaims(account?.idTokenClaims);
    useSessionUser.getState().setUser({
      ...toSessionUser(result.user),
      authority,
      avatar: result.user.avatarUrl ?? '',
      accountUserName: account?.username ?? result.user.email,
    });
    useSessionUser.getState().setSessionSignedIn(true);
    clearSessionExpiredFlag();
    useUserStore.getState().login({ ...result.user, authority });
    return;
  }
  if (
    result.errors.some((error) => error.__typename === 'NotAuthenticatedError') &&
    useSessionUser.getState().session.signedIn
  ) {
    endSession();
  }
}

/** Resolves in a new task, letting the browser handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let started: Promise<Bootstrapped> | undefined;

/** Start-up runs once per page load, even when React mounts twice in development. */
export function bootstrap(): Promise<Bootstrapped> {
  started ??= run();
  return started;
}

/**
 * A provider screen's code and the sign-in library, fetched while start-up runs rather than one
 * after the other once it is done (each is a round trip before the provider's page shows).
 */
function preloadProviderScreen(): void {
  const ignore = () => undefined;
  preloadSignInScreen().catch(ignore);
  void import('oidc-client-ts').catch(ignore);
}

/** Start-up: configuration, translations, the identity client and the signed-in call. */
async function run(): Promise<Bootstrapped> {
  const providerRequest = providerRequestOf(new URL(window.location.href));
  if (providerRequest) preloadProviderScreen();
  const translations = initI18n();
  const page = preloadInitialPage(window.location.pathname);
  const data = await loadConfig();
  const authClient = new AuthClient(data.auth);
  setAccessTokenProvider(async () =>
    authClient.getActiveAccount() ? authClient.acquireTokenSilent() : undefined,
  );
  // Apollo's store, once a page has loaded it, is cleared by lib/http/apollo.ts.
  onSessionEnded(() => {
    void authClient.clearTokens();
  });

  const pending: Promise<void>[] = [];
  authClient.addEventCallback((event) => {
    // In a task of its own: the sign-in library has just spent one storing the tokens, and
    // the signed-in call's request and answer follow; together they would block input.
    if (event.type === 'LOGIN_SUCCESS')
      pending.push(nextTask().then(() => signedInCall(authClient)));
    // Only the message is logged on a failed login (spec §4).
    else console.error(event.message);
  });
  const signedInElsewhere = useSessionUser.getState().session.signedIn;
  const silent = wantsSilentSignIn(window.location.pathname, signedInElsewhere);
  await authClient.initialize(undefined, { silent });
  if (silent && signedInElsewhere && !authClient.getActiveAccount()) {
    // The stored session user came from another tab, and the provider has no session for this
    // one: forget it quietly, so the guards offer sign-in (and the way back) rather than report
    // that a session this tab never had has ended.
    clearLocalSession();
  }
  // A provider screen goes to the provider at once, not after the translations, the signed-in
  // call and the first render (its page joins this redirect and reports a failure). A signed-in
  // user on /sign-in, /sign-up or /forgot-password is sent to /home by the page instead.
  if (providerRequest && (providerRequest.screen === 'reset-password' || !signedInElsewhere))
    authClient.startRedirectEarly(providerRequest);
  await translations;
  await setAvailableLanguages(data.languages ?? []);
  // The signed-in call is also made at start (spec §4).
  pending.push(signedInCall(authClient));
  await Promise.all(pending).catch((error: unknown) => {
    console.warn(
      'The signed-in call failed:',
      error instanceof Error ? error.message : 'unknown error',
    );
  });
  // The first page renders without suspending; a signed-out visit to a signed-in page is sent to
  // sign in without waiting for a page it cannot see yet.
  if (page && (page.public || authClient.getActiveAccount())) await page.loaded;
  return { authClient };
}
