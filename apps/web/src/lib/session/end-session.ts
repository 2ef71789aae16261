import { clearTokenCookie } from '../stores/token-cookie';
import { useSessionUser } from '../stores/session-user-store';
import { useUserStore } from '../stores/user-store';

/** HTTP statuses that end the session (spec §4, §9). */
export const SESSION_EXPIRY_STATUSES: readonly number[] = [401, 419, 440];

export function isSessionExpiryStatus(status: number | undefined): boolean {
  return status !== undefined && SESSION_EXPIRY_STATUSES.includes(status);
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets the app react to an ended session (forget tokens, show the sign-in page). */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears the token and the user and marks the session signed out (used by sign-out too). */
export function clearLocalSession(): void {
  clearTokenCookie();
  useSessionUser.getState().reset();
  useUserStore.getState().logout();
}

const ENDED_FLAG = 'heartcheck.sessionExpired';

/** True after a session expired, until the next successful sign-in. */
export function sessionHasExpired(): boolean {
  return sessionStorage.getItem(ENDED_FLAG) === '1';
}

export function clearSessionExpiredFlag(): void {
  sessionStorage.removeItem(ENDED_FLAG);
}

/** Session expiry (spec §4): clear the token and user, mark signed out, tell the app. */
export function endSession(): void {
  sessionStorage.setItem(ENDED_FLAG, '1');
  clearLocalSession();
  for (const listener of listeners) listener();
}
