/** What the app needs to know of the identity provider, and what a sign-in redirect asks for
 * (shared by the auth client and the redirect helpers, which the client imports). */
export interface AuthSettings {
  authority: string;
  clientId: string;
  apiScope: string;
  builtIn: boolean;
  redirectUri: string;
  silentRedirectUri: string;
  postLogoutRedirectUri: string;
}

export interface LoginRequest {
  interactionType?: string;
  /** Which screen of the provider to open: the built-in provider honours these hints. */
  screen?: 'signin' | 'signup' | 'forgot-password' | 'reset-password';
  resetToken?: string;
  /** Where to go after signing in; kept in session storage across the redirect. */
  returnTo?: string;
}
