import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The user of the user store; `authority` decides route access (spec §3, §6). */
export interface StoreUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  authority: string[];
  [field: string]: unknown;
}

interface UserStoreState {
  user: StoreUser | null;
  isAuthenticated: boolean;
  login(user: StoreUser): void;
  logout(): void;
  updateUser(fields: Partial<StoreUser>): void;
}

export const USER_STORE_KEY = 'user-store';

/** Persisted under `user-store` (spec §3); behaviour of login, logout and updateUser per §4. */
export const useUserStore = create<UserStoreState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      login: (user) => set({ user, isAuthenticated: true }),
      logout: () => {
        set({ user: null, isAuthenticated: false });
        localStorage.removeItem(USER_STORE_KEY);
      },
      updateUser: (fields) =>
        set((state) => (state.user ? { user: { ...state.user, ...fields } } : state)),
    }),
    { name: USER_STORE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
