import type { User, UserManager } from 'oidc-client-ts';
import { toAccountInfo, type AccountInfo } from './account';
import { useAuthStore } from './auth-store';
import { BrowserAuthError, BrowserAuthErrorMessage, describeAuthFailure } from './errors';
import { InteractionStatus, InteractionType } from './interaction-status';
import { readStoredUser, secondsLeft, storedUserKey } from './stored-user';
import { firstSilentSignIn } from './first-silent-sign-in';
import { HiddenFrameNavigator } from './hidden-frame';
import { createTokenAcquirer } from './token-acquirer';
import {
  managerSettings,
  newNonce,
  RETURN_TO_KEY,
  redirectExtras,
  signInScope,
} from '@/lib/oidc/redirect';
import type { AuthSettings, LoginRequest } from './auth-settings';

export type AuthEvent =
  { type: 'LOGIN_SUCCESS'; account: AccountInfo } | { type: 'LOGIN_FAILURE'; message: string };

/** Renew a little before expiry so a request never leaves with a token about to lapse. */
const EXPIRY_MARGIN_SECONDS = 60;

/** Where sign-in was asked from, if it was, kept until the root route takes it (app-relative only). */
export function storedReturnTo(): string | null {
  const value = sessionStorage.getItem(RETURN_TO_KEY);
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * Redirect sign-in with oidc-client-ts, exposing the interaction statuses, account and events
 * the specification describes. Identity-token cache in session storage (spec §7).
 */
export class AuthClient {
  private readonly settings: AuthSettings;
  private readonly userKey: string;
  private readonly listeners = new Set<(event: AuthEvent) => void>();
  private readonly acquirer;
  private managerPromise: Promise<UserManager> | undefined;
  private earlyRedirect: Promise<void> | undefined;

  constructor(settings: AuthSettings) {
    this.settings = settings;
    this.userKey = storedUserKey(settings.authority, settings.clientId);
    this.acquirer = createTokenAcquirer(
      {
        cachedToken: async () => {
          const user = readStoredUser(this.userKey);
          return user && secondsLeft(user) > EXPIRY_MARGIN_SECONDS ? user.access_token : undefined;
        },
        hasRefreshToken: async () => Boolean(readStoredUser(this.userKey)?.refresh_token),
        // The nonce is used only if the library falls back to the hidden frame (no refresh token).
        refresh: async () =>
          this.tokenOf(await (await this.userManager()).signinSilent({ nonce: newNonce() })),
        hiddenFrame: async () => {
          // A tab without a user of its own (a new tab) signs in without loading the library.
          if (!readStoredUser(this.userKey))
            return this.tokenOf(
              await firstSilentSignIn({
                authority: settings.authority,
                clientId: settings.clientId,
                silentRedirectUri: settings.silentRedirectUri,
                scope: signInScope(settings),
                userKey: this.userKey,
              }),
            );
          const manager = await this.userManager();
          // Drop the refresh token so oidc-client-ts renews in the hidden frame, not by refresh.
          const user = await manager.getUser();
          if (user?.refresh_token) {
            const { User: UserClass } = await import('oidc-client-ts');
            await manager.storeUser(new UserClass({ ...user, refresh_token: undefined }));
          }
          return this.tokenOf(await manager.signinSilent({ nonce: newNonce() }));
        },
      },
      { onStatus: (status) => this.setStatus(status) },
    );
  }

  /** The oidc-client-ts manager, loaded on first use (sign-in, renewal, sign-out). */
  userManager(): Promise<UserManager> {
    this.managerPromise ??= import('oidc-client-ts').then(
      (library) =>
        new library.UserManager(
          managerSettings(this.settings, library),
          undefined,
          undefined,
          new HiddenFrameNavigator(library),
        ),
    );
    return this.managerPromise;
  }

  private tokenOf(user: Pick<User, 'access_token'> | null): string {
    if (!user?.access_token) throw BrowserAuthError.of(BrowserAuthErrorMessage.noServerResponse);
    return user.access_token;
  }

  private setStatus(status: InteractionStatus) {
    useAuthStore.getState().setStatus(status);
  }

  private emit(event: AuthEvent) {
    for (const listener of this.listeners) listener(event);
  }

  addEventCallback(listener: (event: AuthEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Raises unless no other interaction is running (spec §4). */
  private beginInteraction(status: InteractionStatus) {
    const current = useAuthStore.getState().status;
    if (current !== InteractionStatus.None)
      throw BrowserAuthError.of(BrowserAuthErrorMessage.unableToFallbackToInteraction);
    this.setStatus(status);
  }

  /**
   * Startup: process any pending redirect result, then become idle. With `silent`, a tab that
   * has no tokens of its own (a new tab, a bookmark, a link from an email: the token cache is per
   * tab) first signs in through the provider's live session, without showing a page.
   */
  async initialize(
    url: URL = new URL(window.location.href),
    options: { silent?: boolean } = {},
  ): Promise<void> {
    this.setStatus(InteractionStatus.Startup);
    const isRedirect =
      url.pathname === new URL(this.settings.redirectUri).pathname &&
      url.searchParams.has('state') &&
      (url.searchParams.has('code') || url.searchParams.has('error'));
    if (isRedirect) {
      this.setStatus(InteractionStatus.HandleRedirect);
      try {
        const user = await (await this.userManager()).signinRedirectCallback(url.toString());
        const account = toAccountInfo(user);
        useAuthStore.getState().setAccount(account);
        this.emit({ type: 'LOGIN_SUCCESS', account });
      } catch (error) {
        const failure = describeAuthFailure(error);
        useAuthStore.getState().setFailure(failure);
        this.emit({ type: 'LOGIN_FAILURE', message: failure.message });
      } finally {
        // The code and state are single-use: keep them out of history and reloads.
        window.history.replaceState(window.history.state, '', '/');
      }
    } else {
      const user = readStoredUser(this.userKey);
      useAuthStore.getState().setAccount(user ? toAccountInfo(user) : null);
      if (!user && options.silent) await this.signInSilently();
    }
    this.setStatus(InteractionStatus.None);
  }

  /**
   * Signs in with the provider's session in the specification's order (§4): the cache, the
   * refresh token, then a hidden frame (prompt=none). False when the provider has no session
   * (the user must sign in) or cannot be reached; the user then sees the sign-in page.
   */
  private async signInSilently(): Promise<boolean> {
    try {
      if (!(await this.acquirer.acquire())) return false;
    } catch (error) {
      // Only the message: never the URL of the frame (it carries the state).
      console.warn(`Silent sign-in failed: ${describeAuthFailure(error).message}`);
      return false;
    }
    const user = readStoredUser(this.userKey);
    if (!user) return false;
    const account = toAccountInfo(user);
    useAuthStore.getState().setAccount(account);
    this.emit({ type: 'LOGIN_SUCCESS', account });
    return true;
  }

  getActiveAccount(): AccountInfo | null {
    return useAuthStore.getState().account;
  }

  async loginRedirect(request: LoginRequest = {}): Promise<void> {
    if (request.interactionType && request.interactionType !== InteractionType.Redirect) {
      throw BrowserAuthError.of(BrowserAuthErrorMessage.invalidInteractionType);
    }
    this.beginInteraction(InteractionStatus.Login);
    if (request.returnTo) sessionStorage.setItem(RETURN_TO_KEY, request.returnTo);
    try {
      await (
        await this.userManager()
      ).signinRedirect({
        extraQueryParams: redirectExtras(this.settings, request),
        nonce: newNonce(),
      });
    } catch (error) {
      this.setStatus(InteractionStatus.None);
      throw error;
    }
  }

  /**
   * Starts a sign-in redirect during start-up, before the page that asks for it has rendered;
   * that page then takes this one (`takeEarlyRedirect`) instead of starting a second.
   */
  startRedirectEarly(request: LoginRequest): void {
    const redirect = this.loginRedirect(request);
    // Handled when the page takes it; never an unhandled rejection before that.
    redirect.catch(() => undefined);
    this.earlyRedirect = redirect;
  }

  /** The redirect start-up began, once (then undefined). */
  takeEarlyRedirect(): Promise<void> | undefined {
    const redirect = this.earlyRedirect;
    this.earlyRedirect = undefined;
    return redirect;
  }

  /** Where the user wanted to go before signing in, read once. */
  takeReturnTo(): string | null {
    const value = storedReturnTo();
    sessionStorage.removeItem(RETURN_TO_KEY);
    return value;
  }

  async logoutRedirect(): Promise<void> {
    this.beginInteraction(InteractionStatus.Logout);
    const manager = await this.userManager();
    const user = await manager.getUser();
    await manager.removeUser();
    useAuthStore.getState().setAccount(null);
    await manager.signoutRedirect({
      ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
    });
  }

  /** A valid access token, or undefined when the user must interact (no token is sent). */
  acquireTokenSilent(): Promise<string | undefined> {
    return this.acquirer.acquire();
  }

  /** Forgets the tokens (session expiry); the provider's own session is left alone. */
  async clearTokens(): Promise<void> {
    window.sessionStorage.removeItem(this.userKey);
    useAuthStore.getState().setAccount(null);
  }
}
