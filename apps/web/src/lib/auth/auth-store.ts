import { create } from 'zustand';
import type { AccountInfo } from './account';
import type { AuthFailure } from './errors';
import { InteractionStatus } from './interaction-status';

/** Live sign-in state (not persisted): interaction status, the active account and any failure. */
interface AuthState {
  status: InteractionStatus;
  account: AccountInfo | null;
  failure: AuthFailure | null;
  setStatus(status: InteractionStatus): void;
  setAccount(account: AccountInfo | null): void;
  setFailure(failure: AuthFailure | null): void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: InteractionStatus.Startup,
  account: null,
  failure: null,
  setStatus: (status) => set({ status }),
  setAccount: (account) => set({ account }),
  setFailure: (failure) => set({ failure }),
}));
