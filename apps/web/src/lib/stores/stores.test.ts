import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_USER_STORAGE_KEY, emptySessionUser, useSessionUser } from './session-user-store';
import { clearTokenCookie, getTokenCookie, setTokenCookie } from './token-cookie';
import { USER_STORE_KEY, useUserStore } from './user-store';

const alex = {
  id: 'u1',
  firstName: 'Alex',
  lastName: 'Taylor',
  email: 'a@example.com',
  authority: [] as string[],
};

describe('user store (user-store)', () => {
  beforeEach(() => useUserStore.setState({ user: null, isAuthenticated: false }));

  it('login sets the user and isAuthenticated, persisted under user-store', () => {
    useUserStore.getState().login(alex);
    expect(useUserStore.getState()).toMatchObject({ user: alex, isAuthenticated: true });
    const stored = JSON.parse(localStorage.getItem(USER_STORE_KEY)!) as {
      state: { isAuthenticated: boolean };
    };
    expect(stored.state.isAuthenticated).toBe(true);
  });

  it('logout clears the user, sets isAuthenticated false and removes the stored entry', () => {
    useUserStore.getState().login(alex);
    useUserStore.getState().logout();
    expect(useUserStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(localStorage.getItem(USER_STORE_KEY)).toBeNull();
  });

  it('updateUser merges fields into the current user', () => {
    useUserStore.getState().login(alex);
    useUserStore.getState().updateUser({ firstName: 'Sam' });
    expect(useUserStore.getState().user).toEqual({ ...alex, firstName: 'Sam' });
  });

  it('updateUser does nothing when no user is signed in', () => {
    useUserStore.getState().updateUser({ firstName: 'Sam' });
    expect(useUserStore.getState().user).toBeNull();
  });
});

describe('session user (sessionUser)', () => {
  beforeEach(() => useSessionUser.getState().reset());

  it('starts with every field empty and authority an empty list', () => {
    expect(useSessionUser.getState().user).toEqual(emptySessionUser());
    expect(useSessionUser.getState().user.authority).toEqual([]);
    expect(useSessionUser.getState().session.signedIn).toBe(false);
  });

  it('persists the user and the signedIn flag under sessionUser', () => {
    useSessionUser.getState().setUser({ firstName: 'Alex' });
    useSessionUser.getState().setSessionSignedIn(true);
    const stored = JSON.parse(localStorage.getItem(SESSION_USER_STORAGE_KEY)!) as {
      state: { session: { signedIn: boolean }; user: { firstName: string } };
    };
    expect(stored.state.session.signedIn).toBe(true);
    expect(stored.state.user.firstName).toBe('Alex');
  });
});

describe('token cookie', () => {
  it('is named token, readable back, and cleared', () => {
    setTokenCookie('abc.def.ghi');
    expect(document.cookie).toContain('token=abc.def.ghi');
    expect(getTokenCookie()).toBe('abc.def.ghi');
    clearTokenCookie();
    expect(getTokenCookie()).toBe('');
  });

  it('lives as long as the token it holds, not a day', () => {
    const jwt = (exp: number) =>
      `e30.${btoa(JSON.stringify({ exp })).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_')}.sig`;
    const now = Math.floor(Date.now() / 1000);
    const expired = jwt(now - 5);
    setTokenCookie(expired);
    // The browser drops a cookie whose expiry has passed: an expired token is not kept.
    expect(getTokenCookie()).toBe('');
    const live = jwt(now + 600);
    setTokenCookie(live);
    expect(getTokenCookie()).toBe(live);
    clearTokenCookie();
  });
});
