import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The session user of the specification (§3), persisted under `sessionUser`. */
export interface SessionUser {
  userId: string;
  avatar: string;
  firstName: string;
  lastName: string;
  email: string;
  authority: string[];
  password: string;
  accountUserName: string;
  dialCode: string;
  phoneNumber: string;
  deliveryAddress: { address: string; city: string; postcode: string; country: string };
}

export const emptySessionUser = (): SessionUser => ({
  userId: '',
  avatar: '',
  firstName: '',
  lastName: '',
  email: '',
  authority: [],
  password: '',
  accountUserName: '',
  dialCode: '',
  phoneNumber: '',
  deliveryAddress: { address: '', city: '', postcode: '', country: '' },
});

interface SessionUserState {
  session: { signedIn: boolean };
  user: SessionUser;
  setUser(user: Partial<SessionUser>): void;
  setSessionSignedIn(signedIn: boolean): void;
  reset(): void;
}

export const SESSION_USER_STORAGE_KEY = 'sessionUser';

export const useSessionUser = create<SessionUserState>()(
  persist(
    (set) => ({
      session: { signedIn: false },
      user: emptySessionUser(),
      setUser: (user) => set((state) => ({ user: { ...state.user, ...user } })),
      setSessionSignedIn: (signedIn) => set({ session: { signedIn } }),
      reset: () => set({ session: { signedIn: false }, user: emptySessionUser() }),
    }),
    {
      name: SESSION_USER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ session: state.session, user: state.user }),
    },
  ),
);
